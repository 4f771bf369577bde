import 'fake-indexeddb/auto';
import { settle, useFreshDbAndFakeClock } from '$lib/db/testing/fake-clock';
import { describe, expect, it, vi } from 'vitest';
import { LobbyGuest } from './guest';
import { memorySeatStore } from './store';
import { TransportError, TransportErrors, type Transport } from './transport';
import { createMemoryNetwork, type MemoryNetwork } from './transport-memory';
import { NhieHostManager } from '$lib/games/nhie/state/host.svelte';

/**
 * docs/lobby.md "Host durability" (a host gone, a guest recovering) at the state level, the clock the test's: a guest whose signalling server is down
 * retries by itself with backoff (1 s, 2 s, 4 s … 10 s) — also a first join — and joins as soon as the
 * server is back; Retry tries at once; off its lobby for 2 minutes it is offered to leave. Real NHIE
 * over the memory network; `down` makes every connect fail as an unreachable signalling server does.
 */
useFreshDbAndFakeClock();

/** The memory network behind a signalling server that can be down; counts connect attempts. */
const flaky = (net: MemoryNetwork) => {
	const s = { down: false, attempts: 0 };
	const transport: Transport = {
		host: (code, o) => net.host(code, o),
		connect: async (code, o) => {
			s.attempts++;
			if (s.down) throw new TransportError(TransportErrors.serverUnreachable);
			return net.connect(code, o);
		}
	};
	return { s, transport };
};

const openNhie = async (net: MemoryNetwork) => {
	const nhie = new NhieHostManager({ transport: async () => net, writeUrl: false });
	await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
	return nhie.host!;
};

/** An NHIE room on the memory network with Ana seated from this device's seat store. */
const seatedAna = async () => {
	const net = createMemoryNetwork();
	const host = await openNhie(net);
	const code = host.code!;
	const seats = memorySeatStore();
	const ana = new LobbyGuest({ transport: net, seats });
	await ana.join(code, 'Ana');
	await settle();
	return { net, host, code, seats, ana };
};

describe('guest recovery', () => {
	it('a first join during a signalling outage waits it out with backoff and joins when it is back', async () => {
		const net = createMemoryNetwork();
		const host = await openNhie(net);
		const { s, transport } = flaky(net);
		s.down = true;
		const ana = new LobbyGuest({ transport, seats: memorySeatStore() });
		await ana.join(host.code!, 'Ana');
		expect(ana.status).toBe('reconnecting');
		expect(ana.error?.code).toBe('server_unreachable');
		expect(s.attempts).toBe(1);
		// retries after 1 s, 2 s, 4 s, 8 s, then every 10 s
		const at: number[] = [];
		const start = Date.now();
		let seen = s.attempts;
		for (let t = 0; t < 45_000; t += 250) {
			await vi.advanceTimersByTimeAsync(250);
			if (s.attempts !== seen) at.push(Math.round((Date.now() - start) / 1000));
			seen = s.attempts;
		}
		expect(at).toEqual([1, 3, 7, 15, 25, 35, 45]);
		expect(ana.status).toBe('reconnecting');
		s.down = false;
		await vi.advanceTimersByTimeAsync(10_000);
		await settle();
		expect(ana.status).toBe('joined');
		expect(ana.error).toBeNull();
		expect(host.view!.players.map((p) => p.name)).toEqual(['Host', 'Ana']);
		ana.stop();
		host.close();
	});

	it('a seated guest whose host is gone: paused since when, Retry at once, "Leave" after 2 minutes, back when the host is', async () => {
		const net = createMemoryNetwork();
		const host = await openNhie(net);
		const code = host.code!;
		const { s, transport } = flaky(net);
		const ana = new LobbyGuest({ transport, seats: memorySeatStore() });
		await ana.join(code, 'Ana');
		await settle();
		expect(ana.status).toBe('joined');
		expect(ana.lostAt).toBeNull();
		// the host's tab is closed: the link drops, the lobby is not found while it is away
		host.close();
		await settle();
		expect(ana.status).toBe('reconnecting');
		const lostAt = ana.lostAt!;
		expect(lostAt).toBe(Date.now());
		expect(ana.view!.code).toBe(code); // the last screen stays, the game paused
		await vi.advanceTimersByTimeAsync(30_000);
		expect(ana.error?.code).toBe('not_found');
		expect(ana.longGone).toBe(false);
		// Retry tries at once, without waiting for the backoff
		const before = s.attempts;
		ana.retry();
		await settle();
		expect(s.attempts).toBe(before + 1);
		await vi.advanceTimersByTimeAsync(lostAt + 120_000 - Date.now() - 1);
		expect(ana.longGone).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(ana.longGone).toBe(true);
		// the host comes back (a reload resumes the lobby): the guest is back in its seat
		const back = new NhieHostManager({ transport: async () => net, writeUrl: false });
		expect(await back.resume(code)).toBe(true);
		await vi.advanceTimersByTimeAsync(10_000);
		await settle();
		expect(ana.status).toBe('joined');
		expect([ana.lostAt, ana.longGone]).toEqual([null, false]);
		expect(back.host!.view!.players.map((p) => [p.name, p.presence])).toEqual([
			['Host', 'connected'],
			['Ana', 'connected']
		]);
		ana.stop();
		back.close();
	});

	it('a host that ends the lobby tells every guest; the seat is forgotten', async () => {
		const { host, code, seats, ana } = await seatedAna();
		expect(await seats.get(code)).not.toBeNull();
		let ended = false;
		void host.end().then(() => (ended = true));
		while (!ended) {
			await settle();
			await vi.advanceTimersByTimeAsync(100);
		}
		await settle();
		expect(ana.status).toBe('failed');
		expect(ana.error).toEqual({ code: 'closed' });
		expect(await seats.get(code)).toBeNull();
		await vi.advanceTimersByTimeAsync(60_000);
		expect(ana.status).toBe('failed');
	});

	it('a browser without WebRTC (switched off) says so and stops, even holding a seat: no retry would ever connect', async () => {
		const { net, host, code, seats, ana } = await seatedAna();
		ana.stop();
		// the same phone, its WebRTC now switched off: the transport cannot even start
		let attempts = 0;
		const noWebRtc: Transport = {
			host: (c, o) => net.host(c, o),
			connect: async () => {
				attempts++;
				throw new TransportError(TransportErrors.noWebRtc);
			}
		};
		const again = new LobbyGuest({ transport: noWebRtc, seats });
		await again.join(code);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(again.status).toBe('failed');
		expect(again.error?.code).toBe('no_webrtc');
		expect(attempts).toBe(1);
		host.close();
	});
});
