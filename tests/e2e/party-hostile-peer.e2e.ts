import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer } from './support/browser';
import { POLL, hostNhie, joinAs, visible } from './support/party';

/**
 * docs/lobby.md "What the host decodes", over real PeerJS data channels: a client that is not Parlor
 * connects to the room's peer id with PeerJS's own serializations and sends five bytes that declare a
 * binarypack map of 2^32 entries (it froze a host for 287 s, and its guests saw "host offline"), and
 * half-sent PeerJS chunks. The host reads none of it: its guests keep playing and a new one joins.
 */
const PEERJS = createRequire(import.meta.url).resolve('peerjs/dist/peerjs.min.js');

let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/**
 * From `page` (on the app's origin, so on its PeerServer), a raw PeerJS client connects to the room
 * with `serialization` and, if the channel opens, sends the bombs. Returns at once; the connection's
 * fate is in `window.attacks[serialization]` ('pending', 'opened', 'closed', 'error').
 */
const attack = async (page: Page, code: string, serialization: string): Promise<void> => {
	await page.evaluate(
		({ code, serialization }) => {
			type Conn = { on: (e: string, cb: () => void) => void; dataChannel: RTCDataChannel };
			type Peer = { on: (e: string, cb: () => void) => void; connect: (id: string, o: object) => Conn };
			const w = window as unknown as {
				peerjs: { Peer: new (o: object) => Peer };
				attacks?: Record<string, string>;
			};
			const attacks = (w.attacks ??= {});
			attacks[serialization] = 'pending';
			const peer = new w.peerjs.Peer({
				host: location.hostname,
				port: Number(location.port),
				path: '/peerjs',
				key: 'parlor',
				config: { iceServers: [] }
			});
			peer.on('open', () => {
				const conn = peer.connect(`parlor-v1-${code}`, { reliable: true, serialization });
				conn.on('open', () => {
					attacks[serialization] = 'opened';
					try {
						conn.dataChannel.send(new Uint8Array([0xdf, 0xff, 0xff, 0xff, 0xff]));
						// an unfinished PeerJS chunk's worth of bytes, and a string over 64 KB
						conn.dataChannel.send(new Uint8Array(200_000));
						conn.dataChannel.send('x'.repeat(70_000));
					} catch {
						// the host may have closed it already
					}
				});
				conn.on('close', () => (attacks[serialization] = 'closed'));
				conn.on('error', () => (attacks[serialization] = 'error'));
			});
		},
		{ code, serialization }
	);
};

const attackState = (page: Page, serialization: string) =>
	page.evaluate((s) => (window as unknown as { attacks: Record<string, string> }).attacks[s], serialization);

describe('a hostile peer on the room’s id', () => {
	it('binarypack bombs and raw bytes freeze nothing: the game goes on and a new guest joins', async () => {
		const host = await newPlayer(browser);
		const code = await hostNhie(host.page);
		// Ana comes by the host's link, which names the room's key (docs/lobby.md "Host identity")
		const link = await host.page.getByTestId('join-link').getAttribute('href');
		expect(link).toMatch(new RegExp(`^/join/${code}#h=[A-Za-z0-9_-]{22}$`));
		const ana = await newPlayer(browser, { width: 360, height: 740 });
		await ana.page.goto(link!);
		await ana.page.getByTestId('name-input').fill('Ana');
		await ana.page.getByTestId('join-button').click();
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(2);

		const attacker = await newPlayer(browser);
		await attacker.page.goto('/');
		await attacker.page.addScriptTag({ path: PEERJS });
		await attack(attacker.page, code, 'binary');
		await attack(attacker.page, code, 'raw');
		// a raw connection opens, sends its bytes and is closed unread at its first frame
		await expect.poll(() => attackState(attacker.page, 'raw'), POLL).toMatch(/closed|error/);

		// the host still answers at once: a new guest joins and both guests see each other
		const bo = await newPlayer(browser, { width: 360, height: 740 });
		await joinAs(bo.page, code, 'Bo');
		await expect.poll(() => host.page.getByTestId('player-item').count(), POLL).toBe(3);
		await expect.poll(() => visible(ana.page, 'waiting'), POLL).toBe(true);
		await expect.poll(() => ana.page.getByTestId('player-item').count(), POLL).toBe(3);
		// the connection that asked for PeerJS's binary serialization was closed before it opened
		expect(await attackState(attacker.page, 'binary')).not.toBe('opened');
		await Promise.all([host, ana, bo, attacker].map((p) => p.context.close()));
	});
});
