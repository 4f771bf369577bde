import type { GameHostSource } from '$lib/components/lobby/GameHostPage.svelte';
import type { LobbyHostManager } from '$lib/state/lobby-host.svelte';

/**
 * docs/architecture.md "How a start page starts": what a start page needs only once the user acts (hosting a lobby: PeerJS, the game
 * engine, the LLM client) is imported then, not with the page. `current` is null until `load()`
 * has resolved; `loading` is true meanwhile.
 */
export class Lazy<T> {
	current = $state.raw<T | null>(null);
	loading = $state(false);
	#pending: Promise<T> | null = null;
	readonly #make: () => Promise<T>;

	constructor(make: () => Promise<T>) {
		this.#make = make;
	}

	load(): Promise<T> {
		if (!this.#pending) {
			this.loading = true;
			this.#pending = this.#make().then(
				(v) => {
					this.loading = false;
					return (this.current = v);
				},
				(e: unknown) => {
					this.loading = false;
					this.#pending = null; // a failed import (offline, a new deploy) can be tried again
					throw e;
				}
			);
		}
		return this.#pending;
	}
}

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
