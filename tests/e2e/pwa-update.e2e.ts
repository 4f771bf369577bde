import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot, untilControlledByServiceWorker } from './support/browser';
import { ownServer } from './support/own-server';

let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

describe('PWA (issue: platform)', () => {
	it('shows "update available" when a new version is deployed, and Reload switches to it', async () => {
		// Its own server: the new version must not reach the pages of the e2e file running beside it.
		const server = await ownServer();
		const { page, context } = await newPlayer(browser, { baseURL: server.url, serviceWorker: true });
		await page.goto('/');
		await untilControlledByServiceWorker(page);

		// Deploy a "new version": the service worker script changes by one byte.
		const sw = path.join(server.dir, 'sw.js');
		appendFileSync(sw, '\n// next version\n');
		try {
			await page.evaluate(async () => {
				const reg = await navigator.serviceWorker.getRegistration();
				await reg?.update();
			});
			await expect.poll(() => page.getByText('A new version of Parlor is ready.').isVisible()).toBe(true);
			await screenshot(page, 'pwa-update-toast');
			await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
			await expect.poll(() => page.getByTestId('mode-nhie').isVisible()).toBe(true);
			await expect.poll(() => page.getByText('A new version of Parlor is ready.').count()).toBe(0);
		} finally {
			await context.close();
			await server.close();
		}
	});

	it('offers "Install app" when the browser offers installation', async () => {
		const { page, context } = await newPlayer(browser, { serviceWorker: true });
		await page.goto('/');
		await expect.poll(() => page.getByTestId('mode-nhie').isVisible()).toBe(true);
		expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
		// Headless Chromium never decides on its own that the app is installable: send its event.
		await page.evaluate(() => {
			const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
				prompt: () => Promise<void>;
			};
			e.prompt = () => {
				(window as unknown as { prompted: boolean }).prompted = true;
				return Promise.resolve();
			};
			window.dispatchEvent(e);
		});
		await page.getByRole('button', { name: 'Install app' }).click();
		await expect
			.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
			.toBe(true);
		expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
		await context.close();
	});
});
