import { ANSWER_MS, letGoOf, listenOnce, type Settle, type TabClaim, type TabClaims } from './tab-claim';

/**
 * The claims of a page without Web Locks (plain http from a LAN address is not a secure context,
 * so `navigator.locks` is missing there): a lease per key in localStorage, which every tab of the
 * origin shares, renewed by its holder every `BEAT_MS`. A lease not renewed for `LEASE_MS` belongs
 * to a tab that closed, crashed or froze, and may be taken. A second tab that finds a live lease is
 * told the thing is open elsewhere, as with a lock; taking over asks the holder over the
 * BroadcastChannel to let go (it stops, waits for its last save, then drops the lease), and takes
 * the lease after `ANSWER_MS` if no answer came. A holder that finds its lease gone or rewritten by
 * another tab (checked on every beat, and when the storage changes) has lost it: it stops.
 */
export const BEAT_MS = 1000;
export const LEASE_MS = 4000;

type Lease = { tab: string; at: number };
type Ask = { type: 'let-go'; key: string } | { type: 'let-go-done'; key: string };

const leaseKey = (key: string) => `parlor-tab-lease:${key}`;

export type LeaseDeps = {
	storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
	channel: () => BroadcastChannel | null;
	now: () => number;
	/** This tab's name among the tabs of the origin. */
	tab: string;
	/** Subscribes to another tab's change of the storage (`storage` events). */
	onStorage?: (listener: () => void) => void;
	/** Subscribes to this page going away (`pagehide`): its leases are dropped, so a reload finds none. */
	onLeave?: (listener: () => void) => void;
};

export const leaseClaims = ({ storage, channel, now, tab, onStorage, onLeave }: LeaseDeps): TabClaims => {
	const held = new Map<string, { claim: TabClaim; letGo: () => void; lose: () => void }>();
	const read = (key: string): Lease | null => {
		try {
			const v = JSON.parse(storage.getItem(leaseKey(key)) ?? 'null') as Lease | null;
			return v && typeof v.tab === 'string' && typeof v.at === 'number' ? v : null;
		} catch {
			return null;
		}
	};
	const write = (key: string) => {
		try {
			storage.setItem(leaseKey(key), JSON.stringify({ tab, at: now() }));
		} catch {
			// storage full or blocked: the lease is not renewed, and another tab may take it after LEASE_MS
		}
	};
	const live = (l: Lease | null): l is Lease => l !== null && now() - l.at < LEASE_MS;

	/**
	 * Stops for the leases another tab took; on a beat (`renew`) also renews those still held. A
	 * storage event only looks: a renewal is itself a storage event in every other tab, and two tabs
	 * renewing in answer to each other would never stop.
	 */
	let beat: ReturnType<typeof setInterval> | null = null;
	const check = (renew: boolean) => {
		for (const [key, h] of held) {
			if (read(key)?.tab !== tab) h.lose();
			else if (renew) write(key);
		}
		if (!held.size && beat !== null) {
			clearInterval(beat);
			beat = null;
		}
	};
	onStorage?.(() => check(false));
	onLeave?.(() => {
		for (const h of [...held.values()]) h.claim.release();
	});

	const answers = new Map<string, () => void>();
	const listen = listenOnce<Ask>(channel, (ask) => {
		if (ask?.type === 'let-go') held.get(ask.key)?.letGo();
		if (ask?.type === 'let-go-done') answers.get(ask.key)?.();
	});

	const grant = (key: string, settle?: Settle): TabClaim => {
		write(key);
		let markLost = () => {};
		const lost = new Promise<void>((resolve) => (markLost = resolve));
		const forget = () => {
			if (held.get(key)?.claim === claim) held.delete(key);
		};
		const claim: TabClaim = {
			release: () => {
				forget();
				if (read(key)?.tab === tab) storage.removeItem(leaseKey(key));
			},
			lost
		};
		const letGo = letGoOf(
			markLost,
			() => {
				claim.release();
				listen()?.postMessage({ type: 'let-go-done', key } satisfies Ask);
			},
			settle
		);
		held.set(key, { claim, letGo, lose: () => (forget(), markLost()) });
		listen();
		beat ??= setInterval(() => check(true), BEAT_MS);
		return claim;
	};

	return {
		claim: async (key, settle) => {
			const mine = held.get(key);
			if (mine) return mine.claim;
			const lease = read(key);
			return live(lease) && lease.tab !== tab ? null : grant(key, settle);
		},
		takeOver: async (key, settle) => {
			const mine = held.get(key);
			if (mine) return mine.claim;
			listen();
			// the holder lets go within ANSWER_MS (its answer, or its lease gone), or it is frozen: taken
			await new Promise<void>((resolve) => {
				const done = () => {
					clearTimeout(timer);
					answers.delete(key);
					resolve();
				};
				const timer = setTimeout(done, live(read(key)) ? ANSWER_MS : 0);
				answers.set(key, done);
				const ask = channel();
				ask?.postMessage({ type: 'let-go', key } satisfies Ask);
				ask?.close();
			});
			return grant(key, settle);
		}
	};
};

/** A name for this page, unique among the tabs of the origin (getRandomValues needs no secure context). */
export const tabName = (): string =>
	Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('-');
