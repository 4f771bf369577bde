import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterGame } from './testing/counter-game';
import { provingHost } from './testing/proving-host';
import { LobbyGuest } from './guest';
import { LobbyHost } from './host';
import { keyFingerprint } from './host-identity';
import { PROTOCOL_VERSION } from './protocol';
import { memoryLobbyStore, memorySeatStore } from './store';
import { createMemoryNetwork, type MemoryNetwork } from './transport-memory';

/**
 * docs/lobby.md "Host identity": whoever registers the room's id while the host reloads (or is
 * frozen) is not the host. It learns no seat token, its welcome changes no seat, and the guests go
 * back to their real host when it returns. The clock is the test's (fake timers).
 */
beforeEach(() => {
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => vi.useRealTimers());

const settle = async () => {
	for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
};

/** A peer that took the room's id: proves a key of its own, welcomes anyone at once, keeps all it hears. */
const impostor = async (net: MemoryNetwork, code: string) => {
	const endpoint = await net.host(code, { token: 'not-the-host' });
	const heard: { t: string; token?: string }[] = [];
	const fake = provingHost(code);
	endpoint.onLink((link) => {
		link.send(
			JSON.stringify({
				t: 'welcome',
				protocolVersion: PROTOCOL_VERSION,
				playerId: 'forged',
				token: 'f'.repeat(32),
				mode: 'counter',
				view: { code, mode: 'counter', phase: 'waiting', locked: false, stateId: 1, you: 'forged' }
			})
		);
		link.onMessage((raw) => {
			const msg = JSON.parse(String(raw));
			heard.push(msg);
			fake.prove(link, msg);
		});
	});
	return { endpoint, heard, fake };
};

const seatedAna = async () => {
	const net = createMemoryNetwork();
	const store = memoryLobbyStore();
	const host = new LobbyHost({ game: counterGame, transport: net, store });
	const code = await host.open({ hostName: 'Hostess', settings: {} });
	const seats = memorySeatStore();
	const ana = new LobbyGuest({ transport: net, seats });
	await ana.join(code, 'Ana');
	await settle();
	return { net, store, host, code, seats, ana };
};

describe('a peer that takes the room’s id while the host is away', () => {
	it('learns no token, overwrites no seat, and Ana gets her seat back from the real host', async () => {
		const { net, store, host, code, seats, ana } = await seatedAna();
		expect(ana.status).toBe('joined');
		const seat = (await seats.get(code))!;
		expect(seat.hostKey).toBe(host.publicKey);
		host.close(); // the host's page reloads

		const fake = await impostor(net, code);
		await vi.waitFor(() => expect(ana.error?.code).toBe('host_unproven'), { timeout: 5000 });
		expect(fake.heard.length).toBeGreaterThan(0);
		expect(fake.heard.every((m) => m.t === 'challenge')).toBe(true);
		expect(JSON.stringify(fake.heard)).not.toContain(seat.token);
		expect(await seats.get(code)).toEqual(seat);
		expect(ana.playerId).toBe(seat.playerId);
		expect(ana.status).toBe('reconnecting');

		fake.endpoint.close();
		const back = new LobbyHost({ game: counterGame, transport: net, store });
		expect(await back.resume(code, { maxWaitMs: 1000 })).toBe(true);
		await vi.advanceTimersByTimeAsync(10_000);
		await settle();
		expect(ana.status).toBe('joined');
		expect(ana.playerId).toBe(seat.playerId);
		expect(back.view!.players.map((p) => p.name)).toEqual(['Hostess', 'Ana']);
		expect(fake.heard.every((m) => m.t === 'challenge')).toBe(true);
		ana.stop();
		back.close();
	});

	it('a first join by a link names the key: another key gets no hello', async () => {
		const net = createMemoryNetwork();
		const fake = await impostor(net, 'WXYZ');
		const real = provingHost('WXYZ');
		const ana = new LobbyGuest({ transport: net, seats: memorySeatStore() });
		await ana.join('WXYZ', 'Ana', { fingerprint: keyFingerprint(real.publicKey) });
		await settle();
		expect(ana.status).toBe('failed');
		expect(ana.error?.code).toBe('host_unproven');
		expect(fake.heard.map((m) => m.t)).toEqual(['challenge']);
		expect(ana.view).toBeNull();
	});

	it('a code typed by hand trusts the first key proven, and keeps it with the seat', async () => {
		const net = createMemoryNetwork();
		const host = new LobbyHost({ game: counterGame, transport: net, store: memoryLobbyStore() });
		const code = await host.open({ hostName: 'Hostess', settings: {} });
		const seats = memorySeatStore();
		const ana = new LobbyGuest({ transport: net, seats });
		await ana.join(code, 'Ana');
		await settle();
		expect(ana.status).toBe('joined');
		expect((await seats.get(code))!.hostKey).toBe(host.publicKey);
		ana.stop();
		host.close();
	});

	it('the same room key is proven after a reload: the key lives with the lobby', async () => {
		const { net, store, host, code, ana } = await seatedAna();
		const key = host.publicKey;
		host.close();
		const back = new LobbyHost({ game: counterGame, transport: net, store });
		await back.resume(code, { maxWaitMs: 1000 });
		expect(back.publicKey).toBe(key);
		await vi.advanceTimersByTimeAsync(10_000);
		await settle();
		expect(ana.status).toBe('joined');
		ana.stop();
		back.close();
	});

	it('a lobby stored before rooms had keys gets one on resume, written at once', async () => {
		const { net, store, host, code, ana } = await seatedAna();
		ana.stop();
		host.close();
		const old = store.records.get(code)!;
		delete old.hostKey;
		const back = new LobbyHost({ game: counterGame, transport: net, store });
		await back.resume(code, { maxWaitMs: 1000 });
		expect(back.publicKey).not.toBeNull();
		expect(store.records.get(code)!.hostKey).toMatch(/^[0-9a-f]{64}$/);
		back.close();
	});
});

describe('the host answers a challenge', () => {
	it('once per link, and never on a link that already has a seat', async () => {
		const net = createMemoryNetwork();
		const host = new LobbyHost({ game: counterGame, transport: net, store: memoryLobbyStore() });
		const code = await host.open({ hostName: 'Hostess', settings: {} });
		const link = await net.connect(code);
		const got: { t: string }[] = [];
		link.onMessage((raw) => got.push(JSON.parse(String(raw))));
		const challenge = (n: string) => link.send(JSON.stringify({ t: 'challenge', nonce: n.repeat(32) }));
		challenge('a');
		challenge('b');
		await settle();
		expect(got.filter((m) => m.t === 'proof')).toHaveLength(1);
		host.close();
	});
});
