import { leaseClaims, tabName } from './tab-lease';

/**
 * One thing, one tab of this device. Parlor can be open in two tabs or windows of the same browser:
 * the installed app opened from its icon while a browser tab is still open, or a link tapped in a
 * second tab. Both read the same saved records; both would go on with the same lobby or run and write
 * over each other's saves.
 *
 * So a tab goes on with a lobby it hosts (`lobby:CODE`) or a run it plays (`run:ID`: Session zero,
 * Safe choices, the pirate) only while it holds its claim: a Web Lock named after the key
 * (`navigator.locks`, released by the browser when the tab closes or crashes). A second tab finds it
 * held and says so; the user may take it over there. Taking over first asks the holding tab to let go
 * (a BroadcastChannel message: it stops, waits for its last save — `settle` — then releases the
 * lock, so its last write is in the record before the new tab reads it); a holder that does not
 * answer in `ANSWER_MS` (a tab frozen in the background) has its lock taken from it, and learns so
 * when it wakes.
 *
 * Without Web Locks (a page served over plain http from a LAN address is not a secure context)
 * the claims are leases in localStorage renewed by their holder (`tab-lease.ts`); only a page with
 * neither grants every claim.
 */
export type TabClaim = {
	/** Lets it go (the host closed the lobby, the run ended or was left). */
	release: () => void;
	/** Resolves when another tab took it over: this tab must stop (and not save it again). */
	lost: Promise<void>;
};

export type Settle = () => Promise<unknown>;

export type TabClaims = {
	/**
	 * The claim of `key` for this tab, or null while another tab or window holds it. `settle`: what
	 * to wait for before letting go when another tab takes it over (the last save).
	 */
	claim: (key: string, settle?: Settle) => Promise<TabClaim | null>;
	/** Takes `key` over from the tab that holds it (asked first, then taken from it). */
	takeOver: (key: string, settle?: Settle) => Promise<TabClaim>;
};

/** How long a holding tab has to let go before its claim is taken from it. */
export const ANSWER_MS = 2000;
const lockName = (key: string) => `parlor-tab:${key}`;
const CHANNEL = 'parlor-tab';
type Ask = { type: 'let-go'; key: string };

type Locks = Pick<LockManager, 'request'>;

/** Stops the owner (its `lost`), waits for what it was saving, then lets go. */
export const letGoOf = (markLost: () => void, release: () => void, settle?: Settle) => () => {
	markLost();
	void Promise.resolve()
		.then(settle)
		.catch(() => undefined)
		.finally(release);
};

/** Opens the tab's channel on first use and hands each message to `onMessage`; returns the channel. */
export const listenOnce = <T>(
	channel: () => BroadcastChannel | null,
	onMessage: (data: T | undefined) => void
) => {
	let open: BroadcastChannel | null = null;
	return (): BroadcastChannel | null => {
		if (open) return open;
		open = channel();
		if (open) open.onmessage = (e: MessageEvent<T>) => onMessage(e.data);
		return open;
	};
};

