import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPlayer } from './browser';
import { PHONE, POLL, until, visible } from './party';

/** What the mole's e2e files share: the host's room, the TV's phase, who leads, who is away. */

export type MoleRoom = { rounds?: number; discussion?: number; together?: boolean };

/**
 * The host (on a 360 px phone) opens a mole room: short games (`rounds`, a `discussion` of that many
 * seconds, the shortest the settings offer being 20) so a whole game fits an e2e run; `together` is
 * the one-room mode (docs/mole.md "One room").
 */
export const hostMole = async (
	browser: Browser,
	{ rounds = 1, discussion = 60, together = false }: MoleRoom = {}
) => {
	const host = await newPlayer(browser, PHONE);
	await host.page.goto('/mole');
	await host.page.getByTestId('name-input').fill('Hostess');
	await host.page.getByTestId('rounds').selectOption(String(rounds));
	await host.page.getByTestId('discussion').selectOption(String(discussion));
	if (together) await host.page.getByTestId('together').check();
	await host.page.getByTestId('create-lobby').click();
	await expect.poll(() => visible(host.page, 'room-code'), POLL).toBe(true);
	return { host, code: await host.page.getByTestId('room-code').innerText() };
};

/** The mole's phase as the big screen shows it (null while it shows no game). */
export const screenPhase = (page: Page) =>
	page
		.getByTestId('screen-mole')
		.getAttribute('data-phase', { timeout: 500 })
		.catch(() => null);

/** `data-away` of `name`'s chip in the players strip ("true" while away; null when not shown). */
export const awayOf = (page: Page, name: string) =>
	page
		.locator(`[data-testid="player-chip"][data-player="${name}"]`)
		.getAttribute('data-away', { timeout: 500 })
		.catch(() => null);

/** The one page of `pages` that may propose the team now (its leader's), once there is one. */
export const leaderAmong = async (pages: Page[]): Promise<Page> => {
	const leaders: Page[] = [];
	await expect
		.poll(async () => {
			leaders.length = 0;
			for (const p of pages) if ((await p.getByTestId('team-propose').count()) === 1) leaders.push(p);
			return leaders.length;
		}, POLL)
		.toBe(1);
	return leaders[0];
};

/** Approves the proposed team on `page` once its button is enabled (the proposal has reached it). */
export const approveTeam = async (page: Page) => {
	const approve = page.getByTestId('team-approve');
	await until(page, () => approve.isEnabled({ timeout: 500 }).catch(() => false), true);
	await approve.click();
};
