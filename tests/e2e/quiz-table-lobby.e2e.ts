import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launch, newPlayer, screenshot } from './support/browser';
import { joinAs, screenLink } from './support/party';
import { COSY, GRIM, quiz } from './support/quiz';

/**
 * docs/session-zero.md "Session zero for a group" C: Session zero for a group over PeerJS. A GM opens a room; three players join on their
 * own phones (separate contexts), run the questionnaire there and send only their result; two share
 * their Lines and Veils with the GM, one does not. The GM's group view fills in as results arrive.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const POLL = { timeout: 30_000, interval: 200 };
const OUT = '/tmp/parlor-e2e-table-lobby';

type Plan = { name: string; answers: Record<string, string>; line: string; share: boolean; ru?: boolean };
const PLANS: Plan[] = [
	{ name: 'Anna', answers: GRIM, line: 'spiders', share: true },
	{ name: 'Boris', answers: { ...GRIM, q_unknown: 'o_open' }, line: 'sexual_violence', share: true },
	// does not tick "share with the GM": their Line must not reach the GM; plays in Russian
	{ name: 'Chen', answers: COSY, line: 'needles', share: false, ru: true }
];

/** A player's phone: the run in the room, a Line on the checklist, then "Send to the GM". */
const play = async (page: Page, plan: Plan) => {
	const q = quiz(page);
	await page.getByTestId('quiz-start').click();
	await q.finish(plan.answers);
	await q.adjustLimits({ [plan.line]: 'line' });
	expect(await page.getByTestId('room-share-gm').isChecked()).toBe(false); // seed 002 section 12.2: off by default
	if (plan.share) await page.getByTestId('room-share-gm').check();
	await page.getByTestId('room-send-result').click();
	const sent = plan.ru
		? 'Ваш результат у ведущего — без черт и вуалей.'
		: plan.share
			? 'The GM has your result, with your Lines and Veils.'
			: 'The GM has your result, without your Lines and Veils.';
	await expect.poll(() => page.getByTestId('room-sent').innerText(), POLL).toBe(sent);
	// the button is free again once the GM's table answered
	expect(await page.getByTestId('room-send-result').innerText()).toBe(
		plan.ru ? 'Отправить ещё раз' : 'Send again'
	);
};

const statuses = (gm: Page) =>
	gm.getByTestId('room-player').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));

