import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusedTestId, launch, newPlayer, untilAppStarted } from './support/browser';
import {
	POLL,
	canAnswer,
	joinAs,
	questionOf,
	roundOf,
	screenLink,
	text,
	until,
	visible
} from './support/party';

/**
 * An evening of "Never have I ever" as the social game (docs/nhie.md "The room", "Too far";
 * docs/lobby.md "Play again"): five phones and a TV. The host makes the room with "Show who" and a
 * result that waits for the host; the answer buttons look alike until tapped; a result names who
 * has on the phones and the TV; a "Too far" tap on a deeper question brings a safe one, the TV saying
 * only that the room asked to ease off; a player's question comes next, marked on the TV; the end
 * shows the tallies; an away friend is removed and
 * comes back on a new phone; Play again changes the rounds before the next game, and a question added
 * in the waiting room before its start is its first.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const PHONE_740 = { width: 360, height: 740 };
const TV = { width: 1280, height: 720 };
const toneOf = (page: Page) =>
	page
		.getByTestId('tone-label')
		.getAttribute('data-tone', { timeout: 500 })
		.catch(() => null);
const background = (page: Page, testid: string) =>
	page.getByTestId(testid).evaluate((e) => getComputedStyle(e).backgroundColor);
/** The element is inside the viewport as it is, without scrolling. */
const onScreen = (page: Page, testid: string) =>
	page
		.getByTestId(testid)
		.first()
		.evaluate((e) => {
			const r = e.getBoundingClientRect();
			return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
		})
		.catch(() => false);

