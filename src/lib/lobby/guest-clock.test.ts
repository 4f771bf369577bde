import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LobbyGuest } from './guest';
import { LobbyHost } from './host';
import { memoryLobbyStore, memorySeatStore } from './store';
import { counterGame } from './testing/counter-game';
import { createMemoryNetwork } from './transport-memory';

/**
 * A view's deadlines are the host's clock; a guest's countdown reads them on its own. A phone whose
 * clock is off (set by hand, a laptop that drifted) showed "0 s left" all round long, or twice the
 * time there was. The guest learns the host's clock from the welcome and each ping (`clockOffset`),
 * and follows it when it is set right mid-game. The memory network carries messages at once, so
 * the offset is exact here.
 */
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a guest reads the host's clock", () => {
	it('learns how far the host is ahead from the welcome, and follows a host clock set right', async () => {
		let hostAhead = 40_000;
		const net = createMemoryNetwork();
		const host = new LobbyHost({
			game: counterGame,
			transport: net,
			store: memoryLobbyStore(),
			now: () => Date.now() + hostAhead
		});
		const code = await host.open({ hostName: 'H', settings: {} });
		const guest = new LobbyGuest({ transport: net, seats: memorySeatStore() });
		await guest.join(code, 'Ana');
		await vi.advanceTimersByTimeAsync(0);
		expect(guest.status).toBe('joined');
		expect(guest.clockOffset).toBe(40_000);

		// the host's clock is set right: within the samples' window (8 pings, 2 s apart) the guest follows
		hostAhead = -3_000;
		await vi.advanceTimersByTimeAsync(4_000);
		expect(guest.clockOffset).toBe(40_000);
		await vi.advanceTimersByTimeAsync(16_000);
		expect(guest.clockOffset).toBe(-3_000);
		guest.stop();
		host.close();
	});
});
