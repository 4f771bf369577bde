/**
 * docs/architecture.md "How a start page starts": work nobody sees at start (retention, asking for persistent storage) waits until the page
 * is idle, so it does not lengthen the start page's hydration into long tasks. `requestIdleCallback`
 * where there is one (not Safari), else a timer; at the latest after `timeoutMs`. Returns a cancel.
 */
export const whenIdle = (work: () => void, timeoutMs = 4000): (() => void) => {
	const g = globalThis as typeof globalThis &
		Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
	if (g.requestIdleCallback && g.cancelIdleCallback) {
		const id = g.requestIdleCallback(work, { timeout: timeoutMs });
		return () => g.cancelIdleCallback!(id);
	}
	const timer = setTimeout(work, Math.min(timeoutMs, 1000));
	return () => clearTimeout(timer);
};
