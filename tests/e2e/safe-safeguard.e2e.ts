import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { focusedTestId, launch, newPlayer, screenshot } from './support/browser';

/**
 * Safe choices at 360 px, in English and Russian (docs/safe-choices.md "Safeguarding", "The
 * character"): a disclosure stops the scene and shows help, with no character line after it; a yes
 * is played out and the scene pauses to reflect; "This is happening to me" is one tap away.
 */
let browser: Browser;
beforeAll(async () => {
	vi.setConfig({ expect: { poll: { timeout: 8000 } } });
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const open = async (page: Page, id: string) => {
	await page.goto('/safe');
	await expect
		.poll(() => page.locator('[data-testid="safe-scenarios"]:not([aria-busy="true"])').count())
		.toBe(1);
	await page.getByTestId(`scenario-${id}`).getByRole('button').click();
	await expect.poll(() => page.getByTestId('scenario-brief').isVisible()).toBe(true);
	await page.getByTestId('start-scenario').click();
	await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);
};

const send = async (page: Page, text: string) => {
	await page.getByTestId('reply').fill(text);
	await page.getByTestId('send').click();
};

/** Nothing wider than the screen: no sideways scrolling at 360 px. */
const fitsWidth = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const CASES = [
	{
		locale: 'en-GB',
		disclosure:
			'wait this is literally happening to me irl. my coach does this and i dont know what to do 😟',
		yes: 'ok fine',
		happening: 'This is happening to me',
		region: 'GB'
	},
	{
		locale: 'ru-RU',
		disclosure: 'мне правда страшно, помогите',
		yes: 'ок пошли',
		happening: 'Это происходит со мной',
		region: 'RU'
	}
] as const;

describe.each(CASES)('Safe choices at 360 px ($locale)', ({ locale, disclosure, yes, happening, region }) => {
	it('a disclosure stops the scene: no character line, help shown, not scored', async () => {
		const { page, context } = await newPlayer(browser, { locale, width: 360, height: 740 });
		try {
			await open(page, 'secret-keeper');
			expect(await page.getByTestId('happening').innerText()).toBe(happening);
			expect(await page.getByTestId('happening').isVisible()).toBe(true);
			expect(await fitsWidth(page)).toBe(true);
			await send(page, disclosure);
			await expect.poll(() => page.getByTestId('safeguard').isVisible()).toBe(true);
			// the help of the user's own country first (docs/safe-choices.md "Help by region")
			const help = page.getByTestId('safeguard').getByTestId('region-help');
			await expect.poll(() => help.getAttribute('data-region')).toBe(region);
			expect(await help.getByTestId('help-here').locator('li').count()).toBeGreaterThan(0);
			expect(await page.getByTestId('safeguard-adult').isVisible()).toBe(true);
			expect(await page.getByTestId('result-view').count()).toBe(0);
			expect(await fitsWidth(page)).toBe(true);
			await screenshot(page, `safe-safeguard-${locale}`);
			// "Keep this conversation" goes when pressed: its confirmation has the focus, not the page
			await page.getByTestId('safeguard-keep').click();
			await expect.poll(() => focusedTestId(page)).toBe('safeguard-kept');
			// the character never answered: back in the scene, its last line is still the opening
			await page.getByTestId('safeguard-not-real').click();
			await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);
		} catch (e) {
			await screenshot(page, `safe-safeguard-${locale}-failed`);
			throw e;
		} finally {
			await context.close();
		}
	});

	it('"This is happening to me" is one tap from the chat', async () => {
		const { page, context } = await newPlayer(browser, { locale, width: 360, height: 740 });
		try {
			await open(page, 'online-stranger');
			await page.getByTestId('happening').click();
			await expect.poll(() => page.getByTestId('safeguard').isVisible()).toBe(true);
			// nothing was typed: the screen does not speak of "what you wrote"
			expect(await page.getByTestId('safeguard-not-game').innerText()).not.toMatch(/wrote|написали/);
		} finally {
			await context.close();
		}
	});

	it('a yes is played out, then the scene pauses to reflect', async () => {
		const { page, context } = await newPlayer(browser, { locale, width: 360, height: 740 });
		try {
			await open(page, 'party-pressure');
			await send(page, yes);
			await expect.poll(() => page.getByTestId('reflect').isVisible()).toBe(true);
			expect(await page.locator('[data-role="npc"]').count()).toBe(2);
			expect(await fitsWidth(page)).toBe(true);
			await screenshot(page, `safe-reflect-${locale}`);
			await page.getByTestId('reflect-continue').click();
			await expect.poll(() => page.getByTestId('reflect').count()).toBe(0);
			expect(await page.getByTestId('send').isDisabled()).toBe(false);
		} catch (e) {
			await screenshot(page, `safe-reflect-${locale}-failed`);
			throw e;
		} finally {
			await context.close();
		}
	});

	it('a disclosure typed in the pause to reflect stops the scene', async () => {
		const { page, context } = await newPlayer(browser, { locale, width: 360, height: 740 });
		try {
			await open(page, 'party-pressure');
			await send(page, yes);
			await expect.poll(() => page.getByTestId('reflect').isVisible()).toBe(true);
			await page.getByTestId('reply').fill(disclosure);
			await page.getByTestId('reply').press('Enter');
			await expect.poll(() => page.getByTestId('safeguard').isVisible()).toBe(true);
		} finally {
			await context.close();
		}
	});
});

describe('help goes by where the user is, not by the app language', () => {
	it('a Russian screen in the US lists 988 and 911', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-US', width: 360, height: 740 });
		try {
			await open(page, 'online-stranger');
			expect(await page.getByTestId('happening').innerText()).toBe('Это происходит со мной');
			await page.getByTestId('happening').click();
			const help = page.getByTestId('safeguard').getByTestId('region-help');
			await expect.poll(() => help.getAttribute('data-region')).toBe('US');
			await expect.poll(() => help.getByTestId('help-here').innerText()).toMatch(/988/);
			expect(await help.getByTestId('help-here').innerText()).toMatch(/911/);
			await screenshot(page, 'safe-safeguard-ru-US');
		} finally {
			await context.close();
		}
	});
});
