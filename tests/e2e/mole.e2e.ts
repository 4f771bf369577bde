import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latinWords, seriousAxeViolations, smallTapTargets } from './support/axe';
import { focusedTestId, launch, newPlayer, screenshot, afterFrames } from './support/browser';
import { secondsLeft, secondsNow } from './support/party';

/**
 * "Done when": a host and 4 guests play a round of "The mole" over P2P (real PeerJS data
 * channels through the e2e server's PeerServer): role cards, whispers, chat, a narrator line, the
 * mission, the vote and the reveal, with a 20-second discussion. The narrator runs offline.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const POLL = { timeout: 45_000, interval: 250 };
const GUESTS = ['Ana', 'Bo', 'Cy', 'Dee'];

const phase = (page: Page) =>
	page
		.getByTestId('mole-game')
		.getAttribute('data-phase')
		.catch(() => null);

const roleOf = async (page: Page): Promise<string> => {
	await page.getByTestId('role-toggle').click();
	await expect.poll(() => page.getByTestId('role-name').isVisible(), POLL).toBe(true);
	return (await page.getByTestId('role-name').getAttribute('data-role')) ?? '';
};

/**
 * Latin words of ours on a Russian screen: the narrator's lines carry their own `lang`; names aside
 * (textContent runs list items together, so a "word" may be two names).
 */
const englishIn = async (page: Page, testId: string, names: string[]) =>
	(await latinWords(page, `[data-testid=${testId}]`)).filter((w) =>
		/[A-Za-z]{2,}/.test(names.reduce((rest, n) => rest.replaceAll(n, ' '), w))
	);
/** Heights of every match, to hold them to the 48 px tap target. */
const heights = (page: Page, selector: string) =>
	page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));

/** The host opens a lobby of one round with a 20-second discussion; resolves to the room code. */
const openLobby = async (host: Page, persona?: string): Promise<string> => {
	await host.goto('/mole');
	await host.getByTestId('name-input').fill('Hostess');
	await host.getByTestId('rounds').selectOption('1');
	await host.getByTestId('discussion').selectOption('20');
	if (persona) await host.getByTestId('persona').selectOption(persona);
	if (persona) await screenshot(host, 'mole-setup');
	await host.getByTestId('create-lobby').click();
	await expect.poll(() => host.getByTestId('room-code').isVisible(), POLL).toBe(true);
	return host.getByTestId('room-code').innerText();
};
/**
 * Team building: everyone sees the team phase; the leader (the one page with a Propose button) picks
 * `pick` (default: the first players offered) and proposes; everyone approves in public.
 */
const buildTeam = async (everyone: Page[], pick?: (names: string[]) => string[]) => {
	for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('team');
	const leaders = [];
	for (const p of everyone) if ((await p.getByTestId('team-propose').count()) === 1) leaders.push(p);
	expect(leaders).toHaveLength(1);
	const leader = leaders[0];
	// docs/mole.md "The table": the mission's size (5 players: 2-3-2-3-3), the same on every phone
	const sizes = new Set<number>();
	for (const p of everyone)
		if (p !== leader) {
			const said = await p.getByTestId('team-waiting').innerText();
			sizes.add(
				Number(
					said
						.match(/team of (\d+)|из (\d+) человек/)!
						.slice(1)
						.find(Boolean)
				)
			);
		}
	expect(sizes.size).toBe(1);
	const [size] = sizes;
	const labels = await leader.locator('label:has([data-testid=team-pick])').allInnerTexts();
	const names = labels.map((l) => l.replace(/\s*\(.*\)$/, '').trim());
	const chosen = pick ? pick(names) : names.slice(0, size);
	expect(await leader.getByTestId('team-propose').isDisabled()).toBe(true);
	for (const n of chosen) await leader.locator('label', { hasText: n }).getByTestId('team-pick').check();
	await leader.getByTestId('team-propose').click();
	for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('teamvote');
	// Propose went with the team phase: Approve has the leader's focus, not the page
	await expect.poll(() => focusedTestId(leader), POLL).toBe('team-approve');
	for (const p of everyone) {
		expect(await p.getByTestId('team-proposed').innerText()).toContain(chosen[0]);
		await p.getByTestId('team-approve').click();
		// the tapped button went away: its confirmation has the focus (the first vote closes nothing)
		if (p === everyone[0]) await expect.poll(() => focusedTestId(p), POLL).toBe('my-team-vote');
	}
	for (const p of everyone) await expect.poll(() => phase(p), POLL).not.toBe('teamvote');
	return chosen;
};