describe('Session zero for a group over PeerJS', () => {
	it('a GM and 3 players: 3 dots per scale, the largest split first, the shared Lines only, a proposal, a one-page charter', async () => {
		const gm = await newPlayer(browser, { width: 360 });
		await gm.page.goto('/quiz/table');
		await gm.page.getByTestId('table-room').click();
		await gm.page.getByTestId('name-input').fill('GM');
		await gm.page.getByTestId('table-room-name').fill('Thursday');
		await gm.page.getByTestId('create-lobby').click();
		await expect.poll(() => gm.page.getByTestId('room-code').isVisible(), POLL).toBe(true);
		const code = await gm.page.getByTestId('room-code').innerText();

		const players = await Promise.all(
			PLANS.map((p) => newPlayer(browser, { width: 360, locale: p.ru ? 'ru-RU' : 'en-US' }))
		);
		await Promise.all(
			players.map(async ({ page }, i) => {
				await joinAs(page, code, PLANS[i].name);
				await page.getByTestId('room-waiting').waitFor();
			})
		);
		await expect.poll(() => gm.page.getByTestId('player-item').count(), POLL).toBe(4);
		await gm.page.getByTestId('start-game').click();
		await expect.poll(() => statuses(gm.page), POLL).toEqual(['answering', 'answering', 'answering']);
		await gm.page.getByTestId('table-empty').waitFor();

		// each phone runs its own questionnaire, all at once
		await Promise.all(players.map(({ page }, i) => play(page, PLANS[i])));
		await screenshot(players[2].page, 'quiz-table-lobby-player-ru-360');
		expect(await players[2].page.getByTestId('room-send').innerText()).toContain(
			'Отправьте результат ведущему'
		);
		expect(await seriousAxeViolations(players[2].page)).toEqual([]);
		await expect.poll(() => statuses(gm.page), POLL).toEqual(['done', 'done', 'done']);
		expect(await gm.page.getByTestId('room-progress').innerText()).toBe('3 of 3 players done');
		// a player sees how far the table is, never another player's answers
		await expect
			.poll(() => players[0].page.getByTestId('room-others').innerText(), POLL)
			.toBe('3 of 3 players are done.');
		expect(await players[0].page.locator('[data-testid=group-lines]').count()).toBe(0);

		// the group view: 3 dots on every scale
		const page = gm.page;
		const axes = page.getByTestId('group-axis');
		await expect.poll(() => axes.count(), POLL).toBe(8);
		for (let i = 0; i < 8; i++) expect(await axes.nth(i).getByTestId('group-dot').count()).toBe(3);
		// the largest disagreement first
		const spreads = await axes.evaluateAll((els) =>
			els.map((e) => ({
				axis: e.getAttribute('data-axis'),
				spread: Number(e.querySelector('h3 .muted')?.textContent?.match(/-?[\d.]+/)?.[0])
			}))
		);
		const first = await page.getByTestId('group-disagreement').first().getAttribute('data-axis');
		const widest = Math.max(...spreads.map((s) => s.spread));
		expect(widest).toBeGreaterThan(0);
		expect(spreads.find((s) => s.axis === first)!.spread).toBe(widest);
		// the union of the shared Lines, by checklist topic, and nothing of Chen's
		const tags = (id: string) =>
			page
				.getByTestId(id)
				.locator('li[data-tag]')
				.evaluateAll((els) => els.map((e) => e.getAttribute('data-tag')));
		expect(await tags('group-lines')).toEqual(['sexual_violence', 'spiders']);
		expect(await page.getByTestId('group-lines').innerText()).toContain('Spiders');
		expect(await page.getByTestId('group-safety').innerText()).not.toContain('Needles');
		expect(await page.getByTestId('group-safety').innerText()).toContain('Shared by 2 of 3 players');
		// a proposal
		expect((await page.getByTestId('group-proposal-leader').innerText()).length).toBeGreaterThan(0);
		// 360 px: nothing wider than the screen
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await screenshot(page, 'quiz-table-lobby-gm-360');
		expect(await seriousAxeViolations(page)).toEqual([]);
		// a dot names its player on keyboard focus, for the eye and for a screen reader, on the screen
		const dots = axes.first().getByTestId('group-dot');
		expect(await dots.nth(1).getByTestId('group-dot-name').isVisible()).toBe(false);
		await dots.first().focus();
		await page.keyboard.press('Tab');
		const named = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
		expect(named).toMatch(/^(Anna|Boris|Chen): -?[\d.]+$/);
		const tip = dots.nth(1).getByTestId('group-dot-name');
		await expect.poll(() => tip.isVisible(), POLL).toBe(true);
		expect(await tip.innerText()).toBe(named);
		const box = (await tip.boundingBox())!;
		expect(box.x).toBeGreaterThanOrEqual(0);
		expect(box.x + box.width).toBeLessThanOrEqual(360);

		// the big screen (docs/session-zero.md "Session zero for a group"): the same group view, anonymous although the GM shows names
		const tv = await newPlayer(browser, { width: 1280, height: 720 });
		await tv.page.goto(await screenLink(gm.page));
		const onTv = tv.page.getByTestId('screen-table');
		await expect.poll(() => onTv.getByTestId('group-axis').count(), POLL).toBe(8);
		const tvAxes = onTv.getByTestId('group-axis');
		for (let i = 0; i < 8; i++) expect(await tvAxes.nth(i).getByTestId('group-dot').count()).toBe(3);
		expect(await onTv.getByTestId('group-dot').evaluateAll((els) => els.map((e) => e.textContent))).toEqual(
			Array(24).fill('')
		);
		expect(await tags('group-lines')).toEqual(
			await onTv
				.getByTestId('group-lines')
				.locator('li[data-tag]')
				.evaluateAll((els) => els.map((e) => e.getAttribute('data-tag')))
		);
		expect(await onTv.getByTestId('group-disagreement').first().getAttribute('data-axis')).toBe(first);
		const tvText = await onTv.evaluate((e) => e.textContent ?? '');
		for (const p of PLANS) expect(tvText).not.toContain(p.name);
		expect(tvText).not.toContain('Needles');
		expect(await seriousAxeViolations(tv.page)).toEqual([]);
		await screenshot(tv.page, 'quiz-table-lobby-screen-1280');

		// kept on the GM's device, as a table of /quiz/table (and so in "Your data")
		const charterLink = await page.getByTestId('table-charter-link').inputValue();
		const tables = await gm.context.newPage();
		await tables.goto('/quiz/table');
		await expect.poll(() => tables.getByText('Thursday · 3 players').count(), POLL).toBe(1);

		// the charter: one printed page, written under /tmp and looked at as a picture
		const charter = await gm.context.newPage();
		await charter.goto(charterLink);
		await charter.getByTestId('charter').waitFor();
		expect(await charter.getByTestId('charter-lines').innerText()).toContain('Spiders');
		expect(await charter.getByTestId('charter-lines').innerText()).not.toContain('Needles');
		await charter.emulateMedia({ media: 'print' });
		mkdirSync(OUT, { recursive: true });
		const pdf = await charter.pdf({ format: 'A4', printBackground: true });
		writeFileSync(path.join(OUT, 'charter-A4.pdf'), pdf);
		const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
		expect(pages.length).toBe(1);
		// A4 at 96 dpi: the print-media page as it goes on paper
		await charter.setViewportSize({ width: 794, height: 1123 });
		await charter.screenshot({ path: path.join(OUT, 'charter-print.png'), fullPage: true });

		for (const p of [...players, gm]) await p.context.close();
	});
});
