import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { joinAs } from './support/party';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot } from './support/browser';
import { quiz } from './support/quiz';

/**
 * docs/session-zero.md "The charter" and "Own Lines, safety tools, access": a GM and three players
 * on phones (360 px), in English and in Russian. Two want it grim, one cosy, so Tone splits; one
 * player writes a Line of their own, everyone votes for safety tools, the GM picks the tools. The
 * charter names the split with its prompt, the free-text Line and the tools, and claims nothing
 * nobody was asked.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const POLL = { timeout: 30_000, interval: 200 };

type Option = { id: string; effects?: { axis_deltas?: Record<string, number> } };
/** For every question, the option that moves Tone furthest towards `sign` (so the table splits on Tone). */
const toneAnswers = (sign: 1 | -1): Record<string, string> => {
	const pack = JSON.parse(readFileSync('question-packs/questionnaire/session-zero.en.json', 'utf8')) as {
		questions: { id: string; options?: Option[] }[];
	};
	const out: Record<string, string> = { q_limits_gate: 'o_open' };
	for (const q of pack.questions) {
		const best = [...(q.options ?? [])].sort(
			(a, b) => sign * ((b.effects?.axis_deltas?.tone ?? 0) - (a.effects?.axis_deltas?.tone ?? 0))
		)[0];
		if (best && !out[q.id]) out[q.id] = best.id;
	}
	return out;
};
const GRIM = toneAnswers(1);
const COSY = toneAnswers(-1);

type Plan = { name: string; answers: Record<string, string>; own?: string; tools: string[]; note?: string };
const WORDS = {
	en: {
		line: 'Harm to animals',
		note: 'Large print please',
		split: 'split, from',
		talk: 'Talk about it first.'
	},
	ru: {
		line: 'Жестокость к животным',
		note: 'Крупный шрифт, пожалуйста',
		split: 'мнения разделились, от',
		talk: 'Обсудите это в первую очередь.'
	}
} as const;

const play = async (page: Page, plan: Plan) => {
	const q = quiz(page);
	await page.getByTestId('quiz-start').click();
	await q.finish(plan.answers);
	if (plan.own || plan.note) {
		await page.getByTestId('room-share-gm').check();
		if (plan.own) await page.getByTestId('room-own-lines').fill(plan.own);
		if (plan.note) await page.getByTestId('room-access-note').fill(plan.note);
	}
	for (const t of plan.tools) await page.getByTestId(`room-tool-${t}`).check();
	await page.getByTestId('room-send-result').click();
	await expect.poll(() => page.getByTestId('room-sent').innerText(), POLL).not.toBe('');
};

