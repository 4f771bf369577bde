import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot } from './support/browser';
import { approveTeam, awayOf, hostMole, leaderAmong, screenPhase } from './support/mole';
import {
	POLL,
	PHONE,
	joinAs,
	molePhase,
	screenLink,
	secondsNow,
	stickingOut,
	until,
	visible
} from './support/party';

/**
 * An evening of "The mole" in one room (docs/mole.md "One room", "Away", "Host controls"), over real
 * data channels: the host and four guests on 360 px phones and a TV play "We're together" to the end,
 * two rounds of a 20 s discussion. Round 1: taps, the host pauses and resumes, the talk runs out, the
 * table banishes a mole. Round 2: a crew member closes their page — away on every phone and the TV,
 * not pickable, no team vote of theirs — and comes back in the discussion with the same role; the host
 * adds a minute and calls the vote early; the table banishes the other mole and the crew wins. The TV
 * shows every narrator line of the game: what its stage showed is what the host's record of the
 * narrator (the end screen's timeline) says, and what the phones showed. The narrator runs offline.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const TV = { width: 1280, height: 720 };
const NAMES = ['Hostess', 'Ana', 'Bo', 'Cy', 'Mo'];
/** A name as a whole word of a row's text ("Bo", "Bo (you)", "Bo (away)"), not inside another name. */
const named = (name: string) => new RegExp(`\\b${name}\\b`);

const roleOf = async (page: Page): Promise<string> => {
	await page.getByTestId('role-toggle').click();
	await expect.poll(() => visible(page, 'role-name'), POLL).toBe(true);
	return (await page.getByTestId('role-name').getAttribute('data-role')) ?? '';
};
const stageLines = (page: Page) => page.getByTestId('stage-line').allInnerTexts();

/**
 * From now on the page keeps every narrator line its stage ever shows (each once per round), so the
 * test can read, at the end, every line the page showed in the game — the stage shows one round's.
 */
const recordStage = (page: Page) =>
	page.evaluate(() => {
		const seen: string[] = [];
		const keys = new Set<string>();
		Object.assign(window, { stageSeen: seen });
		const read = () => {
			const round = document.querySelector('[data-testid="round"]')?.textContent ?? '';
			for (const e of document.querySelectorAll('[data-testid="stage-line"]')) {
				const line = e.textContent?.trim() ?? '';
				const key = `${round}|${line}`;
				if (!line || keys.has(key)) continue;
				keys.add(key);
				seen.push(line);
			}
		};
		new MutationObserver(read).observe(document.body, {
			childList: true,
			subtree: true,
			characterData: true
		});
	});
const stageSeen = (page: Page) =>
	page.evaluate(() => (window as unknown as { stageSeen: string[] }).stageSeen);

/** The end screen's timeline: each narrator slot's action and line (the host's record of the narrator). */
const timelineOf = (page: Page) =>
	page.getByTestId('timeline-entry').evaluateAll((entries) =>
		entries.map((e) => ({
			action: e.getAttribute('data-action'),
			line: e.querySelector('.line')?.textContent?.trim() ?? null
		}))
	);

/** A player taps Suspect or Trust for `name`. */
const tap = (page: Page, kind: 'suspect' | 'trust', name: string) =>
	page
		.getByTestId('quick-taps')
		.locator('li', { hasText: named(name) })
		.locator(`[data-testid^=tap-${kind}-]`)
		.click();

/** A player votes to banish `name` (or skips), and confirms. */
const banish = async (page: Page, name: string | null) => {
	if (name === null) await page.getByTestId('vote-skip').click();
	else
		await page
			.getByTestId('vote-option')
			.filter({ hasText: named(name) })
			.click();
	await page.getByTestId('vote-confirm').click();
};

/** The TV's stage shows what every phone's shows, once the round's lines are in. */
const stageAgrees = async (tv: Page, phones: Page[]) => {
	for (const p of phones)
		await until(p, async () => (await stageLines(p)).join('\n') === (await stageLines(tv)).join('\n'), true);
};

