import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	focusedTestId as focused,
	launch,
	newPlayer,
	screenshot,
	untilAppStarted,
	untilControlledByServiceWorker
} from './support/browser';
import {
	POLL,
	visible,
	roundOf,
	questionOf,
	until,
	secondsLeft,
	secondsNow,
	pingsHeard
} from './support/party';
import { seriousAxeViolations } from './support/axe';

/**
 * "Done when": a host and 3 guests play 5 rounds over P2P (same question on every phone at
 * every moment we look, a guest reloading mid-round keeps its seat, the end chart renders), and
 * pass-and-play plays 5 rounds with the network off.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** The data-testid of the focused element ('' for the page itself). */
const announced = (page: Page) => page.getByTestId('nhie-announcer').innerText();
/** "End the game" asks once more; "Keep playing" puts focus back, "Yes, end it" ends. */
const endGame = async (page: Page) => {
	await page.getByTestId('end-game').click();
	await expect.poll(() => focused(page), POLL).toBe('end-cancel');
	await page.getByTestId('end-cancel').click();
	await expect.poll(() => focused(page), POLL).toBe('end-game');
	await page.getByTestId('end-game').click();
	await page.getByTestId('end-confirm').click();
};
const canAnswer = (page: Page) =>
	page
		.getByTestId('answer-have')
		.isEnabled({ timeout: 500 })
		.catch(() => false);

