import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot, untilControlledByServiceWorker } from './support/browser';

let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const MODES = ['nhie', 'quiz', 'safe', 'mole', 'pirate'] as const;

describe('PWA offline (issue: platform)', () => {
	it('after one visit, the app and every mode start screen open with the network off', async () => {
		const { page, context } = await newPlayer(browser, { serviceWorker: true });
		await page.goto('/');
		// The service worker precaches the shell and the packs; wait until it controls the page.
		await untilControlledByServiceWorker(page);

		await context.setOffline(true);
		await page.reload();
		await expect.poll(() => page.getByTestId('mode-nhie').isVisible()).toBe(true);
		// Debian's Chromium 150 keeps the emulated network down across the reload (a fetch fails) but
		// starts the service-worker-served document with navigator.onLine = true and no 'offline'
		// event; a real phone in airplane mode reports false. Re-applying the emulation sends the
		// event the app listens to, as a real loss of network does.
		await context.setOffline(false);
		await context.setOffline(true);
		await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Offline');
		// on a 360 px phone the badge fits the header beside the app's name, not against it
		await page.setViewportSize({ width: 360, height: 740 });
		const brand = (await page.locator('header .brand').boundingBox())!;
		const badge = (await page.locator('header .offline').boundingBox())!;
		expect(badge.x - (brand.x + brand.width)).toBeGreaterThanOrEqual(8);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		for (const mode of MODES) {
			await page.goto(`/${mode}`);
			await expect.poll(() => page.locator('main h1').first().isVisible()).toBe(true);
			const text = await page.locator('main').innerText();
			expect(text).not.toMatch(/500|Internal Error|Failed to fetch/);
			await screenshot(page, `offline-${mode}`);
		}
		await context.close();
	});
});
