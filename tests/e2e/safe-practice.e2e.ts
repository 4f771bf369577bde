import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusedTestId, launch, newPlayer, screenshot } from './support/browser';
import { latinWords, seriousAxeViolations, smallTapTargets } from './support/axe';
import en from '../../question-packs/scenarios/protection-myths.en.json';
import ru from '../../question-packs/scenarios/protection-myths.ru.json';

/**
 * Safe choices' practice aids at 360 px, in English and Russian (docs/safe-choices.md): a suggested
 * reply tapped (and one sent from the keyboard), the myths set straight, a turn tried again and
 * compared in the progress chart, and the help sorted by the user's region, changed on the screen.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

type Case = {
	locale: string;
	/** A reply the character answers with its next tactic (a myth, in this scenario). */
	neutral: string;
	/** The region the locale names, a contact of its help, and another region with one of its own. */
	region: [string, string];
	other: [string, string];
	/** The heading of the myths set straight. */
	words: RegExp;
	/** The scenario's myths: what the character says when it states one. */
	myths: { lines: string[]; cues: string[] }[];
};
const CASES: Record<'en' | 'ru', Case> = {
	en: {
		locale: 'en-US',
		neutral: 'I see.',
		region: ['US', '988'],
		other: ['NZ', '0800 376 633'],
		words: /Myths set straight/,
		myths: en.myths
	},
	ru: {
		locale: 'ru-RU',
		neutral: 'Понятно.',
		region: ['RU', '8-800-2000-122'],
		other: ['KZ', '150'],
		words: /Мифы и факты/,
		myths: ru.myths
	}
};

const lines = (page: Page) => page.locator('[data-testid="chat-log"] li');
const chips = (page: Page) => page.getByTestId('reply-chips').locator('button');

/** The page is no wider than the phone: nothing scrolls sideways at 360 px. */
const fitsWidth = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Whether the character has stated one of the scenario's myths (its line, or a cue of it). */
const mythSaid = async (page: Page, myths: Case['myths']) =>
	(await page.locator('[data-role="npc"]').allInnerTexts()).some((t) =>
		myths.some((m) => m.lines.some((l) => t.includes(l)) || m.cues.some((c) => t.toLowerCase().includes(c)))
	);

/** Sends `text` from the box and waits for the character's answer. */
const say = async (page: Page, text: string) => {
	const before = await lines(page).count();
	await page.getByTestId('reply').fill(text);
	await page.getByTestId('send').click();
	await expect.poll(() => lines(page).count()).toBe(before + 2);
};

const leave = async (page: Page) => {
	await page.getByTestId('leave').click();
	await expect.poll(() => page.getByTestId('result-view').isVisible()).toBe(true);
};

