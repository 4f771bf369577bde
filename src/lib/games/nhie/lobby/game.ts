import { createNhieGame } from '$lib/games/nhie/engine/game';
import { BUILTIN_NHIE_PACK } from '$lib/app/pack-registry';
import type { ModeCommit } from '$lib/lobby/store';
import { nhieCommit } from './commit';
import { app } from '$lib/app/app';
import { loadNhiePools, loadNhieTimesUsed, type NhieDeps } from './packs';

/**
 * A hosted "Never have I ever" game, wired: the escalation engine's `LobbyGame` over the chosen pack
 * (with this device's times_used counters) and the writes each commit of it adds (`commit.ts`).
 */
export type NhieLobby = { game: ReturnType<typeof createNhieGame>; onCommit: ModeCommit };

/**
 * `kind`: a hosted lobby, or pass-and-play's local host (`games/nhie/state/pass.svelte.ts`); `deps`: the
 * packs and counters (the page's app by default).
 */
export const loadNhieLobby = async (
	pack: string = BUILTIN_NHIE_PACK,
	kind: 'lobby' | 'pass' = 'lobby',
	deps: Pick<NhieDeps, 'packs' | 'nhie'> = app
): Promise<NhieLobby> => {
	const { pools, packIds } = await loadNhiePools(pack, deps);
	const timesUsed = await loadNhieTimesUsed(packIds, deps);
	return { game: createNhieGame({ pools, timesUsed }), onCommit: nhieCommit(packIds, kind) };
};