describe('never have I ever', () => {
	it('host + 3 guests play 5 rounds over P2P; a reloading guest keeps its seat; the end chart renders', async () => {
		const host = await newPlayer(browser);
		await host.page.goto('/nhie');
		// the greyed "Create" says what it waits for, until a name is typed
		await expect
			.poll(() => host.page.getByTestId('create-why').innerText(), POLL)
			.toBe('Type your name to create the lobby.');
		await host.page.getByTestId('name-input').fill('Hostess');
		await expect.poll(() => host.page.getByTestId('create-why').count(), POLL).toBe(0);
		// Playwright's fill selects the field, then types: a hydration between the two puts the
		// rendered 20 back and the 10 is typed after it (2010). Typing before the start: boot/early-fields.test.ts.
		await untilAppStarted(host.page);
		await host.page.getByTestId('rounds-input').fill('10');
		// the result held until "Next question now": a loaded machine must not see a round move on
		// while four pages are still being read (docs/nhie.md "The room": after each result)
		await host.page.getByTestId('result-hold').selectOption('0');
		await screenshot(host.page, 'nhie-start');
		await host.page.getByTestId('create-lobby').click();
		await expect.poll(() => host.page.getByTestId('room-code').isVisible(), POLL).toBe(true);
		const code = await host.page.getByTestId('room-code').innerText();

		const guests = await Promise.all(['Ana', 'Bo', 'Cy'].map(() => newPlayer(browser)));
		// two guests by the join link, one by typing the code on the game's start screen
		for (const [i, name] of ['Ana', 'Bo'].entries()) {
			await guests[i].page.goto(`/join/${code}`);
			await guests[i].page.getByTestId('name-input').fill(name);
			await guests[i].page.getByTestId('join-button').click();
		}
		await guests[2].page.goto('/nhie');
		await guests[2].page.getByTestId('room-code-input').fill(code.toLowerCase());
		await guests[2].page.getByTestId('join-name-input').fill('Cy');
		await guests[2].page.getByTestId('join-button').click();
		await guests[2].page.waitForURL(`**/join/${code}`);

		const pages = [host.page, ...guests.map((g) => g.page)];
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
		await screenshot(host.page, 'nhie-host-waiting');
		await host.page.getByTestId('start-game').click();

		for (let round = 1; round <= 5; round++) {
			for (const p of pages) await expect.poll(() => roundOf(p), POLL).toBe(round);
			await expect.poll(async () => new Set(await Promise.all(pages.map(questionOf))).size, POLL).toBe(1);
			const text = await questionOf(host.page);
			expect(text.length).toBeGreaterThan(10);
			// screen readers hear the new question from a live region that stays on the page
			for (const p of pages) await expect.poll(() => announced(p), POLL).toContain(text);
			for (const p of pages) expect(await p.getByTestId('tone-label').isVisible()).toBe(true);

			if (round === 3) {
				// Ana answers, then Bo reloads mid-round: same seat, same question, still 4 players
				await guests[0].page.getByTestId('answer-have').click();
				await guests[1].page.reload();
				await expect.poll(() => questionOf(guests[1].page), POLL).toBe(text);
				await expect.poll(() => roundOf(guests[1].page), POLL).toBe(3);
				await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
				await expect.poll(() => guests[1].page.getByTestId('player-item').count(), POLL).toBe(4);
				await expect
					.poll(() => host.page.getByTestId('answered-name').allInnerTexts(), POLL)
					.toEqual(['Ana']);
				await screenshot(guests[1].page, 'nhie-guest-after-reload');
			}
			for (const [i, p] of pages.entries()) {
				if (round === 3 && i === 1) continue;
				await until(p, canAnswer, true);
				// nobody sees what the others answered, only who did
				await p.getByTestId(i % 2 === 0 || round > 3 ? 'answer-have' : 'answer-have-not').click();
				if (round === 1 && i === 1) await screenshot(host.page, 'nhie-host-answering');
			}
			for (const p of pages) {
				await expect.poll(() => visible(p, 'round-result'), POLL).toBe(true);
				// a poll: one read may give up after its 500 ms on a loaded machine (it then reads '')
				await expect.poll(() => questionOf(p), POLL).toBe(text);
			}
			// the answers went away with the round: the host's focus is on "Next question now", a
			// guest's on the result — never the page
			if (round === 1) {
				await expect.poll(() => focused(host.page), POLL).toBe('next-now');
				await expect.poll(() => focused(guests[0].page), POLL).toBe('round-result');
			}
			if (round === 1) await screenshot(guests[0].page, 'nhie-guest-result');
			if (round < 5) await host.page.getByTestId('next-now').click();
		}
		const result = await host.page.getByTestId('round-result').innerText();
		expect(result).toContain('4 of 4');
		await endGame(host.page);
		for (const p of pages) {
			await expect.poll(() => visible(p, 'end-chart'), POLL).toBe(true);
			expect(await p.getByTestId('chart-bar').count()).toBe(5);
		}
		await expect.poll(() => guests[0].page.getByTestId('boldest-moment').isVisible(), POLL).toBe(true);
		await screenshot(guests[0].page, 'nhie-end');
		await Promise.all([host, ...guests].map((p) => p.context.close()));
	});

	it('the 30 s answer countdown runs down and the round closes by itself, the silent player not counted', async () => {
		// A countdown, and the next round "after everyone has answered or the timeout". The
		// timeout is 30 s (not a host setting): both phones run Playwright's clock, which flows with real
		// time until the test jumps it forward, in short steps so heartbeats keep the links up.
		const host = await newPlayer(browser);
		const guest = await newPlayer(browser);
		const both = [host.page, guest.page];
		for (const p of both) await p.clock.install();
		await host.page.goto('/nhie');
		await host.page.getByTestId('name-input').fill('Hostess');
		await host.page.getByTestId('create-lobby').click();
		await expect.poll(() => visible(host.page, 'room-code'), POLL).toBe(true);
		const code = await host.page.getByTestId('room-code').innerText();
		await guest.page.goto(`/join/${code}`);
		await guest.page.getByTestId('name-input').fill('Ana');
		await guest.page.getByTestId('join-button').click();
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(2);
		await host.page.getByTestId('start-game').click();
		for (const p of both) await expect.poll(() => roundOf(p), POLL).toBe(1);

		/**
		 * Moves both clocks `seconds` on, one second a step, letting the messages of the steps pass: the
		 * host pings every 2 s (docs/lobby.md "Heartbeat"), so any two steps hold one of its pings, and
		 * each step waits until the guest has heard the ping of the last two — the link carried them.
		 */
		const heardBefore: number[] = [];
		const forward = async (seconds: number) => {
			for (let i = 0; i < seconds; i++) {
				heardBefore.push(await pingsHeard(guest.page));
				await Promise.all(both.map((p) => p.clock.fastForward(1000)));
				const twoStepsAgo = heardBefore.at(-2);
				if (twoStepsAgo !== undefined)
					await expect.poll(() => pingsHeard(guest.page), POLL).toBeGreaterThan(twoStepsAgo);
			}
		};
		for (const p of both) {
			expect(await p.getByTestId('countdown').getAttribute('role')).toBe('timer');
			const start = await secondsNow(p);
			expect(start).toBeGreaterThanOrEqual(25); // a moment passed since the question came
			expect(start).toBeLessThanOrEqual(30);
		}
		// It counts down in real time…
		const first = await secondsNow(guest.page);
		await expect.poll(() => secondsLeft(guest.page), POLL).toBeLessThan(first);
		// Ana answers; the host does not.
		await guest.page.getByTestId('answer-have').click();
		await expect.poll(() => host.page.getByTestId('answered-name').allInnerTexts(), POLL).toEqual(['Ana']);
		// …and with the clock: 20 s on, about 10 s are left on both phones, the round still open.
		const open = await secondsNow(host.page);
		const t0 = Date.now();
		await forward(20);
		for (const p of both) {
			await expect.poll(() => secondsLeft(p), POLL).toBeLessThanOrEqual(open - 20 + 1);
			// the real time the steps took also counts
			const real = Math.ceil((Date.now() - t0) / 1000);
			expect(await secondsNow(p)).toBeGreaterThanOrEqual(open - 20 - real - 1);
			expect(await visible(p, 'round-result')).toBe(false);
		}
		expect(await canAnswer(host.page)).toBe(true);
		await screenshot(host.page, 'nhie-countdown');
		// Past the deadline the host closes the round by itself: the silent host counts in neither the
		// "have" nor the "answered" (nhie.md, round loop step 1).
		// One second a step, stopping at the close: on a loaded machine the real time of the steps also
		// runs the clocks, and stepping on would run through the 4 s result pause into round 2.
		for (let i = 0; i < 12 && !(await visible(host.page, 'round-result')); i++) await forward(1);
		for (const p of both) {
			await expect.poll(() => visible(p, 'round-result'), POLL).toBe(true);
			expect(await p.getByTestId('round-result').innerText()).toBe('Too few answers to show.');
			expect(await visible(p, 'countdown')).toBe(false);
		}
		// The next round starts by itself a few seconds later, with a fresh countdown.
		await forward(5);
		for (const p of both) await expect.poll(() => roundOf(p), POLL).toBe(2);
		expect(await secondsNow(guest.page)).toBeGreaterThan(20);
		await Promise.all([host, guest].map((p) => p.context.close()));
	});

	it('adult questions need a birth date of 18+ on a neutral screen', async () => {
		const { page, context } = await newPlayer(browser);
		await page.goto('/nhie');
		const toggle = page.getByTestId('nsfw-toggle');
		expect(await toggle.isChecked()).toBe(false);
		await toggle.click();
		await expect.poll(() => page.getByTestId('age-gate').isVisible(), POLL).toBe(true);
		expect(await page.getByTestId('birth-date').inputValue()).toBe('');
		// the gate replaces the checkbox: the focus moves to its question, and back when it goes
		await expect.poll(() => focused(page), POLL).toBe('age-title');
		await screenshot(page, 'nhie-age-gate');
		const young = new Date();
		young.setFullYear(young.getFullYear() - 16);
		await page.getByTestId('birth-date').fill(young.toISOString().slice(0, 10));
		await page.getByTestId('age-confirm').click();
		await expect.poll(() => page.getByTestId('age-refused').isVisible(), POLL).toBe(true);
		expect(await page.getByTestId('nsfw-toggle').isChecked()).toBe(false);
		await expect.poll(() => focused(page), POLL).toBe('nsfw-toggle');
		await page.getByTestId('nsfw-toggle').click();
		await page.getByTestId('birth-date').fill('1990-05-05');
		await page.getByTestId('age-confirm').click();
		await expect.poll(() => page.getByTestId('nsfw-toggle').isChecked(), POLL).toBe(true);
		await context.close();
	});

	it('pass-and-play: 5 rounds on one phone with the network off (Russian UI)', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU', serviceWorker: true });
		await page.goto('/');
		await untilControlledByServiceWorker(page);
		await context.setOffline(true);
		await page.goto('/nhie/pass');
		await page.getByTestId('pass-players').fill('3');
		await page.getByTestId('rounds-input').fill('10');
		await page.getByTestId('pass-start').click();
		const seen = new Set<string>();
		for (let round = 1; round <= 5; round++) {
			await expect.poll(() => roundOf(page), POLL).toBe(round);
			const text = await questionOf(page);
			// the question language follows the Russian UI
			expect(text).toMatch(/^Я никогда не/);
			expect(seen.has(text)).toBe(false);
			seen.add(text);
			expect(await page.getByTestId('tone-label').isVisible()).toBe(true);
			if (round % 2) {
				// three taps while the phone goes round
				await page.getByTestId('answer-have').click();
				// No live "have" count tells the next player what the last one tapped
				expect(await visible(page, 'pass-have')).toBe(false);
				expect(await page.getByTestId('pass-progress').innerText()).toBe('Ответили 1 из 3');
				if (round === 1) {
					// a mis-tap is undone while the phone goes round: that player taps again
					await page.getByTestId('answer-have').click();
					expect(await page.getByTestId('pass-progress').innerText()).toBe('Ответили 2 из 3');
					await page.getByTestId('pass-undo-tap').click();
					expect(await page.getByTestId('pass-progress').innerText()).toMatch(
						/^Ответили 1 из 3\s+Последнее нажатие отменено/u
					);
				}
				await page.getByTestId('answer-have-not').click();
				await page.getByTestId('answer-have').click();
				// everyone tapped: the answers step aside, "Show the result" has the focus
				await expect.poll(() => focused(page), POLL).toBe('pass-submit');
				expect(await page.getByTestId('answer-have').count()).toBe(0);
				if (round === 1) {
					// the last player's mis-tap, too, is undone before the group sees the result
					await page.getByTestId('pass-undo-tap').click();
					expect(await page.getByTestId('pass-progress').innerText()).toMatch(/^Ответили 2 из 3/u);
					await page.getByTestId('answer-have').click();
					await expect.poll(() => focused(page), POLL).toBe('pass-submit');
				}
				await page.keyboard.press('Enter');
			} else {
				await page.getByTestId('pass-have-more').click();
				await page.getByTestId('pass-submit').click();
			}
			await expect
				.poll(() => page.getByTestId('round-result').innerText(), POLL)
				.toContain(round % 2 ? '2 из 3' : '1 из 3');
			if (round === 1) await screenshot(page, 'nhie-pass-result-ru');
			// the tally went away with the round: focus is on "next question", then on the first answer
			await expect.poll(() => focused(page), POLL).toBe('pass-next');
			await expect.poll(() => announced(page), POLL).toBe(round % 2 ? 'Было у 2 из 3.' : 'Было у 1 из 3.');
			await page.getByTestId('pass-next').click();
			await expect.poll(() => focused(page), POLL).toBe('answer-have');
		}
		await expect.poll(() => roundOf(page), POLL).toBe(6);
		await expect.poll(() => announced(page), POLL).toContain('Раунд 6 из 10');
		await screenshot(page, 'nhie-pass-question-ru');
		await page.getByTestId('end-game').click();
		await screenshot(page, 'nhie-pass-end-confirm-ru');
		await page.getByTestId('end-confirm').click();
		await expect.poll(() => page.getByTestId('end-chart').isVisible(), POLL).toBe(true);
		expect(await page.getByTestId('chart-bar').count()).toBe(5);
		await screenshot(page, 'nhie-pass-end-ru');
		// the rounds as a table on a 360 px phone: the page never scrolls sideways (Russian headers)
		await page.setViewportSize({ width: 360, height: 740 });
		await page.locator('[data-testid=end-summary] details summary').click();
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await context.close();
	});

	it('pass-and-play in English: setup, a round by keyboard, an end asked once more', async () => {
		const { page, context } = await newPlayer(browser);
		await page.goto('/nhie/pass');
		await expect.poll(() => visible(page, 'pass-start'), POLL).toBe(true);
		await screenshot(page, 'nhie-pass-setup');
		await page.getByTestId('pass-players').fill('2');
		// too few rounds: Play is disabled, and the field says why (its hint turns into the error)
		await page.getByTestId('rounds-input').fill('3');
		expect(await page.getByTestId('pass-start').isDisabled()).toBe(true);
		expect(await page.getByTestId('rounds-input').getAttribute('aria-invalid')).toBe('true');
		expect(await page.locator('#nhie-rounds-hint').getAttribute('class')).toMatch(/error/);
		await page.getByTestId('rounds-input').fill('10');
		expect(await page.getByTestId('rounds-input').getAttribute('aria-invalid')).toBe('false');
		await page.getByTestId('pass-start').click();
		await expect.poll(() => roundOf(page), POLL).toBe(1);
		expect(await questionOf(page)).toMatch(/^Never have I ever/);
		await expect.poll(() => announced(page), POLL).toBe(`Round 1 of 10. ${await questionOf(page)}`);
		await screenshot(page, 'nhie-pass-question');
		// neither answer looks chosen before anyone taps (the focus ring aside)
		const fill = (id: string) => page.getByTestId(id).evaluate((el) => getComputedStyle(el).backgroundColor);
		expect(await fill('answer-have')).toBe(await fill('answer-have-not'));
		// two players answer by keyboard: Enter on "I have", then on "I have not"
		await expect.poll(() => focused(page), POLL).toBe('answer-have');
		await page.keyboard.press('Enter');
		await page.getByTestId('answer-have-not').focus();
		await page.keyboard.press('Enter');
		// everyone answered: Enter on "Show the result", which has the focus
		await expect.poll(() => focused(page), POLL).toBe('pass-submit');
		await page.keyboard.press('Enter');
		// two answers are too few to show a count
		await expect
			.poll(() => page.getByTestId('round-result').innerText(), POLL)
			.toBe('Too few answers to show.');
		await expect.poll(() => focused(page), POLL).toBe('pass-next');
		await page.keyboard.press('Enter');
		await expect.poll(() => roundOf(page), POLL).toBe(2);
		// a pull-to-refresh as the phone goes round: the game goes on at round 2, same question
		const question = await questionOf(page);
		await page.reload();
		await expect.poll(() => roundOf(page), POLL).toBe(2);
		expect(await questionOf(page)).toBe(question);
		expect(await visible(page, 'pass-start')).toBe(false);
		// one phone passed round: a "Too far" tap is noted, never "sent anonymously"
		await page.getByTestId('too-far').click();
		await expect
			.poll(() => page.getByTestId('too-far-sent').innerText(), POLL)
			.toBe('Noted. The next question will be gentler.');
		await endGame(page);
		// the open round had no answers: the chart shows round 1 only
		await expect.poll(() => visible(page, 'end-chart'), POLL).toBe(true);
		expect(await page.getByTestId('chart-bar').count()).toBe(1);
		// the end took the round's buttons away: the focus is on its title, not lost on the page
		await expect.poll(() => focused(page), POLL).toBe('end-title');
		// a game ended before any round was answered says so instead of an empty chart
		await page.getByTestId('play-again').click();
		await expect.poll(() => focused(page), POLL).toBe('pass-title');
		// Play again: a reload now shows the setup, not the game that ended
		await page.reload();
		await expect.poll(() => visible(page, 'pass-start'), POLL).toBe(true);
		await page.getByTestId('pass-start').click();
		await expect.poll(() => roundOf(page), POLL).toBe(1);
		await endGame(page);
		await expect.poll(() => visible(page, 'no-rounds'), POLL).toBe(true);
		await screenshot(page, 'nhie-pass-no-rounds');
		await context.close();
	});

	it('pass-and-play: the app closed by the phone and opened again offers the unfinished game', async () => {
		const { page, context } = await newPlayer(browser, { width: 360 });
		await page.goto('/nhie/pass');
		await expect.poll(() => visible(page, 'pass-start'), POLL).toBe(true);
		await page.getByTestId('pass-players').fill('3');
		await page.getByTestId('pass-start').click();
		await expect.poll(() => roundOf(page), POLL).toBe(1);
		const question = await questionOf(page);
		await page.close();

		// a new session of the app (its tab state is gone): the setup offers the game
		const again = await context.newPage();
		await again.goto('/nhie/pass');
		await expect.poll(() => visible(again, 'pass-unfinished'), POLL).toBe(true);
		expect(await again.getByTestId('pass-unfinished').innerText()).toContain('3 players');
		expect(await seriousAxeViolations(again)).toEqual([]);
		await screenshot(again, 'nhie-pass-unfinished');
		await again.getByTestId('pass-continue-unfinished').click();
		await expect.poll(() => roundOf(again), POLL).toBe(1);
		expect(await questionOf(again)).toBe(question);
		await context.close();
	});

	it('a Russian lobby of two: the question, the answers and the result read in Russian', async () => {
		const host = await newPlayer(browser, { locale: 'ru-RU' });
		await host.page.goto('/nhie');
		await host.page.getByTestId('name-input').fill('Маша');
		await host.page.getByTestId('create-lobby').click();
		await expect.poll(() => visible(host.page, 'room-code'), POLL).toBe(true);
		const code = await host.page.getByTestId('room-code').innerText();
		const guest = await newPlayer(browser, { locale: 'ru-RU' });
		await guest.page.goto(`/join/${code}`);
		await guest.page.getByTestId('name-input').fill('Петя');
		await guest.page.getByTestId('join-button').click();
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(2);
		await host.page.getByTestId('start-game').click();
		for (const p of [host.page, guest.page]) {
			await expect.poll(() => roundOf(p), POLL).toBe(1);
			expect(await questionOf(p)).toMatch(/^Я никогда не/);
			await expect.poll(() => announced(p), POLL).toContain('Раунд 1 из 20.');
		}
		// the host's "start" went away: focus waits on the first answer
		await expect.poll(() => focused(host.page), POLL).toBe('answer-have');
		await guest.page.getByTestId('answer-have').click();
		await screenshot(guest.page, 'nhie-guest-answered-ru');
		await host.page.getByTestId('answer-have-not').click();
		for (const p of [host.page, guest.page])
			await expect.poll(() => announced(p), POLL).toBe('Ответов слишком мало, чтобы их показывать.');
		await screenshot(host.page, 'nhie-host-result-ru');
		await endGame(host.page);
		await expect.poll(() => visible(guest.page, 'end-chart'), POLL).toBe(true);
		await Promise.all([host, guest].map((p) => p.context.close()));
	});
});
