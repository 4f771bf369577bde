import { describe, expect, it, vi } from 'vitest';
import { counterGame, CounterViewSchema } from './testing/counter-game';
import { provingHost } from './testing/proving-host';
import { LobbyGuest } from './guest';
import { LobbyHost } from './host';
import { PROTOCOL_VERSION } from './protocol';
import { memoryLobbyStore, memorySeatStore, type LobbyStore } from './store';
import { createMemoryNetwork } from './transport-memory';
import { flush } from '$lib/lobby/testing/flush';

/** docs/lobby.md "Host durability": a state is sent only once it is on disk; guests check the game's view schema. */

/** A memory store whose writes can be made to fail like a full disk. */
const flakyStore = () => {
	const inner = memoryLobbyStore();
	const control = { failing: false, attempts: 0 };
	const store: LobbyStore = {
		load: inner.load,
		save: async (record, event, at, also) => {
			control.attempts++;
			if (control.failing) {
				const e = new Error('The quota has been exceeded.');
				e.name = 'QuotaExceededError';
				throw e;
			}
			await inner.save(record, event, at, also);
		}
	};
	return { store, inner, control };
};

const counter = (g: LobbyGuest | LobbyHost) => (g.view!.game as { counter: number }).counter;

describe('durable commits', () => {
	it('a failed write keeps the sent state, says why, and goes on after Retry', async () => {
		const net = createMemoryNetwork();
		const { store, inner, control } = flakyStore();
		const changes: (string | null)[] = [];
		const host: LobbyHost = new LobbyHost({
			game: counterGame,
			transport: net,
			store,
			onChange: () => changes.push(host.saveFailure?.kind ?? null)
		});
		const code = await host.open({ hostName: 'Hostess', settings: {} });
		const ana = new LobbyGuest({ transport: net, seats: memorySeatStore() });
		await ana.join(code, 'Ana');
		await host.start();
		await flush(host);
		const sentBefore = ana.view!.stateId;

		control.failing = true;
		const acted = host.act({ type: 'inc', by: 2 });
		await flush();
		// nothing new reached the guest, the host shows the previous state and why
		expect(ana.view!.stateId).toBe(sentBefore);
		expect(counter(ana)).toBe(0);
		expect(counter(host)).toBe(0);
		expect(host.saveFailure?.kind).toBe('quota');
		expect(changes).toContain('quota');
		expect(inner.records.get(code)!.stateId).toBe(sentBefore);

		control.failing = false;
		host.resolveSaveFailure('retry');
		expect(await acted).toEqual({ ok: true });
		await flush(host);
		expect(host.saveFailure).toBeNull();
		expect(counter(ana)).toBe(2);
		expect(inner.records.get(code)!.stateId).toBe(ana.view!.stateId);
		expect(control.attempts).toBeGreaterThanOrEqual(2);
		host.close();
	});

	it('a lobby whose first write fails is not created, and says why in a code the form words', async () => {
		const { store, control } = flakyStore();
		control.failing = true;
		const full = new LobbyHost({ game: counterGame, transport: createMemoryNetwork(), store });
		await expect(full.open({ hostName: 'Hostess', settings: {} })).rejects.toThrow();
		expect([full.error, full.record]).toEqual(['storage_full', null]);
		// another failure than a full disk
		const broken: LobbyStore = { ...store, save: () => Promise.reject(new Error('UnknownError')) };
		const other = new LobbyHost({ game: counterGame, transport: createMemoryNetwork(), store: broken });
		await expect(other.open({ hostName: 'Hostess', settings: {} })).rejects.toThrow();
		expect(other.error).toBe('storage_failed');
	});

	it('"Continue without saving" plays on in memory and stops writing', async () => {
		const net = createMemoryNetwork();
		const { store, inner, control } = flakyStore();
		const host = new LobbyHost({ game: counterGame, transport: net, store });
		const code = await host.open({ hostName: 'Hostess', settings: {} });
		await host.start();
		control.failing = true;
		const first = host.act({ type: 'inc', by: 1 });
		await flush();
		host.resolveSaveFailure('continue');
		await first;
		const attempts = control.attempts;
		await host.act({ type: 'inc', by: 1 });
		expect(counter(host)).toBe(2);
		expect(host.unsaved).toBe(true);
		expect(control.attempts).toBe(attempts);
		expect((inner.records.get(code)!.game as { counter: number }).counter).toBe(0);
		host.close();
	});

	it('the game clock waits visibly on a failed write, then runs again', async () => {
		const net = createMemoryNetwork();
		const { store, control } = flakyStore();
		let now = 1_000;
		const host = new LobbyHost({ game: counterGame, transport: net, store, now: () => now });
		await host.open({ hostName: 'Hostess', settings: {} });
		await host.start();
		const round = () => (host.view!.game as { round: number }).round;
		control.failing = true;
		now += 61_000; // past the counter game's 60 s round
		const acted = host.act({ type: 'inc', by: 1 });
		await flush();
		expect(host.saveFailure).not.toBeNull();
		control.failing = false;
		host.resolveSaveFailure('retry');
		await acted;
		// the timer was re-armed after the commit: the overdue round end runs
		await vi.waitFor(() => expect(round()).toBe(2));
		host.close();
	});
});

