import 'fake-indexeddb/auto';
import { settle, useFreshDbAndFakeClock } from '$lib/db/testing/fake-clock';
import { describe, expect, it, vi } from 'vitest';
import { LobbyGuest } from './guest';
import { memorySeatStore, type GuestSeat } from './store';
import { createMemoryNetwork } from './transport-memory';
import { NhieHostManager } from '$lib/games/nhie/state/host.svelte';

/**
 * A guest's phone opens the join link a second time (a second tab, or the installed app beside the
 * browser): both tabs hold the same seat (one seat store: one device). The host binds the seat to
 * the newest link and tells the old one (`reject: replaced`); the old tab stops instead of taking the
 * seat back — were both to reconnect, each would take the seat from the other every few seconds,
 * for ever, and rounds would close without the player. "Play here instead" (`join` again) takes it back.
 * Real NHIE over the memory network, the clock the test's.
 */
useFreshDbAndFakeClock();

const seconds = async (s: number) => {
	for (let t = 0; t < s * 4; t++) await vi.advanceTimersByTimeAsync(250);
	await settle();
};

/** A real NHIE lobby over the memory network. */
const nhieLobby = async () => {
	const net = createMemoryNetwork();
	const nhie = new NhieHostManager({ transport: async () => net, writeUrl: false });
	await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
	return { net, nhie, host: nhie.host!, code: nhie.host!.code! };
};

describe('one seat in two tabs of one device', () => {
	it('the older tab stops and says so; the seat stays with the newer one; Play here takes it back', async () => {
		const { net, nhie, host, code } = await nhieLobby();
		const seats = memorySeatStore();
		const first = new LobbyGuest({ transport: net, seats });
		await first.join(code, 'Ana');
		await settle();
		expect(first.status).toBe('joined');

		const second = new LobbyGuest({ transport: net, seats });
		await second.join(code);
		await seconds(60);
		expect(second.status).toBe('joined');
		expect(second.playerId).toBe(first.playerId);
		expect(first.status).toBe('failed');
		expect(first.error?.code).toBe('replaced');
		expect(first.view).toBeNull();
		// one seat, played from the second tab
		expect(host.view!.players.map((p) => [p.name, p.presence])).toEqual([
			['Host', 'connected'],
			['Ana', 'connected']
		]);

		await first.join(code);
		await seconds(30);
		expect(first.status).toBe('joined');
		expect(second.status).toBe('failed');
		expect(second.error?.code).toBe('replaced');
		first.stop();
		nhie.close();
	});

	it('a tab that leaves marks the seat left before the host hears it: the other tab never rejoins a seat gone', async () => {
		const { net, nhie, host, code } = await nhieLobby();
		// a loaded phone: the seat store's write takes a while
		const stored = memorySeatStore();
		let slow = false;
		let release = () => {};
		const written = new Promise<void>((resolve) => (release = resolve));
		const seats = { ...stored, put: async (seat: GuestSeat) => (slow && (await written), stored.put(seat)) };
		const first = new LobbyGuest({ transport: net, seats });
		await first.join(code, 'Ana');
		await settle();
		expect(host.view!.players).toHaveLength(2);
		slow = true;
		const leaving = first.leave();
		await seconds(2);
		// the host is not told while "left" is being written: a tab reading the seat now would rejoin it
		expect(host.view!.players).toHaveLength(2);
		release();
		await leaving;
		await seconds(2);
		expect(host.view!.players).toHaveLength(1);
		expect((await stored.get(code))?.left).toBe(true);
		nhie.close();
	});

	it("a tab's own hello that comes late, after its newer link took the seat, does not stop it as if another tab played", async () => {
		const { net, nhie, host, code } = await nhieLobby();
		// what the tab sends, to replay its first hello: on a loaded phone one link's hello can reach
		// the host after the hello of the link that followed it (two data channels, no common order)
		const hellos: string[] = [];
		const spied = {
			...net,
			connect: async (c: string, o?: { timeoutMs?: number }) => {
				const link = await net.connect(c, o);
				return { ...link, send: (text: string) => (hellos.push(text), link.send(text)) };
			}
		};
		const ana = new LobbyGuest({ transport: spied, seats: memorySeatStore() });
		await ana.join(code, 'Ana', { claim: 'c'.repeat(32) });
		await settle();
		expect(ana.status).toBe('joined');
		const first = hellos.find((h) => h.includes('"hello"'))!;
		expect(JSON.parse(first).tab).toMatch(/^[0-9a-f]{32}$/);

		const late = await net.connect(code);
		late.send(first);
		await seconds(30);
		expect(ana.error).toBeNull();
		expect(ana.status).toBe('joined');
		expect(host.view!.players.map((p) => [p.name, p.presence])).toEqual([
			['Host', 'connected'],
			['Ana', 'connected']
		]);
		ana.stop();
		nhie.close();
	});
});
