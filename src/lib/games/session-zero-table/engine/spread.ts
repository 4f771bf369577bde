import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import type { GroupPlayer } from './players';

export type AxisPosition = { player: string; score: number; confidence: number; known: boolean };
export type AxisSpread = {
	/** sim.md: each player's score, in the players' order; null for one who did not answer for it. */
	scores: (number | null)[];
	positions: AxisPosition[];
	/** Lowest and highest known score (null when nobody answered for this scale). */
	min: number | null;
	max: number | null;
	/** max − min of the known scores, in score units. */
	spread: number;
	/** spread as a share of the scale's width (0…1): comparable between scales. */
	spread_share: number;
	mean: number | null;
	/** How many lean to each side (|score| ≥ LEAN_SHARE of the half scale), sit in the middle, or did not answer. */
	lean: { neg: number; centre: number; pos: number; unknown: number };
};

/** A player leans to a side from a fifth of the half scale (2 of ±10). */
export const LEAN_SHARE = 0.2;
/** A spread of 30 % of the scale (6 of −10…10) is worth talking about. */
export const DISAGREE_SHARE = 0.3;

const half = (r: { min: number; max: number }) => Math.max(Math.abs(r.min), Math.abs(r.max)) || 1;

/** docs/session-zero.md "Session zero for a group": every player as a dot on each scale; a scale nobody answered (confidence 0) is not a dot. */
export const axisSpreads = (pack: QuestionnairePack, players: GroupPlayer[]): Record<string, AxisSpread> =>
	Object.fromEntries(
		pack.axes.map((a) => {
			const positions = players.map((p): AxisPosition => {
				const v = p.payload.axes[a.id] ?? { score: 0, confidence: 0 };
				return { player: p.id, score: v.score, confidence: v.confidence, known: v.confidence > 0 };
			});
			const known = positions.filter((x) => x.known).map((x) => x.score);
			const min = known.length ? Math.min(...known) : null;
			const max = known.length ? Math.max(...known) : null;
			const spread = min === null || max === null ? 0 : max - min;
			const width = a.score_range.max - a.score_range.min || 1;
			const t = LEAN_SHARE * half(a.score_range);
			const lean = { neg: 0, centre: 0, pos: 0, unknown: positions.length - known.length };
			for (const s of known) lean[s >= t ? 'pos' : s <= -t ? 'neg' : 'centre']++;
			const mean = known.length ? known.reduce((n, s) => n + s, 0) / known.length : null;
			const scores = positions.map((x) => (x.known ? x.score : null));
			return [a.id, { scores, positions, min, max, spread, spread_share: spread / width, mean, lean }];
		})
	);

export type Disagreement = {
	axis: string;
	spread: number;
	spread_share: number;
	/** split: some lean each way; degree: one way, from a little to a lot. */
	kind: 'split' | 'degree';
	prompt: string;
};

/** docs/session-zero.md "Session zero for a group" "disagreements first": the scales whose spread is worth talking about, largest first. */
export const disagreementsOf = (
	pack: QuestionnairePack,
	axes: Record<string, AxisSpread>,
	promptOf: (axis: string, s: AxisSpread, kind: Disagreement['kind']) => string
): Disagreement[] =>
	pack.axes
		.map((a, order) => ({ a, order, s: axes[a.id] }))
		.filter(({ s }) => s.spread_share >= DISAGREE_SHARE - 1e-9)
		.sort((x, y) => y.s.spread_share - x.s.spread_share || x.order - y.order)
		.map(({ a, s }) => {
			const kind = s.lean.neg > 0 && s.lean.pos > 0 ? 'split' : 'degree';
			return {
				axis: a.id,
				spread: s.spread,
				spread_share: s.spread_share,
				kind,
				prompt: promptOf(a.id, s, kind)
			};
		});

export type ModuleHeat = { levels: [number, number, number, number]; not_asked: number; mean: number | null };

/** The modules heat map: how many players want each level (0 none … 3 at the centre). */
export const moduleHeat = (pack: QuestionnairePack, players: GroupPlayer[]): Record<string, ModuleHeat> =>
	Object.fromEntries(
		pack.modules.map((m) => {
			const levels: ModuleHeat['levels'] = [0, 0, 0, 0];
			const asked = players.flatMap((p) => (p.payload.modules[m.id] ? [p.payload.modules[m.id].level] : []));
			for (const l of asked) levels[Math.min(3, Math.max(0, Math.round(l)))]++;
			const mean = asked.length ? asked.reduce((n, l) => n + l, 0) / asked.length : null;
			return [m.id, { levels, not_asked: players.length - asked.length, mean }];
		})
	);
