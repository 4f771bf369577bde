import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPlayer, screenshot } from './support/browser';
import { savedSetting } from './support/saved-setting';

/** Settings has a language picker and a theme (system / light / dark); dark mode works. */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** The saved UI settings row (key `ui`). */
const savedUi = (page: Page) => savedSetting(page, 'ui');

/** Relative luminance (0 black … 1 white) of the page background as the browser paints it. */
const backgroundLuminance = (page: Page) =>
	page.evaluate(() => {
		const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
		const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
		return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
	});
const themeAttr = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);
const bodyText = (page: Page) => page.locator('body').innerText();

describe('settings', () => {
	it('Русский switches the UI to Russian at once, after a reload and on other pages', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'en-US' });
		await page.goto('/settings');
		await expect.poll(() => page.locator('h1').innerText()).toBe('Settings');
		expect(await page.getByTestId('ui-language').inputValue()).toBe('en');

		await page.getByTestId('ui-language').selectOption({ label: 'Русский' });
		await expect.poll(() => page.locator('h1').innerText()).toBe('Настройки');
		expect(await page.getByLabel('Язык', { exact: true }).inputValue()).toBe('ru');
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
		const general = await page.locator('section').first().innerText();
		expect(general).toMatch(/Общие[\s\S]*Язык[\s\S]*Тема/);
		expect(general).not.toMatch(/General|Language|Theme/);
		await expect.poll(() => savedUi(page)).toMatchObject({ key: 'ui' });
		expect(JSON.stringify(await savedUi(page))).toContain('"language":"ru"');
		await screenshot(page, 'settings-ru');

		await page.reload();
		await expect.poll(() => page.locator('h1').innerText()).toBe('Настройки');
		expect(await page.getByTestId('ui-language').inputValue()).toBe('ru');
		await page.goto('/');
		await expect.poll(() => page.getByTestId('mode-mole').innerText()).toContain('Крот');
		expect(await bodyText(page)).not.toMatch(/Settings/);

		// And back: English at once, and it stays after a reload.
		await page.goto('/settings');
		await page.getByTestId('ui-language').selectOption('en');
		await expect.poll(() => page.locator('h1').innerText()).toBe('Settings');
		await page.reload();
		await expect.poll(() => page.locator('h1').innerText()).toBe('Settings');
		await context.close();
	});

	it('Dark pins the dark theme on a light device, Light pins light on a dark one, both survive a reload', async () => {
		const { page, context } = await newPlayer(browser, { colorScheme: 'light' });
		await page.goto('/settings');
		await expect.poll(() => page.locator('h1').innerText()).toBe('Settings');
		expect(await themeAttr(page)).toBeNull();
		const light = await backgroundLuminance(page);
		expect(light).toBeGreaterThan(0.7);

		await page.getByLabel('Theme', { exact: true }).selectOption({ label: 'Dark' });
		await expect.poll(() => themeAttr(page)).toBe('dark');
		await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.05);
		await screenshot(page, 'settings-dark');
		await page.reload();
		await expect.poll(() => themeAttr(page)).toBe('dark');
		expect(await backgroundLuminance(page)).toBeLessThan(0.05);
		expect(await page.getByLabel('Theme', { exact: true }).inputValue()).toBe('dark');
		await context.close();

		const dark = await newPlayer(browser, { colorScheme: 'dark' });
		await dark.page.goto('/settings');
		await expect.poll(() => dark.page.locator('h1').innerText()).toBe('Settings');
		await expect.poll(() => backgroundLuminance(dark.page)).toBeLessThan(0.05);
		await dark.page.getByLabel('Theme', { exact: true }).selectOption('light');
		await expect.poll(() => themeAttr(dark.page)).toBe('light');
		await expect.poll(() => backgroundLuminance(dark.page)).toBeGreaterThan(0.7);
		await dark.page.reload();
		await expect.poll(() => themeAttr(dark.page)).toBe('light');
		expect(await backgroundLuminance(dark.page)).toBeGreaterThan(0.7);
		await dark.context.close();
	});

	it('a pinned dark theme is painted before the app has started (no light flash)', async () => {
		// No service worker: it would serve the app's scripts from its cache, past the route below.
		const context = await browser.newContext({
			baseURL: baseUrl(),
			colorScheme: 'light',
			serviceWorkers: 'block'
		});
		const page = await context.newPage();
		await page.goto('/settings');
		await page.getByLabel('Theme', { exact: true }).selectOption({ label: 'Dark' });
		await expect.poll(() => themeAttr(page)).toBe('dark');

		// The next visit, to a prerendered start page, with the app's JavaScript held back.
		const held: Route[] = [];
		await page.route('**/_app/**/*.js', (route) => void held.push(route));
		await page.goto('/', { waitUntil: 'commit' });
		await page.waitForSelector('main h1');
		await expect.poll(() => held.length).toBeGreaterThan(0);
		// The stylesheet has come (the body has a background), the app has not started.
		await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)');
		expect(await page.evaluate(() => document.documentElement.classList.contains('app-booting'))).toBe(true);
		expect(await themeAttr(page)).toBe('dark');
		expect(await backgroundLuminance(page)).toBeLessThan(0.05);
		await context.close();
	});

	it('"Same as the device" follows the colour scheme, also when it changes', async () => {
		const { page, context } = await newPlayer(browser, { colorScheme: 'dark' });
		await page.goto('/settings');
		await expect.poll(() => page.locator('h1').innerText()).toBe('Settings');
		// Pin the other scheme first, then go back to the device's scheme.
		await page.getByLabel('Theme', { exact: true }).selectOption('light');
		await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.7);
		await page.getByLabel('Theme', { exact: true }).selectOption({ label: 'Same as the device' });
		await expect.poll(() => themeAttr(page)).toBeNull();
		await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.05);

		await page.emulateMedia({ colorScheme: 'light' });
		await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.7);
		await screenshot(page, 'settings-system-light');
		await page.emulateMedia({ colorScheme: 'dark' });
		await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.05);

		await page.reload();
		await expect.poll(() => page.getByLabel('Theme', { exact: true }).inputValue()).toBe('system');
		expect(await themeAttr(page)).toBeNull();
		expect(await backgroundLuminance(page)).toBeLessThan(0.05);
		await context.close();
	});
});
