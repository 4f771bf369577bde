import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '../db';
import { newLobbyRecord } from '$lib/lobby/store';
import { STALE_OPEN_LOBBY_TTL_MS } from '../retention';
import { dexieLobbyStore, purgeFinishedLobbies } from './lobby';

/** Seed 000 "memory lifecycle": what the lobby store keeps of lobbies that are over. */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const HOUR = 60 * 60 * 1000;
const record = (code: string) =>
	newLobbyRecord({
		code,
		mode: 'nhie',
		peerToken: 't',
		hostId: 'h',
		hostName: 'Host',
		hostToken: 'ht',
		settings: {},
		seed: 1,
		now: 0
	});
const join = { kind: 'join', playerId: 'h', stateId: 1, payload: { name: 'Host' } } as const;

describe('purgeFinishedLobbies', () => {
	it('drops a lobby an hour after its end, and one nobody ended a day after its last write, with their events', async () => {
		const now = 100 * 24 * HOUR;
		// ended two hours ago; ended just now; left mid-game 25 hours ago; played this morning
		await dexieLobbyStore.save(
			{ ...record('ENDD'), status: 'finished', finishedAt: now - 2 * HOUR },
			join,
			now - 2 * HOUR
		);
		await dexieLobbyStore.save({ ...record('JUST'), status: 'finished', finishedAt: now }, join, now);
		await dexieLobbyStore.save(
			{ ...record('LEFT'), status: 'playing' },
			join,
			now - STALE_OPEN_LOBBY_TTL_MS - HOUR
		);
		await dexieLobbyStore.save({ ...record('MORN'), status: 'playing' }, join, now - 20 * HOUR);

		expect(await purgeFinishedLobbies(now)).toBe(2);
		const kept = (await db().lobbies.toArray()).map((r) => r.id).sort();
		expect(kept).toEqual(['JUST', 'MORN']);
		const events = new Set((await db().lobbyEvents.toArray()).map((e) => e.lobbyId));
		expect([...events].sort()).toEqual(['JUST', 'MORN']);
	});
});
