import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations, smallTapTargets } from './support/axe';
import { launch, newPlayer } from './support/browser';
import { approveTeam, hostMole, leaderAmong, screenPhase } from './support/mole';
import { POLL, PHONE, visible, molePhase, until, joinAs, screenLink } from './support/party';

/**
 * docs/mole.md "One room" over real data channels: a host and three guests on phones and a TV play
 * "The mole" in one room ("We're together"): no chat on any phone, quick taps in the discussion,
 * the narrator's line large on the TV with "Read aloud" (off), and "I'm ready" from everyone opens
 * the vote before the discussion's time is up. The narrator runs offline.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const TV = { width: 1280, height: 720 };
const GUESTS = ['Ana', 'Bo', 'Dee'];

describe('the mole in one room', () => {
	it('taps instead of chat, the narrator large on the TV, and everyone ready opens the vote', async () => {
		const { host, code } = await hostMole(browser, { discussion: 60, together: true });
		const tv = await newPlayer(browser, TV);
		await tv.page.goto(await screenLink(host.page));
		const guests = await Promise.all(GUESTS.map(() => newPlayer(browser, PHONE)));
		for (const [i, name] of GUESTS.entries()) await joinAs(guests[i].page, code, name);
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
		await host.page.getByTestId('start-game').click();
		const pages = [host.page, ...guests.map((g) => g.page)];

		// the team: the leader picks the first two, everyone approves, the team secures the mission
		for (const p of pages) await until(p, molePhase, 'team');
		const leader = await leaderAmong(pages);
		for (const i of [0, 1]) await leader.getByTestId('team-pick').nth(i).check();
		await leader.getByTestId('team-propose').click();
		for (const p of pages) await approveTeam(p);
		// nobody closes the mission before every page shows it
		for (const p of pages) await until(p, molePhase, 'mission');
		for (const p of pages)
			if ((await p.getByTestId('mission-secure').count()) === 1)
				await p.getByTestId('mission-secure').click();

		// the discussion: no chat anywhere, quick taps on every phone
		for (const p of pages) await until(p, molePhase, 'discussion');
		await expect.poll(() => screenPhase(tv.page), POLL).toBe('discussion');
		for (const p of pages) {
			expect(await p.getByTestId('chat-input').count()).toBe(0);
			expect(await visible(p, 'quick-taps')).toBe(true);
		}
		// Ana keeps suspecting the host; the others trust someone
		const ana = guests[0].page;
		const hostId = await ana.locator('[data-testid^=tap-suspect-]').first().getAttribute('data-testid');
		for (let i = 0; i < 3; i++) await ana.getByTestId(hostId!).click();
		await expect.poll(() => ana.getByTestId('tap-last').innerText(), POLL).toMatch(/Suspect: /);
		for (const p of [host.page, guests[1].page, guests[2].page])
			await p.locator('[data-testid^=tap-trust-]').first().click();

		// the TV shows the narrator's line large, with "Read aloud" off
		await expect
			.poll(() => tv.page.getByTestId('stage-line').count(), { ...POLL, timeout: 60_000 })
			.toBeGreaterThan(0);
		expect(await tv.page.getByTestId('stage-line').first().innerText()).not.toBe('');
		const speak = tv.page.getByTestId('speak-toggle');
		if ((await speak.count()) === 1) expect(await speak.getAttribute('aria-pressed')).toBe('false');
		// the taps and the stage: accessible, and every tap target a finger's size on a 360 px phone
		expect(await smallTapTargets(ana, '[data-testid=quick-taps]')).toEqual([]);
		expect(await seriousAxeViolations(ana)).toEqual([]);
		expect(await seriousAxeViolations(tv.page)).toEqual([]);

		// everyone ready: the vote opens before the 60 seconds are up
		for (const p of pages) await p.getByTestId('ready').click();
		for (const p of pages) await until(p, molePhase, 'vote');
		await expect.poll(() => screenPhase(tv.page), POLL).toBe('vote');
		await Promise.all([host, tv, ...guests].map((p) => p.context.close()));
	}, 240_000);
});