describe.each(['en', 'ru'] as const)('the table charter at 360 px (%s)', (lang) => {
	it('names the split, the free-text Line and the agreed safety tools, and nothing not asked', async () => {
		const w = WORDS[lang];
		const locale = lang === 'ru' ? 'ru-RU' : 'en-US';
		const plans: Plan[] = [
			{ name: 'Anna', answers: GRIM, own: w.line, tools: ['x_card', 'lines_veils'], note: w.note },
			{ name: 'Boris', answers: { ...GRIM, q_unknown: 'o_open' }, tools: ['x_card'] },
			{ name: 'Chen', answers: COSY, tools: ['x_card', 'check_ins'] }
		];
		const gm = await newPlayer(browser, { width: 360, locale });
		await gm.page.goto('/quiz/table');
		await gm.page.getByTestId('table-room').click();
		await gm.page.getByTestId('name-input').fill('GM');
		await gm.page.getByTestId('table-room-name').fill('Thursday');
		await gm.page.getByTestId('create-lobby').click();
		await expect.poll(() => gm.page.getByTestId('room-code').isVisible(), POLL).toBe(true);
		const code = await gm.page.getByTestId('room-code').innerText();
		const players = await Promise.all(plans.map(() => newPlayer(browser, { width: 360, locale })));
		await Promise.all(
			players.map(async ({ page }, i) => {
				await joinAs(page, code, plans[i].name);
				await page.getByTestId('room-waiting').waitFor();
			})
		);
		await expect.poll(() => gm.page.getByTestId('player-item').count(), POLL).toBe(4);
		await gm.page.getByTestId('start-game').click();
		await Promise.all(players.map(({ page }, i) => play(page, plans[i])));
		await screenshot(players[0].page, `quiz-table-charter-player-${lang}-360`);

		const page = gm.page;
		await expect.poll(() => page.getByTestId('group-axis').count(), POLL).toBe(8);
		await expect.poll(() => page.getByTestId('group-own-lines').innerText(), POLL).toBe(w.line);
		// the note is the GM's alone, by the player's name; the own Line carries no name
		expect(await page.getByTestId('group-access-notes').innerText()).toContain(w.note);
		// the tools: x_card had every vote and starts ticked; the GM adds the open door
		expect(await page.getByTestId('table-tool-x_card').isChecked()).toBe(true);
		expect(await page.getByTestId('table-tool-lines_veils').isChecked()).toBe(false);
		const charterLink = () => page.getByTestId('table-charter-link').inputValue();
		await expect.poll(charterLink, POLL).toContain('#');
		const before = await charterLink();
		await page.getByTestId('table-tool-open_door').check();
		// the room took the choice (the charter's link carries it) before the page goes
		await expect
			.poll(async () => ((await charterLink()).includes('#') ? await charterLink() : before), POLL)
			.not.toBe(before);
		// the choice is kept with the table: the GM's page reloads and the room comes back with it
		await page.reload();
		await expect.poll(() => page.getByTestId('table-tool-open_door').isChecked(), POLL).toBe(true);
		expect(await page.getByTestId('table-tool-x_card').isChecked()).toBe(true);
		expect(await page.getByTestId('table-tool-check_ins').isChecked()).toBe(false);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await screenshot(page, `quiz-table-charter-gm-${lang}-360`);

		// the charter, as a player opening its link would see it on a phone
		await expect.poll(() => page.getByTestId('table-charter-link').inputValue(), POLL).toContain('#');
		const link = await page.getByTestId('table-charter-link').inputValue();
		const charter = await gm.context.newPage();
		await charter.setViewportSize({ width: 360, height: 800 });
		await charter.goto(link);
		await charter.getByTestId('charter').waitFor();
		// a scale the GM's view lists as a split reads as one on the charter, with its prompt
		const split = await page
			.locator('[data-testid=group-disagreement]')
			.evaluateAll((els) => els.map((e) => e.getAttribute('data-axis')));
		expect(split.length).toBeGreaterThan(0);
		const said = await charter
			.getByTestId('charter-scale')
			.evaluateAll((els) => els.map((e) => [e.getAttribute('data-axis'), e.textContent ?? '']));
		const splits = said.filter(([, t]) => t!.includes(w.split));
		expect(splits.length).toBeGreaterThan(0);
		for (const [axis, t] of splits) {
			expect(split).toContain(axis);
			expect(t).toContain(w.talk);
		}
		expect(await charter.getByTestId('charter-own-lines').innerText()).toBe(w.line);
		expect(
			await charter
				.getByTestId('charter-tools')
				.locator('li[data-tool]')
				.evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')))
		).toEqual(['x_card', 'open_door']);
		const text = await charter.getByTestId('charter').innerText();
		for (const p of plans) expect(text).not.toContain(p.name);
		expect(text).not.toContain(w.note);
		// no claim about what nobody was asked: a scale without a dot at the GM says "not asked", and
		// no "no clashes on the table rules"
		const dots = await page
			.getByTestId('group-axis')
			.evaluateAll((els) =>
				els.map((e) => [e.getAttribute('data-axis'), e.querySelectorAll('[data-testid=group-dot]').length])
			);
		for (const [axis, n] of dots) {
			// the GM's map says in words who was not asked, where a dot is missing
			const missing = page.locator(
				`[data-testid=group-axis][data-axis=${axis}] [data-testid=group-axis-not-asked]`
			);
			expect(await missing.count()).toBe(n === plans.length ? 0 : 1);
		}
		for (const [axis, n] of dots)
			if (n === 0)
				expect(await charter.locator(`[data-testid=charter-scale][data-axis=${axis}]`).innerText()).toBe(
					lang === 'ru' ? 'не спрашивали' : 'not asked'
				);
		expect(text).not.toMatch(/No clashes|разногласий нет/);
		expect(await charter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await screenshot(charter, `quiz-table-charter-${lang}-360`);
		for (const p of [...players, gm]) await p.context.close();
	});
});
