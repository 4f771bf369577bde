import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot, untilControlledByServiceWorker } from './support/browser';

/**
 * llm.md "webllm", in Chromium with the real web-llm worker: only the worker script carries web-llm
 * (the page speaks web-llm-protocol.ts to it), it answers the cache queries, and a download's cancel
 * and failure reach the settings page as sentences. No GPU and no weights here: the page gets a
 * stand-in WebGPU adapter, and the model hosts are held or refused.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const WEBLLM_MARKERS = /mlc-chat-config\.json|WebWorkerMLCEngineHandler|webllm\/model/;
const MODEL_HOSTS = /huggingface\.co|raw\.githubusercontent\.com/;

/** The scripts the context received, read once the test is done with them. */
const scriptsOf = (context: BrowserContext) => {
	const responses: Response[] = [];
	context.on('response', (res) => void (/\.m?js(\?|$)/.test(res.url()) && responses.push(res)));
	return async () => {
		const read = await Promise.all(
			responses.map((r) =>
				r.text().then(
					(body) => [r.url(), body] as const,
					() => [r.url(), ''] as const
				)
			)
		);
		return read.filter(([, body]) => WEBLLM_MARKERS.test(body)).map(([url]) => url);
	};
};

/** Settings with "On this device" chosen on a page that believes it has WebGPU without shader-f16. */
const openOnDevice = async (page: Page) => {
	await page.addInitScript(() => {
		Object.defineProperty(navigator, 'gpu', {
			value: { requestAdapter: async () => ({ features: new Set<string>() }) }
		});
	});
	await page.goto('/settings');
	await page.getByTestId('llm-provider-webllm').check({ timeout: 15_000 });
	await expect
		.poll(() => page.getByTestId('llm-device').innerText(), { timeout: 15_000 })
		.toContain('SmolLM2');
};

const firstDownload = (page: Page) =>
	page
		.getByTestId('llm-device')
		.getByRole('button', { name: /^Download/ })
		.first();

/** The worker has answered the cache queries: every model says whether it is cached, or an error shows. */
const cacheAnswered = async (page: Page): Promise<boolean> => {
	const device = page.getByTestId('llm-device');
	if ((await device.getByRole('alert').count()) > 0) return true;
	const models = device.locator('li.model');
	return (await models.count()) > 0 && (await device.locator('li.model:not([data-cached])').count()) === 0;
};

describe('on-device model worker', () => {
	it('only the worker loads web-llm, and it answers whether models are downloaded', async () => {
		const { page, context } = await newPlayer(browser, { serviceWorker: true });
		const webllmScripts = scriptsOf(context);
		const workers: string[] = [];
		page.on('worker', (w) => workers.push(w.url()));
		await openOnDevice(page);
		await expect.poll(() => workers.filter((u) => u.includes('web-llm.worker')).length).toBe(1);
		// The cache queries went to the worker and came back valid: no error, one Download per model.
		await expect.poll(() => firstDownload(page).isVisible(), { timeout: 15_000 }).toBe(true);
		await expect.poll(() => cacheAnswered(page), { timeout: 15_000 }).toBe(true);
		expect(await page.getByTestId('llm-device').getByRole('alert').count()).toBe(0);
		// storage used by the app, from the browser's estimate (llm.md: "storage used")
		expect(await page.getByTestId('llm-device').innerText()).toMatch(/Storage used by this app: .+ of .+\./);
		const webllm = await webllmScripts();
		expect(webllm.length).toBeGreaterThan(0);
		expect(webllm.every((u) => u.includes('/workers/web-llm.worker'))).toBe(true);
		await context.close();
	});

	it('once used, the worker code is kept: the on-device list still works with the network off', async () => {
		const { page, context } = await newPlayer(browser, { serviceWorker: true });
		const workers: string[] = [];
		page.on('worker', (w) => workers.push(w.url()));
		await openOnDevice(page);
		// controlled by the service worker from here on: the worker script goes through it and is kept
		await untilControlledByServiceWorker(page);
		await expect.poll(() => firstDownload(page).isVisible(), { timeout: 15_000 }).toBe(true);
		const online = workers.filter((u) => u.includes('web-llm.worker')).length;
		// kept by the service worker (not only in the HTTP cache, which a phone may evict)
		await expect
			.poll(() =>
				page.evaluate(async () =>
					(await (await caches.open('parlor-web-llm-code')).keys()).map((r) => r.url).join(' ')
				)
			)
			.toContain('/workers/web-llm.worker-');

		await context.setOffline(true);
		await page.reload();
		await expect
			.poll(() => workers.filter((u) => u.includes('web-llm.worker')).length, { timeout: 15_000 })
			.toBe(online + 1);
		await expect.poll(() => firstDownload(page).isVisible(), { timeout: 15_000 }).toBe(true);
		await expect.poll(() => cacheAnswered(page), { timeout: 15_000 }).toBe(true);
		expect(await page.getByTestId('llm-device').getByRole('alert').count()).toBe(0);
		await context.close();
	});

	it('cancel during a download stops it and says "Cancelled."', async () => {
		const { page, context } = await newPlayer(browser, { serviceWorker: true });
		await context.route(MODEL_HOSTS, () => undefined); // held: the download never moves on
		await openOnDevice(page);
		await firstDownload(page).click();
		const cancel = page.getByTestId('llm-device').getByRole('button', { name: 'Cancel' });
		await expect.poll(() => cancel.isVisible(), { timeout: 15_000 }).toBe(true);
		expect(await page.getByTestId('llm-device').locator('progress').count()).toBe(1);
		await screenshot(page, 'llm-worker-downloading-en');
		await cancel.click();
		await expect
			.poll(() => page.getByTestId('llm-device').getByRole('alert').innerText(), { timeout: 15_000 })
			.toBe('Cancelled.');
		expect(await page.getByTestId('llm-device').locator('progress').count()).toBe(0);
		expect(await firstDownload(page).isEnabled()).toBe(true);
		await context.close();
	});

	it('a download the worker cannot fetch ends in the network sentence, not a crash', async () => {
		const { page, context } = await newPlayer(browser, { serviceWorker: true });
		await context.route(MODEL_HOSTS, (route) => route.abort('internetdisconnected'));
		await openOnDevice(page);
		await firstDownload(page).click();
		await expect
			.poll(() => page.getByTestId('llm-device').getByRole('alert').innerText(), { timeout: 20_000 })
			.toContain('could not reach');
		expect(await page.getByTestId('llm-device').locator('progress').count()).toBe(0);
		await screenshot(page, 'llm-worker-failed-en');
		await context.close();
	});
});