/** The claims of a browser with Web Locks (and BroadcastChannel to ask the holder). */
export const lockClaims = (locks: Locks, channel: () => BroadcastChannel | null): TabClaims => {
	/** The claims this tab holds, and how to let each go when asked. */
	const held = new Map<string, { claim: TabClaim; letGo: () => void }>();
	const listen = listenOnce<Ask>(channel, (ask) => {
		if (ask?.type === 'let-go') held.get(ask.key)?.letGo();
	});

	const request = (key: string, options: LockOptions, settle?: Settle): Promise<TabClaim | null> =>
		new Promise((resolve) => {
			let release = () => {};
			let markLost = () => {};
			const lost = new Promise<void>((resolve) => (markLost = resolve));
			const done = new Promise<void>((resolve) => (release = resolve));
			const forget = (claim: TabClaim) => {
				if (held.get(key)?.claim === claim) held.delete(key);
			};
			locks
				.request(lockName(key), options, (lock) => {
					if (!lock) return resolve(null);
					const claim: TabClaim = {
						release: () => {
							forget(claim);
							release();
						},
						lost
					};
					// asked by a tab taking over: stop first (the owner's `lost`), then let go
					held.set(key, { claim, letGo: letGoOf(markLost, claim.release, settle) });
					listen();
					resolve(claim);
					return done;
				})
				// AbortError: another tab took it (steal), or the request timed out before it was ours
				.catch(() => {
					const mine = held.get(key);
					if (mine) forget(mine.claim);
					markLost();
					resolve(null);
				});
		});

	return {
		claim: async (key, settle) => held.get(key)?.claim ?? (await request(key, { ifAvailable: true }, settle)),
		takeOver: async (key, settle) => {
			const mine = held.get(key);
			if (mine) return mine.claim;
			const ask = channel();
			ask?.postMessage({ type: 'let-go', key } satisfies Ask);
			ask?.close();
			// the holder lets go within ANSWER_MS, or is frozen: then its lock is taken from it
			const answered = await request(key, { signal: AbortSignal.timeout(ANSWER_MS) }, settle);
			return answered ?? (await request(key, { steal: true }, settle))!;
		}
	};
};

/** Every claim granted (neither Web Locks nor localStorage here): the page cannot tell its tabs apart. */
export const grantedClaims = (): TabClaims => {
	const claim = (): TabClaim => ({ release: () => {}, lost: new Promise(() => {}) });
	return { claim: async () => claim(), takeOver: async () => claim() };
};

const storageOf = (): Storage | null => {
	try {
		return typeof localStorage === 'undefined' ? null : localStorage;
	} catch {
		return null; // storage blocked for this site
	}
};

/** This browser's claims: Web Locks when the page has them, else leases in localStorage, else every claim granted. */
const browserClaims = (): TabClaims => {
	const channel = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL));
	if (typeof navigator !== 'undefined' && navigator.locks) return lockClaims(navigator.locks, channel);
	const storage = storageOf();
	if (!storage) return grantedClaims();
	return leaseClaims({
		storage,
		channel,
		now: () => Date.now(),
		tab: tabName(),
		onStorage: (listener) => addEventListener('storage', listener),
		onLeave: (listener) => addEventListener('pagehide', listener)
	});
};

let tab: TabClaims | null = null;
/** This tab's claims: one for every lobby and run of the page (a tab never refuses itself). */
export const tabClaims = (): TabClaims => (tab ??= browserClaims());

/**
 * Tabs for tests: each `tab()` is one tab's claims over one shared set of locks, with the browser's
 * answers to a tab that plays along (a held claim refused; taking over asks the holder to let go,
 * which waits for its `settle`).
 */
export const memoryTabs = () => {
	const holders = new Map<string, { letGo: () => void; released: Promise<void> }>();
	return {
		tab: (): TabClaims => {
			const mine = new Map<string, TabClaim>();
			const grant = (key: string, settle?: Settle): TabClaim => {
				let markLost = () => {};
				let markReleased = () => {};
				const lost = new Promise<void>((resolve) => (markLost = resolve));
				const released = new Promise<void>((resolve) => (markReleased = resolve));
				const claim: TabClaim = {
					release: () => {
						if (holders.get(key) === holder) holders.delete(key);
						if (mine.get(key) === claim) mine.delete(key);
						markReleased();
					},
					lost
				};
				const holder = { letGo: letGoOf(markLost, claim.release, settle), released };
				holders.set(key, holder);
				mine.set(key, claim);
				return claim;
			};
			return {
				claim: async (key, settle) => mine.get(key) ?? (holders.has(key) ? null : grant(key, settle)),
				takeOver: async (key, settle) => {
					const held = mine.get(key);
					if (held) return held;
					const holder = holders.get(key);
					holder?.letGo();
					await holder?.released;
					return grant(key, settle);
				}
			};
		}
	};
};
