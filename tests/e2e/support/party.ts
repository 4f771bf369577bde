import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { consoleOf } from './browser';

/**
 * What the lobby e2e read off a phone, each a value a poll can wait for (never a throw): a room's
 * rounds take a while on a loaded 2-core machine, hence the long poll.
 */
export const POLL = { timeout: 45_000, interval: 200 };
export const PHONE = { width: 360, height: 800 };

export const visible = (page: Page, testid: string) =>
	page
		.getByTestId(testid)
		.first()
		.isVisible()
		.catch(() => false);
export const text = (page: Page, testid: string) =>
	page
		.getByTestId(testid)
		.first()
		.innerText({ timeout: 500 })
		.catch(() => '');
export const roundOf = (page: Page) =>
	page
		.getByTestId('round-number')
		.getAttribute('data-round', { timeout: 500 })
		.then(Number)
		.catch(() => 0);
export const questionOf = (page: Page) => text(page, 'question-text');
/** "42 s left", or from a minute on the mole's clock, "1:00 left" → seconds; NaN when neither. */
const parseSeconds = (t: string | null): number => {
	const clock = /(\d+):(\d\d) left/.exec(t ?? '');
	return clock ? Number(clock[1]) * 60 + Number(clock[2]) : Number(/(\d+) s left/.exec(t ?? '')?.[1] ?? NaN);
};
/** A countdown's seconds: "42 s left", or from a minute on the mole's clock, "1:00 left"; NaN when none. */
export const secondsLeft = (page: Page) =>
	page
		.getByTestId('countdown')
		.innerText({ timeout: 500 })
		.then(parseSeconds)
		.catch(() => NaN);
/**
 * The host's pings a guest's page has heard (`data-pings-heard` on its game area, one per heartbeat
 * of 2 s, docs/lobby.md "Heartbeat"): the sign that its link carries the host's messages; -1 when
 * the page shows no game.
 */
export const pingsHeard = (page: Page) =>
	page
		.getByTestId('game-area')
		.getAttribute('data-pings-heard', { timeout: 500 })
		.then((v) => (v === null ? -1 : Number(v)))
		.catch(() => -1);
/**
 * "Continue your lobby" has looked for this device's open lobbies (`data-continue-checked`), or the
 * page does not offer it at all: what it shows now is what it will show.
 */
export const continueLookupDone = (page: Page) =>
	page.evaluate(() =>
		[...document.querySelectorAll('[data-testid="continue-lookup"]')].every(
			(e) => e.getAttribute('data-continue-checked') === 'true'
		)
	);
export const canAnswer = (page: Page) =>
	page
		.getByTestId('answer-have')
		.isEnabled({ timeout: 500 })
		.catch(() => false);
/** The mole's phase as a player's page shows it (null while it shows no game). */
export const molePhase = (page: Page) =>
	page
		.getByTestId('mole-game')
		.getAttribute('data-phase', { timeout: 500 })
		.catch(() => null);

const shownOn = (page: Page, chars: number) =>
	page
		.locator('body')
		.innerText({ timeout: 1000 })
		.then((t) => t.slice(0, chars))
		.catch(() => '(no body)');

/**
 * What the page showed (its text and URL), and what every other page of the run's browser showed
 * then (the host's, the other players'), so a run on CI that fails can be read without a screenshot.
 */
const failedOn = async (page: Page, e: unknown): Promise<Error> => {
	const others = (page.context().browser()?.contexts() ?? [])
		.flatMap((c) => c.pages())
		.filter((p) => p !== page);
	const also = await Promise.all(
		others.map(async (p) => `--- ${p.url()}:\n${await shownOn(p, 400)}\n${consoleOf(p).slice(-5).join('\n')}`)
	);
	return new Error(
		`${(e as Error).message}\non ${page.url()} the page showed:\n${await shownOn(page, 1500)}\n` +
			`its console said:\n${consoleOf(page).join('\n') || '(nothing)'}\n` +
			`the other pages showed:\n${also.join('\n')}`
	);
};

/**
 * Polls `read` until it gives `want` (deep equality for `equal`); when it never does, the failure says
 * what the pages showed.
 */
