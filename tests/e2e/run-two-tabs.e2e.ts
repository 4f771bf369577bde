import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launch, newPlayer, screenshot } from './support/browser';
import { quiz } from './support/quiz';

/**
 * One run, one tab (state/run-hold.svelte.ts), in a real browser: Session zero or the pirate open
 * in two tabs of one phone (the installed app from its icon beside a browser tab). Before, both
 * resumed the run and each saved its own copy over the other's, so answers given in one were lost.
 * Now the second says the run is open elsewhere and may take it over; the first stops and says so.
 * A tab frozen in the background does not answer: the run is taken from it, and it stops on waking.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const T = { timeout: 15_000 };
const elsewhere = (page: Page) =>
	page
		.getByTestId('run-elsewhere')
		.getAttribute('data-why', { timeout: 500 })
		.catch(() => null);

/** How many answers the saved run has (the page's database, as a reload reads it). */
const savedAnswers = (page: Page) =>
	page.evaluate(
		() =>
			new Promise<number>((resolve, reject) => {
				const open = indexedDB.open('parlor');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const all = open.result.transaction('sessions').objectStore('sessions').getAll();
					all.onsuccess = () => {
						open.result.close();
						type Row = { mode: string; data: { events: { t: string }[] } };
						const runs = (all.result as Row[]).filter((r) => r.mode === 'quiz');
						resolve(runs.length === 1 ? runs[0].data.events.filter((e) => e.t === 'answer').length : -1);
					};
				};
			})
	);

/** Answers the current question and waits for the next screen. */
const answerOne = async (page: Page) => {
	const q = quiz(page);
	const before = await q.qid();
	await q.answer();
	await expect.poll(() => q.qid(), T).not.toBe(before);
};

