import type { Candidates, ClusterDefinition, QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';

export type RankedCluster = { id: string; score: number; why: string[] };

/**
 * Our addition (session-zero.md "Lines and the proposal"): a setting that cannot do without content
 * under a Line is never proposed. The seed's score knows nothing of safety; a Line is a hard limit.
 */
export const ruledOut = (c: Pick<ClusterDefinition, 'content_tags'>, lines: readonly string[]): boolean =>
	(c.content_tags ?? []).some((t) => lines.includes(t));

type Ranking = Pick<SessionZeroState, 'axes' | 'tags'> & {
	baselines?: Record<string, number>;
	safety?: Pick<SessionZeroState['safety'], 'lines'>;
};

const fitOf = (x: number, t: { center: number; tolerance: number }) =>
	Math.min(1, Math.max(0, 1 - Math.abs(x - t.center) / t.tolerance));

/**
 * seed 002 section 10.2: axis_fit = clamp(1 − |score − center| / tolerance, 0, 1); raw = Σ fit·importance·
 * confidence + Σ tag_affinities of present tags; normalised into [0, 1] by the max raw (a negative raw
 * is 0); margin = top1 − top2.
 * Normalised so no setting wins by its targets alone (docs/session-zero.md "Content-limits checklist"): the score is read against the
 * baseline a random answerer of the same questions would reach, and each target counts only what it
 * fits beyond a neutral player (fit at 0) — a target near 0 no longer scores for saying nothing.
 * A setting `ruledOut` by a Line is left out of the ranking altogether.
 */
export const rankClusters = (pack: QuestionnairePack, s: Ranking): RankedCluster[] => {
	const lines = s.safety?.lines ?? [];
	const raw = pack.clusters
		.filter((c) => !ruledOut(c, lines))
		.map((c) => {
			const parts: { key: string; v: number }[] = [];
			for (const [axis, t] of Object.entries(c.axis_targets)) {
				const st = s.axes[axis];
				if (!st) continue;
				const fit = fitOf(st.score - (s.baselines?.[axis] ?? 0), t) - fitOf(0, t);
				parts.push({ key: axis, v: fit * (c.importance?.[axis] ?? 1) * st.confidence });
			}
			for (const [tag, w] of Object.entries(c.tag_affinities ?? {}))
				if (s.tags.includes(tag)) parts.push({ key: tag, v: w });
			const total = parts.reduce((n, p) => n + p.v, 0);
			const why = parts
				.filter((p) => p.v !== 0)
				.sort((a, b) => Math.abs(b.v) - Math.abs(a.v) || a.key.localeCompare(b.key))
				.map((p) => `${p.key}:${p.v > 0 ? '+' : '-'}`);
			return { id: c.id, raw: total, why };
		});
	// seed 002 section 10.2 "привести все cluster_score к [0..1] через деление на max": a negative raw (a setting
	// that fits worse than saying nothing, or a negative tag affinity) is 0, never below; the order
	// among them still follows the raw score
	const max = Math.max(0, ...raw.map((r) => r.raw));
	return raw
		.map((r) => ({ id: r.id, raw: r.raw, score: max > 0 ? Math.max(0, r.raw) / max : 0, why: r.why }))
		.sort((a, b) => b.raw - a.raw || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
		.map(({ id, score, why }) => ({ id, score, why }));
};

export const candidatesOf = (pack: QuestionnairePack, s: Ranking): Candidates => {
	const ranked = rankClusters(pack, s);
	const clusters: Candidates['clusters'] = {};
	for (const r of ranked) clusters[r.id] = { score: r.score, why: r.why };
	const top1 = ranked[0]?.score ?? 0;
	const top2 = ranked[1]?.score ?? 0;
	return { clusters, leader: ranked[0]?.id ?? null, margin: top1 - top2 };
};

/** The 2–3 clusters shown as a draw when margin < target_margin (seed 002 section 11). */
export const drawOf = (pack: QuestionnairePack, c: Candidates): string[] | null => {
	// counts the ranked settings: a Line may have left fewer than the pack has
	if (Object.keys(c.clusters).length < 2 || c.margin >= pack.stop.target_margin) return null;
	// stable: equal scores (negative raws are all 0) keep the ranking's order, by raw score then id
	const ranked = Object.entries(c.clusters).sort((a, b) => b[1].score - a[1].score);
	const top = ranked[0][1].score;
	// a third only when it fits at all: a negative raw is 0 like a silent one, not "close"
	const close = ranked.filter(
		([, v], i) => i < 2 || (i < 3 && v.score > 0 && top - v.score < pack.stop.target_margin)
	);
	return close.map(([id]) => id);
};

/** session-zero.md: how well a question's axes separate the current top-2 clusters. */
export const separationOf = (
	top: [ClusterDefinition, ClusterDefinition] | null,
	axes: readonly string[]
): number => {
	if (!top) return 0;
	const [a, b] = top;
	let gain = 0;
	for (const axis of axes) {
		const ta = a.axis_targets[axis];
		const tb = b.axis_targets[axis];
		if (!ta || !tb) continue;
		const importance = ((a.importance?.[axis] ?? 1) + (b.importance?.[axis] ?? 1)) / 2;
		gain += (importance * Math.abs(ta.center - tb.center)) / (ta.tolerance + tb.tolerance);
	}
	return gain;
};
