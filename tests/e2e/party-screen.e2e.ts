import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer } from './support/browser';
import {
	POLL,
	PHONE,
	visible,
	text,
	canAnswer,
	molePhase,
	until,
	hostNhie,
	joinAs,
	screenLink
} from './support/party';
import { latinWords, seriousAxeViolations } from './support/axe';

/**
 * docs/lobby.md "The big screen" over real data channels: a big screen (a 1280×720 laptop or TV context) watches a
 * "Never have I ever" room — host + 3 guests on phones. It shows the code and the QR, the question
 * the players see, the result and the end chart; it takes no seat in the host's player list and
 * never holds a round (it closes as soon as the four players answered). In "The mole" it follows the
 * phases with no role and no buttons, and comes back by itself when the host's page reloads.
 * SCREENSHOTS=1 saves what the screen shows under /tmp to look at.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const TV = { width: 1280, height: 720 };

const shoot = async (page: Page, name: string) => {
	if (process.env.SCREENSHOTS) await page.screenshot({ path: `/tmp/parlor-screen-${name}.png` });
};

describe('the big screen', () => {
	it('shows the code, the question, the result and the end chart, with no seat and no hold on the round', async () => {
		const host = await newPlayer(browser, PHONE);
		const code = await hostNhie(host.page);
		expect(await screenLink(host.page)).toContain(`/screen/${code}#`);

		const tv = await newPlayer(browser, { ...TV, colorScheme: 'dark' });
		await tv.page.goto(await screenLink(host.page));
		await expect.poll(() => text(tv.page, 'room-code'), POLL).toBe(code);
		await expect.poll(() => visible(tv.page, 'screen-waiting'), POLL).toBe(true);
		await expect.poll(() => visible(tv.page, 'room-qr'), POLL).toBe(true);
		expect(await tv.page.getByTestId('join-link').innerText()).toContain(`/join/${code}`);

		const names = ['Ana', 'Bo', 'Dee'];
		const guests = await Promise.all(names.map(() => newPlayer(browser, PHONE)));
		for (const [i, name] of names.entries()) {
			await joinAs(guests[i].page, code, name);
		}
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
		await expect.poll(() => tv.page.locator('[data-testid="screen-players"] li').count(), POLL).toBe(4);
		await shoot(tv.page, 'waiting');

		// a second screen, in Russian and light: the same room, no English left but the names and the code
		const ru = await newPlayer(browser, { ...TV, locale: 'ru-RU', colorScheme: 'light' });
		await ru.page.goto(await screenLink(host.page));
		await expect.poll(() => text(ru.page, 'screen-waiting'), POLL).toBe('Ждём, когда ведущий начнёт игру…');
		const latin = await latinWords(ru.page);
		// (the players' names run together in the text of the list)
		expect(latin.filter((w) => w !== code && !/^(Hostess|Ana|Bo|Dee)+$/.test(w))).toEqual([]);
		await shoot(ru.page, 'waiting-ru');
		await ru.context.close();
		// the screen is no player: the host's list has the four players only
		expect(await host.page.getByTestId('player-item').allInnerTexts()).toHaveLength(4);

		await host.page.getByTestId('start-game').click();
		const pages = [host.page, ...guests.map((g) => g.page)];
		for (const p of pages) await until(p, canAnswer, true);
		// (read under a poll: on a loaded machine one read can take longer than its 500 ms)
		let question = '';
		await expect.poll(async () => (question = await text(host.page, 'question-text')), POLL).not.toBe('');
		await expect.poll(() => text(tv.page, 'question-text'), POLL).toBe(question);
		await expect.poll(() => text(tv.page, 'screen-answered'), POLL).toBe('0 of 4 answered');
		await expect.poll(() => tv.page.getByTestId('nhie-announcer').textContent(), POLL).toContain(question);
		expect(await tv.page.getByTestId('answer-have').count()).toBe(0);
		await shoot(tv.page, 'question');
		expect(await seriousAxeViolations(tv.page)).toEqual([]);

		// the four players answer: the round closes at once (the screen is waited for by nobody)
		const asked = Date.now();
		for (const p of pages) await p.getByTestId('answer-have').click();
		await expect.poll(() => visible(tv.page, 'round-result'), POLL).toBe(true);
		expect(Date.now() - asked).toBeLessThan(20_000);
		expect(await text(tv.page, 'round-result')).toBe(await text(host.page, 'round-result'));
		await shoot(tv.page, 'result');

		// the host ends the game: the end chart on the big screen
		await host.page.getByTestId('end-game').click();
		await host.page.getByTestId('end-confirm').click();
		await expect.poll(() => visible(tv.page, 'end-chart'), POLL).toBe(true);
		await shoot(tv.page, 'end');
		expect(await host.page.getByTestId('player-item').count()).toBe(4);

		await Promise.all([host, tv, ...guests].map((p) => p.context.close()));
	}, 180_000);
	it('the mole: the public state only — the phase and the team, never a role; back after a host reload', async () => {
		const host = await newPlayer(browser, PHONE);
		await host.page.goto('/mole');
		await host.page.getByTestId('name-input').fill('Hostess');
		await host.page.getByTestId('rounds').selectOption('1');
		await host.page.getByTestId('create-lobby').click();
		await expect.poll(() => visible(host.page, 'room-code'), POLL).toBe(true);
		const code = await host.page.getByTestId('room-code').innerText();
		const tv = await newPlayer(browser, TV);
		await tv.page.goto(await screenLink(host.page));
		await expect.poll(() => visible(tv.page, 'screen-waiting'), POLL).toBe(true);
		const guests = await Promise.all(['Ana', 'Bo', 'Dee'].map(() => newPlayer(browser, PHONE)));
		for (const [i, name] of ['Ana', 'Bo', 'Dee'].entries()) {
			await joinAs(guests[i].page, code, name);
		}
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
		await host.page.getByTestId('start-game').click();
		const phaseOf = (page: Page) =>
			page
				.getByTestId('screen-mole')
				.getAttribute('data-phase', { timeout: 500 })
				.catch(() => null);
		await expect.poll(() => phaseOf(tv.page), POLL).toBe('team');
		expect(await tv.page.getByTestId('team-panel').count()).toBe(1);
		// nothing of a player's own: no role card, no buttons to act with
		for (const id of ['role-name', 'role-toggle', 'team-propose', 'team-approve', 'mission-secure'])
			expect(await tv.page.getByTestId(id).count()).toBe(0);
		expect(await tv.page.locator('[data-testid=big-screen] button').count()).toBe(0);
		await shoot(tv.page, 'mole-team');

		// the leader proposes: the big screen follows to the team vote and shows the team
		const pages = [host.page, ...guests.map((g) => g.page)];
		let leader: Page | null = null;
		for (const p of pages) {
			await until(p, molePhase, 'team');
			if ((await p.getByTestId('team-propose').count()) === 1) leader = p;
		}
		const picks = leader!.getByTestId('team-pick');
		for (const i of [0, 1]) await picks.nth(i).check();
		await leader!.getByTestId('team-propose').click();
		await expect.poll(() => phaseOf(tv.page), POLL).toBe('teamvote');
		expect(await tv.page.getByTestId('team-approve').count()).toBe(0);
		await shoot(tv.page, 'mole-teamvote');

		// the host's page reloads: the screen comes back by itself and follows the vote to the mission
		await host.page.reload();
		await expect.poll(() => host.page.getByTestId('team-approve').isVisible(), POLL).toBe(true);
		// every guest back on the reloaded host before the vote goes on: a guest still reconnecting is
		// away, and the vote closes without it — then its Approve is gone
		const linkState = (page: Page) =>
			page
				.getByTestId('status-strip')
				.getAttribute('data-state', { timeout: 500 })
				.catch(() => null);
		for (const g of guests) await until(g.page, linkState, 'connected');
		await expect
			.poll(() => host.page.locator('[data-testid=player-item][data-presence=away]').count(), POLL)
			.toBe(0);
		const canApprove = (page: Page) =>
			page
				.getByTestId('team-approve')
				.isEnabled({ timeout: 500 })
				.catch(() => false);
		for (const p of pages) {
			await until(p, canApprove, true);
			await p.getByTestId('team-approve').click();
		}
		await expect.poll(() => phaseOf(tv.page), POLL).toBe('mission');
		await expect.poll(() => tv.page.getByTestId('screen-offline').count(), POLL).toBe(0);
		await Promise.all([host, tv, ...guests].map((p) => p.context.close()));
	}, 180_000);
});
