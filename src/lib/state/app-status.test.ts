import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAppHtmlScript } from '$lib/boot/app-html-script';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.resetModules();
});

/** An install prompt as Chromium sends it (cancelable, with prompt()). */
const installPrompt = () => {
	const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void> };
	let prompted = 0;
	e.prompt = () => {
		prompted++;
		return Promise.resolve();
	};
	return { e, prompted: () => prompted };
};

/**
 * docs/architecture.md "How a start page starts": a prerendered start page is on screen before the app's JavaScript has run; the browser's
 * install offer and network changes in that time must still reach the app (app.html keeps them).
 */
describe('appStatus with events from before the app started', () => {
	const start = async (onLine: boolean, before: (w: EventTarget) => void) => {
		const { window } = runAppHtmlScript('en-US');
		before(window);
		vi.stubGlobal('window', window);
		vi.stubGlobal('navigator', { onLine });
		const { appStatus } = await import('./app-status.svelte');
		const stop = appStatus.init();
		return { appStatus, window, stop };
	};

	it('offers installation when the prompt came before the app started, and prompts once', async () => {
		const p = installPrompt();
		const { appStatus, stop } = await start(true, (w) => w.dispatchEvent(p.e));
		expect(p.e.defaultPrevented).toBe(true); // the browser's own mini-infobar stays away
		expect(appStatus.canInstall).toBe(true);
		await appStatus.install();
		expect(p.prompted()).toBe(1);
		expect(appStatus.canInstall).toBe(false);
		stop();
		appStatus.init(); // the shell mounted again: the used prompt is not offered twice
		expect(appStatus.canInstall).toBe(false);
	});

	it('shows offline when the network went away before the app started, though onLine still says true', async () => {
		const { appStatus, stop } = await start(true, (w) => w.dispatchEvent(new Event('offline')));
		expect(appStatus.online).toBe(false);
		stop();
	});

	it('keeps the last change: offline then online is online', async () => {
		const { appStatus, stop } = await start(false, (w) => {
			w.dispatchEvent(new Event('offline'));
			w.dispatchEvent(new Event('online'));
		});
		expect(appStatus.online).toBe(true);
		stop();
	});

	it('with nothing before it, starts from navigator.onLine and follows later events', async () => {
		const p = installPrompt();
		const { appStatus, window, stop } = await start(false, () => undefined);
		expect(appStatus.online).toBe(false);
		expect(appStatus.canInstall).toBe(false);
		window.dispatchEvent(new Event('online'));
		window.dispatchEvent(p.e);
		expect(appStatus.online).toBe(true);
		expect(appStatus.canInstall).toBe(true);
		stop();
		window.dispatchEvent(new Event('offline'));
		expect(appStatus.online).toBe(true); // listeners gone after stop
	});
});
