import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer } from './support/browser';
import { canAnswer, hostNhie, joinAs, POLL, secondsNow, until, visible, screenLink } from './support/party';

/**
 * Phones whose clocks are off (set by hand, a laptop that drifted): a view's deadlines are the
 * host's clock, and a guest that read them on its own clock would be wrong — 40 s ahead, its
 * countdown would say "0 s left" all round long; a big screen 40 s behind, "70 s left" of 30. Each
 * reads the host's clock (lobby/guest.ts `clockOffset`), so every countdown in the room agrees.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** This context's clock (Date) runs `ms` off the real one, from its next page load. */
const clockOff = (context: BrowserContext, ms: number) =>
	context.addInitScript((off: number) => {
		const RealDate = Date;
		const now = () => RealDate.now() + off;
		class OffDate extends RealDate {
			constructor(...args: unknown[]) {
				if (args.length === 0) super(now());
				else super(...(args as [number]));
			}
			static now = now;
		}
		(globalThis as { Date: DateConstructor }).Date = OffDate as DateConstructor;
	}, ms);

describe('a room whose phones disagree on the time', () => {
	it("every countdown reads the host's clock: a guest 40 s ahead and a big screen 40 s behind count the round's 30 s", async () => {
		const host = await newPlayer(browser, { width: 360 });
		const code = await hostNhie(host.page);
		const guest = await newPlayer(browser, { width: 360 });
		await clockOff(guest.context, 40_000);
		await joinAs(guest.page, code, 'Ana');
		const tv = await newPlayer(browser, { width: 1280, height: 720 });
		await clockOff(tv.context, -40_000);
		await tv.page.goto(await screenLink(host.page));
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(2);
		await expect.poll(() => visible(tv.page, 'screen-players'), POLL).toBe(true);

		await host.page.getByTestId('start-game').click();
		await until(guest.page, canAnswer, true);
		const onHost = await secondsNow(host.page);
		for (const page of [guest.page, tv.page]) {
			const seconds = await secondsNow(page);
			expect(seconds).toBeLessThanOrEqual(30);
			// read a moment after the host's, on a loaded machine: a few seconds apart, never 40
			expect(Math.abs(seconds - onHost)).toBeLessThanOrEqual(5);
		}
	}, 120_000);
});
