import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDB, db, useDb, type LobbyRow } from './db';
import { FINISHED_LOBBY_TTL_MS, startRetention } from './retention';
import { nextTurn } from '$lib/lobby/testing/flush';

/**
 * Seed 000 memory lifecycle: retention runs at start and every 10 minutes (architecture.md);
 * the app shell stops it with the returned function.
 */
const MIN = 60_000;
/** architecture.md: "run at start and every 10 min". */
const TEN_MIN = 10 * MIN;
const T0 = 1_800_000_000_000;
let now = T0;
const clock = () => now;

const finishedLobby = (id: string, finishedAt: number): LobbyRow => ({
	id,
	mode: 'nhie',
	status: 'finished',
	updatedAt: finishedAt,
	finishedAt,
	data: {}
});
const ids = async () => (await db().lobbies.toCollection().primaryKeys()).sort();

/**
 * Checks again after each turn of the event loop, where fake-indexeddb does its work (vi.waitFor
 * would advance the fake interval itself); no time passes.
 */
const eventually = async (check: () => Promise<unknown> | unknown): Promise<void> => {
	for (let i = 0; ; i++) {
		try {
			await check();
			return;
		} catch (e) {
			if (i > 2_000) throw e;
			await nextTurn();
		}
	}
};

beforeEach(() => {
	useDb(new AppDB('test-' + Math.random()));
	now = T0;
	// Only the interval is faked: fake-indexeddb schedules its work on real timers.
	vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('startRetention', () => {
	it('runs once at start, again every 10 minutes, and not after stop', async () => {
		// expired now: finished 1 h 1 min ago
		await db().lobbies.put(finishedLobby('A', T0 - FINISHED_LOBBY_TTL_MS - MIN));
		// expires between the first and second run: finished 55 min ago
		await db().lobbies.put(finishedLobby('B', T0 - FINISHED_LOBBY_TTL_MS + 5 * MIN));
		// expires only at the third run (finished 45 min ago: 65 min old 20 min later)
		await db().lobbies.put(finishedLobby('C', T0 - FINISHED_LOBBY_TTL_MS + 15 * MIN));
		await db().lobbyEvents.bulkAdd([
			{ lobbyId: 'A', at: 1, data: {} },
			{ lobbyId: 'B', at: 1, data: {} }
		]);

		let runs = 0; // each run reads the clock once, as it starts
		const stop = startRetention(() => (runs++, clock()));
		await eventually(async () => expect(await ids()).toEqual(['B', 'C']));
		expect(await db().lobbyEvents.where('lobbyId').equals('A').count()).toBe(0);

		// just under 10 min: no second run yet, even though B has expired by then
		now = T0 + TEN_MIN - 1;
		await vi.advanceTimersByTimeAsync(TEN_MIN - 1);
		expect(runs).toBe(1);
		expect(await ids()).toEqual(['B', 'C']);

		now = T0 + TEN_MIN;
		await vi.advanceTimersByTimeAsync(1);
		await eventually(async () => expect(await ids()).toEqual(['C']));
		expect(await db().lobbyEvents.count()).toBe(0);

		now = T0 + 2 * TEN_MIN;
		await vi.advanceTimersByTimeAsync(TEN_MIN);
		await eventually(async () => expect(await ids()).toEqual([]));

		stop();
		await db().lobbies.put(finishedLobby('D', now - 2 * FINISHED_LOBBY_TTL_MS));
		now += 3 * TEN_MIN;
		await vi.advanceTimersByTimeAsync(3 * TEN_MIN);
		expect(runs).toBe(3);
		expect(await ids()).toEqual(['D']);
	});

	it('reads the clock at each run and keeps one interval per start', () => {
		const seen: number[] = [];
		const stop = startRetention(() => {
			seen.push(now);
			return now;
		});
		expect(seen).toEqual([T0]);
		now = T0 + 1;
		vi.advanceTimersByTime(TEN_MIN);
		now = T0 + 2;
		vi.advanceTimersByTime(TEN_MIN);
		expect(seen).toEqual([T0, T0 + 1, T0 + 2]);
		expect(vi.getTimerCount()).toBe(1);
		stop();
		expect(vi.getTimerCount()).toBe(0);
		vi.advanceTimersByTime(5 * TEN_MIN);
		expect(seen).toHaveLength(3);
	});

	it('a failing run is logged, not thrown, and the next run still happens', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		let calls = 0;
		const stop = startRetention(() => {
			calls++;
			return Number.NaN; // Dexie rejects NaN as a key range bound
		});
		await eventually(() => expect(warn).toHaveBeenCalledTimes(1));
		await vi.advanceTimersByTimeAsync(TEN_MIN);
		await eventually(() => expect(warn).toHaveBeenCalledTimes(2));
		expect(calls).toBe(2);
		stop();
		warn.mockRestore();
	});
});
