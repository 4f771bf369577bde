/** Online/offline and the install prompt, for the app shell. Listeners attach in `init`, not on import. */
type InstallPrompt = Event & { prompt: () => Promise<void> };

/**
 * What app.html's inline script kept from before the app started (docs/architecture.md "How a start page starts": prerendered start pages
 * are on screen and usable before the app's JavaScript runs, and a browser may offer installation or
 * lose the network in that time): the install prompt, and the last online/offline event (null: none).
 */
export type EarlyEvents = { installPrompt: InstallPrompt | null; online: boolean | null };
export const EARLY_EVENTS_KEY = '__parlorEarly';

const earlyEvents = (): EarlyEvents | undefined =>
	(window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_KEY];

class AppStatusManager {
	online = $state(true);
	canInstall = $state(false);
	#prompt: InstallPrompt | null = null;

	init(): () => void {
		const early = earlyEvents();
		this.online = early?.online ?? navigator.onLine;
		const on = () => (this.online = true);
		const off = () => (this.online = false);
		const beforeInstall = (e: Event) => {
			e.preventDefault();
			this.#prompt = e as InstallPrompt;
			this.canInstall = true;
		};
		if (early?.installPrompt) beforeInstall(early.installPrompt);
		window.addEventListener('online', on);
		window.addEventListener('offline', off);
		window.addEventListener('beforeinstallprompt', beforeInstall);
		return () => {
			window.removeEventListener('online', on);
			window.removeEventListener('offline', off);
			window.removeEventListener('beforeinstallprompt', beforeInstall);
		};
	}

	async install(): Promise<void> {
		if (!this.#prompt) return;
		await this.#prompt.prompt();
		this.#prompt = null;
		this.canInstall = false;
		const early = earlyEvents();
		if (early) early.installPrompt = null; // used: a remount must not offer it again
	}
}

export const appStatus = new AppStatusManager();
