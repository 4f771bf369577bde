import 'fake-indexeddb/auto';
import { settle, useFreshDbAndFakeClock } from '$lib/db/testing/fake-clock';
import { describe, expect, it, vi } from 'vitest';
import { LobbyGuest } from './guest';
import { memorySeatStore } from './store';
import { wrapHostLinks } from './testing/wrap-host-links';
import { createMemoryNetwork } from './transport-memory';
import { NhieHostManager } from '$lib/games/nhie/state/host.svelte';

/**
 * A view lost on the way (a data channel that took a message and never delivered it): the next ping
 * says how many views the host sent on the link, the guest that heard fewer asks for its projection
 * (`sync`) and gets the current one. Without it a phone stays on the old screen until the game
 * changes again — in the mole's team phase, for as long as nobody acts.
 */
useFreshDbAndFakeClock();

/** The memory network, whose host links lose the next `lose` state messages and count `sync`s. */
const lossy = () => {
	const net = createMemoryNetwork();
	const s = { lose: 0, lost: 0, syncs: 0 };
	const transport = wrapHostLinks(net, (link) => ({
		...link,
		send: (text) => {
			if (s.lose > 0 && text.startsWith('{"t":"state"')) {
				s.lose--;
				s.lost++;
				return;
			}
			link.send(text);
		},
		onMessage: (on) =>
			link.onMessage((data) => {
				if (typeof data === 'string' && data.startsWith('{"t":"sync"')) s.syncs++;
				on(data);
			})
	}));
	return { s, transport, net };
};

describe('a lost view', () => {
	it('is sent again after the next ping: the guest sees the game the host started', async () => {
		const { s, transport, net } = lossy();
		const nhie = new NhieHostManager({ transport: async () => transport, writeUrl: false });
		await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
		const host = nhie.host!;
		const ana = new LobbyGuest({ transport: net, seats: memorySeatStore() });
		await ana.join(host.code!, 'Ana');
		await settle();
		expect(ana.status).toBe('joined');
		await vi.advanceTimersByTimeAsync(2_500);
		await settle();
		expect(ana.view!.game).toBeNull();

		// every view the start sends (the game, then its first question) is lost
		s.lose = 100;
		expect(await host.start()).toBe(true);
		await settle();
		s.lose = 0;
		expect(s.lost).toBeGreaterThan(0);
		expect(ana.view!.game).toBeNull(); // the start never reached Ana

		// one heartbeat (2 s) later the ping tells, Ana asks, the host answers with the current view
		await vi.advanceTimersByTimeAsync(2_100);
		await settle();
		expect(ana.view!.game).not.toBeNull();
		expect(ana.view!.stateId).toBe(host.view!.stateId);
		expect(ana.dropped).toBe(0);

		// the counts agree again: later pings ask nothing more
		expect(s.syncs).toBe(1);
		await vi.advanceTimersByTimeAsync(6_000);
		await settle();
		expect(s.syncs).toBe(1);
		expect(ana.status).toBe('joined');
		ana.stop();
		nhie.close();
	});
});
