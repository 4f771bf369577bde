import { afterEach, describe, expect, it, vi } from 'vitest';
import { counterGame } from './testing/counter-game';
import { LobbyGuest } from './guest';
import { LobbyHost } from './host';
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from './protocol';
import { isRoomCode, newToken } from './room-code';
import { memoryLobbyStore, memorySeatStore } from './store';
import { createMemoryNetwork, type MemoryNetwork } from './transport-memory';
import { flush } from '$lib/lobby/testing/flush';

/**
 * The test's own clock for reconnects, join timeouts and heartbeats (no real waiting): timers and
 * Date are fake; the memory transport's microtasks run as they are.
 */
const fakeClock = () =>
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
afterEach(() => {
	vi.useRealTimers();
});

const setup = async () => {
	const net = createMemoryNetwork();
	const store = memoryLobbyStore();
	const host = new LobbyHost({ game: counterGame, transport: net, store });
	const code = await host.open({ hostName: 'Hostess', settings: { target: 50 } });
	const guest = (net2: MemoryNetwork = net) => new LobbyGuest({ transport: net2, seats: memorySeatStore() });
	return { net, store, host, code, guest };
};

describe('lobby host', () => {
	it('seats the host and three guests; everyone sees all four players', async () => {
		const { host, code, guest } = await setup();
		expect(isRoomCode(code)).toBe(true);
		const guests = [guest(), guest(), guest()];
		await Promise.all(guests.map((g, i) => g.join(code, ['Ana', 'Bo', 'Cy'][i])));
		await flush(host);
		for (const g of guests) {
			expect(g.status).toBe('joined');
			expect(g.view!.players.map((p) => p.name).sort()).toEqual(['Ana', 'Bo', 'Cy', 'Hostess']);
			expect(g.view!.you).toBe(g.playerId);
		}
		expect(host.view!.players.filter((p) => p.isHost)).toHaveLength(1);
	});

	it('suggests a variant on a name clash and refuses profanity', async () => {
		const { code, guest } = await setup();
		await guest().join(code, 'ana');
		const clash = guest();
		await clash.join(code, ' Ana ');
		expect(clash.status).toBe('failed');
		expect(clash.error).toEqual({ code: 'name_taken', suggestion: 'Ana 2' });
		const rude = guest();
		await rude.join(code, 'x'.repeat(21));
		expect(rude.error?.code).toBe('name_invalid');
	});

	it('a locked lobby refuses a newcomer but lets a seated guest back in', async () => {
		fakeClock();
		const { net, host, code, guest } = await setup();
		const ana = guest();
		await ana.join(code, 'Ana');
		await host.lock(true);
		const late = guest();
		await late.join(code, 'Late');
		expect(late.error?.code).toBe('locked');
		const id = ana.playerId;
		net.cut(code);
		await vi.advanceTimersByTimeAsync(1300); // the guest's first retry comes after 1 s
		await flush(host);
		expect(ana.status).toBe('joined');
		expect(ana.playerId).toBe(id);
	});

	it('a kicked guest cannot rejoin, with its token or its name', async () => {
		const { host, code, guest } = await setup();
		const g = guest();
		await g.join(code, 'Bo');
		await flush(host);
		await host.kick(g.playerId!);
		await flush(host);
		expect(g.status).toBe('kicked');
		await g.join(code);
		expect(g.status).toBe('kicked');
		const again = guest();
		await again.join(code, 'bo');
		expect(again.error?.code).toBe('kicked');
		expect(host.view!.players.map((p) => p.name)).toEqual(['Hostess']);
	});
});

describe('lobby protocol at the host', () => {
	it('answers a stale intent with resync and applies a fresh one', async () => {
		const { net, host, code } = await setup();
		const link = await net.connect(code);
		const inbox: string[] = [];
		link.onMessage((d) => inbox.push(String(d)));
		link.send(JSON.stringify({ t: 'hello', protocolVersion: PROTOCOL_VERSION, name: 'Raw' }));
		await flush(host);
		await host.start();
		await flush(host);
		const stateId = host.record!.stateId;
		link.send(JSON.stringify({ t: 'intent', stateId: 999, seq: 1, intent: { type: 'inc', by: 1 } }));
		await flush(host);
		expect(inbox.some((m) => JSON.parse(m).t === 'resync')).toBe(true);
		expect(host.record!.stateId).toBe(stateId);
		link.send(JSON.stringify({ t: 'intent', stateId, seq: 2, intent: { type: 'inc', by: 2 } }));
		await flush(host);
		expect(host.view!.game).toMatchObject({ counter: 2 });
	});

	it('drops oversized, malformed and wrong-version messages without a crash', async () => {
		const { net, host, code } = await setup();
		const link = await net.connect(code);
		const inbox: { t: string; reason?: string }[] = [];
		link.onMessage((d) => inbox.push(JSON.parse(String(d))));
		link.send('x'.repeat(MAX_MESSAGE_BYTES + 1));
		// a valid ping padded with 80 KB of UTF-8 (40,000 characters): refused by its byte size
		link.send(JSON.stringify({ t: 'ping', at: 1, pad: 'я'.repeat(40_000) }));
		link.send('{not json');
		link.send(JSON.stringify({ t: 'hello', protocolVersion: PROTOCOL_VERSION + 1, name: 'Old' }));
		await flush(host);
		expect(host.stats.malformed).toBe(3);
		expect(inbox.find((m) => m.t === 'reject')?.reason).toBe('version');
		expect(host.view!.players).toHaveLength(1);
	});

	it('rate-limits a flooding guest (20 messages / 2 s)', async () => {
		const { net, host, code } = await setup();
		const link = await net.connect(code);
		for (let i = 0; i < 30; i++) link.send(JSON.stringify({ t: 'ping', at: i }));
		await flush(host);
		expect(host.stats.rateLimited).toBe(10);
	});

	it('resumes from the store after a host reload; the guest comes back to the same seat', async () => {
		fakeClock();
		const { net, store, host, code, guest } = await setup();
		const ana = guest();
		await ana.join(code, 'Ana');
		await host.start();
		await flush(host);
		const secret = (ana.view!.game as { mySecret: string }).mySecret;
		host.close();
		const again = new LobbyHost({ game: counterGame, transport: net, store });
		expect(await again.resume(code)).toBe(true);
		await vi.advanceTimersByTimeAsync(1300);
		await flush(again);
		expect(ana.status).toBe('joined');
		expect((ana.view!.game as { mySecret: string }).mySecret).toBe(secret);
		expect(again.view!.players.find((p) => p.name === 'Ana')?.presence).toBe('connected');
		expect(store.events.map((e) => e.kind)).toEqual(['join', 'join', 'start']);
	});
});