describe('an evening of the mole in one room', () => {
	it('five phones and a TV play to the end: a player leaves and returns, the host pauses and calls the vote, the TV shows every narrator line', async () => {
		const { host, code } = await hostMole(browser, { rounds: 2, discussion: 20, together: true });
		const tv = await newPlayer(browser, TV);
		await tv.page.goto(await screenLink(host.page));
		const guests = await Promise.all(NAMES.slice(1).map(() => newPlayer(browser, PHONE)));
		for (const [i, g] of guests.entries()) await joinAs(g.page, code, NAMES[i + 1]);
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(5);
		await recordStage(tv.page);
		await recordStage(host.page);
		await host.page.getByTestId('start-game').click();
		const phones = [host.page, ...guests.map((g) => g.page)];
		for (const p of phones) await until(p, molePhase, 'team');
		await expect.poll(() => screenPhase(tv.page), POLL).toBe('team');

		// the roles (5 players: 2 moles); the test banishes a guest mole first, so the host stays in
		const roles: string[] = [];
		for (const p of phones) roles.push(await roleOf(p));
		const moles = [1, 2, 3, 4, 0].filter((i) => roles[i] === 'mole');
		expect(moles).toHaveLength(2);
		const [first, second] = moles.map((i) => NAMES[i]);
		// the one who leaves: a crew member among the guests
		const k = [1, 2, 3, 4].find((i) => roles[i] === 'crew')!;
		const leaver = NAMES[k];

		// --- round 1: a team of two, approved; a mole on it sabotages
		let leader = await leaderAmong(phones);
		for (const i of [0, 1]) await leader.getByTestId('team-pick').nth(i).check();
		await leader.getByTestId('team-propose').click();
		for (const p of phones) await approveTeam(p);
		for (const p of phones) await until(p, molePhase, 'mission');
		for (const [i, p] of phones.entries())
			if ((await p.getByTestId('mission-secure').count()) === 1)
				await p.getByTestId(roles[i] === 'mole' ? 'mission-sabotage' : 'mission-secure').click();

		// the discussion: the result large on the TV as on the phones; no chat, quick taps
		for (const p of phones) await until(p, molePhase, 'discussion');
		await expect.poll(() => screenPhase(tv.page), POLL).toBe('discussion');
		expect(await tv.page.getByTestId('mission-result').innerText()).toBe(
			await host.page.getByTestId('mission-result').innerText()
		);
		for (const p of phones) {
			expect(await p.getByTestId('chat-input').count()).toBe(0);
			expect(await visible(p, 'quick-taps')).toBe(true);
		}
		// every guest but the leaver points at the first mole (who points back at the host); the
		// leaver stays silent; the host trusts the leaver
		for (const i of [1, 2, 3, 4].filter((i) => i !== k)) {
			const p = phones[i];
			if (NAMES[i] === first) await tap(p, 'suspect', 'Hostess');
			else for (let n = 0; n < 2; n++) await tap(p, 'suspect', first);
		}
		await tap(host.page, 'trust', leaver);

		// the host pauses: every phone and the TV say so, and no clock runs; then resumes
		await host.page.getByTestId('pause').click();
		for (const p of [...phones, tv.page]) await until(p, (q) => visible(q, 'paused-note'), true);
		for (const p of [guests[0].page, tv.page]) expect(await p.getByTestId('countdown').count()).toBe(0);
		for (const p of phones) expect(await stickingOut(p)).toEqual([]);
		await host.page.getByTestId('resume').click();
		for (const p of [...phones, tv.page]) await until(p, (q) => visible(q, 'paused-note'), false);
		expect(await secondsNow(guests[0].page)).toBeGreaterThan(0);

		// the talk runs out (both narrator slots): the vote; the TV's stage is the phones'
		for (const p of phones) await until(p, molePhase, 'vote');
		await stageAgrees(tv.page, phones);
		for (const [i, p] of phones.entries()) await banish(p, NAMES[i] === first ? null : first);
		for (const p of phones) await until(p, molePhase, 'verdict');
		await expect.poll(() => screenPhase(tv.page), POLL).toBe('verdict');
		expect(await tv.page.getByTestId('verdict').getAttribute('data-banished')).not.toBe('');
		expect(await host.page.getByTestId('verdict').innerText()).toBe(
			`${first} was banished. They were: Mole.`
		);
		await host.page.getByTestId('continue').click();

		// --- round 2: the leaver closes their page; away on every phone and the TV
		for (const p of phones) await until(p, molePhase, 'team');
		await guests[k - 1].page.close();
		const present = phones.filter((_, i) => i !== k);
		for (const p of [...present, tv.page]) await until(p, (q) => awayOf(q, leaver), 'true');
		expect(await tv.page.locator(`[data-player="${leaver}"]`).getByTestId('away-tag').innerText()).toBe(
			'away'
		);
		// the team of three is the three players here: the leaver cannot be picked
		leader = await leaderAmong(present);
		const pick = (name: string) => leader.locator('label', { hasText: named(name) }).getByTestId('team-pick');
		expect(await pick(leaver).isDisabled()).toBe(true);
		const team = NAMES.filter((n) => n !== leaver && n !== first);
		for (const n of team) await pick(n).check();
		await leader.getByTestId('team-propose').click();
		const playing = phones.filter((_, i) => NAMES[i] !== leaver && NAMES[i] !== first);
		for (const p of playing) await approveTeam(p);
		// nobody waits for the leaver's vote: the mission
		for (const p of present) await until(p, molePhase, 'mission');
		for (const p of playing) await p.getByTestId('mission-secure').click();
		for (const p of present) await until(p, molePhase, 'discussion');
		// the host adds a minute, so the leaver's return fits the talk
		const set = await secondsNow(host.page);
		await host.page.getByTestId('more-time').click();
		await expect.poll(() => secondsNow(present[1]), POLL).toBeGreaterThan(set + 30);

		// the leaver comes back (the same phone, a new page): here again everywhere, the same role
		const back = await guests[k - 1].context.newPage();
		await back.goto(`/join/${code}`);
		await until(back, molePhase, 'discussion');
		for (const p of [...present, back, tv.page]) await until(p, (q) => awayOf(q, leaver), 'false');
		expect(await roleOf(back)).toBe('crew');
		const table = phones.map((p, i) => (i === k ? back : p));
		await tap(back, 'suspect', second);
		if (second === 'Hostess') await tap(host.page, 'trust', leaver);
		else await tap(host.page, 'suspect', second);

		// the narrator's two slots (0.40 and 0.85 of the 20 s set) pass; then the host calls the vote
		// with most of the minute still to go
		await expect.poll(() => secondsNow(host.page), POLL).toBeLessThan(60 + 20 - 17);
		const left = await secondsNow(host.page);
		expect(left).toBeGreaterThan(20);
		expect(await host.page.getByTestId('vote-now').innerText()).toBe('Everyone’s ready: vote now');
		await host.page.getByTestId('vote-now').click();
		for (const p of table.filter((_, i) => NAMES[i] !== first))
			await expect.poll(() => molePhase(p), { timeout: (left - 10) * 1000, interval: 100 }).toBe('vote');
		await expect.poll(() => screenPhase(tv.page), POLL).toBe('vote');
		await stageAgrees(tv.page, table);

		// the table banishes the second mole: the crew wins
		for (const [i, p] of table.entries())
			if (NAMES[i] !== first) await banish(p, NAMES[i] === second ? null : second);
		for (const p of table) await until(p, molePhase, 'finished');
		await expect.poll(() => screenPhase(tv.page), POLL).toBe('finished');
		for (const p of [...table, tv.page])
			expect(await p.getByTestId('winner').getAttribute('data-winner')).toBe('crew');

		// every narrator line of the game was on the TV: the host's record of the narrator (the
		// timeline), the TV's stage and the host phone's stage say the same lines
		const timeline = await timelineOf(host.page);
		// two slots a round: the vote came after both in each
		expect(timeline.map((t) => t.action === null)).toEqual([false, false, false, false]);
		for (const t of timeline) expect(t.line === null).toBe(t.action === 'none');
		const said = timeline.flatMap((t) => (t.line ? [t.line] : [])).sort();
		expect(said.length).toBeGreaterThan(0);
		expect((await stageSeen(tv.page)).sort()).toEqual(said);
		expect((await stageSeen(host.page)).sort()).toEqual(said);
		expect(await timelineOf(tv.page)).toEqual(timeline);

		// the record: the leaver's vote in round 1, none in round 2; back, so not away at the end
		const log = (round: number) =>
			host.page.locator(`[data-testid="mission-log-round"][data-round="${round}"]`).innerText();
		expect(await log(1)).toMatch(new RegExp(`${leaver} approve`));
		expect(await log(2)).not.toMatch(new RegExp(`${leaver} (approve|reject)`));
		expect(await log(2)).toMatch(new RegExp(`${leaver} → ${second}`));
		expect(await host.page.getByTestId('end-screen').innerText()).not.toMatch(/\(away\)/);
		for (const p of table) expect(await stickingOut(p)).toEqual([]);

		await screenshot(tv.page, 'mole-evening-tv-end');
		await screenshot(back, 'mole-evening-phone-end');
		await Promise.all([host, tv, ...guests].map((p) => p.context.close()));
	}, 240_000);
});
