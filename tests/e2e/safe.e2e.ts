import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** Page model of Safe choices (offline: scripted NPC, heuristic scorer). */
const safe = (page: Page) => ({
	open: async () => {
		await page.goto('/safe');
		try {
			await expect.poll(() => page.locator('[data-testid^="scenario-"]').count()).toBeGreaterThanOrEqual(4);
		} catch (e) {
			await screenshot(page, 'safe-open-failed');
			console.log(await page.locator('main').innerText());
			throw e;
		}
	},
	start: async (id: string) => {
		await page.getByTestId(`scenario-${id}`).getByRole('button').click();
		await expect.poll(() => page.getByTestId('scenario-brief').isVisible()).toBe(true);
		await page.getByTestId('start-scenario').click();
		await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);
	},
	say: async (text: string) => {
		const before = await page.locator('[data-testid="chat-log"] li').count();
		await page.getByTestId('reply').fill(text);
		await page.getByTestId('send').click();
		await expect
			.poll(
				async () =>
					(await page.getByTestId('result-view').isVisible()) ||
					(await page.locator('[data-testid="chat-log"] li').count()) >= before + 2
			)
			.toBe(true);
	},
	result: () => page.getByTestId('result-view')
});

const playToTheEnd = async (
	page: Page,
	id: string,
	lines: { hesitant: string; firm: string[] },
	shot: string
) => {
	const s = safe(page);
	await s.open();
	await s.start(id);
	// "Leave" is visible from the first line on
	expect(await page.getByTestId('leave').isVisible()).toBe(true);
	await s.say(lines.hesitant);
	await s.say(lines.firm[0]);
	// forced assessment: "How am I doing?"
	await page.getByTestId('how-am-i-doing').click();
	await expect.poll(() => page.getByTestId('check-in').isVisible()).toBe(true);
	expect(['low', 'medium', 'high']).toContain(
		await page.getByTestId('check-in').getByTestId('risk-result').getAttribute('data-level')
	);
	await screenshot(page, `${shot}-check-in`);
	await page.getByTestId('check-in').getByRole('button').last().click();
	// a second firm refusal in a row: the NPC gives up and the scenario ends
	await s.say(lines.firm[1]);
	await expect.poll(() => s.result().isVisible()).toBe(true);
	expect(await page.getByTestId('end-text').getAttribute('data-status')).toBe('gave_up');
	const level = await s.result().getByTestId('risk-result').getAttribute('data-level');
	expect(['low', 'medium']).toContain(level);
	expect(await page.getByTestId('dimension-bars').locator('li').count()).toBe(4);
	expect((await page.getByTestId('risk-notes').innerText()).length).toBeGreaterThan(40);
	expect(await page.getByTestId('resources').locator('li').count()).toBeGreaterThanOrEqual(2);
	await screenshot(page, `${shot}-result`);
	return s;
};

describe('safe choices (offline)', () => {
	it('plays an English scenario to the end, forces an assessment, and shows progress after a second attempt', async () => {
		const { page, context } = await newPlayer(browser);
		await playToTheEnd(
			page,
			'party-pressure',
			{
				hesitant: 'Um, I don’t know…',
				firm: ['No. You’re pressuring me.', 'I said no, that’s not happening. I’ll tell my mom about this.']
			},
			'safe-en'
		);
		const firstScore = Number(await page.getByTestId('risk-score').innerText());
		// second attempt: agree, then leave with the always-visible button
		await page.getByTestId('try-again').click();
		await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);
		await safe(page).say('Okay fine, I’ll have one.');
		await page.getByTestId('leave').click();
		await expect.poll(() => safe(page).result().isVisible()).toBe(true);
		expect(await page.getByTestId('end-text').getAttribute('data-status')).toBe('left');
		expect(Number(await page.getByTestId('risk-score').innerText())).toBeGreaterThan(firstScore);
		const chart = page.getByTestId('progress-chart');
		expect(await chart.isVisible()).toBe(true);
		expect(await chart.locator('circle').count()).toBe(2);
		await screenshot(page, 'safe-en-progress');
		// the picker shows the scenario's progress too
		await page.getByTestId('other-scenario').click();
		await expect
			.poll(() => page.getByTestId('scenario-party-pressure').getByTestId('progress-chart').isVisible())
			.toBe(true);
		await screenshot(page, 'safe-en-picker');
		await context.close();
	});

	it('plays a Russian scenario in the UI language', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		await playToTheEnd(
			page,
			'online-stranger',
			{
				hesitant: 'Ну не знаю…',
				firm: [
					'Нет. Ты меня торопишь, это подозрительно.',
					'Нет, я не буду ничего отправлять. Расскажу маме.'
				]
			},
			'safe-ru'
		);
		expect(await page.getByTestId('risk-level').innerText()).toMatch(/риск/);
		await page.getByTestId('try-again').click();
		await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);
		await safe(page).say('Может быть…');
		await page.getByTestId('leave').click();
		await expect.poll(() => safe(page).result().isVisible()).toBe(true);
		expect(await page.getByTestId('progress-chart').locator('circle').count()).toBe(2);
		await screenshot(page, 'safe-ru-progress');
		await context.close();
	});
});
