import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot } from './support/browser';

/**
 * Issue 9, "Done when": a host and 4 guests play a round of "The mole" over P2P (real PeerJS data
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

describe('the mole over PeerJS', () => {
	it('a host and 4 guests play a round: roles, whispers, chat, a narrator line, mission, vote, reveal', async () => {
		const host = await newPlayer(browser);
		await host.page.goto('/mole');
		await host.page.getByTestId('name-input').fill('Hostess');
		await host.page.getByTestId('rounds').selectOption('1');
		await host.page.getByTestId('discussion').selectOption('20');
		await host.page.getByTestId('persona').selectOption('en');
		await screenshot(host.page, 'mole-setup');
		await host.page.getByTestId('create-lobby').click();
		await expect.poll(() => host.page.getByTestId('room-code').isVisible(), POLL).toBe(true);
		const code = await host.page.getByTestId('room-code').innerText();

		// Ana plays in Russian: the same game, the UI in her language.
		const guests = await Promise.all(
			GUESTS.map((_, i) => newPlayer(browser, { locale: i === 0 ? 'ru-RU' : 'en-US' }))
		);
		await Promise.all(
			guests.map(async (g, i) => {
				await g.page.goto(`/join/${code}`);
				await g.page.getByTestId('name-input').fill(GUESTS[i]);
				await g.page.getByTestId('join-button').click();
			})
		);
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(5);
		await host.page.getByTestId('start-game').click();

		const everyone = [host.page, ...guests.map((g) => g.page)];
		const names = ['Hostess', ...GUESTS];
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('mission');

		// Role cards: exactly one mole among 5; each sees only their own role.
		const roles = await Promise.all(everyone.map(roleOf));
		expect(roles.filter((r) => r === 'mole')).toHaveLength(1);
		expect(roles.filter((r) => r === 'crew')).toHaveLength(4);
		const moleIdx = roles.indexOf('mole');
		for (const p of everyone) expect(await p.getByTestId('fellow-moles').count()).toBe(0);
		await screenshot(everyone[moleIdx], 'mole-role-card-mole');

		// A guest who reloads comes back to the same seat and the same role (reconnect token).
		await guests[3].page.reload();
		await expect.poll(() => phase(guests[3].page), POLL).toBe('mission');
		expect(await roleOf(guests[3].page)).toBe(roles[4]);

		// Whispers: each player gets their own, addressed to them, and nobody else's.
		for (const [i, p] of everyone.entries()) {
			await expect.poll(() => p.getByTestId('whisper').count(), POLL).toBeGreaterThan(0);
			const text = await p.getByTestId('whisper').first().innerText();
			expect(text).toContain(names[i]);
			for (const [j, other] of names.entries()) if (j !== i) expect(text).not.toContain(`${other},`);
		}

		// Mission: team members choose in secret; only the mole is offered sabotage.
		let sabotaged = 0;
		let shot = false;
		for (const [i, p] of everyone.entries()) {
			if ((await p.getByTestId('mission-secure').count()) === 0) continue;
			if (!shot) {
				await screenshot(p, 'mole-mission');
				shot = true;
			}
			if (i === moleIdx) {
				await p.getByTestId('mission-sabotage').click();
				sabotaged++;
			} else {
				expect(await p.getByTestId('mission-sabotage').count()).toBe(0);
				await p.getByTestId('mission-secure').click();
			}
		}
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('discussion');

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
		await guests[1].page.getByTestId('chat-input').fill('Not me, I swear');
		await guests[1].page.getByTestId('chat-send').click();
		await screenshot(guests[1].page, 'mole-discussion');
		await screenshot(guests[0].page, 'mole-discussion-ru');

		// Reveal and vote: the mission result (count only), then everyone votes the mole out.
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('vote');
		const result = await host.page.getByTestId('mission-result').innerText();
		expect(result).toContain(sabotaged ? `${sabotaged} sabotage` : 'no sabotage');
		await screenshot(host.page, 'mole-vote');
		const moleId = await host.page
			.getByTestId('vote-option')
			.filter({ hasText: names[moleIdx] })
			.getAttribute('data-id')
			.catch(() => null);
		for (const [i, p] of everyone.entries()) {
			if (i === moleIdx) await p.getByTestId('vote-skip').click();
			else await p.locator(`[data-testid="vote-option"]`).filter({ hasText: names[moleIdx] }).click();
		}
		expect(moleId === null || moleId.length > 0).toBe(true);

		// The end: the mole is banished and shown; crew wins; every role and the narrator's timeline.
		for (const p of everyone) await expect.poll(() => phase(p), POLL).toBe('finished');
		const verdict = await guests[2].page.getByTestId('verdict').innerText();
		expect(verdict).toContain(names[moleIdx]);
		expect(verdict).toContain('Mole');
		expect(await guests[2].page.getByTestId('winner').getAttribute('data-winner')).toBe('crew');
		const finalRoles = await guests[2].page
			.getByTestId('final-role')
			.evaluateAll((els) => els.map((e) => e.getAttribute('data-role')));
		expect(finalRoles.sort()).toEqual(['crew', 'crew', 'crew', 'crew', 'mole']);
		const timeline = guests[2].page.getByTestId('timeline-entry');
		await expect.poll(() => timeline.count(), POLL).toBe(2);
		expect(await timeline.first().innerText()).toContain('Why');
		await screenshot(guests[2].page, 'mole-end');

		for (const c of [host, ...guests]) await c.context.close();
	}, 300_000);

	it('shows the start screen in Russian', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		await page.goto('/mole');
		await expect.poll(() => page.getByTestId('mode-title').innerText(), POLL).toBe('Крот');
		await screenshot(page, 'mole-setup-ru');
		await context.close();
	}, 60_000);
});
