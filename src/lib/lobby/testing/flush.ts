import { vi } from 'vitest';

/** The event loop's own setImmediate, taken before a test installs fake timers. */
const realImmediate = globalThis.setImmediate;

/**
 * One turn of the event loop: what is queued so far (promise callbacks, an IndexedDB step, a
 * message) runs; no time passes and no timer the code set fires. Real, even under fake timers.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => realImmediate(() => resolve()));

/**
 * Test helper (never imported by shipped code): lets link messages (the memory transport delivers
 * them as microtasks), IndexedDB steps and the host's queue run without any time passing — a turn
 * of the event loop, fake timers advanced by 0 when a test installed them, then the host's queue;
 * `turns` times. A timer the code set for later does not fire: only the test moves the clock.
 */
export const flush = async (host?: { settled(): Promise<unknown> }, turns = 5): Promise<void> => {
	for (let i = 0; i < turns; i++) {
		await nextTurn();
		if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
		await host?.settled();
	}
};
