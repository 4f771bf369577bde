import type { NhieGameState } from '$lib/games/nhie/engine/game';
import { projectNhie } from '$lib/games/nhie/engine/view';
import { incrementTimesUsed, saveNhieSession, type NhieSession } from '$lib/games/nhie/db/nhie';
import type { LobbyRecord, ModeCommit } from '$lib/lobby/store';
import { NHIE_PASS_MODE } from './pass-mode';

/**
 * What a "Never have I ever" lobby keeps, written by the host inside the lobby record's transaction:
 * the record and these writes land together or not at all, and `prev` is the record
 * last on disk, so each write happens exactly once — a reloaded host resumes from a record whose
 * writes are already done, and a failed write is rolled back before Retry writes it again.
 *
 * - seed 000 step 8: each question shown counts once in times_used (a round joins the history when
 *   its question is chosen);
 * - a finished game with at least one round goes to `sessions` (mode 'nhie'; `kind` 'lobby' by
 *   default, 'pass' for pass-and-play's local host, whose code is not the players' to see).
 */
const gameOf = (record: LobbyRecord | null): NhieGameState | null =>
	(record?.mode === 'nhie' || record?.mode === NHIE_PASS_MODE) && record.game
		? (record.game as NhieGameState)
		: null;

/** `packIds`: the pack each question language was loaded from (games/nhie/lobby/packs.ts). */
export const nhieCommit =
	(packIds: Partial<Record<string, string>>, kind: NhieSession['kind'] = 'lobby'): ModeCommit =>
	async (prev, next) => {
		const after = gameOf(next);
		if (!after) return;
		const before = prev?.code === next.code ? gameOf(prev) : null;
		const packId = packIds[after.settings.language] ?? `nhie-${after.settings.language}`;
		const counted = before?.esc.history.length ?? 0;
		for (const round of after.esc.history.slice(counted))
			if (round.question_id) await incrementTimesUsed(packId, round.question_id);
		const finished = after.phase === 'finished' && before?.phase !== 'finished';
		if (!finished || after.esc.history.length === 0) return;
		await saveNhieSession({
			id: kind === 'lobby' ? `lobby-${next.code}-${next.createdAt}` : `pass-${next.createdAt}`,
			kind,
			packId,
			language: after.settings.language,
			nsfw: after.settings.nsfw,
			startedAt: next.createdAt,
			finishedAt: next.finishedAt ?? next.createdAt,
			// the closed rounds as the end screen shows them (the repo keeps NhieSessionSchema's fields)
			history: projectNhie(after, next.hostPlayerId).history
		});
	};
