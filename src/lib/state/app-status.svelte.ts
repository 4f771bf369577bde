/** Online/offline and the install prompt, for the app shell. Listeners attach in `init`, not on import. */
type InstallPrompt = Event & { prompt: () => Promise<void> };

class AppStatusManager {
	online = $state(true);
	canInstall = $state(false);
	#prompt: InstallPrompt | null = null;

	init(): () => void {
		this.online = navigator.onLine;
		const on = () => (this.online = true);
		const off = () => (this.online = false);
		const beforeInstall = (e: Event) => {
			e.preventDefault();
			this.#prompt = e as InstallPrompt;
			this.canInstall = true;
		};
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
	}
}

export const appStatus = new AppStatusManager();
