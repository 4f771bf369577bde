import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LobbyGame } from '$lib/engines/kit/lobby-game';
import { LobbyHost } from './host';
import { browserAliveMarks, MARK_KEPT_MS, memoryAliveMarks, type AliveMarks } from './host-pause';
import { memoryLobbyStore } from './store';
import { createMemoryNetwork } from './transport-memory';
import { memoryDeviceNetwork, type DeviceNetwork } from './device-network';

/**
 * docs/lobby.md "Host durability", a real pause: while the host is gone (its page asleep, closed or reloaded) the
 * guests' countdowns stand still, and on its return the host gives the game back the time it was
 * gone, so the open round has the time it had. Fake timers: `vi.setSystemTime` moves the wall clock
 * without running any timer, as a sleeping phone does.
 */
const StateSchema = z.object({ round: z.int(), deadline: z.number().nullable() });
type S = z.infer<typeof StateSchema>;
const ROUND_MS = 30_000;
const game: LobbyGame<Record<string, never>, S, { type: 'noop' }, S> = {
	mode: 'paused',
	minPlayers: 1,
	maxPlayers: 4,
	settingsSchema: z.object({}),
	intentSchema: z.object({ type: z.literal('noop') }),
	stateSchema: StateSchema,
	viewSchema: StateSchema,
	start: (_p, _s, _seed, now) => ({ round: 1, deadline: now + ROUND_MS }),
	apply: (state) => ({ ok: true, state }),
	// a round closes at its deadline; the next one opens
	tick: (s, now) =>
		s.deadline !== null && now >= s.deadline ? { round: s.round + 1, deadline: now + ROUND_MS } : null,
	nextDeadline: (s) => s.deadline,
	shiftClock: (s, byMs) => (s.deadline === null ? s : { ...s, deadline: s.deadline + byMs }),
	project: (s) => s,
	isFinished: () => false
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const store = memoryLobbyStore();
const hostOn = (marks: AliveMarks, network: DeviceNetwork = memoryDeviceNetwork()) =>
	new LobbyHost({ game, transport: createMemoryNetwork(), store, aliveMarks: marks, network });
const stateOf = (host: LobbyHost) => host.view!.game as S;
const leftOf = (host: LobbyHost) => stateOf(host).deadline! - Date.now();
const gaveBack = () =>
	store.events.filter((e) => e.kind === 'tick' && e.payload !== null).map((e) => e.payload);

/** A host plays 5 s into round 1 (25 s left). */
const playing = async (marks: AliveMarks, network?: DeviceNetwork) => {
	const host = hostOn(marks, network);
	await host.open({ hostName: 'H', settings: {} });
	await host.start();
	await vi.advanceTimersByTimeAsync(5_000);
	await host.settled();
	expect(leftOf(host)).toBe(25_000);
	return host;
};

/** The clock runs again: round 1 closes 25 s later, not earlier. */
const closesIn25s = async (host: LobbyHost) => {
	await vi.advanceTimersByTimeAsync(24_000);
	expect(stateOf(host).round).toBe(1);
	await vi.advanceTimersByTimeAsync(1_000);
	await host.settled();
	expect(stateOf(host).round).toBe(2);
};

describe('the host gone: its round keeps the time it had', () => {
	it('a page that slept a minute: the round still has its 25 s, nothing closed behind the guests', async () => {
		store.events.length = 0;
		const host = await playing(memoryAliveMarks());
		vi.setSystemTime(Date.now() + 60_000); // asleep: no timer ran
		await vi.advanceTimersByTimeAsync(1_000);
		await host.settled();
		expect(stateOf(host).round).toBe(1);
		expect(leftOf(host)).toBe(25_000);
		expect(gaveBack()).toEqual([{ hostAwayMs: 61_000 }]);
		await closesIn25s(host);
		host.close();
	});

	it('a busy moment (4 s) is no pause: guests never saw the host go', async () => {
		store.events.length = 0;
		const host = await playing(memoryAliveMarks());
		vi.setSystemTime(Date.now() + 3_000);
		await vi.advanceTimersByTimeAsync(1_000);
		await host.settled();
		expect(leftOf(host)).toBe(21_000);
		expect(gaveBack()).toEqual([]);
		host.close();
	});

	it('a page closed within the first second of the game has left its mark', async () => {
		const marks = memoryAliveMarks();
		const host = hostOn(marks);
		const code = await host.open({ hostName: 'H', settings: {} });
		await host.start();
		expect(marks.read(code)).toBe(Date.now());
		host.close();
	});

	it('a lobby ended for everyone leaves no mark; a new lobby drops the marks of lobbies gone a day', async () => {
		const marks = memoryAliveMarks();
		marks.write('OLDX', Date.now() - MARK_KEPT_MS - 1);
		const lastHour = Date.now() - 60_000;
		marks.write('NEWX', lastHour);
		const host = await playing(marks);
		const code = host.record!.code;
		expect([marks.read('OLDX'), marks.read('NEWX')]).toEqual([null, lastHour]);
		expect(marks.read(code)).toBe(Date.now());
		const ended = host.end(); // (it waits 300 ms for the word to reach the guests)
		await vi.advanceTimersByTimeAsync(500);
		await ended;
		expect(marks.read(code)).toBeNull();
		expect(marks.read('NEWX')).not.toBeNull();
	});

	it('a page closed for a minute and reopened: the resumed round has its 25 s; without a mark it closes at once', async () => {
		for (const marked of [true, false]) {
			store.events.length = 0;
			const marks = memoryAliveMarks();
			const first = await playing(marks);
			const code = first.record!.code;
			first.close();
			vi.setSystemTime(Date.now() + 60_000);
			const back = hostOn(marked ? marks : memoryAliveMarks());
			expect(await back.resume(code)).toBe(true);
			await vi.advanceTimersByTimeAsync(0);
			await back.settled();
			if (marked) {
				expect(stateOf(back).round).toBe(1);
				expect(leftOf(back)).toBe(25_000);
				expect(gaveBack()).toEqual([{ hostAwayMs: 60_000 }]);
			} else {
				// no mark (another device, storage cleared): the passed deadline closes round 1 now
				expect(stateOf(back).round).toBe(2);
				expect(gaveBack()).toEqual([]);
			}
			back.close();
		}
	});
});

describe('the host offline: its round keeps the time it had', () => {
	it('a minute offline: no round closes meanwhile, the round has its 25 s when the device is back', async () => {
		store.events.length = 0;
		const network = memoryDeviceNetwork();
		const marks = memoryAliveMarks();
		const host = await playing(marks, network);
		const code = host.record!.code;
		network.set(false);
		const wentOffline = Date.now();
		expect(host.offlineSince).toBe(wentOffline);
		const markedAt = marks.read(code);
		// the page stays awake: its timers run, yet round 1's deadline passes with nothing closed
		await vi.advanceTimersByTimeAsync(60_000);
		await host.settled();
		expect(stateOf(host).round).toBe(1);
		expect(marks.read(code)).toBe(markedAt); // no beat marked offline: a reload counts from here
		network.set(true);
		// until the time is given back the clock still stands still: no countdown shows the old deadline
		expect(leftOf(host)).toBe(-35_000);
		expect(host.offlineSince).toBe(wentOffline);
		await vi.advanceTimersByTimeAsync(0);
		await host.settled();
		expect(host.offlineSince).toBeNull();
		expect(leftOf(host)).toBe(25_000);
		expect(gaveBack()).toEqual([{ hostAwayMs: 60_000 }]);
		await closesIn25s(host);
		host.close();
	});

	it('a page that slept while offline gets the time back once, not twice', async () => {
		store.events.length = 0;
		const network = memoryDeviceNetwork();
		const host = await playing(memoryAliveMarks(), network);
		network.set(false);
		await vi.advanceTimersByTimeAsync(10_000);
		vi.setSystemTime(Date.now() + 30_000); // asleep while offline: no timer ran
		await vi.advanceTimersByTimeAsync(2_000);
		network.set(true);
		await vi.advanceTimersByTimeAsync(0);
		await host.settled();
		expect(gaveBack()).toEqual([{ hostAwayMs: 42_000 }]);
		expect(leftOf(host)).toBe(25_000);
		host.close();
	});

	it('a few seconds offline is no pause (guests never saw the host go); the overdue round closes on return', async () => {
		store.events.length = 0;
		const network = memoryDeviceNetwork();
		const host = await playing(memoryAliveMarks(), network);
		await vi.advanceTimersByTimeAsync(22_000); // 3 s left
		network.set(false);
		await vi.advanceTimersByTimeAsync(4_000);
		await host.settled();
		expect(stateOf(host).round).toBe(1); // its deadline passed offline: not closed yet
		network.set(true);
		await vi.advanceTimersByTimeAsync(0);
		await host.settled();
		expect(gaveBack()).toEqual([]);
		expect(stateOf(host).round).toBe(2);
		host.close();
	});

	it('a host that opens its game offline starts with the clock stopped', async () => {
		store.events.length = 0;
		const network = memoryDeviceNetwork(false);
		const host = hostOn(memoryAliveMarks(), network);
		await host.open({ hostName: 'H', settings: {} });
		await host.start();
		expect(host.offlineSince).toBe(Date.now());
		await vi.advanceTimersByTimeAsync(40_000);
		await host.settled();
		expect(stateOf(host).round).toBe(1);
		network.set(true);
		await vi.advanceTimersByTimeAsync(0);
		await host.settled();
		expect(leftOf(host)).toBe(30_000);
		host.close();
	});
});

describe("the browser's marks (localStorage)", () => {
	/** A Storage of the Web Storage API over a Map, as the page's localStorage is. */
	const storage = (): Storage => {
		const items = new Map<string, string>();
		return {
			get length() {
				return items.size;
			},
			key: (i) => [...items.keys()][i] ?? null,
			getItem: (k) => items.get(k) ?? null,
			setItem: (k, v) => void items.set(k, String(v)),
			removeItem: (k) => void items.delete(k),
			clear: () => items.clear()
		};
	};

	it('forgets an ended lobby and prunes old or unreadable marks, leaving other keys alone', () => {
		const ls = storage();
		vi.stubGlobal('localStorage', ls);
		try {
			const marks = browserAliveMarks();
			marks.write('AAAA', 1_000);
			marks.write('BBBB', 5_000);
			ls.setItem('parlor.host-alive.CCCC', 'garbage');
			ls.setItem('parlor.theme', 'dark');
			marks.prune(2_000);
			expect([marks.read('AAAA'), marks.read('BBBB')]).toEqual([null, 5_000]);
			expect(ls.getItem('parlor.host-alive.CCCC')).toBeNull();
			marks.forget('BBBB');
			expect(marks.read('BBBB')).toBeNull();
			expect(ls.getItem('parlor.theme')).toBe('dark');
		} finally {
			vi.unstubAllGlobals();
		}
	});
});
