import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusedTestId, launch, newPlayer, screenshot } from './support/browser';
import { joinAs } from './support/party';

/**
 * "Done when": real data channels between headless Chromium contexts through the local
 * PeerServer of the e2e server (ICE servers [] from /parlor.config.json). The lobby is played through
 * a real mode, "The mole" (4 players at least): the group chat is the shared state everyone sees, and
 * each player's role card and private whisper are the secret only its owner may see.
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const POLL = { timeout: 45_000, interval: 250 };

const names = (page: Page) => page.getByTestId('player-name').allInnerTexts();
/** Everything players said in the group chat, as this page shows it. */
const chat = (page: Page) =>
	page
		.getByTestId('chat-line')
		.allInnerTexts()
		.then((lines) => lines.join('\n'))
		.catch(() => '');
const say = async (page: Page, text: string) => {
	await page.getByTestId('chat-input').fill(text);
	await page.getByTestId('chat-send').click();
};
/** Waits until every page shows `text` in the chat. */
const allSee = async (pages: Page[], text: string) => {
	for (const p of pages) await expect.poll(() => chat(p), POLL).toContain(text);
};
const shown = (page: Page, testId: string) =>
	page
		.getByTestId(testId)
		.first()
		.isVisible()
		.catch(() => false);
/**
 * This player's secret: its role card and its private whisper (both folded until tapped, and folded
 * again by a new phase, so it unfolds them until both read).
 */
const secret = async (page: Page): Promise<string> => {
	const unfold = async (name: string, toggle: string) => {
		if (!(await shown(page, name))) await page.getByTestId(toggle).click({ timeout: 2000 });
	};
	let out = '';
	await expect
		.poll(async () => {
			out = await Promise.resolve()
				.then(() => unfold('role-name', 'role-toggle'))
				.then(() => unfold('whisper', 'whisper-toggle'))
				.then(async () => {
					const role = await page.getByTestId('role-name').getAttribute('data-role', { timeout: 500 });
					return `${role}|${await page.getByTestId('whisper').first().innerText({ timeout: 500 })}`;
				})
				.catch(() => '');
			return out;
		}, POLL)
		.toMatch(/^(crew|mole)\|./s);
	return out;
};

/** A host opens a lobby of "The mole" as "Hostess"; returns its player and the room code. */
const hostLobby = async () => {
	const host = await newPlayer(browser);
	await host.page.goto('/mole');
	await host.page.getByTestId('name-input').fill('Hostess');
	await host.page.getByTestId('create-lobby').click();
	await expect.poll(() => host.page.getByTestId('room-code').isVisible(), POLL).toBe(true);
	return { host, code: await host.page.getByTestId('room-code').innerText() };
};

