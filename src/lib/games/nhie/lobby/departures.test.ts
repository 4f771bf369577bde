import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNhieGame, type NhieView } from '$lib/games/nhie/engine';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import { LobbyGuest } from '$lib/lobby/guest';
import { LobbyHost } from '$lib/lobby/host';
import { memoryLobbyStore, memorySeatStore } from '$lib/lobby/store';
import { createMemoryNetwork } from '$lib/lobby/transport-memory';
import { flush } from '$lib/lobby/testing/flush';

/**
 * Departures through the lobby host: presence reaches the game as input. A guest whose tab closes no
 * longer holds a round (it closes as soon as the others answer); after a host reload the guests get
 * the away time to come back before they count as away. Fake clock, memory transport.
 */
beforeEach(() => {
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => vi.useRealTimers());

const game = createNhieGame({ pools: { en: fixturePool(12) } });
const settings = { rounds: 10, answerTimeoutMs: 30_000 };

const setup = async ({ start = true } = {}) => {
	const net = createMemoryNetwork();
	const store = memoryLobbyStore();
	const host = new LobbyHost({ game, transport: net, store });
	const code = await host.open({ hostName: 'Hostess', settings });
	const seats = ['Ana', 'Bo', 'Dee'].map(() => memorySeatStore());
	const guests = seats.map((s) => new LobbyGuest({ transport: net, seats: s }));
	const joins = guests.map((g, i) => g.join(code, ['Ana', 'Bo', 'Dee'][i]));
	await flush(host);
	await Promise.all(joins);
	if (!start) return { net, store, host, code, guests, seats };
	const started = host.start();
	await flush(host);
	expect(await started).toBe(true);
	await flush(host);
	return { net, store, host, code, guests, seats };
};

const viewOf = (host: LobbyHost) => host.view!.game as NhieView;
/** Everyone in `who` answers "I have"; the host's queue settles. */
const answerAll = async (who: (LobbyGuest | LobbyHost)[], round: number) => {
	const host = who.find((w): w is LobbyHost => w instanceof LobbyHost)!;
	// a guest's act settles on a refusal only (guest.ts): the host's view tells what happened
	for (const w of who) void w.act({ type: 'answer', round, have: true });
	await flush(host);
};

describe('a player who left does not hold the round', () => {
	it('a guest closes its tab: the round closes as soon as the others answered, with time left', async () => {
		const { host, guests } = await setup();
		const [ana, bo, dee] = guests;
		expect(viewOf(host).phase).toBe('question');
		dee.stop(); // the tab is gone: no leave message, the link just closes
		await flush(host);
		expect(host.view!.players.find((p) => p.name === 'Dee')?.presence).toBe('away');
		expect(viewOf(host).notWaitingFor).toEqual([dee.playerId]);
		await answerAll([ana, bo, host], 1);
		expect(viewOf(host).phase).toBe('result');
		expect(viewOf(host).result).toEqual({ have: 3, answered: 3, who: null });
		// the next round does not wait for Dee either (after the default 10 s result pause)
		await vi.advanceTimersByTimeAsync(10_000);
		await flush(host);
		expect(viewOf(host)).toMatchObject({ phase: 'question', round: 2 });
		await answerAll([ana, bo, host], 2);
		expect(viewOf(host)).toMatchObject({ phase: 'result', round: 2 });
	});

	it('a guest back from away is waited for again', async () => {
		const { host, net, code, guests } = await setup();
		const [ana, bo] = guests;
		net.cut(code); // every link drops; the guests rejoin by themselves
		await flush(host);
		expect(viewOf(host).notWaitingFor).toHaveLength(3);
		await vi.advanceTimersByTimeAsync(4_000);
		await flush(host);
		expect(host.view!.players.every((p) => p.presence === 'connected')).toBe(true);
		expect(viewOf(host).notWaitingFor).toEqual([]);
		await answerAll([ana, bo, host], 1);
		expect(viewOf(host).phase).toBe('question'); // Dee is back, so the round waits for her
	});

	it('a guest who reloads is waited for again as soon as it is back, not a heartbeat later', async () => {
		const { host, net, code, guests, seats } = await setup();
		const [ana, bo, dee] = guests;
		dee.stop(); // the page unloads: its link closes
		await flush(host);
		expect(viewOf(host).notWaitingFor).toEqual([dee.playerId]);
		// the reloaded page joins again with the seat it kept
		const back = new LobbyGuest({ transport: net, seats: seats[2] });
		const rejoined = back.join(code, 'Dee');
		await flush(host);
		await rejoined;
		expect(back.playerId).toBe(dee.playerId);
		expect(viewOf(host).notWaitingFor).toEqual([]);
		// the others answer at once: the round still waits for Dee (it closed without her before)
		await answerAll([ana, bo, host], 1);
		expect(viewOf(host).phase).toBe('question');
		back.stop();
	});

	it('after a host reload the guests get the away time to come back before they count as away', async () => {
		const { host, net, store, code, guests } = await setup();
		const [ana, bo, dee] = guests;
		await answerAll([ana, bo, host], 1);
		expect(viewOf(host).phase).toBe('question');
		// the host reloads; meanwhile Dee's tab closes
		host.close();
		dee.stop();
		const again = new LobbyHost({ game, transport: net, store });
		const resumed = again.resume(code);
		await vi.advanceTimersByTimeAsync(0);
		expect(await resumed).toBe(true);
		await vi.advanceTimersByTimeAsync(3_000);
		await flush(again);
		// Ana and Bo are back and Ana changes her answer; Dee is not taken as gone before the away time
		// (nor shown as away: nobody is, in the away time)
		expect(again.view!.players.filter((p) => p.presence === 'connected')).toHaveLength(4);
		void ana.act({ type: 'answer', round: 1, have: false });
		await flush(again);
		expect(viewOf(again)).toMatchObject({ phase: 'question', notWaitingFor: [] });
		await vi.advanceTimersByTimeAsync(7_500);
		await flush(again);
		expect(viewOf(again)).toMatchObject({ phase: 'result', result: { have: 2, answered: 3 } });
		again.close();
	});

	it("after a host reload the players' lists show nobody away until the away time is over", async () => {
		const { host, net, store, code, guests } = await setup({ start: false });
		const [ana, , dee] = guests;
		host.close();
		dee.stop(); // Dee's tab closes while the host is away; Ana and Bo come back
		const again = new LobbyHost({ game, transport: net, store });
		const resumed = again.resume(code);
		await vi.advanceTimersByTimeAsync(0);
		expect(await resumed).toBe(true);
		const presence = (players: { name: string; presence: string }[]) =>
			Object.fromEntries(players.map((p) => [p.name, p.presence]));
		// at once: the guests are on their way back, none shows as away (as the game counts them)
		expect(presence(again.view!.players)).toEqual({
			Hostess: 'connected',
			Ana: 'connected',
			Bo: 'connected',
			Dee: 'connected'
		});
		await vi.advanceTimersByTimeAsync(3_000);
		await flush(again);
		expect(presence(ana.view!.players).Dee).toBe('connected');
		// the away time is over: Dee, not back, shows as away on the host's list and on Ana's
		await vi.advanceTimersByTimeAsync(7_500);
		await flush(again);
		expect(presence(again.view!.players)).toEqual({
			Hostess: 'connected',
			Ana: 'connected',
			Bo: 'connected',
			Dee: 'away'
		});
		expect(presence(ana.view!.players).Dee).toBe('away');
		again.close();
	});
});
