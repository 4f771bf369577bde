import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * Headless Debian Chromium with the flags of lobby.md ("Testing P2P here"): loopback-only WebRTC,
 * no background networking. Each player gets its own context (its own IndexedDB, its own peer).
 */

export const baseUrl = (): string => inject('baseUrl');

/**
 * From now on the app's code files (`/_app/immutable/`) cannot be fetched: the network gone after
 * the page loaded, or a new deploy. With `containing`, only the files whose text contains it are
 * lost. Returns the function that brings them back.
 */
export const loseAppCode = async (page: Page, containing?: string): Promise<() => Promise<void>> => {
	const files = '**/_app/immutable/**';
	await page.route(files, async (route) => {
		// (a file still being read when the code comes back was let through meanwhile: nothing to do)
		const done = () => undefined;
		if (containing === undefined) return route.abort().catch(done);
		const response = await route.fetch().catch(done);
		if (!response) return;
		const lost = (await response.text()).includes(containing);
		return (lost ? route.abort() : route.fulfill({ response })).catch(done);
	});
	return () => page.unroute(files);
};

/**
 * Back online after `loseAppCode`: the player tries again (`act`) and the app gets there (`ready`).
 * A browser that keeps a failed module load for the page's life (docs/architecture.md "When code
 * does not load") cannot: the page says so and offers Reload; after it, `again` (the player's way
 * back to where they were, by default `act`) gets there. Each browser takes the one path it can.
 */
export const tryAgainOnceBack = async (
	page: Page,
	act: () => Promise<void>,
	ready: () => Promise<boolean>,
	again: () => Promise<void> = act
): Promise<'tried again' | 'reloaded'> => {
	await act();
	const notice = page.getByTestId('reload-needed');
	await expect
		.poll(async () => (await ready()) || (await notice.isVisible()), { timeout: 30_000 })
		.toBe(true);
	if (await ready()) return 'tried again';
	expect(await notice.getAttribute('role')).toBe('alert');
	await Promise.all([page.waitForEvent('load'), notice.getByRole('button').click()]);
	await again();
	await expect.poll(ready, { timeout: 30_000 }).toBe(true);
	return 'reloaded';
};

/**
 * From now on the app's code files (`/_app/immutable/`) are held back, as on a slow network, until
 * the returned function lets them through (and stops holding new ones).
 */
export const holdAppCode = async (page: Page): Promise<() => Promise<void>> => {
	const files = '**/_app/immutable/**';
	let release!: () => void;
	const released = new Promise<void>((resolve) => (release = resolve));
	await page.route(files, async (route) => {
		await released;
		await route.fallback();
	});
	return async () => {
		release();
		await page.unroute(files);
	};
};

export const launch = (): Promise<Browser> =>
	chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

export type PlayerOptions = {
	locale?: string;
	width?: number;
	height?: number;
	colorScheme?: 'light' | 'dark';
	/** Another server than the run's (support/own-server.ts). */
	baseURL?: string;
	/**
	 * Let the app install its service worker (off unless asked). On install it fetches and stores every
	 * file of the app for offline use: ≈ 2.5 s of a core per new context on a CI machine, ≈ 150 contexts
	 * a run. The files that test offline use, updates and the kept model worker ask for it.
	 */
	serviceWorker?: boolean;
};

/** A phone-sized context with the media permission (needed for loopback ICE candidates). */
export const newPlayer = async (
	browser: Browser,
	{
		locale = 'en-US',
		width = 390,
		height = 844,
		colorScheme,
		baseURL = baseUrl(),
		serviceWorker = false
	}: PlayerOptions = {}
): Promise<{ context: BrowserContext; page: Page }> => {
	const context = await browser.newContext({
		baseURL,
		locale,
		viewport: { width, height },
		permissions: ['camera', 'microphone'],
		serviceWorkers: serviceWorker ? 'allow' : 'block',
		...(colorScheme ? { colorScheme } : {})
	});
	const page = await context.newPage();
	page.on('pageerror', (e) => console.error(`[pageerror] ${e.message}`));
	const said: string[] = [];
	consoleLines.set(page, said);
	page.on('console', (m) => {
		if (m.type() !== 'error' && m.type() !== 'warning') return;
		said.push(`[${m.type()}] ${m.text().slice(0, 300)}`);
		if (said.length > 20) said.shift();
	});
	return { context, page };
};

const consoleLines = new WeakMap<Page, string[]>();

/** The page's last warnings and errors on its console (a failure's diagnostics). */
export const consoleOf = (page: Page): string[] => consoleLines.get(page) ?? [];

const shotsDir = path.resolve(import.meta.dirname, '../screenshots');

/** Saves a screenshot under tests/e2e/screenshots/ (ignored by git) to look at. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
	mkdirSync(shotsDir, { recursive: true });
	const file = path.join(shotsDir, `${name}.png`);
	try {
		await page.screenshot({ path: file, fullPage: true });
	} catch (error) {
		// Chromium sometimes refuses a capture while a busy machine is still laying the page out
		// ("Unable to capture screenshot"): once the page has settled, one more try
		if (!String(error).includes('Unable to capture screenshot')) throw error;
		await page.waitForLoadState('load');
		await page.screenshot({ path: file, fullPage: true });
	}
	return file;
};

/**
 * Waits for the service worker to install, reloads, and waits until it controls the page: from then
 * on the page's requests (and its workers') go through it, as on a phone's second visit.
 */
export const untilControlledByServiceWorker = async (page: Page): Promise<void> => {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await page.reload();
	await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
};

/**
 * Waits until the app has started on a prerendered page (docs/architecture.md "How a start page starts": the page is on screen before its
 * JavaScript runs; the layout drops app.html's `app-booting` class once mounted). For what only the
 * running app does, e.g. a disabled button that a typed name enables, reached by Tab.
 */
export const untilAppStarted = async (page: Page): Promise<void> => {
	await page.waitForFunction(() => !document.documentElement.classList.contains('app-booting'), null, {
		timeout: 30_000
	});
};

/**
 * Resolves once the page has rendered `frames` more frames: input already dispatched to it (a click,
 * a scroll) has been handled and its update painted. Counts frames, not time.
 */
export const afterFrames = (page: Page, frames = 2): Promise<void> =>
	page.evaluate(
		(n) =>
			new Promise<void>((resolve) => {
				const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
				step(n);
			}),
		frames
	);

/** The test id of the element that has the focus ('' when it has none). */
export const focusedTestId = (page: Page): Promise<string> =>
	page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
