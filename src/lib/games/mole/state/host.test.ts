import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { listMoleSessions } from '$lib/games/mole/db/mole';
import { slotDue } from '$lib/games/mole/engine/phases';
import { SKIP, type MoleState } from '$lib/games/mole/engine/state';
import { LobbyGuest } from '$lib/lobby/guest';
import { memorySeatStore } from '$lib/lobby/store';
import { createMemoryNetwork, type MemoryNetwork } from '$lib/lobby/transport-memory';
import { MoleHostManager } from './host.svelte';

/**
 * The host's timers (mission, the discussion's two narrator slots at 0.40 and 0.85, its
 * end, the vote) survive a host reload — a new manager over the same Dexie database resumes the lobby
 * with the persisted deadlines, runs nothing twice, and saves the finished game once.
 * The clock is the test's (setTimeout, setInterval, Date); IndexedDB (setImmediate) and the memory
 * links (microtasks) run as usual.
 */
beforeEach(() => {
	useDb(new AppDB('test-' + Math.random()));
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
	vi.useRealTimers();
});

/** Lets IndexedDB writes and link messages pass without moving the clock. */
const settle = async () => {
	for (let i = 0; i < 20; i++) {
		await new Promise((resolve) => setImmediate(resolve));
		await vi.advanceTimersByTimeAsync(0);
	}
};
/** Moves the clock to `at` (ms epoch) in steps of at most 500 ms, settling after each. */
const runUntil = async (at: number) => {
	while (Date.now() < at) {
		await vi.advanceTimersByTimeAsync(Math.min(500, at - Date.now()));
		await settle();
	}
};

const manager = (net: MemoryNetwork) => new MoleHostManager({ transport: async () => net, writeUrl: false });
const stateOf = (m: MoleHostManager) => m.host!.host!.record!.game as MoleState;
const SLOTS = (s: MoleState) => s.narrator.filter((n) => n.round === s.round).map((n) => n.slot);

/** Host + 3 guests (the minimum of 4), one round, a 20-second discussion; the game started. */
const startGame = async (net: MemoryNetwork) => {
	const host = manager(net);
	await host.create('Host', { rounds: 1, discussionSeconds: 20, persona: 'en' });
	const code = host.host!.code!;
	const guests = ['Ana', 'Bo', 'Cy'].map(() => new LobbyGuest({ transport: net, seats: memorySeatStore() }));
	for (const [i, g] of guests.entries()) await g.join(code, ['Ana', 'Bo', 'Cy'][i]);
	await settle();
	expect(await host.host!.start()).toBe(true);
	await settle();
	// docs/mole.md "The game": the leader's time runs out (the team is filled in seat order), the votes time out
	// (nobody voted, so nobody objected): the mission starts.
	expect(stateOf(host).phase).toBe('team');
	await runUntil(stateOf(host).phaseEndsAt!);
	expect(stateOf(host).phase).toBe('teamvote');
	const missionStart = stateOf(host).phaseEndsAt!;
	await runUntil(missionStart);
	expect(stateOf(host).phase).toBe('mission');
	return { host, code, guests, missionStart };
};

/** The tab reloads: the page (and its PeerJS id) is gone, a new manager resumes the lobby. */
const reload = async (old: MoleHostManager, net: MemoryNetwork, code: string) => {
	old.close();
	const next = manager(net);
	expect(await next.resume(code)).toBe(true);
	await settle();
	return next;
};

