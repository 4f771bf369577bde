/** The host's clocks heard last (one per ping, every 2 s) that the offset is taken from. */
const SAMPLES = 8;
/** A change of the offset smaller than this is not worth a new render (countdowns show seconds). */
const STEP_MS = 100;

/**
 * How far the host's clock is ahead of this device's (ms; negative: behind), as a guest learns it
 * from the host's `welcome` and pings (protocol.ts `at`). The deadlines in a view are the host's: a
 * phone whose clock is a minute off would show "0 s left" all round long, or twice the time there
 * is. Countdowns read `Date.now() + offset`.
 */
export class HostClock {
	offset = 0;
	#samples: number[] = [];

	/**
	 * The host's clock read `at` as it sent a message that arrives at `now`. Each sample is the
	 * offset less the message's time on the way, so the largest recent one is the closest; recent
	 * ones only, so a clock set right during the game is followed. True when the offset moved.
	 */
	heard(at: number, now: number): boolean {
		this.#samples = [...this.#samples.slice(1 - SAMPLES), at - now];
		const offset = Math.max(...this.#samples);
		if (Math.abs(offset - this.offset) < STEP_MS) return false;
		this.offset = offset;
		return true;
	}
}