describe('a run open in two tabs of one phone', () => {
	it('Session zero: the second tab says so and takes it over with every answer; the first stops', async () => {
		const { page: first, context } = await newPlayer(browser, { width: 360 });
		const errors: string[] = [];
		first.on('pageerror', (e) => errors.push(e.message));
		await first.goto('/quiz');
		await expect.poll(() => first.getByTestId('quiz-start').isEnabled(), T).toBe(true);
		await first.getByTestId('quiz-start').click();
		await quiz(first).settle();
		await answerOne(first);

		const second = await context.newPage();
		second.on('pageerror', (e) => errors.push(e.message));
		await second.goto('/quiz');
		await expect.poll(() => elsewhere(second), T).toBe('open');
		await screenshot(second, 'run-two-tabs-open-elsewhere');
		expect(await seriousAxeViolations(second)).toEqual([]);
		expect(await second.getByTestId('quiz-question').count()).toBe(0);

		// the first tab goes on; then the second takes the run over at the first's question
		await answerOne(first);
		const at = await quiz(first).qid();
		await second.getByTestId('continue-here').click();
		await expect.poll(() => quiz(second).qid(), T).toBe(at);
		expect(await second.getByTestId('quiz-progress').innerText()).toMatch(/3/);
		await expect.poll(() => elsewhere(first), T).toBe('moved');
		await screenshot(first, 'run-two-tabs-moved');
		expect(await seriousAxeViolations(first)).toEqual([]);
		expect(await first.getByTestId('quiz-question').count()).toBe(0);

		// the second goes on and is frozen in the background; the first takes it back from it
		await answerOne(second);
		const back = await quiz(second).qid();
		const cdp = await context.newCDPSession(second);
		await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
		await first.getByTestId('continue-here').click();
		await expect.poll(() => quiz(first).qid(), T).toBe(back);
		await cdp.send('Page.setWebLifecycleState', { state: 'active' });
		await expect.poll(() => elsewhere(second), T).toBe('moved');

		// a reload of the first resumes the run with all three answers
		await answerOne(first);
		const last = await quiz(first).qid();
		// its save lands (a question shows a moment before its answer is written), then the reload
		await expect.poll(() => savedAnswers(first), T).toBe(4);
		await first.reload();
		await expect.poll(() => quiz(first).qid(), T).toBe(last);
		expect(errors).toEqual([]);
	}, 120_000);

	it('the pirate: the second tab takes the game over with its conversation; the first stops', async () => {
		const { page: first, context } = await newPlayer(browser, { width: 360 });
		await first.goto('/pirate');
		await expect.poll(() => first.getByTestId('pirate-start').isEnabled(), T).toBe(true);
		await first.getByTestId('pirate-start').click();
		await expect.poll(() => first.getByTestId('pirate-message').count(), T).toBe(1);
		await first.getByTestId('pirate-input').fill('Ahoy! I come in peace, captain.');
		await first.getByTestId('pirate-input').press('Enter');
		await expect.poll(() => first.getByTestId('pirate-message').count(), T).toBe(2);

		const second = await context.newPage();
		await second.goto('/pirate');
		await expect.poll(() => elsewhere(second), T).toBe('open');
		expect(await second.getByTestId('pirate-message').count()).toBe(0);
		await second.getByTestId('continue-here').click();
		await expect.poll(() => second.getByTestId('pirate-message').count(), T).toBe(2);
		expect(await second.getByTestId('player-message').innerText()).toContain('I come in peace');
		await expect.poll(() => elsewhere(first), T).toBe('moved');
		expect(await first.getByTestId('pirate-input').count()).toBe(0);
		expect(await seriousAxeViolations(second)).toEqual([]);
	}, 120_000);

	it('without Web Locks (plain http on a LAN address): the pirate in a second tab is told so, never merged', async () => {
		const { page: first, context } = await newPlayer(browser, { width: 360 });
		// not a secure context there: the page has no navigator.locks
		await context.addInitScript(() => {
			delete (Navigator.prototype as { locks?: unknown }).locks;
		});
		await first.goto('/pirate');
		expect(await first.evaluate(() => 'locks' in navigator)).toBe(false);
		await expect.poll(() => first.getByTestId('pirate-start').isEnabled(), T).toBe(true);
		await first.getByTestId('pirate-start').click();
		await expect.poll(() => first.getByTestId('pirate-message').count(), T).toBe(1);

		const second = await context.newPage();
		await second.goto('/pirate');
		await expect.poll(() => elsewhere(second), T).toBe('open');
		expect(await second.getByTestId('pirate-input').count()).toBe(0);
		// the first plays on; the second takes the game over with that turn in it, and the first stops
		await first.getByTestId('pirate-input').fill('Ahoy! I come in peace, captain.');
		await first.getByTestId('pirate-input').press('Enter');
		await expect.poll(() => first.getByTestId('pirate-message').count(), T).toBe(2);
		await second.getByTestId('continue-here').click();
		await expect.poll(() => second.getByTestId('pirate-message').count(), T).toBe(2);
		expect(await second.getByTestId('player-message').innerText()).toContain('I come in peace');
		await expect.poll(() => elsewhere(first), T).toBe('moved');
		expect(await first.getByTestId('pirate-input').count()).toBe(0);
		// a reload of the tab that plays finds its own game, not "open elsewhere"
		await second.reload();
		await expect.poll(() => second.getByTestId('pirate-message').count(), T).toBe(2);
		expect(await elsewhere(second)).toBeNull();
	}, 120_000);

	it('Safe choices: the second tab takes the role-play over with its conversation; the first stops', async () => {
		const { page: first, context } = await newPlayer(browser, { width: 360 });
		await first.goto('/safe');
		const choose = first.locator('[data-testid="scenario-party-pressure"] button');
		await expect.poll(() => choose.isEnabled(), T).toBe(true);
		await choose.click();
		await first.getByTestId('start-scenario').click();
		await expect.poll(() => first.locator('[data-role="npc"]').count(), T).toBe(1);
		await first.getByTestId('reply').fill('Why do you ask me that?');
		await first.getByTestId('send').click();
		await expect.poll(() => first.locator('[data-role="npc"]').count(), T).toBe(2);

		const second = await context.newPage();
		await second.goto('/safe');
		await expect.poll(() => elsewhere(second), T).toBe('open');
		expect(await second.getByTestId('chat-log').count()).toBe(0);
		await second.getByTestId('continue-here').click();
		await expect.poll(() => second.locator('[data-role="npc"]').count(), T).toBe(2);
		expect(await second.getByTestId('chat-log').innerText()).toContain('Why do you ask me that?');
		await expect.poll(() => elsewhere(first), T).toBe('moved');
		expect(await first.getByTestId('reply').count()).toBe(0);
		expect(await seriousAxeViolations(second)).toEqual([]);
	}, 120_000);

	it('a tab that left the page lets the run go: another tab resumes it without asking', async () => {
		const { page: first, context } = await newPlayer(browser, { width: 360 });
		await first.goto('/quiz');
		await expect.poll(() => first.getByTestId('quiz-start').isEnabled(), T).toBe(true);
		await first.getByTestId('quiz-start').click();
		await quiz(first).settle();
		await answerOne(first);
		const at = await quiz(first).qid();
		await first.locator('a.brand').click(); // home, in the app
		await first.getByTestId('mode-pirate').waitFor();

		const second = await context.newPage();
		await second.goto('/quiz');
		await expect.poll(() => quiz(second).qid(), T).toBe(at);
		expect(await elsewhere(second)).toBeNull();
	}, 60_000);
});