describe('resume checks the stored state', () => {
	it('sets a damaged record aside in plain terms instead of crashing', async () => {
		const net = createMemoryNetwork();
		const store = memoryLobbyStore();
		const host = new LobbyHost({ game: counterGame, transport: net, store });
		const code = await host.open({ hostName: 'Hostess', settings: {} });
		await host.start();
		host.close();
		const stored = store.records.get(code)!;
		store.records.set(code, { ...stored, game: { counter: 'lots' } });
		const again = new LobbyHost({ game: counterGame, transport: net, store });
		expect(await again.resume(code)).toBe(false);
		expect(again.setAside).toMatchObject({ code, reason: 'state' });
		expect(again.record).toBeNull();
		// set aside, not deleted: the record is still there
		expect(store.records.get(code)!.game).toEqual({ counter: 'lots' });
	});
});

describe('a guest checks view.game against the mode schema', () => {
	it('drops a view that fails, keeps the last good one and asks for a resync', async () => {
		const net = createMemoryNetwork();
		const endpoint = await net.host('QRST', { token: 't' });
		const sent: { t: string }[] = [];
		const good = (stateId: number, counter: number) => ({
			code: 'QRST',
			mode: 'counter',
			phase: 'playing',
			locked: false,
			stateId,
			you: 'p1',
			hostId: 'h',
			minPlayers: 1,
			maxPlayers: 4,
			settings: {},
			players: [],
			game: { counter, target: 50, lastBy: null, mySecret: 's', chat: [], round: 1, finished: false }
		});
		const host = provingHost('QRST');
		endpoint.onLink((link) => {
			link.onMessage((raw) => {
				const msg = JSON.parse(String(raw));
				sent.push(msg);
				host.prove(link, msg);
				if (msg.t === 'hello')
					link.send(
						JSON.stringify({
							t: 'welcome',
							protocolVersion: PROTOCOL_VERSION,
							playerId: 'p1',
							token: 'a'.repeat(32),
							mode: 'counter',
							view: good(2, 1)
						})
					);
				if (msg.t === 'hello')
					link.send(JSON.stringify({ t: 'state', view: { ...good(3, 1), game: { counter: 'x' } } }));
				if (msg.t === 'sync') link.send(JSON.stringify({ t: 'resync', view: good(3, 5) }));
			});
		});
		const g = new LobbyGuest({
			transport: net,
			seats: memorySeatStore(),
			viewSchema: (mode) => (mode === 'counter' ? CounterViewSchema : null)
		});
		await g.join('QRST', 'Ana');
		await flush();
		expect(g.dropped).toBe(1);
		expect(sent.filter((m) => m.t === 'sync')).toHaveLength(1);
		expect(g.view!.stateId).toBe(3);
		expect(counter(g)).toBe(5);
		g.stop();
	});

	it('a refused intent resolves with its own seq; others stay pending', async () => {
		const net = createMemoryNetwork();
		const host = new LobbyHost({ game: counterGame, transport: net, store: memoryLobbyStore() });
		const code = await host.open({ hostName: 'Hostess', settings: {} });
		const g = new LobbyGuest({ transport: net, seats: memorySeatStore() });
		await g.join(code, 'Ana');
		await host.start();
		await flush(host);
		const settled: string[] = [];
		void g.act({ type: 'inc', by: 1 }).then(() => settled.push('good'));
		const bad = g.act({ type: 'inc', by: 9 });
		void bad.then(() => settled.push('bad'));
		await flush(host);
		expect(await bad).toMatchObject({ ok: false, code: 'malformed' });
		expect(settled).toEqual(['bad']);
		expect(counter(g)).toBe(1);
		host.close();
		g.stop();
	});
});
