/**
 * One lobby, one host on this device. A lobby can be open in two tabs or windows of the same
 * browser: the installed app opened from its icon while a browser tab still hosts, or "Continue your
 * lobby" tapped in a second tab. Both would resume it from the same saved record and register under
 * its code; the guests' games would split between two hosts writing over each other's record.
 *
 * So a tab hosts a lobby only while it holds the lobby's claim: a Web Lock named after the code
 * (`navigator.locks`, released by the browser when the tab closes or crashes). A second tab finds it
 * held and says so; the user may take the lobby over there. Taking over first asks the holding tab
 * to let go (a BroadcastChannel message: it stops hosting, then releases the lock, so its last
 * write is in the record before the new tab reads it); a holder that does not answer in
 * `ANSWER_MS` (a tab frozen in the background) has its lock taken from it, and learns so when it
 * wakes.
 *
 * Without Web Locks (a page served over plain http from a LAN address is not a secure context)
 * every claim is granted: nothing on this device can tell two tabs apart there.
 */
export type HostClaim = {
	/** Lets the lobby go (the host closed it, or ended it). */
	release: () => void;
	/** Resolves when another tab took the lobby over: this tab must stop hosting it. */
	lost: Promise<void>;
};

export type HostClaims = {
	/** The claim of `code` for this tab, or null while another tab or window holds it. */
	claim: (code: string) => Promise<HostClaim | null>;
	/** Takes `code` over from the tab that holds it (asked first, then taken from it). */
	takeOver: (code: string) => Promise<HostClaim>;
};

/** How long a holding tab has to let go before its claim is taken from it. */
export const ANSWER_MS = 2000;
const lockName = (code: string) => `parlor-lobby-host:${code}`;
const CHANNEL = 'parlor-lobby-host';
type Ask = { type: 'let-go'; code: string };

type Locks = Pick<LockManager, 'request'>;

/** The claims of a browser with Web Locks (and BroadcastChannel to ask the holder). */
export const lockClaims = (locks: Locks, channel: () => BroadcastChannel | null): HostClaims => {
	/** The claims this tab holds, and how to let each go when asked. */
	const held = new Map<string, { claim: HostClaim; letGo: () => void }>();
	let listening: BroadcastChannel | null = null;
	const listen = () => {
		if (listening) return;
		listening = channel();
		if (listening)
			listening.onmessage = (e: MessageEvent<Ask>) => {
				if (e.data?.type === 'let-go') held.get(e.data.code)?.letGo();
			};
	};

	const request = (code: string, options: LockOptions): Promise<HostClaim | null> =>
		new Promise((resolve) => {
			let release = () => {};
			let markLost = () => {};
			const lost = new Promise<void>((resolve) => (markLost = resolve));
			const done = new Promise<void>((resolve) => (release = resolve));
			const forget = (claim: HostClaim) => {
				if (held.get(code)?.claim === claim) held.delete(code);
			};
			locks
				.request(lockName(code), options, (lock) => {
					if (!lock) return resolve(null);
					const claim: HostClaim = {
						release: () => {
							forget(claim);
							release();
						},
						lost
					};
					// asked by a tab taking over: stop hosting first (the owner's `lost`), then let go
					held.set(code, { claim, letGo: () => (markLost(), queueMicrotask(claim.release)) });
					listen();
					resolve(claim);
					return done;
				})
				// AbortError: another tab took it (steal), or the request timed out before it was ours
				.catch(() => {
					const mine = held.get(code);
					if (mine) forget(mine.claim);
					markLost();
					resolve(null);
				});
		});

	return {
		claim: async (code) => held.get(code)?.claim ?? (await request(code, { ifAvailable: true })),
		takeOver: async (code) => {
			const mine = held.get(code);
			if (mine) return mine.claim;
			const ask = channel();
			ask?.postMessage({ type: 'let-go', code } satisfies Ask);
			ask?.close();
			// the holder lets go within ANSWER_MS, or is frozen: then its lock is taken from it
			const answered = await request(code, { signal: AbortSignal.timeout(ANSWER_MS) });
			return answered ?? (await request(code, { steal: true }))!;
		}
	};
};

/** Every claim granted (no Web Locks here): the page cannot tell its tabs apart. */
export const grantedClaims = (): HostClaims => {
	const claim = (): HostClaim => ({ release: () => {}, lost: new Promise(() => {}) });
	return { claim: async () => claim(), takeOver: async () => claim() };
};

/** This browser's claims: Web Locks when the page has them, else every claim granted. */
const browserClaims = (): HostClaims =>
	typeof navigator !== 'undefined' && navigator.locks
		? lockClaims(navigator.locks, () =>
				typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
			)
		: grantedClaims();

let tab: HostClaims | null = null;
/** This tab's claims: one for every lobby host of the page (a tab never refuses itself). */
export const tabClaims = (): HostClaims => (tab ??= browserClaims());

/**
 * Tabs for tests: each `tab()` is one tab's claims over one shared set of locks, with the browser's
 * answers to a tab that plays along (a held claim refused; taking over asks the holder to let go).
 */
export const memoryTabs = () => {
	const holders = new Map<string, { letGo: () => void }>();
	return {
		tab: (): HostClaims => {
			const mine = new Map<string, HostClaim>();
			const grant = (code: string): HostClaim => {
				let markLost = () => {};
				const lost = new Promise<void>((resolve) => (markLost = resolve));
				const holder = { letGo: () => (markLost(), queueMicrotask(claim.release)) };
				const claim: HostClaim = {
					release: () => {
						if (holders.get(code) === holder) holders.delete(code);
						if (mine.get(code) === claim) mine.delete(code);
					},
					lost
				};
				holders.set(code, holder);
				mine.set(code, claim);
				return claim;
			};
			return {
				claim: async (code) => mine.get(code) ?? (holders.has(code) ? null : grant(code)),
				takeOver: async (code) => {
					const held = mine.get(code);
					if (held) return held;
					holders.get(code)?.letGo();
					return grant(code);
				}
			};
		}
	};
};
