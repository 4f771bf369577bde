/**
 * Code loaded on first use (docs/architecture.md "How a start page starts"): what a start page needs only once the user acts
 * (hosting a lobby: PeerJS, the game engine; a role-play's NPC and scorer) is imported then, not
 * with the page. `current` is null until `load()` has resolved; `loading` is true meanwhile; a load
 * that fails (offline before the app was cached, a new deploy) is tried again on the next `load()`.
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
