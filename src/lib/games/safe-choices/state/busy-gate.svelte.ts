/** What the session is waiting for: the character's turn or an assessment. */
export type SafeBusy = 'npc' | 'assess' | null;

/**
 * One step under way at a time (the character's turn, an assessment): what it is, a way to cancel
 * it (docs/llm.md "Rules for every call site": a cancel; the call falls back at once), and a promise that settles once it is over,
 * so "Leave" and "This is happening to me" act after a cancelled step, never beside it.
 */
export class BusyGate {
	kind = $state<SafeBusy>(null);
	#quiet: Promise<void> = Promise.resolve();
	#release: () => void = () => {};
	#abort: AbortController | null = null;

	/** Marks a step of `kind` under way; its model call listens to the returned signal. */
	begin(kind: Exclude<SafeBusy, null>): AbortSignal {
		this.kind = kind;
		this.#quiet = new Promise((resolve) => (this.#release = resolve));
		this.#abort = new AbortController();
		return this.#abort.signal;
	}

	end(): void {
		this.kind = null;
		this.#abort = null;
		this.#release();
	}

	cancel(): void {
		this.#abort?.abort();
	}

	/** Settles once no step is under way (a cancelled one settles as soon as its call falls back). */
	async idle(): Promise<void> {
		while (this.kind) await this.#quiet;
	}
}