/** Each guest opens the join link and takes a seat under its name; the host then starts. */
const joinAndStart = async (host: Page, guests: Page[], code: string) => {
	await Promise.all(
		guests.map(async (g, i) => {
			await g.goto(`/join/${code}`);
			await g.getByTestId('name-input').fill(GUESTS[i]);
			await g.getByTestId('join-button').click();
		})
	);
	await expect.poll(() => host.getByTestId('player-item').count(), POLL).toBe(guests.length + 1);
	// How to play, while the guests wait (docs/mole.md "The game").
	await expect.poll(() => guests[0].getByTestId('how-to-play').count(), POLL).toBe(1);
	await host.getByTestId('start-game').click();
};

describe('the mole over PeerJS', () => {
	it('a host and 4 guests play a round: roles, whispers, chat, a narrator line, mission, vote, reveal', async () => {
		const host = await newPlayer(browser);
		const code = await openLobby(host.page, 'en');

		// Ana plays in Russian, Bo in the dark, Cy on a small 360 px phone: the same game, the UI in their
		// language, colours and width.
		const guests = await Promise.all(
			GUESTS.map((_, i) =>
				newPlayer(browser, {
					locale: i === 0 ? 'ru-RU' : 'en-US',
					colorScheme: i === 1 ? 'dark' : 'light',
					...(i === 2 ? { width: 360, height: 740 } : {})
				})
			)
		);
		await joinAndStart(
			host.page,
			guests.map((g) => g.page),
			code
		);

		const everyone = [host.page, ...guests.map((g) => g.page)];
		const names = ['Hostess', ...GUESTS];
		// Start went with the lobby: the team panel's heading has the host's focus, not the page
		await expect.poll(() => host.page.evaluate(() => document.activeElement?.id), POLL).toBe('team-h');
		// docs/mole.md "The game": the leader proposes the team, everyone votes on it in public, then the mission.
		const team = await buildTeam(everyone);
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('mission');
		expect(await host.page.getByTestId('mission-team').innerText()).toContain(team[1]);

		// Role cards: two moles among 5 (docs/mole.md "The table"); each sees only their own role, and a
		// mole the other mole.
		const roles = await Promise.all(everyone.map(roleOf));
		expect(roles.filter((r) => r === 'mole')).toHaveLength(2);
		expect(roles.filter((r) => r === 'crew')).toHaveLength(3);
		const moleIdx = roles.indexOf('mole');
		const crewIdx = roles.indexOf('crew');
		for (const [i, p] of everyone.entries())
			expect(await p.getByTestId('fellow-moles').count()).toBe(roles[i] === 'mole' ? 1 : 0);
		await screenshot(everyone[moleIdx], 'mole-role-card-mole');
		// A broadcast (a chat line before the discussion) leaves an open role card open: only a new
		// phase folds it.
		await guests[2].page.getByTestId('chat-input').fill('ready when you are');
		await guests[2].page.getByTestId('chat-send').click();
		await expect.poll(() => host.page.getByTestId('chat-line').count(), POLL).toBe(1);
		for (const p of everyone) expect(await p.getByTestId('role-name').isVisible()).toBe(true);

		// A guest who reloads comes back to the same seat and the same role (reconnect token).
		await guests[3].page.reload();
		await expect.poll(() => phase(guests[3].page), POLL).toBe('mission');
		expect(await roleOf(guests[3].page)).toBe(roles[4]);

		// A phase change is announced once, politely (the ticking header is not live).
		expect(await guests[0].page.getByTestId('phase-announce').innerText()).toMatch(
			/^Раунд 1 из 1: Задание\./
		);
		expect(await host.page.getByTestId('phase-announce').getAttribute('role')).toBe('status');

		// Whispers: each player gets their own, addressed to them, and nobody else's. Like the role card
		// they stay folded until tapped (they may know the reader's role); their arrival is announced.
		for (const [i, p] of everyone.entries()) {
			await expect.poll(() => p.getByTestId('whisper-toggle').count(), POLL).toBe(1);
			expect(await p.getByTestId('whisper').count()).toBe(0);
			expect(await p.getByTestId('whisper-status').innerText()).toMatch(
				i === 1 ? /личное сообщение раунда 1/ : /private whisper of round 1/
			);
			await p.getByTestId('whisper-toggle').click();
			await expect.poll(() => p.getByTestId('whisper').count(), POLL).toBeGreaterThan(0);
			const text = await p.getByTestId('whisper').first().innerText();
			expect(text).toContain(names[i]);
			for (const [j, other] of names.entries()) if (j !== i) expect(text).not.toContain(`${other},`);
		}

		// Mission: team members choose in secret. Everyone on the team sees the same two buttons (a glance
		// at a phone tells nothing); crew tapping Sabotage is told why, and nothing is sent.
		let sabotaged = 0;
		let shot = false;
		let confirmedShown = 0;
		for (const [i, p] of everyone.entries()) {
			if ((await p.getByTestId('mission-secure').count()) === 0) continue;
			expect(await p.getByTestId('mission-sabotage').count()).toBe(1);
			expect(await smallTapTargets(p, '[data-testid=mole-game]')).toEqual([]);
			if (!shot) {
				await screenshot(p, 'mole-mission');
				shot = true;
			}
			if (roles[i] === 'mole') {
				await p.getByTestId('mission-sabotage').click();
				sabotaged++;
			} else {
				await p.getByTestId('mission-sabotage').click();
				await expect
					.poll(() => p.getByTestId('mission-note').innerText(), POLL)
					.toMatch(/only moles|только кроты/i);
				expect(await p.getByTestId('my-choice').count()).toBe(0);
				await p.getByTestId('mission-secure').click();
			}
			// The confirmation does not say which: the screen stays safe to glance at. (The last choice
			// ends the mission at once.)
			const confirmed = async () =>
				(await p.getByTestId('my-choice').count()) === 1 || (await phase(p)) !== 'mission';
			await expect.poll(confirmed, POLL).toBe(true);
			if (await p.getByTestId('my-choice').count()) {
				expect(await p.getByTestId('my-choice').innerText()).not.toMatch(
					/sabotage|secure|сорвать|выполнить/i
				);
				confirmedShown++;
			}
		}
		expect(confirmedShown).toBeGreaterThan(0);
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('discussion');
		// docs/mole.md "The game": the mission's result (a count, not who) opens the discussion, and is announced.
		const result = await host.page.getByTestId('mission-result').innerText();
		expect(result).toContain(sabotaged ? `${sabotaged} sabotage` : 'no sabotage');
		expect(await host.page.getByTestId('phase-announce').innerText()).toBe(
			`Round 1 of 1: Discussion. ${result}`
		);
		// The role cards and whispers folded again with the new phase (phones lie on the table while
		// people talk).
		for (const p of everyone) {
			expect(await p.getByTestId('role-name').count()).toBe(0);
			expect(await p.getByTestId('whisper').count()).toBe(0);
		}

		// Discussion: one message early (the group stays quiet → the narrator fills the gap at 0.40).
		await guests[0].page.getByTestId('chat-input').fill('Who was on that mission?');
		await guests[0].page.getByTestId('chat-send').click();
		for (const p of everyone)
			await expect
				.poll(() => p.getByTestId('chat-line').allInnerTexts(), POLL)
				.toContainEqual(expect.stringContaining('Who was on that mission?'));
		for (const p of everyone)
			await expect.poll(() => p.getByTestId('narrator-line').count(), POLL).toBeGreaterThan(0);
		const narratorLine = await host.page.getByTestId('narrator-line').first().innerText();
		expect(narratorLine.toLowerCase()).toContain('vincent');
		// The narrator's words carry the persona's language, for screen readers (and a Russian UI).
		expect(await guests[0].page.getByTestId('narrator-line').first().locator('p').getAttribute('lang')).toBe(
			'en'
		);
		// The narrator speaks inside the chat's log region (announced politely).
		expect(
			await host.page.locator('[role=log][aria-live=polite] [data-testid=narrator-line]').count()
		).toBeGreaterThan(0);
		await guests[1].page.getByTestId('chat-input').fill('Not me, I swear');
		await guests[1].page.getByTestId('chat-send').click();
		// A long unbroken message wraps inside its bubble; a busy chat follows the newest line inside its
		// own box (the page does not move).
		const long = 'A'.repeat(180) + ' the end';
		await guests[2].page.getByTestId('chat-input').fill(long);
		await guests[2].page.getByTestId('chat-send').click();
		for (let n = 1; n <= 8; n++) {
			await host.page.getByTestId('chat-input').fill(`line ${n}: still thinking about it`);
			await host.page.getByTestId('chat-send').click();
		}
		const watcher = guests[1].page;
		await expect
			.poll(() => watcher.getByTestId('chat-line').allInnerTexts(), POLL)
			.toContainEqual(expect.stringContaining('line 8:'));
		const pageY = await watcher.evaluate(() => window.scrollY);
		await expect
			.poll(
				() =>
					watcher
						.getByTestId('chat-box')
						.evaluate(
							(b) => b.scrollHeight > b.clientHeight && b.scrollTop + b.clientHeight >= b.scrollHeight - 2
						),
				POLL
			)
			.toBe(true);
		expect(await watcher.evaluate(() => window.scrollY)).toBe(pageY);
		const wraps = await watcher
			.getByTestId('chat-line')
			.filter({ hasText: 'the end' })
			.evaluate(
				(li) => li.scrollWidth <= li.clientWidth && li.getBoundingClientRect().right <= window.innerWidth
			);
		expect(wraps).toBe(true);
		expect(await watcher.getByTestId('chat-input').getAttribute('placeholder')).toBeTruthy();
		for (const h of await heights(watcher, '[data-testid=chat-input], [data-testid=chat-send]'))
			expect(h).toBeGreaterThanOrEqual(48);
		await screenshot(guests[1].page, 'mole-discussion-dark');
		expect(await seriousAxeViolations(watcher)).toEqual([]);
		// the mission track's ✓ / ✗ say what they are in words a sighted player reads, not only to a screen reader
		const track = guests[0].page.getByRole('list', { name: 'Задания' });
		expect(await track.isVisible()).toBe(true);
		expect(await guests[0].page.getByText('Задания', { exact: true }).isVisible()).toBe(true);
		await screenshot(guests[0].page, 'mole-discussion-ru');

		// Reveal and vote: the mission result (count only), then the crew votes one mole out.
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('vote');
		expect(await host.page.getByTestId('mission-result').innerText()).toBe(result);
		expect(await host.page.getByTestId('phase-announce').innerText()).toBe('Round 1 of 1: Vote.');
		await screenshot(host.page, 'mole-vote');
		expect(await englishIn(guests[0].page, 'vote-panel', names)).toEqual([]);
		expect(await seriousAxeViolations(host.page)).toEqual([]);
		// The vote's minute reads as a clock, shorter times in seconds.
		expect(await host.page.getByTestId('countdown').innerText()).toMatch(/^(\d{1,2} s|\d+:[0-5]\d) left$/);
		const moleId = await host.page
			.getByTestId('vote-option')
			.filter({ hasText: names[moleIdx] })
			.getAttribute('data-id')
			.catch(() => null);
		// A tap picks, a second named button casts: nothing is sent before the confirmation.
		expect(await smallTapTargets(host.page, '[data-testid=mole-game]')).toEqual([]);
		// Bo scrolls back up the chat to reread it: the votes coming in (broadcasts) leave him there.
		const chatBox = watcher.getByTestId('chat-box');
		await chatBox.evaluate((b) => b.scrollTo({ top: 0 }));
		await afterFrames(watcher); // the scroll event is dispatched before the next frame
		for (const [i, p] of everyone.entries()) {
			if (i === 2) expect(await chatBox.evaluate((b) => b.scrollTop)).toBe(0);
			expect(await p.getByTestId('vote-confirm').isDisabled()).toBe(true);
			if (roles[i] === 'mole') await p.getByTestId('vote-skip').click();
			else await p.locator(`[data-testid="vote-option"]`).filter({ hasText: names[moleIdx] }).click();
			// the button names whom a crew member is about to banish (the moles skip: roles are random)
			if (i === crewIdx) {
				expect(await p.getByTestId('vote-confirm').innerText()).toContain(names[moleIdx]);
				expect(await p.getByTestId('my-vote').count()).toBe(0);
			}
			await p.getByTestId('vote-confirm').click();
		}
		expect(moleId === null || moleId.length > 0).toBe(true);

		// The end: one mole is banished and shown; the other is still in when the last round ends, so
		// the moles win; every role and the narrator's timeline.
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('finished');
		// the vote's confirmation went with the vote: the outcome has the focus
		await expect.poll(() => focusedTestId(host.page), POLL).toBe('winner');
		const verdict = await guests[2].page.getByTestId('verdict').innerText();
		expect(verdict).toContain(names[moleIdx]);
		expect(verdict).toContain('Mole');
		expect(await guests[2].page.getByTestId('winner').getAttribute('data-winner')).toBe('moles');
		expect(await guests[2].page.getByTestId('phase-announce').innerText()).toBe(
			'Round 1 of 1: Game over. The moles win!'
		);
		const finalRoles = await guests[2].page
			.getByTestId('final-role')
			.evaluateAll((els) => els.map((e) => e.getAttribute('data-role')));
		expect(finalRoles.sort()).toEqual(['crew', 'crew', 'crew', 'mole', 'mole']);
		// The record: the mission's leader, team, team votes and result, and the banishment votes.
		const log = await guests[2].page.getByTestId('mission-log').innerText();
		for (const n of team) expect(log).toContain(n);
		expect(log).toMatch(/approved, 5 for, 0 against/);
		expect(log).toContain(`Hostess → ${roles[0] === 'mole' ? 'Skip' : names[moleIdx]}`);
		const timeline = guests[2].page.getByTestId('timeline-entry');
		await expect.poll(() => timeline.count(), POLL).toBe(2);
		expect(await timeline.first().innerText()).toContain('Why');
		await screenshot(guests[2].page, 'mole-end');
		// Nothing runs off the side of a 360 px screen (long chat lines, names, the timeline).
		expect(await guests[2].page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			360
		);

		// Play again: the host's button keeps the room; a guest is told it keeps its seat.
		expect(await host.page.getByTestId('play-again').isVisible()).toBe(true);
		expect(await guests[2].page.getByTestId('play-again').count()).toBe(0);
		expect(await guests[2].page.getByTestId('play-again-note').isVisible()).toBe(true);
		for (const p of [host.page, guests[2].page])
			expect(await smallTapTargets(p, '[data-testid=mole-game]')).toEqual([]);
		// Ana's Russian screens carry no English of ours (names and the English narrator aside).
		const ru = guests[0].page;
		expect(await englishIn(ru, 'end-screen', [...names, 'Vincent'])).toEqual([]);
		expect(await englishIn(ru, 'whisper-inbox', [...names, 'Vincent'])).toEqual([]);
		expect(await englishIn(ru, 'verdict-panel', names)).toEqual([]);
		await screenshot(ru, 'mole-end-ru');
		expect(await seriousAxeViolations(ru)).toEqual([]);
		await host.page.getByTestId('play-again').click();
		await expect.poll(() => host.page.getByTestId('room-code').isVisible(), POLL).toBe(true);
		expect(await host.page.getByTestId('room-code').innerText()).toBe(code);
		for (const g of guests)
			await expect.poll(() => g.page.getByTestId('waiting').isVisible(), POLL).toBe(true);

		for (const c of [host, ...guests]) await c.context.close();
	}, 300_000);

	it('the host reloads mid-discussion: same code, guests back, the countdown and the vote go on', async () => {
		// Host timers robust to host reloads (the minimum of 4 players, a 20-second discussion).
		const host = await newPlayer(browser);
		const code = await openLobby(host.page);
		const guests = await Promise.all(GUESTS.slice(0, 3).map(() => newPlayer(browser)));
		await joinAndStart(
			host.page,
			guests.map((g) => g.page),
			code
		);
		const everyone = [host.page, ...guests.map((g) => g.page)];
		await buildTeam(everyone);
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('mission');
		const hostRole = await roleOf(host.page);
		// The team secures the mission at once (a mole may too): the discussion starts.
		for (const p of everyone)
			if (await p.getByTestId('mission-secure').count()) await p.getByTestId('mission-secure').click();
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('discussion');

		// A few seconds into the discussion (a countdown reset to the full 20 s would then show).
		expect(await secondsNow(host.page)).toBeGreaterThan(15);
		await expect.poll(() => secondsLeft(host.page), { ...POLL, interval: 100 }).toBeLessThanOrEqual(15);
		const before = await secondsNow(host.page);
		const t0 = Date.now();
		expect(before).toBeGreaterThan(10);
		// The deadline the host's countdown shows (its display rounds to the second).
		const due = t0 + before * 1000;

		await host.page.reload();
		await expect.poll(() => phase(host.page), POLL).toBe('discussion');
		expect(new URL(host.page.url()).searchParams.get('host')).toBe(code);
		expect(await host.page.getByTestId('room-code').textContent()).toBe(code);
		const after = await secondsNow(host.page);
		const away = Math.round((Date.now() - t0) / 1000);
		// Not reset to the full 20 s: it went on while the page was away (±1 s of display rounding).
		expect(after).toBeLessThanOrEqual(before);
		expect(after).toBeLessThan(18);
		expect(Math.abs(after - (before - away))).toBeLessThanOrEqual(1);
		// The same seat and role for the host; the guests come back by themselves.
		expect(await roleOf(host.page)).toBe(hostRole);
		await expect
			.poll(() => host.page.locator('[data-testid=player-item][data-presence=connected]').count(), POLL)
			.toBe(4);
		await guests[0].page.getByTestId('chat-input').fill('Did the host just vanish?');
		await guests[0].page.getByTestId('chat-send').click();
		await expect
			.poll(() => host.page.getByTestId('chat-line').allInnerTexts(), POLL)
			.toContainEqual(expect.stringContaining('Did the host just vanish?'));

		// The discussion ends on time, not 20 s after the reload.
		await expect.poll(() => phase(host.page), { ...POLL, interval: 100 }).toBe('vote');
		const late = Date.now() - due;
		expect(late).toBeGreaterThan(-1500);
		expect(late).toBeLessThan(2500);
		for (const p of guests.map((g) => g.page)) await expect.poll(() => phase(p), POLL).toBe('vote');

		// The game goes on: everyone votes (the guests through their reconnected links), the game ends.
		for (const [i, p] of everyone.entries()) {
			await p.getByTestId('vote-skip').click();
			await p.getByTestId('vote-confirm').click();
			if (i === 1) await expect.poll(() => p.getByTestId('my-vote').count(), POLL).toBe(1);
		}
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('finished');
		await screenshot(host.page, 'mole-host-reloaded-end');
		for (const c of [host, ...guests]) await c.context.close();
	}, 120_000);

	it('a player who stays silent while the others talk is called out by the narrator by round 3', async () => {
		// docs/mole.md "The game" "Done when": 5 players, teams proposed and voted each round, the result at the start
		// of each discussion; Dee never writes while everyone else does (the game's own 20 s timers).
		const host = await newPlayer(browser);
		await host.page.goto('/mole');
		await host.page.getByTestId('name-input').fill('Hostess');
		await host.page.getByTestId('rounds').selectOption('3');
		await host.page.getByTestId('discussion').selectOption('20');
		await host.page.getByTestId('persona').selectOption('en');
		await host.page.getByTestId('create-lobby').click();
		await expect.poll(() => host.page.getByTestId('room-code').isVisible(), POLL).toBe(true);
		const code = await host.page.getByTestId('room-code').innerText();
		const guests = await Promise.all(GUESTS.map(() => newPlayer(browser)));
		await joinAndStart(
			host.page,
			guests.map((g) => g.page),
			code
		);
		const everyone = [host.page, ...guests.map((g) => g.page)];
		const talkers = everyone.filter((_, i) => i !== 4); // Dee is guests[3]
		const calledOut = async () =>
			(await host.page.locator('[data-testid=narrator-line][data-action=accusation]').allInnerTexts()).some(
				(t) => t.includes('Dee')
			);
		for (let round = 1; round <= 3 && !(await calledOut()); round++) {
			await buildTeam(everyone);
			for (const p of everyone)
				if (await p.getByTestId('mission-secure').count()) await p.getByTestId('mission-secure').click();
			await expect.poll(() => phase(host.page), POLL).toBe('discussion');
			expect(await host.page.getByTestId('mission-result').innerText()).toMatch(/^Mission \d+:/);
			// Everyone but Dee talks in the first part of the discussion (before the 0.40 slot).
			for (const [i, p] of talkers.entries()) {
				await p.getByTestId('chat-input').fill(`round ${round}: who do we send next, ${i}?`);
				await p.getByTestId('chat-send').click();
			}
			await expect.poll(() => phase(host.page), POLL).toBe('vote');
			if (await calledOut()) break;
			for (const p of everyone) {
				await p.getByTestId('vote-skip').click();
				await p.getByTestId('vote-confirm').click();
			}
			await expect.poll(() => phase(host.page), POLL).not.toBe('vote');
			if ((await phase(host.page)) === 'verdict') await host.page.getByTestId('continue').click();
		}
		expect(await calledOut()).toBe(true);
		const line = (
			await host.page.locator('[data-testid=narrator-line][data-action=accusation]').allInnerTexts()
		).find((t) => t.includes('Dee'))!;
		// The line names the silence: how many messages the others wrote meanwhile.
		expect(line).toMatch(/\d/);
		for (const c of [host, ...guests]) await c.context.close();
	}, 240_000);

	it('shows the start screen in Russian', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		await page.goto('/mole');
		await expect.poll(() => page.getByTestId('mode-title').innerText(), POLL).toBe('Крот');
		// The narrator follows the UI language until the host picks another.
		await expect.poll(() => page.getByTestId('persona').inputValue(), POLL).toBe('ru');
		// How to play, on the start screen: a native disclosure (keyboard and screen readers).
		const how = page.getByTestId('how-to-play');
		expect(await how.locator('summary').innerText()).toBe('Как играть');
		await how.locator('summary').click();
		expect(await how.innerText()).toMatch(/лидер собирает отряд/);
		await screenshot(page, 'mole-setup-ru');
		await context.close();
	}, 60_000);
});
