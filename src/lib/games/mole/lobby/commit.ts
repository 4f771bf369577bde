import type { MoleState } from '$lib/games/mole/engine/state';
import { projectView } from '$lib/games/mole/engine/projection';
import { saveMoleSession } from '$lib/games/mole/db/mole';
import type { LobbyRecord, ModeCommit } from '$lib/lobby/store';

/**
 * What a "The mole" lobby keeps, written by the host inside the lobby record's transaction:
 * the commit that finishes the game saves it to `sessions` (mode 'mole') — roles, winner, the
 * missions and the narrator's public timeline. `prev` is the record last on disk, so a reloaded host
 * (its record already finished) saves nothing again, and a failed write is rolled back with the record.
 */
const gameOf = (record: LobbyRecord | null): MoleState | null =>
	record?.mode === 'mole' && record.game ? (record.game as MoleState) : null;

export const moleCommit: ModeCommit = async (prev, next) => {
	const after = gameOf(next);
	if (!after || after.phase !== 'finished') return;
	const before = prev?.code === next.code ? gameOf(prev) : null;
	if (before?.phase === 'finished') return;
	// the end screen's view (every role revealed once the game is over)
	const view = projectView(after, next.hostPlayerId);
	if (!view.winner || !view.winReason) return;
	await saveMoleSession({
		id: `mole-${next.code}-${next.createdAt}`,
		code: next.code,
		persona: view.settings.persona,
		rounds: view.rounds,
		startedAt: next.createdAt,
		finishedAt: next.finishedAt ?? after.finishedAt ?? next.createdAt,
		winner: view.winner,
		winReason: view.winReason,
		players: view.players.map((p) => ({ id: p.id, name: p.name, role: p.role ?? 'crew', status: p.status })),
		missions: view.missions,
		timeline: view.timeline.map(({ round, slot, mood, action, target, anomaly, text }) => ({
			round,
			slot,
			mood,
			action,
			target,
			anomaly,
			text
		}))
	});
};
