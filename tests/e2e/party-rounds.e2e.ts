import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusedTestId, launch, newPlayer, screenshot } from './support/browser';
import {
	POLL,
	PHONE,
	visible,
	text,
	roundOf,
	questionOf,
	secondsLeft,
	secondsNow,
	stickingOut,
	canAnswer,
	layoutsDuring,
	until
} from './support/party';

/**
 * Departures and host controls in the round, over real data channels (host + 3 guests, each its own Chromium context):
 * a guest who closes its tab no longer holds the round (it closes as soon as the others answered,
 * with most of the 30 s still on the clock), an answer changes until the close, fewer than 3 answers
 * show no count, and the host's skip / pause / +15 s / "Don't wait" / next now / lock mid-game.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

describe('a party round that survives real life', () => {
	it('departures, changed answers, too few to show, and the host controls, host + 3 guests', async () => {
		const host = await newPlayer(browser, PHONE);
		await host.page.goto('/nhie');
		await host.page.getByTestId('name-input').fill('Hostess');
		await host.page.getByTestId('create-lobby').click();
		await expect.poll(() => visible(host.page, 'room-code'), POLL).toBe(true);
		const code = await host.page.getByTestId('room-code').innerText();
		// Bo's is the widest name there is: 20 wide letters (the most a name has) and no space to break
		// at; it must fit a phone
		const BO = 'Ш'.repeat(20);
		const names = ['Ana', BO, 'Dee'];
		const guests = await Promise.all(names.map(() => newPlayer(browser, PHONE)));
		for (const [i, name] of names.entries()) {
			await guests[i].page.goto(`/join/${code}`);
			await guests[i].page.getByTestId('name-input').fill(name);
			await guests[i].page.getByTestId('join-button').click();
		}
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
		await host.page.getByTestId('start-game').click();
		const [ana, bo, dee] = guests.map((g) => g.page);
		const pages = [host.page, ana, bo, dee];
		for (const p of pages) await until(p, canAnswer, true);
		// A running countdown costs a phone a few layouts a second (its text), not one per frame: its
		// bar moves on the compositor (a width transition ran ≈ 60 layouts a second). Two seconds of it:
		expect(await layoutsDuring(ana, 2)).toBeLessThan(20);

		// --- round 1: the host sees "Don't wait for Dee" at once; Ana changes her answer
		await expect
			.poll(() => host.page.getByTestId('dont-wait').allInnerTexts(), POLL)
			.toEqual(['Don’t wait for Ana', `Don’t wait for ${BO}`, 'Don’t wait for Dee']);
		await ana.getByTestId('answer-have').click();
		await expect.poll(() => text(ana, 'my-answer'), POLL).toBe('You answered: I have');
		await ana.getByTestId('answer-have-not').click();
		await expect.poll(() => text(ana, 'my-answer'), POLL).toBe('You answered: I have not');
		await screenshot(ana, 'party-changed-answer');

		// Dee closes her tab: she no longer holds this round or the next ones
		await guests[2].context.close();
		await expect.poll(() => text(host.page, 'not-waiting'), POLL).toContain('Dee');
		await expect
			.poll(() => host.page.getByTestId('dont-wait').allInnerTexts(), POLL)
			.toEqual([`Don’t wait for ${BO}`]);
		expect(await stickingOut(host.page)).toEqual([]);
		await screenshot(host.page, 'party-host-controls');
		// mid-game, the lock and the folded room code stand apart from the player list, and say what the code is
		const gap = await host.page.evaluate(() => {
			const players = document.querySelector('[aria-labelledby="players-h"]')!.getBoundingClientRect();
			const lock = document.querySelector('[data-testid="lock"]')!.getBoundingClientRect();
			return lock.top - players.bottom;
		});
		expect(gap).toBeGreaterThanOrEqual(8);
		expect(await host.page.locator('details summary', { hasText: code }).innerText()).toBe(
			`Room code: ${code}`
		);
		await host.page.getByTestId('answer-have').click();
		const left = await secondsNow(bo);
		expect(left).toBeGreaterThan(10);
		await bo.getByTestId('answer-have').click();
		const live = [host.page, ana, bo];
		// the round closes at once, long before its countdown could have run out
		for (const p of live)
			await expect
				.poll(() => visible(p, 'round-result'), { timeout: (left - 5) * 1000, interval: 100 })
				.toBe(true);
		// Ana's changed answer counts: 2 of 3 have (3 answers: the count shows)
		for (const p of live) expect(await text(p, 'round-result')).toBe('2 of 3 have.');

		// --- round 2: with Dee gone the round still closes as soon as the three answered
		for (const p of live) await expect.poll(() => roundOf(p), POLL).toBe(2);
		// +15 s
		const before = await secondsNow(host.page);
		await host.page.getByTestId('more-time').click();
		for (const p of live) await expect.poll(() => secondsLeft(p), POLL).toBeGreaterThan(before + 10);
		// pause: the clock stops on every phone; resume
		await host.page.getByTestId('pause').click();
		// the button the host pressed turned into Resume: the focus is on it, not on the page
		await expect.poll(() => focusedTestId(host.page), POLL).toBe('resume');
		for (const p of live) await expect.poll(() => visible(p, 'paused'), POLL).toBe(true);
		expect(await visible(bo, 'countdown')).toBe(false);
		await screenshot(bo, 'party-paused');
		await host.page.getByTestId('resume').click();
		await expect.poll(() => focusedTestId(host.page), POLL).toBe('pause');
		for (const p of live) await expect.poll(() => visible(p, 'countdown'), POLL).toBe(true);
		expect(await visible(bo, 'paused')).toBe(false);
		// skip: another question, the same round number, nobody's answer carried over
		await ana.getByTestId('answer-have').click();
		await expect.poll(() => host.page.getByTestId('answered-name').allInnerTexts(), POLL).toEqual(['Ana']);
		const skipped = await questionOf(host.page);
		await host.page.getByTestId('skip-question').click();
		for (const p of live) {
			await expect.poll(() => questionOf(p), POLL).not.toBe(skipped);
			await expect.poll(() => questionOf(p), POLL).not.toBe('');
			expect(await roundOf(p)).toBe(2);
		}
		await expect.poll(() => visible(ana, 'my-answer'), POLL).toBe(false);
		expect(await ana.getByTestId('answer-have').getAttribute('aria-pressed')).toBe('false');

		// two answers and "Don't wait for Bo": the round closes, too few answers to show a count
		await host.page.getByTestId('answer-have').click();
		await ana.getByTestId('answer-have').click();
		await expect
			.poll(() => host.page.getByTestId('dont-wait').allInnerTexts(), POLL)
			.toEqual([`Don’t wait for ${BO}`]);
		await host.page.getByTestId('dont-wait').click();
		// the host pauses the result (4 s) to look at it; "next now" goes on from a paused result too
		await expect.poll(() => visible(host.page, 'round-result'), POLL).toBe(true);
		await host.page.getByTestId('pause').click();
		for (const p of live) {
			await expect.poll(() => text(p, 'round-result'), POLL).toBe('Too few answers to show.');
		}
		// Bo, not waited for, is told the round closed without his answer; Ana, who answered, is not
		await expect.poll(() => visible(bo, 'missed'), POLL).toBe(true);
		expect(await visible(ana, 'missed')).toBe(false);
		await screenshot(bo, 'party-too-few');

		// next now: the host does not wait for the result pause; lock mid-game
		await host.page.getByTestId('next-now').click();
		for (const p of live) await expect.poll(() => roundOf(p), POLL).toBe(3);
		await host.page.getByTestId('lock').click();
		await expect.poll(() => host.page.getByTestId('lock').getAttribute('aria-pressed'), POLL).toBe('true');
		const late = await newPlayer(browser, PHONE);
		await late.page.goto(`/join/${code}`);
		await late.page.getByTestId('name-input').fill('Zed');
		await late.page.getByTestId('join-button').click();
		await expect
			.poll(() => late.page.getByTestId('join-error').getAttribute('data-code'), POLL)
			.toBe('locked');
		// unlocked, a latecomer joins at the next question
		await host.page.getByTestId('lock').click();
		await expect.poll(() => host.page.getByTestId('lock').getAttribute('aria-pressed'), POLL).toBe('false');
		await late.page.goto(`/join/${code}`);
		await late.page.getByTestId('name-input').fill('Zed');
		await late.page.getByTestId('join-button').click();
		await expect.poll(() => visible(late.page, 'late-note'), POLL).toBe(true);
		expect(await visible(late.page, 'answer-have')).toBe(false);
		await screenshot(late.page, 'party-latecomer');
		// the latecomer does not hold round 3 either: it closes when the three answered, then round 4
		const third = await secondsNow(host.page);
		for (const p of live) await p.getByTestId('answer-have').click();
		await expect.poll(() => roundOf(late.page), { timeout: (third - 2 + 4) * 1000, interval: 100 }).toBe(4);
		await until(late.page, canAnswer, true);

		await Promise.all([host, guests[0], guests[1], late].map((p) => p.context.close()));
	}, 240_000);
});
