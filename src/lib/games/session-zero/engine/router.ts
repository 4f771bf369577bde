import { separationOf } from './clusters';
import { conflictOf, indexPack, routerOf, type QuestionIndex } from './defaults';
import { GLOBAL_RULES, isCandidate, safetyVerdict, type RepeatRules } from './eligibility';
import { scanBest, type ScanHit, type ScanInput, type ScanWork } from './router-scan';
import type { ClusterDefinition, FollowupPolicy, QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';

/** A candidate question with its router score and the parts it is made of. */
export type Scored = ScanHit;

const inConflict = (pack: QuestionnairePack, s: SessionZeroState, axis: string): boolean => {
	const def = indexPack(pack).axisById.get(axis);
	return !!def && s.axes[axis].conflicts >= conflictOf(def).threshold;
};

/** Context computed once per pick so scoring a question stays O(its touches). */
export type PickContext = {
	w: ReturnType<typeof routerOf>;
	need: Map<string, number>;
	moduleNeed: Map<string, number>;
	top2: [ClusterDefinition, ClusterDefinition] | null;
	/** Per-axis separation of the top-2 clusters (so a question's gain is a few lookups). */
	gainByAxis: Map<string, number>;
	/** Tags of the last 2 asked questions; the type both share (or null). */
	lastTags: Set<string>;
	sameTypeTwice: string | null;
	last: QuestionIndex[];
	prevType: string | null;
};

export const pickContext = (pack: QuestionnairePack, s: SessionZeroState): PickContext => {
	const w = routerOf(pack);
	const need = new Map<string, number>();
	// seed 002 section 9.4: need = w1·(1 − confidence) + w2·(in conflict ? 0.35 : 0)
	for (const a of pack.axes)
		need.set(
			a.id,
			w.w_conf * (1 - s.axes[a.id].confidence) + w.w_conflict * (inConflict(pack, s, a.id) ? 0.35 : 0)
		);
	const moduleNeed = new Map(pack.modules.map((m) => [m.id, 1 - s.modules[m.id].confidence]));
	const ranked = Object.entries(s.candidates.clusters).sort(
		(a, b) => b[1].score - a[1].score || (a[0] < b[0] ? -1 : 1)
	);
	const byId = new Map(pack.clusters.map((c) => [c.id, c]));
	const top2 =
		ranked.length >= 2
			? ([byId.get(ranked[0][0])!, byId.get(ranked[1][0])!] as [ClusterDefinition, ClusterDefinition])
			: null;
	const idx = indexPack(pack);
	const last = s.asked.slice(-2).map((id) => idx.byId.get(id)!);
	const gainByAxis = new Map<string, number>();
	if (top2) for (const a of pack.axes) gainByAxis.set(a.id, separationOf(top2, [a.id]));
	const lastTags = new Set(last.flatMap((l) => l.q.tags ?? []));
	const sameTypeTwice = last.length === 2 && last[0].q.type === last[1].q.type ? last[0].q.type : null;
	return {
		w,
		need,
		moduleNeed,
		top2,
		gainByAxis,
		lastTags,
		sameTypeTwice,
		last,
		prevType: last.at(-1)?.q.type ?? null
	};
};

/** score(q) = base + k·cluster_gain − penalties (seed 002 sections 9.3–9.4, session-zero.md penalties). */
export const scoreQuestion = (
	_pack: QuestionnairePack,
	s: SessionZeroState,
	ctx: PickContext,
	x: QuestionIndex
): Scored => {
	const w = ctx.w;
	let base = 0;
	for (const a of x.axes) base += ctx.need.get(a) ?? 0;
	for (const m of x.modules) base += ctx.moduleNeed.get(m) ?? 0;
	let gain = 0;
	for (const a of x.axes) gain += ctx.gainByAxis.get(a) ?? 0;
	let penalty = 0;
	for (const t of x.q.tags ?? []) if (ctx.lastTags.has(t)) penalty += w.tag_repeat;
	if (ctx.sameTypeTwice === x.q.type) penalty += w.type_repeat;
	penalty += (x.q.fatigue_cost ?? 1) * w.fatigue * (s.count / s.stop.max_questions);
	const veiled = safetyVerdict(x, s) === 'veiled';
	if (veiled) penalty += w.veil; // seed 002 section 9.3: only when the veil variants will be used
	return { x, score: base + w.cluster_k * gain - penalty, base, gain, penalty, veiled };
};

/** seed 002 section 9.5 tie-breaks: different type than the previous question, shorter prompt, id. */
const better = (a: Scored, b: Scored, prevType: string | null): boolean => {
	if (Math.abs(a.score - b.score) >= 1e-9) return a.score > b.score;
	const ad = a.x.q.type !== prevType;
	const bd = b.x.q.type !== prevType;
	if (ad !== bd) return ad;
	if (a.x.promptLength !== b.x.promptLength) return a.x.promptLength < b.x.promptLength;
	return a.x.q.id < b.x.q.id;
};

/** The scan's per-pick arrays: need and cluster gain by axis position, module need by position. */
const scanInput = (pack: QuestionnairePack, ctx: PickContext): ScanInput => ({
	need: Float64Array.from(pack.axes, (a) => ctx.need.get(a.id) ?? 0),
	moduleNeed: Float64Array.from(pack.modules, (m) => ctx.moduleNeed.get(m.id) ?? 0),
	gain: Float64Array.from(pack.axes, (a) => ctx.gainByAxis.get(a.id) ?? 0),
	lastTags: ctx.lastTags,
	sameTypeTwice: ctx.sameTypeTwice,
	prevType: ctx.prevType,
	w: ctx.w
});

/**
 * The best candidate among `pool` (all questions when omitted), or null. The whole-pack case runs
 * the flat scan of router-scan.ts (same numbers, linear cost); a follow-up pool is small and walks
 * the reference `isCandidate` + `scoreQuestion`. `work` counts what the scan read (bench only).
 */
export const pickBest = (
	pack: QuestionnairePack,
	s: SessionZeroState,
	pool?: readonly QuestionIndex[],
	rules: RepeatRules = GLOBAL_RULES,
	work?: ScanWork
): Scored | null => {
	const ctx = pickContext(pack, s);
	if (!pool) return scanBest(pack, s, scanInput(pack, ctx), rules, work);
	let best: Scored | null = null;
	const times = new Map<string, number>();
	for (const id of s.asked) times.set(id, (times.get(id) ?? 0) + 1);
	for (const x of pool) {
		if (!isCandidate(x, s, rules, times.get(x.q.id) ?? 0)) continue;
		const sc = scoreQuestion(pack, s, ctx, x);
		if (!best || better(sc, best, ctx.prevType)) best = sc;
	}
	return best;
};

/** seed 002 section 5.2 constraints: not_asked (default true), respect_cooldown (true), max_repeats (0). */
export const repeatRulesOf = (p: FollowupPolicy): RepeatRules => ({
	notAsked: p.constraints?.not_asked ?? true,
	respectCooldown: p.constraints?.respect_cooldown ?? true,
	maxRepeats: p.constraints?.max_repeats ?? 0
});

/** seed 002 section 5: a follow-up pool passes the same filter as the global selector. */
export const pickFromPool = (
	pack: QuestionnairePack,
	s: SessionZeroState,
	p: FollowupPolicy
): Scored | null => {
	const idx = indexPack(pack);
	const pool = p.pool.flatMap((id) => (idx.byId.has(id) ? [idx.byId.get(id)!] : []));
	return pickBest(pack, s, pool, repeatRulesOf(p));
};
