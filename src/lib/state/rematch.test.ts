import 'fake-indexeddb/auto';
import { settle, useFreshDbAndFakeClock } from '$lib/db/testing/fake-clock';
import { describe, expect, it, vi } from 'vitest';
import { listMoleSessions } from '$lib/games/mole/db/mole';
import { listNhieSessions } from '$lib/games/nhie/db/nhie';
import { SKIP, type MoleState } from '$lib/games/mole/engine/state';
import { LobbyGuest } from '$lib/lobby/guest';
import { memorySeatStore } from '$lib/lobby/store';
import { createMemoryNetwork, type MemoryNetwork } from '$lib/lobby/transport-memory';
import { MoleHostManager } from '$lib/games/mole/state/host.svelte';
import { NhieHostManager } from '$lib/games/nhie/state/host.svelte';

/**
 * "Play again" keeps the room — code, seats, settings — and every guest is sent the new
 * game's waiting screen by itself; the finished game stays saved under its own id. Departures: a
 * player who leaves frees the seat and may sit down again later under the same name.
 * Real modes over the memory network; the clock is the test's.
 */
useFreshDbAndFakeClock();

const runUntil = async (at: number) => {
	while (Date.now() < at) {
		await vi.advanceTimersByTimeAsync(Math.min(500, at - Date.now()));
		await settle();
	}
};
const NAMES = ['Ana', 'Bo', 'Cy'];
const seatGuests = async (net: MemoryNetwork, code: string) => {
	const guests = NAMES.map(() => new LobbyGuest({ transport: net, seats: memorySeatStore() }));
	for (const [i, g] of guests.entries()) await g.join(code, NAMES[i]);
	await settle();
	return guests;
};

describe('Play again in the same room', () => {
	it('NHIE: same code, same seats and settings; every guest sees the waiting screen, then the new game', async () => {
		const net = createMemoryNetwork();
		const nhie = new NhieHostManager({ transport: async () => net, writeUrl: false });
		await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
		const host = nhie.host!;
		const code = host.code!;
		const guests = await seatGuests(net, code);
		const seats = host.view!.players.map((p) => p.id);
		expect(await host.start()).toBe(true);
		await settle();
		expect(await host.rematch()).toBe(false); // only a finished game is replayed
		await host.act({ type: 'end' });
		await settle();
		expect(host.view!.phase).toBe('finished');
		for (const g of guests) expect(g.view!.phase).toBe('finished');

		expect(await host.rematch()).toBe(true);
		await settle();
		expect(host.code).toBe(code);
		expect(host.view!.phase).toBe('waiting');
		expect(host.view!.settings).toMatchObject({ rounds: 10, nsfw: false, language: 'en' });
		expect(host.view!.players.map((p) => p.id)).toEqual(seats);
		for (const g of guests) {
			expect(g.status).toBe('joined');
			expect(g.view!.code).toBe(code);
			expect(g.view!.phase).toBe('waiting');
			expect(g.view!.game).toBeNull();
		}
		expect(await host.start()).toBe(true);
		await settle();
		for (const g of guests) {
			expect(g.view!.phase).toBe('playing');
			expect(g.view!.game).toMatchObject({ round: 1, phase: 'question' });
		}
		for (const g of guests) g.stop();
		host.close();
	});

	it('the mole: the same room for a new game; the finished one stays saved once', async () => {
		const net = createMemoryNetwork();
		const mole = new MoleHostManager({ transport: async () => net, writeUrl: false });
		await mole.create('Host', { rounds: 1, discussionSeconds: 20, persona: 'en' });
		const host = mole.host!;
		const code = host.code!;
		const guests = await seatGuests(net, code);
		expect(await host.start()).toBe(true);
		await settle();
		const state = () => host.host!.record!.game as MoleState;
		const firstSeed = host.host!.record!.seed;
		// nobody acts: the timers carry the game to the vote; everyone skips, the game ends
		while (state().phase !== 'vote') await runUntil(state().phaseEndsAt!);
		for (const g of guests) void g.act({ type: 'vote', target: SKIP });
		await host.act({ type: 'vote', target: SKIP });
		await settle();
		expect(host.view!.phase).toBe('finished');

		expect(await host.rematch()).toBe(true);
		await settle();
		for (const g of guests)
			expect([g.view!.code, g.view!.phase, g.view!.game]).toEqual([code, 'waiting', null]);
		expect(await host.start()).toBe(true);
		await settle();
		expect(state().phase).toBe('team');
		expect(
			state()
				.players.map((p) => p.name)
				.sort()
		).toEqual(['Host', ...NAMES].sort());
		for (const g of guests) expect(g.view!.game).not.toBeNull();
		// a fresh game from a new seed (other roles and missions)
		expect(state().round).toBe(1);
		expect(host.host!.record!.seed).not.toBe(firstSeed);
		const sessions = await listMoleSessions();
		expect(sessions).toHaveLength(1);
		expect(sessions[0].code).toBe(code);
		for (const g of guests) g.stop();
		host.close();
	});

	it('NHIE: two games in one room are two saved sessions', async () => {
		const net = createMemoryNetwork();
		const nhie = new NhieHostManager({ transport: async () => net, writeUrl: false });
		await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
		const host = nhie.host!;
		const guests = await seatGuests(net, host.code!);
		for (let game = 0; game < 2; game++) {
			await vi.advanceTimersByTimeAsync(1000);
			expect(await host.start()).toBe(true);
			await settle();
			for (const g of guests) void g.act({ type: 'answer', round: 1, have: true });
			await host.act({ type: 'answer', round: 1, have: false });
			await settle();
			await host.act({ type: 'end' });
			await settle();
			if (game === 0) expect(await host.rematch()).toBe(true);
			await settle();
		}
		expect(await listNhieSessions()).toHaveLength(2);
		for (const g of guests) g.stop();
		host.close();
	});
});

describe('Leaving the lobby', () => {
	it('frees the seat; the same name sits down again later', async () => {
		const net = createMemoryNetwork();
		const nhie = new NhieHostManager({ transport: async () => net, writeUrl: false });
		await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
		const host = nhie.host!;
		const code = host.code!;
		const [ana, bo] = await seatGuests(net, code);
		await ana.leave();
		await settle();
		expect(host.view!.players.map((p) => p.name)).toEqual(['Host', 'Bo', 'Cy']);
		expect(bo.view!.players.map((p) => p.name)).toEqual(['Host', 'Bo', 'Cy']);
		const back = new LobbyGuest({ transport: net, seats: memorySeatStore() });
		await back.join(code, 'Ana');
		await settle();
		expect(back.status).toBe('joined');
		expect(host.view!.players.map((p) => p.name)).toEqual(['Host', 'Bo', 'Cy', 'Ana']);
		back.stop();
		host.close();
	});
});
