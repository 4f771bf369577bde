import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusedTestId, launch, newPlayer, screenshot, untilAppStarted } from './support/browser';
import { POLL, hostNhie, visible } from './support/party';

/**
 * The doors into a party (over real PeerJS data channels, one Chromium context per device):
 * the home page's code box, the game's name on the join screen, 18+ rooms, the big screen.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** Latin capitals written with their Cyrillic look-alikes where one exists (hostile input). */
const disguise = (code: string) =>
	[...code]
		.map(
			(c) =>
				({ A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', K: 'к', M: 'М', P: 'р', T: 'Т', X: 'х' })[c] ??
				c.toLowerCase()
		)
		.join('\u200b');

describe('doors into a party', () => {
	it('the home code box cleans a disguised code and joins the room; the join screen names the game', async () => {
		const host = await newPlayer(browser);
		const code = await hostNhie(host.page);
		const guest = await newPlayer(browser, { width: 360, height: 740 });
		await guest.page.goto('/');
		await untilAppStarted(guest.page);
		// nothing typed: asked for the code, not told the code is wrong
		await guest.page.getByTestId('home-join-button').click();
		await expect
			.poll(() => guest.page.getByTestId('home-join-error').innerText(), POLL)
			.toBe('Type the room code the host gave you first.');
		// a code that cannot be one gets a plain sentence, and nothing happens
		await guest.page.getByTestId('home-join-code').fill('KO1L');
		await guest.page.getByTestId('home-join-code').press('Enter');
		await expect.poll(() => visible(guest.page, 'home-join-error'), POLL).toBe(true);
		expect(await guest.page.getByTestId('home-join-code').getAttribute('aria-invalid')).toBe('true');
		expect(new URL(guest.page.url()).pathname).toBe('/');
		await screenshot(guest.page, 'doors-home-bad-code-360');
		// the real code, pasted with zero-width spaces, lower case and Cyrillic look-alikes
		await guest.page.getByTestId('home-join-code').fill(` ${disguise(code)} `);
		await guest.page.getByTestId('home-join-button').click();
		await guest.page.waitForURL(`**/join/${code}`);
		await guest.page.getByTestId('name-input').fill('Ana');
		await guest.page.getByTestId('join-button').click();
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(2);
		await expect.poll(() => visible(guest.page, 'waiting'), POLL).toBe(true);
		expect(await guest.page.getByTestId('game-name').innerText()).toContain('Never have I ever');
		await screenshot(guest.page, 'doors-guest-waiting-360');
		await Promise.all([host, guest].map((p) => p.context.close()));
	});

	it('an adult room: the join screen says 18+, every guest passes the birth-date gate first, under 18 is refused', async () => {
		const host = await newPlayer(browser);
		const code = await hostNhie(host.page, { adult: true });
		const years = (n: number) => {
			const d = new Date();
			d.setFullYear(d.getFullYear() - n);
			return d.toISOString().slice(0, 10);
		};
		// a 16-year-old (Russian UI, 360 px): asked for a birth date, then refused; the host never seats it
		const kid = await newPlayer(browser, { locale: 'ru-RU', width: 360, height: 740 });
		await kid.page.goto(`/join/${code}`);
		await kid.page.getByTestId('name-input').fill('Кир');
		await kid.page.getByTestId('join-button').click();
		await expect.poll(() => visible(kid.page, 'age-gate'), POLL).toBe(true);
		expect(await kid.page.getByTestId('join-error').getAttribute('data-code')).toBe('adult_only');
		expect(await kid.page.getByTestId('game-name').innerText()).toContain('Я никогда не');
		expect(await visible(kid.page, 'adult-badge')).toBe(true);
		expect(await kid.page.getByTestId('birth-date').inputValue()).toBe('');
		await screenshot(kid.page, 'doors-adult-gate-ru-360');
		await kid.page.getByTestId('birth-date').fill(years(16));
		await kid.page.getByTestId('age-confirm').click();
		await expect.poll(() => visible(kid.page, 'adult-refused'), POLL).toBe(true);
		await expect.poll(() => focusedTestId(kid.page), POLL).toBe('adult-refused-text');
		await screenshot(kid.page, 'doors-adult-refused-ru-360');
		expect(await host.page.getByTestId('player-item').count()).toBe(1);

		// an adult passes the same gate, with the keyboard only, and is seated
		const ana = await newPlayer(browser, { width: 360, height: 740 });
		await ana.page.goto(`/join/${code}`);
		await untilAppStarted(ana.page);
		await ana.page.getByTestId('name-input').fill('Ana');
		await ana.page.getByTestId('name-input').press('Enter');
		await expect.poll(() => visible(ana.page, 'age-gate'), POLL).toBe(true);
		expect(await visible(ana.page, 'question-text')).toBe(false);
		await ana.page.getByTestId('birth-date').fill('1990-05-05');
		await ana.page.getByTestId('birth-date').press('Enter');
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(2);
		await expect.poll(() => visible(ana.page, 'waiting'), POLL).toBe(true);
		expect(await visible(ana.page, 'adult-badge')).toBe(true);
		await screenshot(ana.page, 'doors-adult-waiting-360');
		await host.page.getByTestId('start-game').click();
		await expect.poll(() => visible(ana.page, 'question-text'), POLL).toBe(true);
		await Promise.all([host, kid, ana].map((p) => p.context.close()));
	});
});
