/**
 * Per-guest rate limits (lobby.md, "Protocol"): at most `max` messages in a sliding `windowMs`
 * (20 / 2 s), plus a per-kind minimum interval for intents like chat (1 / 500 ms).
 */
export class RateLimiter {
	#times: number[] = [];
	#lastByKind = new Map<string, number>();

	constructor(
		readonly max = 20,
		readonly windowMs = 2000
	) {}

	/** Counts one message at `now`; false when it is over the limit (and must be dropped). */
	allow(now: number): boolean {
		while (this.#times.length && this.#times[0] <= now - this.windowMs) this.#times.shift();
		if (this.#times.length >= this.max) return false;
		this.#times.push(now);
		return true;
	}

	/** False when the previous `kind` was less than `intervalMs` ago. */
	allowKind(kind: string, intervalMs: number, now: number): boolean {
		const last = this.#lastByKind.get(kind);
		if (last !== undefined && now - last < intervalMs) return false;
		this.#lastByKind.set(kind, now);
		return true;
	}
}
