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
		// Session zero is played alone or by a GM's table: the card says both, and its page offers the table
		await expect.poll(() => page.getByTestId('mode-quiz').innerText()).toMatch(/1 player, or a GM and 1–24/);
		await page.getByTestId('mode-quiz').click();
		await expect.poll(() => page.getByTestId('quiz-group-table').isVisible()).toBe(true);
		await page.goto('/');
		await page.getByTestId('mode-pirate').click();
		await page.waitForURL('**/pirate');
		await context.close();
	});

	it('shows Russian text for a Russian browser', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		await page.goto('/');
		await expect.poll(() => page.getByTestId('mode-mole').innerText()).toContain('Крот');
		expect(await page.getByTestId('mode-quiz').innerText()).toMatch(/1 игрок или ведущий и 1–24 игрока/);
		await context.close();
	});
});

describe('a wrong address', () => {
	it('a page that does not exist says so in Russian, with a way to the start', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		await page.goto('/no-such-page');
		await expect.poll(() => page.getByTestId('error-page').innerText()).toContain('Такой страницы нет');
		await screenshot(page, 'not-found-ru');
		await page.getByTestId('error-home').click();
		await page.waitForURL((url) => url.pathname === '/');
		await context.close();
	});

	it('a join link without a valid code leads to the code entry', async () => {
		const { page, context } = await newPlayer(browser);
		await page.goto('/join/zz');
		await page.getByTestId('other-code').click();
		await page.waitForURL((url) => url.pathname === '/' && url.hash === '#join');
		await expect.poll(() => page.getByTestId('home-join-code').isVisible()).toBe(true);
		await context.close();
	});
});