export const until = async <T>(
	page: Page,
	read: (page: Page) => Promise<T>,
	want: T,
	{ equal = false } = {}
): Promise<void> => {
	try {
		if (equal) await expect.poll(() => read(page), POLL).toEqual(want);
		else await expect.poll(() => read(page), POLL).toBe(want);
	} catch (e) {
		throw await failedOn(page, e);
	}
};

/**
 * The countdown's seconds as one reading for a test to compare: a loaded machine can miss one quick
 * read (500 ms) of a countdown that is there, so it reads again until it has a number; when the
 * page shows none, the failure says what the pages showed.
 */
export const secondsNow = async (page: Page): Promise<number> => {
	let seconds = NaN;
	try {
		await expect.poll(async () => Number.isFinite((seconds = await secondsLeft(page))), POLL).toBe(true);
	} catch (e) {
		throw await failedOn(page, e);
	}
	return seconds;
};

/**
 * What on the page reaches past the screen's right edge (a phone's width), by test id or tag and
 * text; [] when everything fits — e.g. a 20-letter name without a space in a button or a list.
 */
export const stickingOut = (page: Page): Promise<string[]> =>
	page.evaluate(() => {
		const width = document.documentElement.clientWidth;
		return [...document.querySelectorAll('main *')]
			.filter((e) => e.getBoundingClientRect().right > width + 1)
			.map((e) => `${e.getAttribute('data-testid') ?? e.tagName}: ${(e.textContent ?? '').slice(0, 40)}`);
	});

/** A host opens a "Never have I ever" room (adult questions on or off) and returns its code. */
export const hostNhie = async (page: Page, { name = 'Hostess', adult = false } = {}): Promise<string> => {
	await page.goto('/nhie');
	await page.getByTestId('name-input').fill(name);
	if (adult) {
		await page.getByTestId('nsfw-toggle').click();
		await page.getByTestId('birth-date').fill('1990-05-05');
		await page.getByTestId('age-confirm').click();
		await expect.poll(() => page.getByTestId('nsfw-toggle').isChecked(), POLL).toBe(true);
	}
	await page.getByTestId('create-lobby').click();
	await expect.poll(() => visible(page, 'room-code'), POLL).toBe(true);
	return page.getByTestId('room-code').innerText();
};

/**
 * The host's "Open on a big screen" link: `/screen/<CODE>#h=<key fingerprint>&s=<screen code>` (a new
 * screen needs the code; docs/lobby.md "The big screen", "Host identity").
 */
export const screenLink = async (host: Page): Promise<string> => {
	const href = await host.getByTestId('open-screen').first().getAttribute('href');
	expect(href).toMatch(/^\/screen\/[A-Z2-9]{4}#h=[A-Za-z0-9_-]{22}&s=[A-Z2-9]{6}$/);
	return href!;
};

/** The screen code in the host's big-screen link. */
export const screenKeyIn = (link: string): string => new URLSearchParams(link.split('#')[1]).get('s')!;

/** A guest joins room `code` by its link, under `name`. */

export const joinAs = async (page: Page, code: string, name: string): Promise<void> => {
	await page.goto(`/join/${code}`);
	await page.getByTestId('name-input').fill(name);
	await page.getByTestId('join-button').click();
};

/**
 * How many layouts `page` runs while its countdown goes down by `seconds` (Chrome's own count,
 * through the DevTools protocol), from one tick of it to another, so the count covers whole seconds.
 * A screen that only waits should run a few: one per changed text, not one per frame. The countdown
 * is read by its text content, which needs no layout.
 */
export const layoutsDuring = async (page: Page, seconds: number): Promise<number> => {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Performance.enable');
	const count = async () =>
		(await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'LayoutCount')?.value ?? 0;
	const shown = () =>
		page
			.getByTestId('countdown')
			.textContent({ timeout: 500 })
			.then(parseSeconds)
			.catch(() => NaN);
	const tick = { timeout: POLL.timeout, interval: 20 };
	let first = NaN;
	await expect.poll(async () => Number.isFinite((first = await shown())), POLL).toBe(true);
	let from = NaN;
	await expect.poll(async () => (from = await shown()) < first, tick).toBe(true);
	const before = await count();
	await expect.poll(shown, tick).toBeLessThanOrEqual(from - seconds);
	const after = await count();
	await cdp.detach();
	return after - before;
};
