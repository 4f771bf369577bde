import { keptFailureWatch, UNNAMED_MODULE } from './kept-failure-watch';

/**
 * Whether this page must be reloaded to load more of the app (docs/architecture.md "When code does
 * not load"): set once a file that failed to load fails again while it can be fetched. Vite's
 * loader dispatches `vite:preloadError` for every failed dynamic import of the built app.
 */
class KeptFailures {
	needsReload = $state(false);

	init(): () => void {
		const reachable = async (file: string) => {
			const url = file === UNNAMED_MODULE ? location.href : file;
			return fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
				(r) => r.ok,
				() => false
			);
		};
		const watch = keptFailureWatch(reachable);
		const onFailure = (event: Event) => {
			void watch.kept((event as Event & { payload?: unknown }).payload).then((kept) => {
				if (kept) this.needsReload = true;
			});
		};
		window.addEventListener('vite:preloadError', onFailure);
		return () => window.removeEventListener('vite:preloadError', onFailure);
	}
}

export const keptFailures = new KeptFailures();
