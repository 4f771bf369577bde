import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot } from './support/browser';
import {
	POLL,
	visible,
	roundOf,
	secondsLeft,
	secondsNow,
	canAnswer,
	until,
	hostNhie,
	joinAs,
	screenLink
} from './support/party';

/**
 * docs/lobby.md "Host durability" over real data channels: the host's page is gone (a full load of the home page ends
 * it) in the middle of a 30 s round. The guest's countdown stands still while the host is away;
 * the host stays away longer than the round had, and on its return ("Continue your lobby") the round
 * is still open with the time it had (the host gives back the time it was gone), then the clock
 * runs again. A host whose device goes offline (page awake) stops its clock the same way, and says so.
 * Every phone runs Playwright's clock, which flows with real time until the test jumps it forward:
 * "away for 30 s" is a jump of every clock in the room, not 30 s of waiting.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** A host's "Never have I ever" room on a phone, and Ana seated in it; both on the test's clock. */
const roomWithAna = async () => {
	const host = await newPlayer(browser, { width: 360 });
	await host.page.clock.install();
	const code = await hostNhie(host.page);
	const ana = (await newPlayer(browser, { width: 360 })).page;
	await ana.clock.install();
	await joinAs(ana, code, 'Ana');
	await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(2);
	return { host, ana, code };
};

describe('the host gone: a real pause', () => {
	it("the guest's countdown stands still while the host is away; the round keeps its time", async () => {
		const { host, ana } = await roomWithAna();
		// a big screen watches too (docs/lobby.md "The big screen"): its countdown stands still with the players'
		const screen = (await newPlayer(browser, { width: 1280, height: 720 })).page;
		await screen.clock.install();
		await screen.goto(await screenLink(host.page));
		/** Every clock in the room jumps `ms` on: each page's timers due meanwhile run now. */
		const away = (ms: number) => Promise.all([host.page, ana, screen].map((p) => p.clock.fastForward(ms)));
		await expect.poll(() => visible(screen, 'screen-waiting'), POLL).toBe(true);
		await host.page.getByTestId('start-game').click();
		for (const p of [host.page, ana]) await until(p, canAnswer, true);
		await expect.poll(() => secondsLeft(screen), POLL).toBeGreaterThan(0);
		expect(await roundOf(ana)).toBe(1);

		// the host's page is gone: Ana's countdown stops where it was when the host went quiet
		await host.page.goto('/');
		await expect.poll(() => visible(ana, 'host-offline'), POLL).toBe(true);
		const frozen = await secondsNow(ana);
		expect(frozen).toBeGreaterThan(15);
		await expect.poll(() => visible(screen, 'screen-offline'), POLL).toBe(true);
		const frozenOnScreen = await secondsNow(screen);
		expect(frozenOnScreen).toBeGreaterThan(15);
		await away(4_000); // to see that nothing moves
		expect(await secondsNow(ana)).toBe(frozen);
		expect(await secondsNow(screen)).toBe(frozenOnScreen);
		await screenshot(ana, 'party-host-away-countdown');
		// away longer than the round had left: without the pause the round would be over on return
		await away((frozen + 2) * 1000);
		expect(await secondsNow(ana)).toBe(frozen);

		// the host comes back: the same round, about the time it had, and the clock runs again
		await expect.poll(() => visible(host.page, 'continue-lobby'), POLL).toBe(true);
		await host.page.getByTestId('continue-lobby').click();
		await until(ana, canAnswer, true);
		expect(await visible(ana, 'round-result')).toBe(false);
		expect(await roundOf(ana)).toBe(1);
		// (the host's clock runs again from its return; the guest's retry backoff, up to 10 s, is on it)
		const back = await secondsNow(ana);
		expect(back).toBeGreaterThan(frozen - 15);
		expect(back).toBeLessThanOrEqual(frozen + 2);
		await expect.poll(() => secondsLeft(ana), POLL).toBeLessThan(back);
		// and the round goes on as usual: both answer, it closes
		for (const p of [host.page, ana]) await p.getByTestId('answer-have').click();
		await expect.poll(() => visible(ana, 'round-result'), POLL).toBe(true);

		await Promise.all([host.page, ana, screen].map((p) => p.context().close()));
	}, 180_000);

	it('a host whose device goes offline: its clock stands still, the round keeps its time', async () => {
		const { host, ana } = await roomWithAna();
		await host.page.getByTestId('start-game').click();
		for (const p of [host.page, ana]) await until(p, canAnswer, true);

		await host.context.setOffline(true);
		await expect.poll(() => visible(host.page, 'host-self-offline'), POLL).toBe(true);
		const frozen = await secondsNow(host.page);
		expect(frozen).toBeGreaterThan(15);
		// the host's clock jumps 8 s on (Ana's too): without the pause the round would have lost 8 s
		await Promise.all([host.page, ana].map((p) => p.clock.fastForward(8_000)));
		expect(await secondsNow(host.page)).toBe(frozen);
		await screenshot(host.page, 'party-host-self-offline');

		await host.context.setOffline(false);
		await expect.poll(() => visible(host.page, 'host-self-offline'), POLL).toBe(false);
		expect(await roundOf(host.page)).toBe(1);
		const back = await secondsNow(host.page);
		expect(back).toBeGreaterThan(frozen - 3);
		expect(back).toBeLessThanOrEqual(frozen);
		await expect.poll(() => secondsLeft(host.page), POLL).toBeLessThan(back);
		await Promise.all([host.page, ana].map((p) => p.context().close()));
	}, 180_000);
});
