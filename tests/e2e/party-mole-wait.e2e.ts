import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot } from './support/browser';
import { awayOf, hostMole, leaderAmong } from './support/mole';
import { POLL, PHONE, joinAs, molePhase, screenLink, secondsNow, stickingOut, until } from './support/party';

/**
 * Departures in "The mole", over real data channels (host + 3 guests, each its own Chromium
 * context): a guest who stops acting (present, but never votes) holds the team vote and the
 * banishment vote until the host presses "Don't wait for …", shown at once; then the step closes at
 * once, long before its timer (30 s for the team vote, 60 s for the banishment vote).
 * And a guest who walks out (docs/mole.md "Away"): shown away on every phone and the TV, not
 * pickable, no vote of theirs anywhere; the host's discussion controls (docs/mole.md "Host
 * controls") pause, add a minute, and every present player's Ready opens the vote — on 360 px phones.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/**
 * Ana's is the widest name there is: 20 wide letters (the most a name has) and no space to break at;
 * it must fit a phone.
 */
const GUESTS = ['Ш'.repeat(20), 'Bo', 'Dee'];

const dontWaits = (page: Page) => page.getByTestId('dont-wait').allInnerTexts();
/** The step closes "at once": well within the time its countdown still had. */
const soon = (left: number) => ({ timeout: Math.max(1, left - 5) * 1000, interval: 100 });

