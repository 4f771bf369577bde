import type { ClusterDefinition, QuestionnairePack } from '$lib/games/session-zero/engine';
import { ruledOut } from '$lib/games/session-zero/engine/clusters';
import type { GroupPlayer } from './players';

/** seed 002 section 10.2: axis_fit = clamp(1 − |score − center| / tolerance, 0, 1). */
const axisFit = (score: number, t: { center: number; tolerance: number }) =>
	Math.min(1, Math.max(0, 1 - Math.abs(score - t.center) / t.tolerance));

/**
 * How well a setting suits one player, 0…1: the seed's axis fits averaged with weights importance ×
 * the player's confidence, so a scale the player never answered neither helps nor hurts. A player with
 * no answers on the setting's scales fits it 0 (nothing says it suits them).
 */
export const playerFit = (c: ClusterDefinition, axes: GroupPlayer['payload']['axes']): number => {
	let num = 0;
	let den = 0;
	for (const [axis, t] of Object.entries(c.axis_targets)) {
		const v = axes[axis];
		if (!v || v.confidence <= 0) continue;
		const w = (c.importance?.[axis] ?? 1) * v.confidence;
		num += axisFit(v.score, t) * w;
		den += w;
	}
	return den > 0 ? num / den : 0;
};

export type SettingFit = { cluster: string; min_fit: number; sum_fit: number; fits: Record<string, number> };

/**
 * docs/session-zero.md "Session zero for a group": least misery — the setting whose worst-served player is served best (maximise the lowest
 * player fit), ties by the sum of fits, then by the pack's order. Best first. A setting that needs
 * content under one of the table's Lines (`lines`: everyone's together) is not ranked at all.
 */
export const rankByLeastMisery = (
	pack: QuestionnairePack,
	players: GroupPlayer[],
	lines: readonly string[] = []
): SettingFit[] =>
	pack.clusters
		.map((c, order) => ({ c, order }))
		.filter(({ c }) => !ruledOut(c, lines))
		.map(({ c, order }) => {
			const fits = Object.fromEntries(players.map((p) => [p.id, playerFit(c, p.payload.axes)]));
			const values = players.map((p) => fits[p.id]);
			return {
				order,
				fit: {
					cluster: c.id,
					min_fit: values.length ? Math.min(...values) : 0,
					sum_fit: values.reduce((n, f) => n + f, 0),
					fits
				}
			};
		})
		.sort((a, b) => b.fit.min_fit - a.fit.min_fit || b.fit.sum_fit - a.fit.sum_fit || a.order - b.order)
		.map((x) => x.fit);

export type ProposalWhy = {
	/** The scales of the setting every answering player fits at least half. */
	fits_all: string[];
	/** The scale where the setting serves its least-served player worst (null: no scale answered). */
	stretch: string | null;
	/** The setting with the highest total fit when it is not the leader (it leaves someone further out). */
	most_popular: string | null;
	/** seed 002 least misery said plainly: no player fits the leader worst of all the ranked settings. */
	nobodys_worst: boolean;
	/** No player fits the leader best of all: it is the table's compromise, nobody's own first choice. */
	nobodys_first: boolean;
};

export const proposalWhy = (
	pack: QuestionnairePack,
	players: GroupPlayer[],
	ranked: SettingFit[]
): ProposalWhy => {
	const leader = ranked[0];
	const c = pack.clusters.find((x) => x.id === leader?.cluster);
	if (!leader || !c)
		return { fits_all: [], stretch: null, most_popular: null, nobodys_worst: false, nobodys_first: false };
	const fitsAll: string[] = [];
	let stretch: { axis: string; fit: number } | null = null;
	for (const a of pack.axes) {
		const t = c.axis_targets[a.id];
		if (!t) continue;
		const fits = players.flatMap((p) => {
			const v = p.payload.axes[a.id];
			return v && v.confidence > 0 ? [axisFit(v.score, t)] : [];
		});
		if (!fits.length) continue;
		const low = Math.min(...fits);
		if (low >= 0.5) fitsAll.push(a.id);
		if (!stretch || low < stretch.fit) stretch = { axis: a.id, fit: low };
	}
	const popular = [...ranked].sort((a, b) => b.sum_fit - a.sum_fit)[0];
	// per player, from the fits alone (no name leaves this function): is the leader their best, their worst?
	const fitsOf = (id: string) => ranked.map((r) => r.fits[id] ?? 0);
	const mine = (id: string) => leader.fits[id] ?? 0;
	const others = ranked.length > 1;
	const nobodysWorst = others && players.every((p) => fitsOf(p.id).some((f) => f < mine(p.id) - 1e-9));
	const nobodysFirst = others && players.every((p) => fitsOf(p.id).some((f) => f > mine(p.id) + 1e-9));
	return {
		nobodys_worst: nobodysWorst,
		nobodys_first: nobodysFirst,
		fits_all: fitsAll,
		stretch: stretch && stretch.fit < 0.5 ? stretch.axis : null,
		most_popular:
			popular && popular.cluster !== leader.cluster && popular.sum_fit > leader.sum_fit
				? popular.cluster
				: null
	};
};
