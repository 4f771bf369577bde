import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer } from './support/browser';
import { POLL, PHONE, canAnswer, hostNhie, joinAs, text, visible, until } from './support/party';

/**
 * A guest on a poor connection (over real PeerJS data channels): the game's screen is a chunk the
 * phone fetches once the lobby says which game it is. When that fetch fails the page says so, with
 * "Reload the page" — never a blank screen under the room — and a reload brings the guest back to
 * the same seat with the game. SCREENSHOTS=1 saves what Bo sees under /tmp to look at.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** "Never have I ever"'s guest view is the only chunk with this test id in it. */
const NHIE_GUEST_VIEW = 'data-testid="late-note"';

/** Fails every fetch of the NHIE guest view's chunk, as a connection that drops it would. */
const failGuestView = async (context: BrowserContext) => {
	const s = { failed: 0 };
	await context.route('**/_app/immutable/**/*.js', async (route) => {
		const response = await route.fetch();
		const body = await response.text();
		// (a request still in flight when the test lets the connection back may be handled already)
		if (!body.includes(NHIE_GUEST_VIEW)) return route.fulfill({ response, body }).catch(() => undefined);
		s.failed++;
		return route.abort('connectionfailed').catch(() => undefined);
	});
	return s;
};

describe('a game screen that does not load', () => {
	it('says so in words with "Reload the page", and the reload brings the guest back to the game', async () => {
		const host = await newPlayer(browser, PHONE);
		const code = await hostNhie(host.page);
		const ana = await newPlayer(browser, PHONE);
		const bo = await newPlayer(browser, PHONE);
		const boFails = await failGuestView(bo.context);
		await joinAs(ana.page, code, 'Ana');
		await joinAs(bo.page, code, 'Bo');
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(3);
		await host.page.getByTestId('start-game').click();

		// Ana's loaded: she plays. Bo's did not: he is told, with the way out
		await until(ana.page, canAnswer, true);
		await expect.poll(() => visible(bo.page, 'view-load-error'), POLL).toBe(true);
		expect(boFails.failed).toBeGreaterThan(0);
		expect(await text(bo.page, 'view-load-error')).toContain('did not load');
		expect(await canAnswer(bo.page)).toBe(false);
		expect(await ana.page.getByTestId('view-load-error').count()).toBe(0);
		if (process.env.SCREENSHOTS) await bo.page.screenshot({ path: '/tmp/parlor-view-load-error.png' });

		// the connection is back: Reload, and he is in his seat with the question
		await bo.context.unrouteAll({ behavior: 'ignoreErrors' });
		await bo.page.getByRole('button', { name: 'Reload the page' }).click();
		await until(bo.page, canAnswer, true);
		expect(await bo.page.getByTestId('view-load-error').count()).toBe(0);
		expect(await host.page.getByTestId('player-item').count()).toBe(3);
		await Promise.all([host, ana, bo].map((p) => p.context.close()));
	}, 120_000);
});
