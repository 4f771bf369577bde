import { afterEach, describe, expect, it, vi } from 'vitest';
import { counterGame } from './testing/counter-game';
import { LobbyGuest } from './guest';
import { LobbyHost } from './host';
import { MAX_PENDING_LINKS } from './rate-limit';
import { memoryLobbyStore, memorySeatStore } from './store';
import { createMemoryNetwork } from './transport-memory';
import type { Transport } from './transport';

/**
 * Joining can't be starved (lobby.md "Limits"): links that never say hello hold no room shut, and a
 * first join whose link was closed on it tries again with backoff instead of failing at once.
 */
afterEach(() => vi.useRealTimers());
const fakeClock = () =>
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

const room = async () => {
	const net = createMemoryNetwork();
	const host = new LobbyHost({ game: counterGame, transport: net, store: memoryLobbyStore() });
	const code = await host.open({ hostName: 'Hostess', settings: { target: 50 } });
	return { net, host, code };
};

describe('a room flooded with links that never say hello', () => {
	it('still seats a real guest', async () => {
		fakeClock();
		const { net, host, code } = await room();
		const silent = await Promise.all(Array.from({ length: MAX_PENDING_LINKS }, () => net.connect(code)));
		let closed = 0;
		for (const l of silent) l.onClose(() => closed++);
		const ana = new LobbyGuest({ transport: net, seats: memorySeatStore() });
		void ana.join(code, 'Ana');
		for (let i = 0; i < 5; i++) {
			await vi.advanceTimersByTimeAsync(0);
			await host.settled();
		}
		expect(ana.status).toBe('joined');
		expect(closed).toBe(1); // the oldest silent link made room
	});
});

describe('a first join', () => {
	it('whose link the host closed tries again with backoff and joins', async () => {
		fakeClock();
		const { net, host, code } = await room();
		let tries = 0;
		// the host closes the first link before any hello (a full room making room)
		const closing: Transport = {
			host: net.host,
			connect: async (c, o) => {
				const link = await net.connect(c, o);
				if (++tries > 1) return link;
				setTimeout(() => link.close(), 0);
				return { ...link, send: () => {} }; // closed before its hello arrived
			}
		};
		const bo = new LobbyGuest({ transport: closing, seats: memorySeatStore() });
		const joining = bo.join(code, 'Bo');
		await vi.advanceTimersByTimeAsync(0);
		expect(bo.status).toBe('connecting'); // not failed
		expect(bo.error?.code).toBe('peer_unreachable');
		await vi.advanceTimersByTimeAsync(1000);
		await joining;
		await host.settled();
		await vi.advanceTimersByTimeAsync(0);
		expect(tries).toBe(2);
		expect(bo.status).toBe('joined');
	});

	it('still says why within its 15 s when the host keeps closing on it', async () => {
		fakeClock();
		const { net, code } = await room();
		const never: Transport = {
			host: net.host,
			connect: async (c, o) => {
				const link = await net.connect(c, o);
				setTimeout(() => link.close(), 0);
				return { ...link, send: () => {} };
			}
		};
		const cy = new LobbyGuest({ transport: never, seats: memorySeatStore(), joinTimeoutMs: 15_000 });
		void cy.join(code, 'Cy');
		await vi.advanceTimersByTimeAsync(15_000);
		expect(cy.status).toBe('failed');
		expect(cy.error?.code).toBe('peer_unreachable');
	});
});