describe('MoleHostManager across a host reload', () => {
	it('resumes the discussion with its deadlines: slot 1 runs once, slot 2 and the end come on time', async () => {
		const net = createMemoryNetwork();
		const { host, code, guests, missionStart } = await startGame(net);
		const mission = stateOf(host);
		expect(mission.phaseEndsAt).toBe(missionStart + mission.settings.missionSeconds * 1000);
		// Nobody chooses: the mission ends at its deadline and the discussion starts then.
		await runUntil(mission.phaseEndsAt! - 1);
		expect(stateOf(host).phase).toBe('mission');
		await runUntil(mission.phaseEndsAt!);
		const talk = stateOf(host);
		expect(talk.phase).toBe('discussion');
		expect(talk.discussionStart).toBe(mission.phaseEndsAt);
		expect(talk.discussionEnd).toBe(talk.discussionStart! + 20_000);
		// 10 s in: slot 1 (0.40 × 20 s = 8 s) has run; then the host reloads.
		await runUntil(talk.discussionStart! + 10_000);
		expect(SLOTS(stateOf(host))).toEqual([1]);
		const resumed = await reload(host, net, code);
		const again = stateOf(resumed);
		expect(again.phase).toBe('discussion');
		expect([again.discussionStart, again.discussionEnd, again.phaseEndsAt]).toEqual([
			talk.discussionStart,
			talk.discussionEnd,
			talk.phaseEndsAt
		]);
		expect(resumed.host!.view!.game!.phaseEndsAt).toBe(talk.discussionEnd);
		// Slot 2 (0.85 × 20 s = 17 s) comes at its time, not earlier, and slot 1 is not run again.
		const due2 = slotDue(again, 2);
		expect(due2).toBe(talk.discussionStart! + 17_000);
		await runUntil(due2 - 1);
		expect(SLOTS(stateOf(resumed))).toEqual([1]);
		await runUntil(due2);
		expect(SLOTS(stateOf(resumed))).toEqual([1, 2]);
		await runUntil(talk.discussionEnd! - 1);
		expect(stateOf(resumed).phase).toBe('discussion');
		await runUntil(talk.discussionEnd!);
		const vote = stateOf(resumed);
		expect(vote.phase).toBe('vote');
		expect(vote.phaseEndsAt).toBe(talk.discussionEnd! + vote.settings.voteSeconds * 1000);
		// The guests came back by themselves (reconnect with backoff) and the game goes on.
		expect(resumed.host!.view!.players.map((p) => p.presence)).toEqual(Array(4).fill('connected'));
		for (const g of guests) void g.act({ type: 'vote', target: SKIP });
		await settle();
		await resumed.host!.act({ type: 'vote', target: SKIP });
		await settle();
		expect(stateOf(resumed).phase).toBe('finished');
		for (const g of guests) g.stop();
		resumed.close();
	});

	it('a deadline that passed while the host was away runs as soon as the lobby resumes', async () => {
		const net = createMemoryNetwork();
		const { host, code, guests } = await startGame(net);
		const endsAt = stateOf(host).phaseEndsAt!;
		host.close();
		// The host's tab was closed for a minute (the guests keep retrying meanwhile).
		await runUntil(endsAt + 15_000);
		const back = manager(net);
		expect(await back.resume(code)).toBe(true);
		await settle();
		const s = stateOf(back);
		expect(s.phase).toBe('discussion');
		// The discussion gets its full length from the resume, not what was left of a missed one.
		expect(s.discussionStart).toBe(endsAt + 15_000);
		expect(s.discussionEnd).toBe(endsAt + 35_000);
		for (const g of guests) g.stop();
		back.close();
	});

	it('saves a finished game once, even when the finished lobby is reloaded', async () => {
		const net = createMemoryNetwork();
		const { host, code, guests } = await startGame(net);
		await runUntil(stateOf(host).phaseEndsAt!);
		await runUntil(stateOf(host).discussionEnd!);
		expect(stateOf(host).phase).toBe('vote');
		for (const g of guests) void g.act({ type: 'vote', target: SKIP });
		await host.host!.act({ type: 'vote', target: SKIP });
		await settle();
		const over = stateOf(host);
		expect(over.phase).toBe('finished');
		await vi.advanceTimersByTimeAsync(5_000);
		const resumed = await reload(host, net, code);
		await resumed.host!.lock(true); // a commit of the resumed, finished lobby
		await settle();
		const sessions = await listMoleSessions();
		expect(sessions).toHaveLength(1);
		expect(sessions[0].code).toBe(code);
		expect(sessions[0].finishedAt).toBe(over.finishedAt);
		expect(sessions[0].winner).toBe(over.winner);
		for (const g of guests) g.stop();
		resumed.close();
	});
});
