import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import { buildGroupView, type GroupView } from './group';
import type { TablePlayer } from './table-schemas';

/**
 * The group view for the big screen (docs/session-zero.md "Session zero for a group" "on the GM's phone and on the big screen"): the
 * whole room watches it, so it is anonymous whatever the GM chose for names. Built from the done
 * players' results like the GM's, then stripped of anything that ties a dot to a person: each scale's
 * dots are sorted by score and numbered afresh (`d1…` per scale, so one person's dots cannot be
 * followed from scale to scale, nor matched to the seating order the screen sees), and the per-player
 * fits of the ranking are dropped (the proposal, runner-up and its "why" stay). Lines and Veils are
 * already combined without player ids. Null until two results are in (the GM's empty state too).
 */
export const screenGroupView = (
	pack: QuestionnairePack,
	players: readonly TablePlayer[]
): GroupView | null => {
	const done = players.flatMap((p) => (p.status !== 'left' && p.payload ? [p.payload] : []));
	if (done.length < 2) return null;
	const view = buildGroupView(
		pack,
		done.map((payload, i) => ({ id: `p${i + 1}`, payload }))
	);
	const axes = Object.fromEntries(
		Object.entries(view.axes).map(([axis, s]) => [
			axis,
			{
				...s,
				positions: [...s.positions]
					.sort((a, b) => Number(b.known) - Number(a.known) || a.score - b.score)
					.map((p, i) => ({ ...p, player: `d${i + 1}` }))
			}
		])
	);
	return {
		...view,
		players: done.map((_, i) => `d${i + 1}`),
		axes,
		// an accessibility note is for the GM alone (docs/session-zero.md)
		access_notes: [],
		proposal: { ...view.proposal, ranking: [] }
	};
};
