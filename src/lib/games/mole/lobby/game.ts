import { createMoleGame } from '$lib/games/mole/engine/game';
import { PERSONA_IDS } from '$lib/games/mole/engine/personas';
import type { ModeCommit } from '$lib/lobby/store';
import { packRegistry } from '$lib/app/pack-registry';
import { loadActModel } from '$lib/engines/acts';
import { moleCommit } from './commit';

/**
 * A hosted "The mole" game, wired: the deduction engine's `LobbyGame` over the narrator personas
 * (`question-packs/deduction`) and the writes its commits add (`commit.ts`).
 */
export type MoleLobby = { game: ReturnType<typeof createMoleGame>; onCommit: ModeCommit };

/**
 * `persona`: the narrator chosen (its id is its language), so the act model file of that language
 * is the one fetched; a lobby resumed after a reload does not know it yet and loads every persona's.
 */
export const loadMoleLobby = async (persona?: string): Promise<MoleLobby> => ({
	game: createMoleGame(
		await packRegistry.mole.personas(),
		await loadActModel(persona ? [persona] : PERSONA_IDS)
	),
	onCommit: moleCommit
});
