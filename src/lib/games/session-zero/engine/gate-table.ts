import type { QuestionIndex } from './defaults';
import type { SessionZeroState } from './state';

/**
 * The candidate gates of seed 002 section 9.1 — eligibility (session-zero.md "Eligibility") and safety
 * (seed 002 section 7) — compiled once per pack into flat arrays, so a pick checks a question by reading
 * numbers instead of walking its rule objects (docs/architecture.md "How a start page starts": with rules on every question the walk's
 * allocations made the per-question cost grow with the pack). `passesEligibility` and `safetyVerdict`
 * in eligibility.ts stay the reference; the router-scan tests hold the two equal.
 */
const CONF_LT = 0;
const CONF_GTE = 1;
const MODE_IS = 2;
const HAS_TAG = 3;
const MODE_NOT = 4;
const LACKS_TAG = 5;

export type GateTable = {
	/** CSR: question i's conditions are [condStart[i], condStart[i+1]). */
	condStart: Int32Array;
	kind: Uint8Array;
	/** Index into axisKeys, modeKeys or tagKeys, by kind. */
	key: Int32Array;
	/** The confidence threshold (CONF_*) or the interned mode value (MODE_*). */
	num: Float64Array;
	axisKeys: string[];
	modeKeys: string[];
	modeValues: Map<string, number>;
	tagKeys: string[];
	/** CSR over contentKeys: the question's content tags (question and options). */
	contentStart: Int32Array;
	content: Int32Array;
	contentKeys: string[];
	sensitive: Uint8Array;
	hasVariants: Uint8Array;
};

const internIn = (ids: Map<string, number>, keys: string[], key: string): number => {
	let v = ids.get(key);
	if (v === undefined) {
		v = keys.length;
		ids.set(key, v);
		keys.push(key);
	}
	return v;
};

export const buildGateTable = (list: readonly QuestionIndex[]): GateTable => {
	const axisIds = new Map<string, number>();
	const modeIds = new Map<string, number>();
	const tagIds = new Map<string, number>();
	const contentIds = new Map<string, number>();
	const modeValues = new Map<string, number>();
	const t = { axisKeys: [] as string[], modeKeys: [] as string[], tagKeys: [] as string[] };
	const contentKeys: string[] = [];
	const kind: number[] = [];
	const key: number[] = [];
	const num: number[] = [];
	const condStart = new Int32Array(list.length + 1);
	const contentStart = new Int32Array(list.length + 1);
	const content: number[] = [];
	const add = (k: number, keyIdx: number, n: number) => {
		kind.push(k);
		key.push(keyIdx);
		num.push(n);
	};
	const value = (v: string) => {
		let n = modeValues.get(v);
		if (n === undefined) modeValues.set(v, (n = modeValues.size));
		return n;
	};
	list.forEach((x, i) => {
		const req = x.q.eligibility?.requires;
		const forb = x.q.eligibility?.forbids;
		for (const [a, v] of Object.entries(req?.axes_confidence_lt ?? {}))
			add(CONF_LT, internIn(axisIds, t.axisKeys, a), v);
		for (const [a, v] of Object.entries(req?.axes_confidence_gte ?? {}))
			add(CONF_GTE, internIn(axisIds, t.axisKeys, a), v);
		for (const [m, v] of Object.entries(req?.modes ?? {}))
			add(MODE_IS, internIn(modeIds, t.modeKeys, m), value(v));
		for (const tag of req?.tags ?? []) add(HAS_TAG, internIn(tagIds, t.tagKeys, tag), 0);
		for (const [m, v] of Object.entries(forb?.modes ?? {}))
			add(MODE_NOT, internIn(modeIds, t.modeKeys, m), value(v));
		for (const tag of forb?.tags ?? []) add(LACKS_TAG, internIn(tagIds, t.tagKeys, tag), 0);
		condStart[i + 1] = kind.length;
		for (const tag of x.contentTags) content.push(internIn(contentIds, contentKeys, tag));
		contentStart[i + 1] = content.length;
	});
	return {
		condStart,
		kind: Uint8Array.from(kind),
		key: Int32Array.from(key),
		num: Float64Array.from(num),
		...t,
		modeValues,
		contentStart,
		content: Int32Array.from(content),
		contentKeys,
		sensitive: Uint8Array.from(list, (x) => (x.sensitive ? 1 : 0)),
		hasVariants: Uint8Array.from(list, (x) => (x.q.veil_variants ? 1 : 0))
	};
};

/** What one pick's gates read from the state, as arrays over the table's keys (O(keys), once per pick). */
export type GateInput = {
	confidence: Float64Array;
	/** The interned value of each mode in the state; −1 unset, −2 a value no rule names. */
	mode: Float64Array;
	hasTag: Uint8Array;
	line: Uint8Array;
	veil: Uint8Array;
	safetyDone: boolean;
};

export const gateInput = (g: GateTable, s: SessionZeroState): GateInput => {
	const tags = new Set(s.tags);
	const lines = new Set(s.safety.lines);
	const veils = new Set(s.safety.veils);
	return {
		confidence: Float64Array.from(g.axisKeys, (a) => s.axes[a]?.confidence ?? 0),
		mode: Float64Array.from(g.modeKeys, (m) => {
			const v = s.modes[m];
			return v === undefined ? -1 : (g.modeValues.get(v) ?? -2);
		}),
		hasTag: Uint8Array.from(g.tagKeys, (tag) => (tags.has(tag) ? 1 : 0)),
		line: Uint8Array.from(g.contentKeys, (tag) => (lines.has(tag) ? 1 : 0)),
		veil: Uint8Array.from(g.contentKeys, (tag) => (veils.has(tag) ? 1 : 0)),
		safetyDone: s.safety.completion_mode === 'completed'
	};
};

/** passesEligibility over the table. */
export const eligibleAt = (g: GateTable, inp: GateInput, i: number): boolean => {
	for (let c = g.condStart[i]; c < g.condStart[i + 1]; c++) {
		const k = g.key[c];
		switch (g.kind[c]) {
			case CONF_LT:
				if (!(inp.confidence[k] < g.num[c])) return false;
				break;
			case CONF_GTE:
				if (!(inp.confidence[k] >= g.num[c])) return false;
				break;
			case MODE_IS:
				if (inp.mode[k] !== g.num[c]) return false;
				break;
			case HAS_TAG:
				if (!inp.hasTag[k]) return false;
				break;
			case MODE_NOT:
				if (inp.mode[k] === g.num[c]) return false;
				break;
			case LACKS_TAG:
				if (inp.hasTag[k]) return false;
		}
	}
	return true;
};

/** safetyVerdict over the table, reduced to what the scan needs: excluded, shown veiled, or plain. */
export const safetyAt = (g: GateTable, inp: GateInput, i: number): 'out' | 'veiled' | 'ok' => {
	const from = g.contentStart[i];
	const to = g.contentStart[i + 1];
	if (from === to) return 'ok';
	for (let c = from; c < to; c++) if (inp.line[g.content[c]]) return 'out';
	if (g.sensitive[i] && !inp.safetyDone) return 'out';
	for (let c = from; c < to; c++) if (inp.veil[g.content[c]]) return g.hasVariants[i] ? 'veiled' : 'out';
	return 'ok';
};
