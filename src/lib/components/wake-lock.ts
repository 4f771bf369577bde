/**
 * Keeps the screen on while a round is open: a phone that dims mid-question drops
 * its player. The Screen Wake Lock is released by the browser whenever the page is hidden, so it is
 * asked for again when the page is visible. Without the API (or when refused: low battery, no
 * permission) nothing happens and nothing breaks. Returns the release.
 */
type Sentinel = { released?: boolean; release: () => Promise<void> };
export type WakeLockHost = {
	wakeLock?: { request: (type: 'screen') => Promise<Sentinel> };
};
export type VisibilityHost = {
	visibilityState: string;
	addEventListener: (type: 'visibilitychange', fn: () => void) => void;
	removeEventListener: (type: 'visibilitychange', fn: () => void) => void;
};

export const holdWakeLock = (
	nav: WakeLockHost | undefined = typeof navigator === 'undefined' ? undefined : (navigator as WakeLockHost),
	doc: VisibilityHost | undefined = typeof document === 'undefined' ? undefined : document
): (() => void) => {
	const api = nav?.wakeLock;
	if (!api || !doc) return () => undefined;
	let held: Sentinel | null = null;
	let done = false;
	const letGo = (s: Sentinel | null) => void s?.release().catch(() => undefined);
	const acquire = () => {
		if (done || doc.visibilityState !== 'visible' || (held && !held.released)) return;
		api.request('screen').then(
			(s) => {
				if (done) letGo(s);
				else held = s;
			},
			() => undefined
		);
	};
	doc.addEventListener('visibilitychange', acquire);
	acquire();
	return () => {
		done = true;
		doc.removeEventListener('visibilitychange', acquire);
		letGo(held);
		held = null;
	};
};
