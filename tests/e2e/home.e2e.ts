import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

describe('home', () => {
	it('lists the five modes and each opens its start screen', async () => {
		const { page, context } = await newPlayer(browser);
		await page.goto('/');
		for (const key of ['nhie', 'quiz', 'safe', 'mole', 'pirate']) {
			await expect.poll(() => page.getByTestId(`mode-${key}`).isVisible()).toBe(true);
		}
		await screenshot(page, 'home-en');
		await page.getByTestId('mode-pirate').click();
		await page.waitForURL('**/pirate');
		await context.close();
	});

	it('shows Russian text for a Russian browser', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		await page.goto('/');
		await expect.poll(() => page.getByTestId('mode-mole').innerText()).toContain('Крот');
		await context.close();
	});
});
