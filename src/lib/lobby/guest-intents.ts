import type { ActOutcome } from './protocol';

/** Intents still waiting for a possible refusal; older ones are let go (counted as not refused). */
const MAX_WAITING = 64;

/** A guest's intents sent and not yet answered, by `seq`: each resolves with its button's outcome. */
export class WaitingIntents {
	#waiting = new Map<number, (outcome: ActOutcome) => void>();

	/** The outcome of the intent numbered `seq` (a refusal, or `{ ok: true }` when let go). */
	add(seq: number): Promise<ActOutcome> {
		const outcome = new Promise<ActOutcome>((resolve) => this.#waiting.set(seq, resolve));
		if (this.#waiting.size > MAX_WAITING) this.settle(this.#waiting.keys().next().value!, { ok: true });
		return outcome;
	}

	settle(seq: number, outcome: ActOutcome): void {
		this.#waiting.get(seq)?.(outcome);
		this.#waiting.delete(seq);
	}

	settleAll(outcome: ActOutcome): void {
		for (const seq of [...this.#waiting.keys()]) this.settle(seq, outcome);
	}
}
