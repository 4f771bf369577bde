import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launch, newPlayer, screenshot } from './support/browser';
import {
	canAnswer,
	continueLookupDone,
	hostNhie,
	joinAs,
	pingsHeard,
	POLL,
	questionOf,
	roundOf,
	text,
	until,
	visible
} from './support/party';

/**
 * One lobby, one host on this device (app/tab-claim.ts), over real data channels: the host's
 * phone has the lobby open in a browser tab and opens it again in a second one (the installed app
 * from its icon, or "Continue your lobby" in a new tab). The second does not host it beside the
 * first — guests would split between two games writing one record — it says so and may take it
 * over; the first then stops and the guests follow by themselves. A tab frozen in the background
 * (Chrome freezes hidden tabs) does not answer: the lobby is taken from it, and it stops when it
 * wakes. A guest's phone that opens the join link twice plays its seat in the newer tab; the older
 * one stops and says so (before, the two took the seat from each other every few seconds).
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const joinError = (page: Page) =>
	page
		.getByTestId('join-error')
		.getAttribute('data-code', { timeout: 500 })
		.catch(() => null);

const elsewhere = (page: Page) =>
	page
		.getByTestId('hosted-elsewhere')
		.getAttribute('data-why', { timeout: 500 })
		.catch(() => null);

/**
 * The host goes on to the next round; the guest gets its question. The host's question is read once
 * its round has moved on (right after the tap it still shows the last one).
 */
const nextRound = async (host: Page, guest: Page) => {
	const round = await roundOf(host);
	await host.getByTestId('next-now').click();
	await expect.poll(() => roundOf(host), POLL).toBe(round + 1);
	await until(host, canAnswer, true);
	await expect.poll(() => questionOf(guest), POLL).toBe(await questionOf(host));
};

/** Both answer; the round's result shows on both pages. */
const playRound = async (host: Page, guest: Page) => {
	for (const p of [host, guest]) await until(p, canAnswer, true);
	for (const p of [host, guest]) await p.getByTestId('answer-have').click();
	for (const p of [host, guest]) await expect.poll(() => visible(p, 'round-result'), POLL).toBe(true);
	expect(await text(guest, 'round-result')).toBe(await text(host, 'round-result'));
};

describe('a lobby opened in two tabs of the host phone', () => {
	it('the second tab says so and may take it over; the first stops; the guest plays on with the one that hosts', async () => {
		const host = await newPlayer(browser, { width: 360 });
		const first = host.page;
		const code = await hostNhie(first);
		const guest = await newPlayer(browser, { width: 360 });
		await joinAs(guest.page, code, 'Ana');
		await expect.poll(() => first.getByTestId('player-item').count(), POLL).toBe(2);
		await first.getByTestId('start-game').click();
		await until(guest.page, canAnswer, true);

		// a second tab of the same browser opens the lobby: it does not host it
		const second = await host.context.newPage();
		// a tab that stops hosting closes its PeerJS peer without an error thrown on the page
		const errors: string[] = [];
		for (const p of [first, second]) p.on('pageerror', (e) => errors.push(e.message));
		await second.goto(`/nhie?host=${code}`);
		await expect.poll(() => elsewhere(second), POLL).toBe('open');
		expect(await second.getByTestId('hosted-elsewhere').innerText()).toContain(code);
		// one way to take it: "Host it here instead", not also "Continue your lobby" for the same room —
		// read once the page has looked for lobbies to continue (or offers none here)
		await expect.poll(() => continueLookupDone(second), POLL).toBe(true);
		expect(await second.getByTestId('continue-lobby').count()).toBe(0);
		await screenshot(second, 'party-two-tabs-open-elsewhere');
		expect(await seriousAxeViolations(second)).toEqual([]);
		// the first still hosts, and the game goes on there
		await playRound(first, guest.page);
		const round = await roundOf(first);

		// "Host it here instead": the first tab stops, the second goes on from the same round
		await second.getByTestId('host-here').click();
		await expect.poll(() => elsewhere(first), POLL).toBe('moved');
		await expect.poll(() => roundOf(second), POLL).toBe(round);
		expect(await visible(first, 'question-text')).toBe(false);
		await screenshot(first, 'party-two-tabs-moved');
		await nextRound(second, guest.page);
		await playRound(second, guest.page);

		// the second tab goes to the background and is frozen; the first takes the lobby back
		const cdp = await host.context.newCDPSession(second);
		await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
		await first.getByTestId('host-here').click();
		await expect.poll(() => visible(first, 'question-text'), POLL).toBe(true);
		await nextRound(first, guest.page);
		await playRound(first, guest.page);
		// woken, the second tab knows it no longer hosts
		await cdp.send('Page.setWebLifecycleState', { state: 'active' });
		await expect.poll(() => elsewhere(second), POLL).toBe('moved');
		// and nothing it left behind throws meanwhile (a PeerJS reconnect is scheduled 1 s after the
		// peer says 'disconnected'): for two heartbeats of the first tab, each ping heard by the guest
		const heard = await pingsHeard(guest.page);
		await expect.poll(() => pingsHeard(guest.page), POLL).toBeGreaterThanOrEqual(heard + 2);
		expect(errors).toEqual([]);
	}, 240_000);

	it('a guest who opens the join link in a second tab plays there; the first says so and can take it back', async () => {
		const host = await newPlayer(browser, { width: 360 });
		const code = await hostNhie(host.page);
		const guest = await newPlayer(browser, { width: 360 });
		const first = guest.page;
		await joinAs(first, code, 'Ana');
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(2);
		await host.page.getByTestId('start-game').click();
		await until(first, canAnswer, true);

		const second = await guest.context.newPage();
		await second.goto(`/join/${code}`);
		await until(second, canAnswer, true);
		await expect.poll(() => joinError(first), POLL).toBe('replaced');
		await screenshot(first, 'party-two-tabs-guest-replaced');
		expect(await seriousAxeViolations(first)).toEqual([]);
		// no tug of war: for six of the host's heartbeats (12 s) the seat is played from the second tab —
		// it hears each ping (a tab that lost the seat hears none) — and the first hears none, still waiting
		const firstHeard = await pingsHeard(first);
		const secondHeard = await pingsHeard(second);
		await expect.poll(() => pingsHeard(second), POLL).toBeGreaterThanOrEqual(secondHeard + 6);
		expect(await pingsHeard(first)).toBe(firstHeard);
		expect(await joinError(first)).toBe('replaced');
		expect(await canAnswer(second)).toBe(true);
		await playRound(host.page, second);

		// "Play here instead": the seat comes back to the first tab, the second says so
		await first.getByTestId('play-here').click();
		await expect.poll(() => joinError(second), POLL).toBe('replaced');
		await host.page.getByTestId('next-now').click();
		await playRound(host.page, first);
		expect(await host.page.getByTestId('player-item').count()).toBe(2);

		// the first tab leaves the lobby; "Play here instead" in the second then asks for a name, as
		// after any leave — not a join with no name ("That name cannot be used")
		await first.getByTestId('leave-lobby').click();
		await first.getByTestId('leave-confirm').click();
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(1);
		await second.getByTestId('play-here').click();
		await expect
			.poll(
				() =>
					second
						.getByTestId('name-input')
						.inputValue()
						.catch(() => ''),
				POLL
			)
			.toBe('Ana');
		expect(await joinError(second)).toBeNull();
	}, 240_000);
});
