import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer } from './support/browser';
import { POLL, PHONE, hostNhie, text, visible } from './support/party';

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
		const code = await hostNhie(host.page);
		expect(await host.page.getByTestId('screens-on').count()).toBe(0);

		const tv = await newPlayer(browser, { width: 1280, height: 720 });
		await tv.page.goto(`/screen/${code}`);
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
});
