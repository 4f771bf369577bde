import 'fake-indexeddb/auto';
import { settle, useFreshDbAndFakeClock } from '$lib/db/testing/fake-clock';
import { describe, expect, it, vi } from 'vitest';
import { LobbyGuest } from './guest';
import { memorySeatStore } from './store';
import { createMemoryNetwork } from './transport-memory';
import { NhieHostManager } from '$lib/games/nhie/state/host.svelte';

/**
 * A guest counts the host's pings it hears (guest-types.ts `pingsHeard`) and publishes each: the
 * page shows the count (`data-pings-heard`), the sign e2e tests wait on that the link carries the
 * host's messages (tests/e2e/support/party.ts `pingsHeard`). A stopped guest hears no more.
 */
useFreshDbAndFakeClock();

describe('pings heard', () => {
	it('one per heartbeat (2 s), each published in the snapshot; none after the guest stops', async () => {
		const net = createMemoryNetwork();
		const nhie = new NhieHostManager({ transport: async () => net, writeUrl: false });
		await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
		let published = 0;
		const ana = new LobbyGuest({
			transport: net,
			seats: memorySeatStore(),
			onChange: () => (published = ana.snapshot().pingsHeard)
		});
		await ana.join(nhie.host!.code!, 'Ana');
		await settle();
		expect(ana.status).toBe('joined');
		const before = ana.snapshot().pingsHeard;
		await vi.advanceTimersByTimeAsync(2_000);
		await settle();
		expect(ana.snapshot().pingsHeard).toBe(before + 1);
		await vi.advanceTimersByTimeAsync(6_000);
		await settle();
		expect(ana.snapshot().pingsHeard).toBe(before + 4);
		expect(published).toBe(before + 4);
		ana.stop();
		await vi.advanceTimersByTimeAsync(4_000);
		await settle();
		expect(ana.snapshot().pingsHeard).toBe(before + 4);
		nhie.close();
	});
});
