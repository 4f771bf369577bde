import { z } from 'zod';
import type { DeviceNetwork } from './device-network';

/**
 * docs/lobby.md "Host durability", a real pause: while the host is gone its guests' countdowns stand still ("the game is
 * paused; it resumes when they are back"), so on its return the host gives the game back the time it
 * was gone (`game.shiftClock`): every open deadline moves later by as much, and a round nobody could
 * answer is not closed behind everyone's back. Gone means:
 * - its page slept or froze (a phone's screen off): a beat of the host's own clock, every second,
 *   came later than a guest waits before it counts the host lost (6 s, guest.ts `hostSilentMs`);
 * - its page was closed or reloaded: the time since the last beat this device marked for the lobby
 *   (`AliveMarks`, read on resume);
 * - its device lost the network (`DeviceNetwork`: offline): no guest reaches it, and it reaches none,
 *   until it is back online. Meanwhile its clock stands still: no round closes (host-scheduler.ts),
 *   no beat is marked (a reload while offline counts from the last beat online).
 * Shorter gaps (a busy main thread) are no pause: the guests never saw the host go.
 */
export const BEAT_MS = 1000;
export const GONE_AFTER_MS = 6000;

/** When this device's host last beat, per lobby code: kept across reloads. */
export type AliveMarks = {
	read: (code: string) => number | null;
	write: (code: string, at: number) => void;
	/** The lobby ended: its mark is of no more use. */
	forget: (code: string) => void;
	/** Drops the marks of lobbies last beaten before `before` (a tab closed for good never ends its lobby). */
	prune: (before: number) => void;
};

/** A mark older than this is a lobby nobody will resume (the guests gave up long ago). */
export const MARK_KEPT_MS = 24 * 60 * 60 * 1000;

const MarkSchema = z.coerce.number().int().positive();
const PREFIX = 'parlor.host-alive.';
const keyOf = (code: string) => `${PREFIX}${code}`;

/** The browser's marks (localStorage: written every second, read once on resume). */
export const browserAliveMarks = (): AliveMarks => ({
	read: (code) => {
		try {
			const raw = globalThis.localStorage?.getItem(keyOf(code));
			const mark = raw === null || raw === undefined ? null : MarkSchema.safeParse(raw);
			return mark?.success ? mark.data : null;
		} catch {
			return null;
		}
	},
	write: (code, at) => {
		try {
			globalThis.localStorage?.setItem(keyOf(code), String(at));
		} catch {
			// storage off or full: a reload then resumes without giving the time back
		}
	},
	forget: (code) => {
		try {
			globalThis.localStorage?.removeItem(keyOf(code));
		} catch {
			// storage off: nothing was kept
		}
	},
	prune: (before) => {
		try {
			const storage = globalThis.localStorage;
			if (!storage) return;
			const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
			for (const key of keys.filter((k) => k.startsWith(PREFIX))) {
				const mark = MarkSchema.safeParse(storage.getItem(key));
				if (!mark.success || mark.data < before) storage.removeItem(key);
			}
		} catch {
			// storage off: nothing was kept
		}
	}
});

export const memoryAliveMarks = (): AliveMarks => {
	const marks = new Map<string, number>();
	return {
		read: (code) => marks.get(code) ?? null,
		write: (code, at) => void marks.set(code, at),
		forget: (code) => void marks.delete(code),
		prune: (before) => {
			for (const [code, at] of marks) if (at < before) marks.delete(code);
		}
	};
};

export type PauseDeps = {
	now: () => number;
	marks: AliveMarks;
	/** The lobby's code, once there is one. */
	code: () => string | null;
	/** The host was gone `ms`. */
	onGone: (ms: number) => void;
	/** The device's network (none: always online). */
	network?: DeviceNetwork;
	/**
	 * The device went offline (`since`: now), or came back (`since`: when it went; called after
	 * `onGone`, when it was gone long enough).
	 */
	onNetwork?: (online: boolean, since: number) => void;
};

export class HostPause {
	#last: number | null = null;
	#timer: ReturnType<typeof setInterval> | null = null;
	#offlineSince: number | null = null;
	#unwatch: (() => void) | null = null;

	constructor(private readonly d: PauseDeps) {}

	/** Since when the device is offline (the game's clock stands still), or null. */
	get offlineSince(): number | null {
		return this.#offlineSince;
	}

	/** Beats every second from now on (idempotent); the first at once, so even a page closed in
	 * its first second leaves its mark. */
	start(): void {
		if (this.#timer) return;
		this.d.marks.prune(this.d.now() - MARK_KEPT_MS);
		const network = this.d.network;
		if (network) {
			this.#unwatch = network.watch((online) => this.#networkChanged(online));
			if (!network.online()) this.#offlineSince = this.d.now();
		}
		this.beat();
		this.#timer = setInterval(() => this.beat(), BEAT_MS);
	}

	/** After a reload: the last beat this device marked for the lobby was the host's last. */
	resumed(): void {
		const code = this.d.code();
		this.#last = code === null ? null : this.d.marks.read(code);
		this.beat();
		this.start();
	}

	/** One beat (also run before a timer's job: a woken page runs its overdue timers in any order). */
	beat(): void {
		if (this.#offlineSince !== null) return; // the time offline is given back when online again
		const now = this.d.now();
		const last = this.#last;
		this.#last = now;
		const code = this.d.code();
		if (code !== null) this.d.marks.write(code, now);
		if (last !== null && now - last >= GONE_AFTER_MS) this.d.onGone(now - last);
	}

	stop(): void {
		if (this.#timer) clearInterval(this.#timer);
		this.#timer = null;
		this.#unwatch?.();
		this.#unwatch = null;
	}

	#networkChanged(online: boolean): void {
		const now = this.d.now();
		if (!online) {
			if (this.#offlineSince !== null) return;
			this.#offlineSince = now;
			return this.d.onNetwork?.(false, now);
		}
		const since = this.#offlineSince;
		if (since === null) return;
		this.#offlineSince = null;
		this.#last = null; // the beats start again from here: the time offline is given back once
		this.beat();
		if (now - since >= GONE_AFTER_MS) this.d.onGone(now - since);
		this.d.onNetwork?.(true, since);
	}

	/** The lobby ended for everyone: no more beats, and its mark goes. */
	end(): void {
		this.stop();
		const code = this.d.code();
		if (code !== null) this.d.marks.forget(code);
	}
}
