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
 *
 * Waiting slots can't be starved (lobby.md "Limits"): the remote is a peer id the client picks, so
 * a full room does not refuse a newcomer — it closes the oldest silent link (no hello or watch yet)
 * of the remote holding the most, and a newcomer from a remote at its own cap replaces that remote's
 * oldest. A guest says hello a moment after its link opens; silent links are what goes. With half
 * the slots taken, a link has `PRESSURE_HELLO_TIMEOUT_MS` to speak.
 */
export const HELLO_TIMEOUT_MS = 5000;
export const PRESSURE_HELLO_TIMEOUT_MS = 1500;
export const MAX_PENDING_LINKS = 16;
export const MAX_PENDING_PER_REMOTE = 4;

/** A link waiting for its seat: whose it is, when it opened, whether it has spoken (hello or watch). */
export type WaitingLink = { remote: string; openedAt: number; spoke: boolean };

/**
 * The waiting link a newcomer from `remote` replaces (its index), null when there is room, or -1
 * when the room is full of links that all spoke (their hellos are being answered: the newcomer waits
 * its turn by being refused, and its guest retries).
 */
export const makeRoomFor = (waiting: readonly WaitingLink[], remote: string): number | null => {
	const own = waiting.filter((w) => w.remote === remote).length;
	if (own < MAX_PENDING_PER_REMOTE && waiting.length < MAX_PENDING_LINKS) return null;
	const silent = waiting.flatMap((w, i) => (w.spoke ? [] : [{ ...w, i }]));
	const count = new Map<string, number>();
	for (const w of silent) count.set(w.remote, (count.get(w.remote) ?? 0) + 1);
	const from = own >= MAX_PENDING_PER_REMOTE ? silent.filter((w) => w.remote === remote) : silent;
	const busiest = Math.max(0, ...from.map((w) => count.get(w.remote)!));
	const oldest = from
		.filter((w) => count.get(w.remote) === busiest)
		.sort((a, b) => a.openedAt - b.openedAt)[0];
	return oldest ? oldest.i : -1;
};

/** How long a new link may stay silent: shorter once half the waiting slots are taken. */
export const helloTimeoutFor = (waiting: number): number =>
	waiting >= MAX_PENDING_LINKS / 2 ? PRESSURE_HELLO_TIMEOUT_MS : HELLO_TIMEOUT_MS;
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
