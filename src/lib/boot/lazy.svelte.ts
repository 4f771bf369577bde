import type { GameHostSource } from '$lib/components/lobby/GameHostPage.svelte';
import type { LobbyHostManager } from '$lib/state/lobby-host.svelte';
import type { Lazy } from '$lib/state/lazy.svelte';

export { Lazy } from '$lib/state/lazy.svelte';

/** A game host manager loaded on first use, as GameHostPage's source (resume loads it). */
export const lazyHostSource = <V>(
	lazy: Lazy<GameHostSource<V> & { close(): void }>
): GameHostSource<V> & { close(): void } => ({
	get host(): LobbyHostManager<V> | null {
		return lazy.current?.host ?? null;
	},
	resume: async (code) => (await lazy.load()).resume(code),
	close: () => lazy.current?.close()
});
