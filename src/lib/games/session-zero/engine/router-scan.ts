import { indexPack, type QuestionIndex } from './defaults';
import type { RepeatRules } from './eligibility';
import { buildGateTable, eligibleAt, gateInput, safetyAt, type GateTable } from './gate-table';
import type { QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';

/**
 * The router's scan over every question (seed 002 section 9), as flat typed arrays built once per pack.
 * The reference formula is `scoreQuestion` in router.ts; this computes the same numbers in the same
 * order (so picks are bit-for-bit identical) while reading only contiguous arrays per question: the
 * object-graph walk (question → contract → tags, string-keyed cooldown/asked lookups) made the
 * per-question cost grow with the pack once it no longer fit in cache.
 */
export type RouterTable = {
	n: number;
	/** CSR lists: question i touches axisIdx[axisStart[i] .. axisStart[i+1]) (−1: not a pack axis). */
	axisStart: Int32Array;
	axisIdx: Int32Array;
	modStart: Int32Array;
	modIdx: Int32Array;
	tagStart: Int32Array;
	tagIdx: Int32Array;
	tagId: Map<string, number>;
	type: Int32Array;
	typeId: Map<string, number>;
	fatigue: Float64Array;
	promptLength: Int32Array;
	/** Bit 1: has `eligibility`; bit 2: has content tags (safety verdict needed). */
	checks: Uint8Array;
	/** Those checks compiled to arrays (gate-table.ts). */
	gates: GateTable;
};

const ELIGIBILITY = 1;
const SAFETY = 2;

const csr = (lists: readonly (readonly number[])[]): [Int32Array, Int32Array] => {
	const start = new Int32Array(lists.length + 1);
	for (let i = 0; i < lists.length; i++) start[i + 1] = start[i] + lists[i].length;
	const flat = new Int32Array(start[lists.length]);
	lists.forEach((l, i) => flat.set(l, start[i]));
	return [start, flat];
};

const intern = (ids: Map<string, number>, key: string): number => {
	let v = ids.get(key);
	if (v === undefined) ids.set(key, (v = ids.size));
	return v;
};

const tables = new WeakMap<QuestionnairePack, RouterTable>();

export const routerTable = (pack: QuestionnairePack): RouterTable => {
	const hit = tables.get(pack);
	if (hit) return hit;
	const { list } = indexPack(pack);
	const axisPos = new Map(pack.axes.map((a, i) => [a.id, i]));
	const modPos = new Map(pack.modules.map((m, i) => [m.id, i]));
	const tagId = new Map<string, number>();
	const typeId = new Map<string, number>();
	const [axisStart, axisIdx] = csr(list.map((x) => x.axes.map((a) => axisPos.get(a) ?? -1)));
	const [modStart, modIdx] = csr(list.map((x) => x.modules.map((m) => modPos.get(m) ?? -1)));
	const [tagStart, tagIdx] = csr(list.map((x) => (x.q.tags ?? []).map((t) => intern(tagId, t))));
	const t: RouterTable = {
		n: list.length,
		axisStart,
		axisIdx,
		modStart,
		modIdx,
		tagStart,
		tagIdx,
		tagId,
		type: Int32Array.from(list, (x) => intern(typeId, x.q.type)),
		typeId,
		fatigue: Float64Array.from(list, (x) => x.q.fatigue_cost ?? 1),
		promptLength: Int32Array.from(list, (x) => x.promptLength),
		checks: Uint8Array.from(
			list,
			(x) => (x.q.eligibility ? ELIGIBILITY : 0) | (x.contentTags.length ? SAFETY : 0)
		),
		gates: buildGateTable(list)
	};
	tables.set(pack, t);
	return t;
};

/** Per-pick inputs of the scan (router.ts builds them from its PickContext). */
export type ScanInput = {
	need: Float64Array;
	moduleNeed: Float64Array;
	gain: Float64Array;
	lastTags: ReadonlySet<string>;
	sameTypeTwice: string | null;
	prevType: string | null;
	w: { cluster_k: number; tag_repeat: number; type_repeat: number; fatigue: number; veil: number };
};
export type ScanHit = {
	x: QuestionIndex;
	score: number;
	base: number;
	gain: number;
	penalty: number;
	veiled: boolean;
};
/** Elements the scan read (for the bench's linearity evidence). */
export type ScanWork = { questions: number; reads: number };

/** The list entry a state id refers to (ids map through byId exactly as `s.asked` / cooldown keys do). */
const listPos = (pack: QuestionnairePack, id: string): number => {
	const idx = indexPack(pack);
	const x = idx.byId.get(id);
	return x && idx.list[x.order] === x && x.q.id === id ? x.order : -1;
};

/** Questions the repeat rules and cooldowns exclude, from `s.asked` and `s.cooldowns` (O(asked)). */
const excludedOf = (
	pack: QuestionnairePack,
	s: SessionZeroState,
	rules: RepeatRules,
	n: number
): Uint8Array => {
	const out = new Uint8Array(n);
	const times = new Map<number, number>();
	for (const id of s.asked) {
		const i = listPos(pack, id);
		if (i >= 0) times.set(i, (times.get(i) ?? 0) + 1);
	}
	for (const [i, k] of times) if (rules.notAsked || k > rules.maxRepeats) out[i] = 1;
	// session-zero.md: asked at index i with cooldown N → not again before index i + N.
	if (rules.respectCooldown)
		for (const [id, c] of Object.entries(s.cooldowns)) {
			const i = c && s.asked.length < c.until ? listPos(pack, id) : -1;
			if (i >= 0) out[i] = 1;
		}
	return out;
};

/** The best candidate over the whole pack: isCandidate + scoreQuestion + tie-breaks, in list order. */
export const scanBest = (
	pack: QuestionnairePack,
	s: SessionZeroState,
	inp: ScanInput,
	rules: RepeatRules,
	work?: ScanWork
): ScanHit | null => {
	const t = routerTable(pack);
	const { list } = indexPack(pack);
	const { axisStart, axisIdx, modStart, modIdx, tagStart, tagIdx, type, fatigue, checks } = t;
	const { need, moduleNeed, gain: gainOf, w } = inp;
	const out = excludedOf(pack, s, rules, t.n);
	const lastTag = new Uint8Array(t.tagId.size);
	for (const tag of inp.lastTags) {
		const k = t.tagId.get(tag);
		if (k !== undefined) lastTag[k] = 1;
	}
	const twice = inp.sameTypeTwice === null ? -2 : (t.typeId.get(inp.sameTypeTwice) ?? -2);
	const prev = inp.prevType === null ? -1 : (t.typeId.get(inp.prevType) ?? -1);
	const fatigueShare = s.count / s.stop.max_questions;
	const gates = gateInput(t.gates, s);
	let best = -1;
	let bScore = 0;
	let bBase = 0;
	let bGain = 0;
	let bPenalty = 0;
	let bVeiled = false;
	for (let i = 0; i < t.n; i++) {
		if (out[i]) continue;
		let veiled = false;
		if (checks[i]) {
			if (checks[i] & ELIGIBILITY && !eligibleAt(t.gates, gates, i)) continue;
			if (checks[i] & SAFETY) {
				const v = safetyAt(t.gates, gates, i);
				if (v === 'out') continue;
				veiled = v === 'veiled';
			}
		}
		// Same sums in the same order as scoreQuestion (floating point is not associative).
		let base = 0;
		for (let k = axisStart[i]; k < axisStart[i + 1]; k++) base += axisIdx[k] >= 0 ? need[axisIdx[k]] : 0;
		for (let k = modStart[i]; k < modStart[i + 1]; k++) base += modIdx[k] >= 0 ? moduleNeed[modIdx[k]] : 0;
		let gain = 0;
		for (let k = axisStart[i]; k < axisStart[i + 1]; k++) gain += axisIdx[k] >= 0 ? gainOf[axisIdx[k]] : 0;
		let penalty = 0;
		for (let k = tagStart[i]; k < tagStart[i + 1]; k++) if (lastTag[tagIdx[k]]) penalty += w.tag_repeat;
		if (type[i] === twice) penalty += w.type_repeat;
		penalty += fatigue[i] * w.fatigue * fatigueShare;
		if (veiled) penalty += w.veil;
		const score = base + w.cluster_k * gain - penalty;
		if (work) {
			work.questions++;
			work.reads += 1 + (axisStart[i + 1] - axisStart[i]) * 2 + modStart[i + 1] - modStart[i];
			work.reads += tagStart[i + 1] - tagStart[i];
		}
		if (best >= 0 && !betterAt(t, list, i, score, best, bScore, prev)) continue;
		best = i;
		bScore = score;
		bBase = base;
		bGain = gain;
		bPenalty = penalty;
		bVeiled = veiled;
	}
	if (best < 0) return null;
	return { x: list[best], score: bScore, base: bBase, gain: bGain, penalty: bPenalty, veiled: bVeiled };
};

/** seed 002 section 9.5 tie-breaks (as router.ts `better`): other type than the previous, shorter prompt, id. */
const betterAt = (
	t: RouterTable,
	list: readonly QuestionIndex[],
	a: number,
	aScore: number,
	b: number,
	bScore: number,
	prev: number
): boolean => {
	if (Math.abs(aScore - bScore) >= 1e-9) return aScore > bScore;
	const ad = t.type[a] !== prev;
	const bd = t.type[b] !== prev;
	if (ad !== bd) return ad;
	if (t.promptLength[a] !== t.promptLength[b]) return t.promptLength[a] < t.promptLength[b];
	return list[a].q.id < list[b].q.id;
};