describe('lobby guest join failures', () => {
	it('says "lobby not found" for a code nobody hosts', async () => {
		const g = new LobbyGuest({ transport: createMemoryNetwork(), seats: memorySeatStore() });
		await g.join('ABCD', 'Ana');
		expect(g.status).toBe('failed');
		expect(g.error?.code).toBe('not_found');
	});

	it('gives up on a first join at the join timeout when the host never answers', async () => {
		fakeClock();
		const net = createMemoryNetwork();
		await net.host('WXYZ', { token: 't' }); // registered, but nobody answers hello
		const g = new LobbyGuest({ transport: net, seats: memorySeatStore(), joinTimeoutMs: 15_000 });
		let settled = false;
		const joining = g.join('WXYZ', 'Ana').then(() => (settled = true));
		await vi.advanceTimersByTimeAsync(14_000);
		expect(settled).toBe(false);
		await vi.advanceTimersByTimeAsync(1_000);
		await joining;
		expect(g.status).toBe('failed');
		expect(g.error?.code).toBe('peer_unreachable');
	});
});

describe('a first join that gave up before its welcome (a slow host or network)', () => {
	it('gets back, on its retry, the seat it made (same claim), not "name taken"; no one else does', async () => {
		fakeClock();
		const net = createMemoryNetwork();
		const store = memoryLobbyStore();
		// the host's writes hang until `open` (a slow phone): a newcomer's welcome waits for its write
		let open!: () => void;
		let slow = false;
		const gate = () => (slow ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve());
		const host = new LobbyHost({
			game: counterGame,
			transport: net,
			store: { ...store, save: async (...args) => (await gate(), store.save(...args)) }
		});
		const code = await host.open({ hostName: 'Hostess', settings: { target: 50 } });
		const claim = newToken();
		const first = new LobbyGuest({ transport: net, seats: memorySeatStore(), joinTimeoutMs: 15_000 });
		slow = true;
		const joining = first.join(code, 'Ana', { claim });
		await vi.advanceTimersByTimeAsync(15_000);
		await joining;
		expect(first.status).toBe('failed');
		slow = false;
		open(); // the seat is made after the guest gave up
		await flush(host);
		expect(host.view!.players.map((p) => p.name)).toEqual(['Hostess', 'Ana']);

		// Retry on the same phone (a new guest object, as the join page makes): the same claim
		const again = new LobbyGuest({ transport: net, seats: memorySeatStore() });
		await again.join(code, 'Ana', { claim });
		await flush(host);
		expect(again.status).toBe('joined');
		expect(host.view!.players.map((p) => p.name)).toEqual(['Hostess', 'Ana']);
		expect(again.playerId).toBe(host.view!.players[1].id);
		// another device cannot take the seat by its name, nor with a claim of its own
		const other = new LobbyGuest({ transport: net, seats: memorySeatStore() });
		await other.join(code, 'Ana', { claim: newToken() });
		expect(other.error?.code).toBe('name_taken');
	});
});

describe('heartbeat', () => {
	it('marks a silent guest away, keeps its seat, and brings it back on its next message', async () => {
		fakeClock();
		const net = createMemoryNetwork();
		const host = new LobbyHost({
			game: counterGame,
			transport: net,
			store: memoryLobbyStore(),
			heartbeatMs: 20,
			awayAfterMs: 80
		});
		const code = await host.open({ hostName: 'H', settings: {} });
		const link = await net.connect(code); // a raw guest that never answers pings (a sleeping phone)
		link.send(JSON.stringify({ t: 'hello', protocolVersion: PROTOCOL_VERSION, name: 'Sleepy' }));
		await flush(host);
		const presence = () => host.view!.players.find((p) => p.name === 'Sleepy')?.presence;
		expect(presence()).toBe('connected');
		await vi.advanceTimersByTimeAsync(200);
		expect(presence()).toBe('away');
		link.send(JSON.stringify({ t: 'ping', at: 1 }));
		await flush(host);
		expect(presence()).toBe('connected');
		host.close();
	});
});
