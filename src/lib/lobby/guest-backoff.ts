/**
 * A guest's next try (docs/lobby.md "Joining"): after 1 s, then twice as long each time up to 10 s,
 * back to 1 s once it is in. One try waits at a time.
 */
export class Backoff {
	#delay = 1000;
	#timer: ReturnType<typeof setTimeout> | null = null;

	/** How long the next try would wait. */
	get delay(): number {
		return this.#delay;
	}

	get waiting(): boolean {
		return this.#timer !== null;
	}

	/** Runs `next` after the current delay, unless a try already waits. */
	schedule(next: () => void): void {
		if (this.#timer) return;
		const delay = this.#delay;
		this.#delay = Math.min(this.#delay * 2, 10_000);
		this.#timer = setTimeout(() => {
			this.#timer = null;
			next();
		}, delay);
	}

	/** The waiting try is dropped (Retry runs one at once, or the guest stops). */
	cancel(): void {
		if (this.#timer) clearTimeout(this.#timer);
		this.#timer = null;
	}

	/** In again: the next loss waits 1 s. */
	reset(): void {
		this.#delay = 1000;
	}
}