describe('an evening of Never have I ever', () => {
	it('names, time for the story, too far, tallies, a remove and a return, Play again with a new setting', async () => {
		const host = await newPlayer(browser, PHONE_740);
		await host.page.goto('/nhie');
		await host.page.getByTestId('name-input').fill('Hostess');
		// Playwright's fill selects the field, then types: a hydration between the two puts the
		// rendered 20 back and the 10 is typed after it (2010), which no setting allows
		await untilAppStarted(host.page);
		// 10 rounds: the group's boldness reaches "deeper" by round 3
		await host.page.getByTestId('rounds-input').fill('10');
		await host.page.getByTestId('who-names').check();
		await host.page.getByTestId('result-hold').selectOption('0');
		await host.page.getByTestId('create-lobby').click();
		await expect.poll(() => visible(host.page, 'room-code'), POLL).toBe(true);
		const code = await host.page.getByTestId('room-code').innerText();

		const tv = await newPlayer(browser, TV);
		// the chimes the TV plays: each reveal chime starts its oscillators through Web Audio
		await tv.page.addInitScript(() => {
			const w = window as unknown as { chimes: number; AudioContext: typeof AudioContext };
			w.chimes = 0;
			const Base = w.AudioContext;
			w.AudioContext = class extends Base {
				createOscillator() {
					w.chimes++;
					return super.createOscillator();
				}
			};
		});
		await tv.page.goto(await screenLink(host.page));
		await expect.poll(() => text(tv.page, 'room-code'), POLL).toBe(code);
		// the TV carries the show: no app header
		expect(await tv.page.locator('header.top').count()).toBe(0);

		const names = ['Ana', 'Bo', 'Cy', 'Dee'];
		const guests = await Promise.all(names.map(() => newPlayer(browser, PHONE_740)));
		for (const [i, name] of names.entries()) await joinAs(guests[i].page, code, name);
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(5);
		await host.page.getByTestId('start-game').click();
		// the TV's reveal sound is there to turn on, off by default
		await until(tv.page, (pg) => pg.getByTestId('reveal-sound').getAttribute('aria-pressed'), 'false');
		const phones = [host.page, ...guests.map((g) => g.page)];

		const tones: (string | null)[] = [];
		for (let round = 1; round <= 4; round++) {
			for (const p of phones) await until(p, roundOf, round);
			for (const p of phones) await until(p, canAnswer, true);
			tones.push(await toneOf(host.page));
			if (round === 2) {
				// it comes next, in the game's form, marked on the TV as a player's — never whose
				await until(tv.page, questionOf, 'Never have I ever danced on a table at a wedding.');
				await until(tv.page, (pg) => visible(pg, 'own-mark'), true);
				expect(await text(tv.page, 'screen-nhie')).not.toContain('Cy');
			}
			if (round === 4) {
				// after the tap: a tone lower than round 3's (secretive without it), and the TV says why
				expect(tones[3]).toBe('safe');
				await until(tv.page, toneOf, 'safe');
				await until(tv.page, (pg) => visible(pg, 'eased-off'), true);
			}
			if (round === 1) {
				// the host's round controls are on screen at 360×740 while the question runs, too
				expect(await onScreen(host.page, 'pause')).toBe(true);
				// the two answers look alike until one is tapped; the tapped one is unmistakable
				const ana = guests[0].page;
				expect(await background(ana, 'answer-have')).toBe(await background(ana, 'answer-have-not'));
				await ana.getByTestId('answer-have-not').click();
				await expect
					.poll(() => ana.getByTestId('answer-have-not').getAttribute('aria-pressed'), POLL)
					.toBe('true');
				expect(await background(ana, 'answer-have-not')).not.toBe(await background(ana, 'answer-have'));
			}
			// everyone "has" (Ana not in round 1): the group grows bolder round by round
			for (const [i, p] of phones.entries())
				if (!(round === 1 && i === 1)) await p.getByTestId('answer-have').click();
			for (const p of [...phones, tv.page]) await until(p, (pg) => visible(pg, 'round-result'), true);
			if (round === 1) {
				// the TV reveals the result with a short animation, none under reduced motion; silent
				// while its sound is off (the default)
				const animation = () =>
					tv.page.getByTestId('round-result').evaluate((e) => getComputedStyle(e).animationName);
				expect(await animation()).toMatch(/reveal/);
				await tv.page.emulateMedia({ reducedMotion: 'reduce' });
				expect(await animation()).toBe('none');
				await tv.page.emulateMedia({ reducedMotion: 'no-preference' });
				expect(await tv.page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(0);
				// turned on at the TV, the next reveal chimes
				await tv.page.getByTestId('reveal-sound').click();
				await until(tv.page, (pg) => pg.getByTestId('reveal-sound').getAttribute('aria-pressed'), 'true');
			}
			if (round === 2)
				await expect
					.poll(() => tv.page.evaluate(() => (window as unknown as { chimes: number }).chimes), POLL)
					.toBeGreaterThan(0);
			if (round === 1) {
				// "Show who": names on every phone and the TV (in seat order, and guests join side by side)
				const named = async (pg: Page) =>
					(await text(pg, 'who-has-names'))
						.replace(/^Have: /, '')
						.split(', ')
						.sort();
				for (const p of [guests[2].page, tv.page])
					await until(p, named, ['Bo', 'Cy', 'Dee', 'Hostess'], { equal: true });
				// the result waits for the host, whose "Next question now" is on screen at 360×740
				expect(await visible(host.page, 'next-countdown')).toBe(false);
				expect(await onScreen(host.page, 'next-now')).toBe(true);
				// Cy adds a question of their own while the story is told
				const cy = guests[2].page;
				await cy.locator('[data-testid="own-question"] summary').click();
				await cy.getByTestId('own-text').fill('danced on a table at a wedding.');
				await cy.getByTestId('own-send').click();
				await until(cy, (pg) => visible(pg, 'own-added'), true);
			}
			if (round === 3) {
				expect(tones[2]).toBe('deeper');
				await guests[1].page.getByTestId('too-far').click();
				await until(guests[1].page, (pg) => visible(pg, 'too-far-sent'), true);
				// the tapped button went: "Sent" has the focus, not the page
				await until(guests[1].page, focusedTestId, 'too-far-sent');
				await until(tv.page, (pg) => text(pg, 'eased-off'), 'The room asked to ease off');
				// never who: the host's page names nobody with it
				expect(await text(host.page, 'eased-off')).toBe('The room asked to ease off');
			}
			if (round < 4) await host.page.getByTestId('next-now').click();
		}

		await host.page.getByTestId('end-game').click();
		await host.page.getByTestId('end-confirm').click();
		for (const p of [guests[0].page, tv.page]) await until(p, (pg) => pg.getByTestId('tally').count(), 5);
		// in seat order: the host's first, then the guests as the host seated them (they join side by
		// side, so their order is whichever link came up first — the lobby's own list says)
		const seats = (await host.page.getByTestId('player-item').allInnerTexts()).map((t) =>
			['Hostess', ...names].find((n) => t.includes(n))!
		);
		const tally = (n: string) => `${n}: ${n === 'Ana' ? 3 : 4} “I have” of 4`;
		expect(seats[0]).toBe('Hostess');
		expect(await guests[0].page.getByTestId('tally').allInnerTexts()).toEqual(seats.map(tally));

		// Dee's phone dies: away; "Remove" frees the seat, and Dee is back on a new phone
		await guests[3].context.close();
		const dee = host.page.locator('[data-testid="player-item"]', { hasText: 'Dee' });
		await expect.poll(() => dee.getAttribute('data-presence'), POLL).toBe('away');
		await dee.getByTestId('remove-seat').click();
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);

		// Play again opens the settings first: 12 rounds this time
		await host.page.getByTestId('play-again').click();
		await host.page.getByTestId('rounds-input').fill('12');
		await host.page.getByTestId('rematch-confirm').click();
		await until(host.page, (pg) => visible(pg, 'start-game'), true);
		// the room is open again: Dee is back, on a new phone, under the same name
		const back = await newPlayer(browser, PHONE_740);
		await joinAs(back.page, code, 'Dee');
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(5);
		// before the start, Dee adds a question from the waiting room; the host's phone lists it
		await back.page.locator('[data-testid="own-question"] summary').click();
		await back.page.getByTestId('own-text').fill('sung in the shower');
		await back.page.getByTestId('own-send').click();
		await until(back.page, (pg) => visible(pg, 'own-added'), true);
		// "Add" went disabled with the question sent: the box has the focus back, for another one
		await until(back.page, focusedTestId, 'own-text');
		await until(host.page, (pg) => pg.getByTestId('own-list').count(), 1);
		await host.page.getByTestId('start-game').click();
		for (const p of [back.page, tv.page]) await until(p, (pg) => text(pg, 'round-number'), 'Round 1 of 12');
		// it is the first question, marked on the TV as a player's
		await until(tv.page, questionOf, 'Never have I ever sung in the shower');
		await until(tv.page, (pg) => visible(pg, 'own-mark'), true);
		// the TV fits 1280×720: nothing scrolls
		const tall = await tv.page.evaluate(() => document.documentElement.scrollHeight);
		expect(tall).toBeLessThanOrEqual(720);
		await Promise.all([host, tv, back, ...guests.slice(0, 3)].map((p) => p.context.close()));
	});
});
