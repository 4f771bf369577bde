import { createTableGame, type TableGame } from '$lib/games/session-zero-table/engine';
import type { ModeCommit } from '$lib/lobby/store';
import { packRegistry } from '$lib/app/pack-registry';
import { QUIZ_PACK_ID } from '$lib/games/session-zero/packs/questionnaire-ids';
import { sessionZeroTableCommit } from './commit';

/**
 * A hosted "Session zero for a group", wired: the table game over the built-in questionnaire (every
 * player runs it on their own phone, in their language — its ids are the same in each) and the GM's
 * saved table its commits write (`commit.ts`). `language` is the pack the GM reads.
 */
export type SessionZeroTableLobby = { game: TableGame; onCommit: ModeCommit };

export const loadSessionZeroTableLobby = async (language = 'en'): Promise<SessionZeroTableLobby> => ({
	game: createTableGame(await packRegistry.questionnaire.builtin(language, QUIZ_PACK_ID)),
	onCommit: sessionZeroTableCommit
});
