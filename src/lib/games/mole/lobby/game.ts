import { createMoleGame } from '$lib/games/mole/engine/game';
import type { ModeCommit } from '$lib/lobby/store';
import { packRegistry } from '$lib/app/pack-registry';
import { loadActModel } from '$lib/engines/acts';
import { moleCommit } from './commit';

/**
 * A hosted "The mole" game, wired: the deduction engine's `LobbyGame` over the narrator personas
 * (`question-packs/deduction`) and the writes its commits add (`commit.ts`).
 */
export type MoleLobby = { game: ReturnType<typeof createMoleGame>; onCommit: ModeCommit };

export const loadMoleLobby = async (): Promise<MoleLobby> => ({
	game: createMoleGame(await packRegistry.mole.personas(), await loadActModel()),
	onCommit: moleCommit
});
