import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer } from './support/browser';
import { POLL, PHONE, hostNhie, text, visible, screenKeyIn, screenLink } from './support/party';

/**
 * docs/lobby.md "The big screen", the host's hold on big screens (over real PeerJS data channels): the host's page says
 * how many screens watch the room and disconnects them; the screen says so, and may connect again
 * while the room is open to it. SCREENSHOTS=1 saves the host's panel under /tmp to look at.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

describe('big screens the host can see and disconnect', () => {
	it('shows "1 big screen connected", Disconnect tells the screen, Connect again brings it back', async () => {
		const host = await newPlayer(browser, PHONE);
		await hostNhie(host.page);
		expect(await host.page.getByTestId('screens-on').count()).toBe(0);

		const tv = await newPlayer(browser, { width: 1280, height: 720 });
		await tv.page.goto(await screenLink(host.page));
		await expect.poll(() => visible(tv.page, 'screen-waiting'), POLL).toBe(true);
		await expect.poll(() => text(host.page, 'screens-on'), POLL).toContain('1 big screen connected');
		if (process.env.SCREENSHOTS)
			await host.page.screenshot({ path: '/tmp/parlor-screens-on.png', fullPage: true });

		await host.page.getByRole('button', { name: 'Disconnect the big screen' }).click();
		await expect.poll(() => visible(tv.page, 'screen-disconnected'), POLL).toBe(true);
		expect(await text(tv.page, 'screen-disconnected')).toBe('The host disconnected this screen.');
		await expect.poll(() => host.page.getByTestId('screens-on').count(), POLL).toBe(0);
		expect(await host.page.getByTestId('player-item').count()).toBe(1);

		await tv.page.getByRole('button', { name: 'Connect again' }).click();
		await expect.poll(() => visible(tv.page, 'screen-waiting'), POLL).toBe(true);
		await expect.poll(() => text(host.page, 'screens-on'), POLL).toContain('1 big screen connected');
		await Promise.all([host, tv].map((p) => p.context.close()));
	}, 120_000);

	it('four anonymous screens fill no place; a TV that types the screen code connects (ru)', async () => {
		const host = await newPlayer(browser, PHONE);
		const code = await hostNhie(host.page);
		const key = screenKeyIn(await screenLink(host.page));
		expect(await text(host.page, 'screen-key')).toContain(key);
		const squatters = await Promise.all(
			Array.from({ length: 4 }, () => newPlayer(browser, { width: 1280, height: 720 }))
		);
		for (const s of squatters) await s.page.goto(`/screen/${code}`);
		for (const s of squatters)
			await expect
				.poll(() => s.page.getByTestId('join-error').getAttribute('data-code'), POLL)
				.toBe('screen_key');
		expect(await host.page.getByTestId('screens-on').count()).toBe(0);

		const tv = await newPlayer(browser, { width: 1280, height: 720, locale: 'ru-RU' });
		await tv.page.goto(`/screen/${code}`);
		await expect.poll(() => visible(tv.page, 'screen-key-form'), POLL).toBe(true);
		expect(await text(tv.page, 'join-error')).toContain('код экрана');
		await tv.page.getByTestId('screen-key-input').fill(key.toLowerCase());
		await tv.page.getByTestId('screen-key-input').press('Enter');
		await expect.poll(() => visible(tv.page, 'screen-waiting'), POLL).toBe(true);
		await expect.poll(() => text(host.page, 'screens-on'), POLL).toContain('1 big screen connected');
		await Promise.all([host, tv, ...squatters].map((p) => p.context.close()));
	}, 120_000);

	it('a code typed wrong: the screen says the room does not exist and offers the way home', async () => {
		// (each later try waits long enough to hear "no such room" too: screen.test.ts)
		const tv = await newPlayer(browser, { width: 360, height: 740 });
		await tv.page.goto('/screen/ZZZZ');
		await expect
			.poll(() => tv.page.getByTestId('join-error').getAttribute('data-code'), POLL)
			.toBe('not_found');
		await tv.page.getByTestId('screen-home').click();
		await expect.poll(() => visible(tv.page, 'mode-nhie'), POLL).toBe(true);
		await tv.context.close();
	}, 120_000);
});