describe.each(Object.entries(CASES))('Safe choices practice aids at 360 px (%s)', (language, c) => {
	it('a chip reply, the myths, a turn tried again and help by region', async () => {
		const { page, context } = await newPlayer(browser, { locale: c.locale, width: 360, height: 740 });
		await page.goto('/safe');
		await page.getByTestId('choose-protection-myths').click();
		await page.getByTestId('start-scenario').click();
		await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);

		// three suggested replies of different kinds under the box
		await expect.poll(() => chips(page).count()).toBe(3);
		const kinds = await chips(page).evaluateAll((b) => b.map((e) => e.getAttribute('data-kind')));
		expect([...kinds].sort()).toEqual(['firm', 'hedge', 'yes']);
		expect(await fitsWidth(page)).toBe(true);
		expect(await smallTapTargets(page, '[data-testid="reply-chips"]')).toEqual([]);
		expect(await seriousAxeViolations(page)).toEqual([]);
		await screenshot(page, `safe-practice-${language}-chips`);
		// with a phone's keyboard up (a shorter page) the chips give the reply box its room
		await page.setViewportSize({ width: 360, height: 420 });
		await expect.poll(() => page.getByTestId('reply-chips').isVisible()).toBe(false);
		await page.setViewportSize({ width: 360, height: 740 });
		await expect.poll(() => page.getByTestId('reply-chips').isVisible()).toBe(true);

		// keyboard: Tab from the reply box reaches the chips; Enter sends the one focused
		await page.getByTestId('reply').focus();
		await page.keyboard.press('Tab');
		const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
		expect(
			await page.evaluate(() => document.activeElement?.closest('[data-testid="reply-chips"]') !== null)
		).toBe(true);
		const firstTexts = await chips(page).allInnerTexts();
		await page.keyboard.press('Enter');
		await expect.poll(() => lines(page).count()).toBe(3);
		expect(await page.locator('[data-role="player"]').last().innerText()).toContain(focused);
		// a yes (the chips come in a shuffled order) is played out, and the scene pauses to reflect
		if (await page.getByTestId('reflect').isVisible()) await page.getByTestId('reflect-continue').click();
		// the next turn offers new replies: the one sent is not among them
		await expect.poll(() => chips(page).count()).toBe(3);
		expect(await chips(page).allInnerTexts()).not.toEqual(firstTexts);
		expect(await chips(page).allInnerTexts()).not.toContain(focused);

		// a tap sends it too; then a reply the character meets with its next tactic: a myth
		const tapped = page.locator('[data-testid="reply-chips"] button[data-kind="hedge"]');
		const tappedText = (await tapped.innerText()).trim();
		await tapped.click();
		await expect.poll(() => lines(page).count()).toBe(5);
		expect(await page.locator('[data-role="player"]').last().innerText()).toContain(tappedText);
		// which line the character picks follows what the replies did: go on until it states a myth
		for (let turn = 0; turn < 4 && !(await mythSaid(page, c.myths)); turn++) {
			if (await page.getByTestId('reflect').isVisible()) await page.getByTestId('reflect-continue').click();
			await say(page, c.neutral);
		}
		await leave(page);

		// the myths the character said, each with the fact and its source
		const result = page.getByTestId('result-view');
		expect(await result.innerText()).toMatch(c.words);
		expect(await page.getByTestId('myths').locator('li').count()).toBeGreaterThanOrEqual(1);
		expect(await page.getByTestId('myths').locator('a[href^="https://"]').count()).toBeGreaterThanOrEqual(1);

		// help by region: the locale's country first; changed on the screen, its help comes first
		const help = result.getByTestId('region-help');
		expect(await help.getAttribute('data-region')).toBe(c.region[0]);
		expect(await help.getByTestId('help-here').innerText()).toContain(c.region[1]);
		expect(await help.getByTestId('help-checked').isVisible()).toBe(true);
		await help.getByTestId('help-region').selectOption(c.other[0]);
		await expect.poll(() => help.getAttribute('data-region')).toBe(c.other[0]);
		expect(await help.getByTestId('help-here').innerText()).toContain(c.other[1]);
		expect(await help.getByTestId('help-here').innerText()).not.toContain(c.region[1]);
		// the other countries are a tap away
		const elsewhere = help.getByTestId('help-elsewhere');
		expect(await elsewhere.locator('a:visible').count()).toBe(0);
		await elsewhere.locator('summary').click();
		expect(await elsewhere.innerText()).toContain(c.region[1]);
		expect(await fitsWidth(page)).toBe(true);
		expect(await seriousAxeViolations(page)).toEqual([]);
		if (language === 'ru') expect(await latinWords(page)).toEqual([]);
		await screenshot(page, `safe-practice-${language}-result`);

		// try turn 2 again: a new attempt from there, the chat before it kept
		const kept = 3; // the opening, turn 1 and its answer
		await page.getByTestId('rewind-2').click();
		await expect.poll(() => page.getByTestId('rewind-note').isVisible()).toBe(true);
		await expect.poll(() => lines(page).count()).toBe(kept);
		await expect.poll(() => focusedTestId(page)).toBe('reply');
		await expect.poll(() => chips(page).count()).toBe(3);
		await page.locator('[data-testid="reply-chips"] button[data-kind="help"]').click();
		await expect.poll(() => lines(page).count()).toBe(kept + 2);
		await leave(page);

		// both attempts kept and compared in the progress chart
		const chart = page.getByTestId('progress-chart');
		expect(await chart.locator('circle').count()).toBe(2);
		expect(await chart.getByTestId('rewind-compare').innerText()).toMatch(/2.*2.*1.*\d+ → \d+/);
		// the region chosen is kept for the next help screen
		expect(await page.getByTestId('region-help').getAttribute('data-region')).toBe(c.other[0]);
		await screenshot(page, `safe-practice-${language}-compare`);
		await context.close();
	});
});
