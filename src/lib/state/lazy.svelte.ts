import { onceUntilFailure } from '$lib/engines/kit/once';

/**
 * Code loaded on first use (docs/architecture.md "How a start page starts"): what a start page needs only once the user acts
 * (hosting a lobby: PeerJS, the game engine; a role-play's NPC and scorer) is imported then, not
 * with the page. `current` is null until `load()` has resolved; `loading` is true meanwhile; a load
 * that fails (offline before the app was cached, a new deploy) is tried again on the next `load()`.
 */
export class Lazy<T> {
	current = $state.raw<T | null>(null);
	loading = $state(false);
	// one load for every caller; a failed import (offline, a new deploy) is tried again next time
	readonly #load: () => Promise<T>;

	constructor(make: () => Promise<T>) {
		this.#load = onceUntilFailure(() => {
			this.loading = true;
			return make().then(
				(v) => {
					this.loading = false;
					return (this.current = v);
				},
				(e: unknown) => {
					this.loading = false;
					throw e;
				}
			);
		});
	}

	load(): Promise<T> {
		return this.#load();
	}
}