describe('lobby over PeerJS', () => {
	it('joins by code, refuses newcomers when locked, survives guest and host reloads, and kicks for good', async () => {
		const { host, code } = await hostLobby();
		expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
		await expect.poll(() => host.page.getByTestId('room-qr').isVisible(), POLL).toBe(true);

		const guests = await Promise.all(['Ana', 'Bo', 'Cy'].map(() => newPlayer(browser)));
		await Promise.all(guests.map((g, i) => joinAs(g.page, code, ['Ana', 'Bo', 'Cy'][i])));
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
		for (const g of guests) {
			await expect.poll(() => g.page.getByTestId('player-item').count(), POLL).toBe(4);
			expect((await names(g.page)).sort()).toEqual(['Ana', 'Bo', 'Cy', 'Hostess']);
		}
		await screenshot(host.page, 'lobby-host-waiting');
		await screenshot(guests[0].page, 'lobby-guest-waiting');

		// lock: a newcomer is refused with the reason in plain words
		await host.page.getByTestId('lock').click();
		await expect.poll(() => host.page.getByTestId('locked-note').isVisible(), POLL).toBe(true);
		const late = await newPlayer(browser);
		await joinAs(late.page, code, 'Dee');
		await expect
			.poll(() => late.page.getByTestId('join-error').getAttribute('data-code'), POLL)
			.toBe('locked');
		expect(await late.page.getByTestId('join-error').innerText()).toContain('locked');
		await screenshot(late.page, 'lobby-join-locked');
		expect(await host.page.getByTestId('player-item').count()).toBe(4);
		await late.context.close();

		await host.page.getByTestId('start-game').click();
		const everyone = [host.page, ...guests.map((g) => g.page)];
		await say(guests[0].page, 'first move');
		await allSee(everyone, 'first move');
		const secrets = await Promise.all(everyone.map(secret));
		expect(new Set(secrets).size).toBe(4);
		expect(secrets.filter((s) => s.startsWith('mole|'))).toHaveLength(1);
		await screenshot(guests[0].page, 'lobby-guest-playing');

		// a guest reloads and gets its seat (and its private role and whisper) back
		await guests[1].page.reload();
		await expect.poll(() => chat(guests[1].page), POLL).toContain('first move');
		expect(await secret(guests[1].page)).toBe(secrets[2]);
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);

		// the host reloads: same code, everyone comes back by themselves, the game goes on
		await host.page.reload();
		await expect
			.poll(() => host.page.getByTestId('status-strip').getAttribute('data-state'), POLL)
			.toBe('connected');
		expect(new URL(host.page.url()).searchParams.get('host')).toBe(code);
		await expect
			.poll(() => host.page.locator('[data-testid="player-item"][data-presence="connected"]').count(), POLL)
			.toBe(4);
		await screenshot(host.page, 'lobby-host-resumed');
		await say(guests[2].page, 'second move');
		await allSee(everyone, 'second move');
		expect(await secret(guests[0].page)).toBe(secrets[1]);
		expect(await secret(host.page)).toBe(secrets[0]);

		// kick a crew member (a mole kicked would end the game): removed, and cannot come back (not
		// after a reload either)
		const k = [1, 2, 3].find((i) => secrets[i].startsWith('crew|'))!;
		const kicked = guests[k - 1].page;
		const item = host.page.getByTestId('player-item').filter({ hasText: ['Ana', 'Bo', 'Cy'][k - 1] });
		// a mis-tap is harmless: the ✕ asks first, and Cancel keeps the player
		await item.getByTestId('kick').click();
		// the question has the focus on Cancel: Enter pressed twice removes nobody
		await expect.poll(() => focusedTestId(host.page), POLL).toBe('kick-cancel');
		await item.getByTestId('kick-cancel').click();
		await expect.poll(() => focusedTestId(host.page), POLL).toBe('kick');
		await item.getByTestId('kick').click();
		await screenshot(host.page, 'lobby-host-kick-confirm');
		expect(await host.page.getByTestId('player-item').count()).toBe(4);
		await item.getByTestId('kick-confirm').click();
		await expect.poll(() => kicked.getByTestId('kicked').isVisible(), POLL).toBe(true);
		// the row went away: the focus is on another player's ✕ (or the list's heading), not the page
		await expect.poll(() => focusedTestId(host.page), POLL).toMatch(/^(kick|players-heading)$/);
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(3);
		await kicked.reload();
		await expect.poll(() => kicked.getByTestId('kicked').isVisible(), POLL).toBe(true);
		await screenshot(kicked, 'lobby-guest-kicked');
		expect(await host.page.getByTestId('player-item').count()).toBe(3);
		// the game goes on for the others
		const stay = everyone.filter((p) => p !== kicked);
		await say(stay[1], 'third move');
		await allSee(stay, 'third move');

		for (const c of [host, ...guests]) await c.context.close();
	}, 300_000);

	it('a dropped connection and a phone asleep: back by themselves, same seat, same secret', async () => {
		const { host, code } = await hostLobby();
		const [ana, bo, cy] = await Promise.all([newPlayer(browser), newPlayer(browser), newPlayer(browser)]);
		// keep Ana's peer connections reachable, so the test can cut them like a dropped Wi-Fi would
		await ana.page.addInitScript(() => {
			const Native = window.RTCPeerConnection;
			const all: RTCPeerConnection[] = [];
			(window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = all;
			window.RTCPeerConnection = class extends Native {
				constructor(config?: RTCConfiguration) {
					super(config);
					all.push(this);
				}
			};
		});
		await joinAs(ana.page, code, 'Ana');
		await joinAs(bo.page, code, 'Bo');
		await joinAs(cy.page, code, 'Cy');
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(4);
		await host.page.getByTestId('start-game').click();
		const everyone = [host.page, ana.page, bo.page, cy.page];
		await say(cy.page, 'hello all');
		await allSee(everyone, 'hello all');
		const anaSecret = await secret(ana.page);

		// the network drops under Ana: no goodbye on the wire, the channel just dies
		await ana.page.evaluate(() =>
			(window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.forEach((pc) => pc.close())
		);
		await expect
			.poll(() => ana.page.getByTestId('status-strip').getAttribute('data-state'), POLL)
			.toBe('connected');
		await say(bo.page, 'bo while ana was gone');
		await expect.poll(() => chat(ana.page), POLL).toContain('bo while ana was gone');
		await say(ana.page, 'ana is back');
		await allSee(everyone, 'ana is back');
		expect(await secret(ana.page)).toBe(anaSecret);
		expect((await names(host.page)).sort()).toEqual(['Ana', 'Bo', 'Cy', 'Hostess']);

		// Bo's phone sleeps: its script stops (paused in the debugger: no timers, no heartbeat, no replies);
		// the host shows Bo away and keeps the seat
		const boSecret = await secret(bo.page);
		const cdp = await bo.context.newCDPSession(bo.page);
		await cdp.send('Debugger.enable');
		await cdp.send('Debugger.pause');
		const boItem = host.page.getByTestId('player-item').filter({ hasText: 'Bo' });
		await expect.poll(() => boItem.getAttribute('data-presence'), POLL).toBe('away');
		await expect.poll(() => host.page.getByTestId('status-strip').innerText(), POLL).toContain('Bo');
		await screenshot(host.page, 'lobby-host-guest-away');
		await say(ana.page, 'while bo slept');
		await expect.poll(() => chat(host.page), POLL).toContain('while bo slept');

		// it wakes up: connected again on its own, with the state it missed and its seat
		await cdp.send('Debugger.resume');
		await expect.poll(() => boItem.getAttribute('data-presence'), POLL).toBe('connected');
		await expect.poll(() => chat(bo.page), POLL).toContain('while bo slept');
		await say(bo.page, 'bo woke up');
		await allSee(everyone, 'bo woke up');
		expect(await secret(bo.page)).toBe(boSecret);
		expect(await host.page.getByTestId('player-item').count()).toBe(4);

		for (const c of [host, ana, bo, cy]) await c.context.close();
	}, 240_000);

	it('says in plain words that a code nobody hosts is not found', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		await joinAs(page, 'ZZZZ', 'Ваня');
		await expect
			.poll(() => page.getByTestId('join-error').getAttribute('data-code'), { timeout: 16_000 })
			.toBe('not_found');
		await screenshot(page, 'lobby-join-not-found-ru');
		await context.close();
	}, 60_000);

	it('a browser without WebRTC is told so at once, as a guest and as a host, and is not kept waiting', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		// WebRTC switched off (a privacy browser, some in-app views): no RTCPeerConnection at all
		await context.addInitScript(() => {
			for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection'])
				delete (window as unknown as Record<string, unknown>)[name];
		});
		await joinAs(page, 'ZZZZ', 'Ваня');
		await expect.poll(() => page.getByTestId('join-error').getAttribute('data-code'), POLL).toBe('no_webrtc');
		expect(await page.getByTestId('join-error').innerText()).toContain('WebRTC');
		// not "reconnecting": nothing will ever connect from this browser
		expect(await page.getByTestId('rejoining').count()).toBe(0);
		await screenshot(page, 'lobby-no-webrtc-ru');
		await page.goto('/nhie');
		await page.getByTestId('name-input').fill('Ваня');
		await page.getByTestId('create-lobby').click();
		await expect.poll(() => page.getByRole('alert').first().innerText(), POLL).toContain('WebRTC');
		await context.close();
	}, 60_000);

	it('Settings → Network validates a custom PeerServer and ICE JSON, and shows the source in use', async () => {
		const { page, context } = await newPlayer(browser);
		await page.goto('/settings');
		await expect
			.poll(() => page.getByTestId('network-source').innerText(), POLL)
			.toContain('the server this Parlor is served from');
		await page.getByTestId('net-custom').check();
		await page.getByLabel('Host').fill('http://bad host');
		await page.getByRole('button', { name: 'Save' }).click();
		await expect.poll(() => page.getByRole('alert').first().innerText(), POLL).toContain('Host');
		await page.getByLabel('Host').fill('peer.example.org');
		await page.getByLabel('ICE servers (STUN / TURN), JSON').fill('[{"urls": 5}]');
		await page.getByRole('button', { name: 'Save' }).click();
		await expect.poll(() => page.getByRole('alert').first().innerText(), POLL).toContain('ICE');
		await page.getByLabel('ICE servers (STUN / TURN), JSON').fill('[{"urls":"stun:stun.example.org"}]');
		await page.getByRole('button', { name: 'Save' }).click();
		await expect
			.poll(() => page.getByTestId('network-source').innerText(), POLL)
			.toContain('your own PeerServer');
		await screenshot(page, 'lobby-network-settings');
		// saved on this device: the form comes back filled in after a reload
		await page.reload();
		await expect.poll(() => page.getByLabel('Host').inputValue(), POLL).toBe('peer.example.org');
		expect(await page.getByTestId('net-custom').isChecked()).toBe(true);
		expect(await page.getByLabel('ICE servers (STUN / TURN), JSON').inputValue()).toContain(
			'stun.example.org'
		);
		await context.close();
	}, 60_000);
});