describe("the mole: the host's Don't wait for Dee", () => {
	it('a guest who does not vote holds the team vote and the banishment vote until the host lets go', async () => {
		const { host, code } = await hostMole(browser, { discussion: 20 });
		const guests = await Promise.all(GUESTS.map(() => newPlayer(browser, PHONE)));
		for (const [i, name] of GUESTS.entries()) {
			await guests[i].page.goto(`/join/${code}`);
			await guests[i].page.getByTestId('name-input').fill(name);
			await guests[i].page.getByTestId('join-button').click();
		}
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
		await host.page.getByTestId('start-game').click();
		const everyone = [host.page, ...guests.map((g) => g.page)];
		const names = ['Hostess', ...GUESTS];
		const dee = guests[2].page;
		for (const p of everyone) await until(p, molePhase, 'team');

		// --- the team: the leader proposes two players other than Dee
		const leaders: Page[] = [];
		for (const p of everyone) if ((await p.getByTestId('team-propose').count()) === 1) leaders.push(p);
		expect(leaders).toHaveLength(1);
		const leader = leaders[0];
		const leaderName = names[everyone.indexOf(leader)];
		// the host sees at once whom the team pick waits for: the leader (unless that is the host)
		await until(host.page, dontWaits, leader === host.page ? [] : [`Don’t wait for ${leaderName}`], {
			equal: true
		});
		const [first, second] = names.filter((n) => n !== 'Dee').slice(0, 2);
		const pickOf = (n: string) => leader.locator('label', { hasText: n }).getByTestId('team-pick');
		await pickOf(first).check();
		// a broadcast mid-pick (a chat line, from the long-named guest, whose name in the chat must fit
		// a phone at the end) replaces every view, the leader's too: the leader's pick stays
		const chatter = guests[0].page;
		await chatter.getByTestId('chat-input').fill('who is going?');
		await chatter.getByTestId('chat-send').click();
		await expect.poll(() => leader.getByTestId('chat-line').count(), POLL).toBe(1);
		expect(await pickOf(first).isChecked()).toBe(true);
		await pickOf(second).check();
		await leader.getByTestId('team-propose').click();
		for (const p of everyone) await until(p, molePhase, 'teamvote');

		// --- the team vote: shown at once for every guest; Dee never votes
		await until(
			host.page,
			dontWaits,
			GUESTS.map((n) => `Don’t wait for ${n}`),
			{ equal: true }
		);
		expect(await stickingOut(host.page)).toEqual([]);
		for (const p of everyone.filter((p) => p !== dee)) await p.getByTestId('team-approve').click();
		await until(host.page, dontWaits, ['Don’t wait for Dee'], { equal: true });
		await screenshot(host.page, 'mole-dont-wait');
		// Dee is present: the vote would wait for her until its timer ran out
		const teamLeft = await secondsNow(host.page);
		expect(teamLeft).toBeGreaterThan(10);
		await host.page.getByTestId('dont-wait').click();
		for (const p of everyone) await expect.poll(() => molePhase(p), soon(teamLeft)).toBe('mission');

		// --- the mission (Dee is not on it): its two members secure it
		for (const p of everyone)
			if ((await p.getByTestId('mission-secure').count()) === 1)
				await p.getByTestId('mission-secure').click();
		for (const p of everyone) await until(p, molePhase, 'discussion');
		// the discussion waits for nobody: no "Don't wait" between the steps
		expect(await host.page.getByTestId('wait-panel').count()).toBe(0);

		// --- the banishment vote, after the 20 s discussion: Dee acts again (a chat line), so she is
		// waited for again; then she stops, and the host lets go of her
		await dee.getByTestId('chat-input').fill('back, sorry');
		await dee.getByTestId('chat-send').click();
		for (const p of everyone) await until(p, molePhase, 'vote');
		await until(
			host.page,
			dontWaits,
			GUESTS.map((n) => `Don’t wait for ${n}`),
			{ equal: true }
		);
		for (const p of everyone.filter((p) => p !== dee)) {
			await p.getByTestId('vote-skip').click();
			await p.getByTestId('vote-confirm').click();
		}
		await until(host.page, dontWaits, ['Don’t wait for Dee'], { equal: true });
		const voteLeft = await secondsNow(host.page);
		expect(voteLeft).toBeGreaterThan(20);
		await host.page.getByTestId('dont-wait').click();
		// one round: the vote's close ends the game (nobody banished, a mole still in)
		for (const p of everyone) await expect.poll(() => molePhase(p), soon(voteLeft)).toBe('finished');
		expect(await dee.getByTestId('verdict').innerText()).toBe('Nobody was banished.');
		// every role, with the long name, fits each phone's width
		for (const p of everyone) expect(await stickingOut(p)).toEqual([]);

		await Promise.all([host, ...guests].map((p) => p.context.close()));
	}, 180_000);

	it('a guest who walks out is away everywhere and never votes; the host pauses, adds a minute, all ready', async () => {
		const { host, code } = await hostMole(browser, { discussion: 120 });
		const tv = await newPlayer(browser, { width: 1280, height: 720 });
		await tv.page.goto(await screenLink(host.page));
		const names = ['Hostess', 'Ana', 'Bo', 'Mo'];
		const guests = await Promise.all(names.slice(1).map(() => newPlayer(browser, PHONE)));
		for (const [i, g] of guests.entries()) await joinAs(g.page, code, names[i + 1]);
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
		await host.page.getByTestId('start-game').click();
		const present = [host.page, guests[0].page, guests[1].page];
		for (const p of [...present, guests[2].page]) await until(p, molePhase, 'team');

		// Mo: "THIS GAME IS RIGGED, IM OUT" — and his tab is gone
		await guests[2].context.close();
		for (const p of [...present, tv.page]) await until(p, (q) => awayOf(q, 'Mo'), 'true');
		expect(await host.page.locator('[data-player="Mo"]').getByTestId('away-tag').innerText()).toBe('away');

		// the team: whoever leads now (never Mo) cannot pick him
		const leader = await leaderAmong(present);
		expect(await leader.locator('label', { hasText: 'Mo' }).getByTestId('team-pick').isDisabled()).toBe(true);
		const picks = names.filter((n) => n !== 'Mo').slice(0, 2);
		for (const n of picks) await leader.locator('label', { hasText: n }).getByTestId('team-pick').check();
		await leader.getByTestId('team-propose').click();
		for (const p of present) await until(p, molePhase, 'teamvote');
		// the vote closes once the three present players voted: nobody waits for (or votes for) Mo
		for (const p of present) await p.getByTestId('team-approve').click();
		for (const p of present) await until(p, molePhase, 'mission');
		for (const p of present)
			if ((await p.getByTestId('mission-secure').count()) === 1)
				await p.getByTestId('mission-secure').click();
		for (const p of present) await until(p, molePhase, 'discussion');

		// the host pauses: every phone and the TV say so, and the clock stands still
		const guest = guests[0].page;
		await host.page.getByTestId('pause').click();
		await expect.poll(() => guest.getByTestId('paused-note').isVisible(), POLL).toBe(true);
		await expect.poll(() => tv.page.getByTestId('paused-note').isVisible(), POLL).toBe(true);
		expect(await guest.getByTestId('countdown').count()).toBe(0);
		await screenshot(host.page, 'mole-discussion-paused');
		for (const p of [...present, tv.page]) expect(await stickingOut(p)).toEqual([]);
		await host.page.getByTestId('resume').click();
		const before = await secondsNow(guest);
		await host.page.getByTestId('more-time').click();
		await expect.poll(() => secondsNow(guest), POLL).toBeGreaterThan(before + 30);

		// everyone present taps Ready (Mo is not waited for): the vote opens long before its time
		for (const p of present) await p.getByTestId('ready').click();
		for (const p of present) await until(p, molePhase, 'vote');
		for (const p of present) {
			await p.getByTestId('vote-skip').click();
			await p.getByTestId('vote-confirm').click();
		}
		for (const p of present) await until(p, molePhase, 'finished');
		// the end: the public log has no vote of Mo's, and he is shown away
		const log = await host.page.getByTestId('mission-log').innerText();
		expect(log).not.toMatch(/Mo approve|Mo reject|Mo →/);
		expect(log).toMatch(/Hostess approve/);
		expect(await host.page.getByTestId('end-screen').innerText()).toMatch(/Mo \(away\)/);
		for (const p of present) expect(await stickingOut(p)).toEqual([]);

		await Promise.all([host, tv, guests[0], guests[1]].map((p) => p.context.close()));
	}, 240_000);
});
