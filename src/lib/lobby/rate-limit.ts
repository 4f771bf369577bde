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

/**
 * Limits on links: the message budget is per remote peer, shared by all its links (200
 * connections × 20 messages passed when it was per link); a link that has not said `hello` (got a
 * seat) within 5 s is closed; at most 16 links wait for a seat at once, 4 from one remote.
 */
export const HELLO_TIMEOUT_MS = 5000;
export const MAX_PENDING_LINKS = 16;
export const MAX_PENDING_PER_REMOTE = 4;
/** Remotes with no open link whose limiter is kept (so closing and reopening does not reset it). */
const KEEP_IDLE_REMOTES = 64;

export class RemoteLimiters {
	#byRemote = new Map<string, { limiter: RateLimiter; links: number }>();

	/** The limiter of `remote`, counting one more open link from it. */
	acquire(remote: string): RateLimiter {
		let slot = this.#byRemote.get(remote);
		if (!slot) {
			this.#prune();
			slot = { limiter: new RateLimiter(), links: 0 };
			this.#byRemote.set(remote, slot);
		}
		slot.links++;
		return slot.limiter;
	}

	release(remote: string): void {
		const slot = this.#byRemote.get(remote);
		if (slot) slot.links = Math.max(0, slot.links - 1);
	}

	#prune(): void {
		const idle = [...this.#byRemote].filter(([, s]) => s.links === 0);
		for (const [remote] of idle.slice(0, Math.max(0, idle.length - KEEP_IDLE_REMOTES + 1)))
			this.#byRemote.delete(remote);
	}
}
