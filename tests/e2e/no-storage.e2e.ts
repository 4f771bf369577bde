import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import {
	POLL,
	canAnswer,
	hostNhie,
	joinAs,
	questionOf,
	roundOf,
	text,
	until,
	visible
} from './support/party';

/**
 * A browser that keeps no IndexedDB for the site (db/storage-choice.ts): every mode still plays, on a
 * database in the page's memory, and the app says once that nothing is kept after the page closes.
 * Two such browsers: one without the API, one that refuses every open (site data blocked: Chrome's
 * "The user denied permission to access the database").
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const withoutIndexedDb = (context: BrowserContext) =>
	context.addInitScript(() => {
		Object.defineProperty(window, 'indexedDB', { get: () => undefined, configurable: true });
	});

const refusingIndexedDb = (context: BrowserContext) =>
	context.addInitScript(() => {
		const denied = () =>
			new DOMException('The user denied permission to access the database.', 'UnknownError');
		IDBFactory.prototype.open = function () {
			const req = {} as IDBOpenDBRequest & { error: DOMException };
			setTimeout(() => {
				req.error = denied();
				req.onerror?.(new Event('error'));
			});
			return req;
		};
		IDBFactory.prototype.databases = () => Promise.reject(denied());
	});

/**
 * A phone whose storage is full: the page's origin may keep 1 byte (Chromium's quota override) — the
 * database opens, what a game keeps cannot be written.
 */
const fillStorage = async (page: Page, context: BrowserContext) => {
	const cdp = await context.newCDPSession(page);
	await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin, quotaSize: 1 });
};

describe('a browser that keeps nothing for the site', () => {
	it('without IndexedDB: pass-and-play plays a round, a lobby opens, and the app says nothing is kept', async () => {
		const { page, context } = await newPlayer(browser, { width: 360 });
		await withoutIndexedDb(context);
		await page.goto('/nhie/pass');
		await expect.poll(() => visible(page, 'pass-start'), POLL).toBe(true);
		await page.getByTestId('pass-players').fill('3');
		await page.getByTestId('pass-start').click();
		await expect.poll(() => roundOf(page), POLL).toBe(1);
		expect(await questionOf(page)).toMatch(/^Never have I ever/);
		await expect
			.poll(() => text(page, 'not-kept'), POLL)
			.toContain('nothing is kept once this page is closed');
		await screenshot(page, 'no-storage-pass');
		for (const answer of ['answer-have', 'answer-have', 'answer-have-not'])
			await page.getByTestId(answer).click();
		await page.getByTestId('pass-submit').click();
		await expect.poll(() => text(page, 'round-result'), POLL).toBe('2 of 3 have.');

		// a host's lobby keeps its game in the same memory: the room opens
		const code = await hostNhie(page);
		expect(code).toMatch(/^[A-Z0-9]{4}$/);
		expect(await visible(page, 'not-kept')).toBe(true);
		await context.close();
	});

	it('site data blocked (Russian): Session zero starts, and the notice is in Russian', async () => {
		const { page, context } = await newPlayer(browser, { width: 360, locale: 'ru-RU' });
		await refusingIndexedDb(context);
		await page.goto('/quiz');
		await expect.poll(() => page.getByTestId('quiz-start').isEnabled(), POLL).toBe(true);
		await page.getByTestId('quiz-start').click();
		await expect.poll(() => visible(page, 'quiz-question'), POLL).toBe(true);
		expect(await visible(page, 'quiz-error')).toBe(false);
		await expect
			.poll(() => text(page, 'not-kept'), POLL)
			.toContain('после закрытия страницы ничего не сохранится');
		await screenshot(page, 'no-storage-quiz-ru');
		await context.close();
	});

	it('a phone whose storage is full: pass-and-play says so, and plays on without saving', async () => {
		const { page, context } = await newPlayer(browser, { width: 360 });
		await page.goto('/nhie/pass');
		await fillStorage(page, context);
		await expect.poll(() => visible(page, 'pass-start'), POLL).toBe(true);
		await page.getByTestId('pass-players').fill('3');
		await page.getByTestId('pass-start').click();
		await expect.poll(() => visible(page, 'save-failed'), POLL).toBe(true);
		await expect.poll(() => text(page, 'save-failed'), POLL).toContain('storage is full');
		await screenshot(page, 'no-storage-full-pass');
		await page.getByTestId('save-continue').click();
		await expect.poll(() => roundOf(page), POLL).toBe(1);
		await expect.poll(() => text(page, 'not-saving'), POLL).toContain('Not saving');
		await context.close();
	});

	it('a phone whose storage is full: Session zero waits on Retry or Continue without saving, and a lobby says why it cannot open', async () => {
		const { page, context } = await newPlayer(browser, { width: 360 });
		await page.goto('/quiz');
		await fillStorage(page, context);
		await expect.poll(() => page.getByTestId('quiz-start').isEnabled(), POLL).toBe(true);
		await page.getByTestId('quiz-start').click();
		// saved, then shown: the first question waits on the player's choice, the focus on Retry
		await expect.poll(() => text(page, 'save-failed'), POLL).toContain('storage is full');
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), POLL)
			.toBe('save-retry');
		expect(await visible(page, 'quiz-question')).toBe(false);
		await page.getByTestId('save-continue').click();
		await expect.poll(() => visible(page, 'quiz-question'), POLL).toBe(true);
		await expect.poll(() => text(page, 'not-saving'), POLL).toContain('Not saving');
		expect(await visible(page, 'quiz-error')).toBe(false);

		await page.goto('/nhie');
		await page.getByTestId('name-input').fill('Hostess');
		await page.getByTestId('create-lobby').click();
		await expect
			.poll(
				() =>
					page
						.locator('form [role=alert]')
						.innerText()
						.catch(() => ''),
				POLL
			)
			.toContain('storage is full, so the lobby could not be saved');
		await screenshot(page, 'no-storage-full-lobby');

		// the party plays anyway: the lobby opens without saving, a friend joins and answers
		await page.getByTestId('create-unsaved').click();
		await expect.poll(() => text(page, 'not-saving'), POLL).toContain('Not saving');
		await expect.poll(() => visible(page, 'room-code'), POLL).toBe(true);
		const code = await page.getByTestId('room-code').innerText();
		expect(code).toMatch(/^[A-Z0-9]{4}$/);
		const guest = await newPlayer(browser, { width: 360 });
		await joinAs(guest.page, code, 'Ana');
		await expect.poll(() => page.getByTestId('player-item').count(), POLL).toBe(2);
		await page.getByTestId('start-game').click();
		await until(guest.page, canAnswer, true);
		await guest.page.getByTestId('answer-have').click();
		await page.getByTestId('answer-have').click();
		await expect.poll(() => visible(page, 'round-result'), POLL).toBe(true);
		expect(await seriousAxeViolations(page)).toEqual([]);
		await guest.context.close();
		await context.close();
	});
});
