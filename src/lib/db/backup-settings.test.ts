import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from './db';
import { importAll, readBackup } from './backup';
import { readNhieAdult } from '$lib/games/nhie/db/nhie';
import { readSetting } from './repos/settings';
import { DEFAULT_NETWORK, NETWORK_SETTING_KEY, NetworkSettingsSchema } from '$lib/lobby/signaling';

/**
 * docs/architecture.md "Your data": an import changes no setting that decides where this device
 * connects or what it shows (network, adult questions, the language model) unless the user chose
 * the backup's in the preview; adult questions never arrive from a file at all.
 */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const EVIL_NETWORK = {
	peerServer: { host: 'peer.evil.example', port: 443, path: '/', key: 'k', secure: true },
	iceServers: [{ urls: 'turn:turn.evil.example:3478', username: 'u', credential: 'c' }]
};
const crafted = JSON.stringify({
	format: 'parlor-backup',
	version: 1,
	dbVersion: 3,
	exportedAt: 'x',
	tables: {
		settings: [
			{ key: 'network', value: EVIL_NETWORK },
			{ key: 'nhie.adult', value: { nsfw: true, adultConfirmedAt: 1 } },
			{ key: 'ui', value: { theme: 'dark' } }
		],
		packs: [],
		usage: [],
		lobbies: [],
		lobbyEvents: [],
		seats: [],
		sessions: []
	}
});

const network = () => readSetting(NETWORK_SETTING_KEY, NetworkSettingsSchema, DEFAULT_NETWORK);

describe('a backup and the settings of this device', () => {
	it('the preview lists the network and adult changes; by default nothing of them is written', async () => {
		const read = await readBackup(crafted);
		if (!read.ok) throw new Error(read.reason);
		expect(read.network.map((c) => c.field)).toEqual(['peerServer', 'iceServers']);
		expect(read.network[0].to).toBe('https://peer.evil.example:443/');
		expect(read.network[1].to).toBe('turn:turn.evil.example:3478');
		expect(read.adultStaysOff).toBe(true);
		expect(await importAll(crafted)).toMatchObject({ ok: true });
		expect(await network()).toEqual(DEFAULT_NETWORK);
		expect(await readNhieAdult()).toEqual({ nsfw: false, adultConfirmedAt: null });
		// the harmless rest of the backup's settings comes in
		expect(await db().settings.get('ui')).toMatchObject({ value: { theme: 'dark' } });
	});

	it("the backup's network only when chosen; adult questions stay off even then", async () => {
		expect(await importAll(crafted, { llm: 'use', network: 'use' })).toMatchObject({ ok: true });
		expect(await network()).toEqual(EVIL_NETWORK);
		expect(await readNhieAdult()).toEqual({ nsfw: false, adultConfirmedAt: null });
	});

	it('an unfinished adults-only game arrives ended; a tame one and this device, once past its gate, keep theirs', async () => {
		const lobby = (id: string, nsfw: boolean) => ({
			id,
			mode: 'nhie',
			status: 'playing',
			updatedAt: 7,
			finishedAt: null,
			data: { code: id, status: 'playing', finishedAt: null, settings: { nsfw, rounds: 5 } }
		});
		const text = JSON.stringify({
			...JSON.parse(crafted),
			tables: {
				...JSON.parse(crafted).tables,
				settings: [],
				lobbies: [lobby('ADLT', true), lobby('TAME', false)]
			}
		});
		expect(await readBackup(text)).toMatchObject({ ok: true, adultStaysOff: true });
		await importAll(text);
		expect(await db().lobbies.get('ADLT')).toMatchObject({
			status: 'finished',
			finishedAt: 7,
			data: { status: 'finished' }
		});
		expect(await db().lobbies.get('TAME')).toMatchObject({ status: 'playing' });
		await db().settings.put({ key: 'nhie.adult', value: { nsfw: true, adultConfirmedAt: 5 } });
		await importAll(text);
		expect(await db().lobbies.get('ADLT')).toMatchObject({ status: 'playing' });
	});

	it("this device's own adult choice, passed through its gate, survives an import", async () => {
		await db().settings.put({ key: 'nhie.adult', value: { nsfw: true, adultConfirmedAt: 5 } });
		await db().settings.put({ key: 'network', value: DEFAULT_NETWORK });
		const read = await readBackup(crafted);
		expect(read).toMatchObject({ ok: true, adultStaysOff: false });
		await importAll(crafted);
		expect(await readNhieAdult()).toEqual({ nsfw: true, adultConfirmedAt: 5 });
	});
});
