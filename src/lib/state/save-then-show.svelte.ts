import { describeSaveFailure, type SaveChoice, type SaveFailure } from '$lib/lobby/host-commit';

/**
 * One save policy for the single-player games (docs/architecture.md "The games"), the lobby host's
 * (lobby/host-commit.ts): a step is written, then shown. `write` resolves once the step is on disk,
 * or once the player chose to go on without it; a failed write keeps the previous step on screen
 * and waits, visibly (`saveFailure`, HostSaveStatus.svelte), for **Retry** (write again) or **Continue
 * without saving** (`unsaved`: this run goes on in memory and nothing more of it is written).
 */
export class SaveThenShow {
	/** Why the last write failed, while the player's choice is pending. */
	saveFailure = $state.raw<SaveFailure | null>(null);
	/** The player chose "Continue without saving": nothing more of this run is written. */
	unsaved = $state(false);
	#choose: ((choice: SaveChoice | 'drop') => void) | null = null;

	/**
	 * Resolves once `save` has landed (true), or was given up on (false: "Continue without saving",
	 * or `reset`).
	 */
	async write(save: () => Promise<unknown>): Promise<boolean> {
		for (;;) {
			if (this.unsaved) return false;
			try {
				await save();
				return true;
			} catch (e) {
				this.saveFailure = describeSaveFailure(e);
				const choice = await new Promise<SaveChoice | 'drop'>((resolve) => (this.#choose = resolve));
				this.#choose = null;
				this.saveFailure = null;
				if (choice === 'drop') return false;
				if (choice === 'continue') this.unsaved = true;
			}
		}
	}

	/** A last write nothing is shown after (the page is being left): one try, unless `unsaved`. */
	async once(save: () => Promise<unknown>): Promise<void> {
		if (this.unsaved || this.saveFailure) return;
		try {
			await save(); // called at once: a tab released right after still waits for it (run-hold)
		} catch {
			// said nowhere: nothing is shown after this write
		}
	}

	retrySave = (): void => this.#choose?.('retry');
	continueWithoutSaving = (): void => this.#choose?.('continue');

	/**
	 * A new run, or this one left or taken over by another tab: a pending write is dropped (its
	 * `write` resolves; the caller's own checks say the run is gone) and the next run is saved.
	 */
	reset(): void {
		this.#choose?.('drop');
		this.saveFailure = null;
		this.unsaved = false;
	}
}
