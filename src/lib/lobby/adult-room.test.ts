import { describe, expect, it } from 'vitest';
import { createNhieGame } from '$lib/games/nhie/engine/game';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import { LobbyGuest } from './guest';
import { LobbyHost } from './host';
import { encode, HostMessageSchema, decode, PROTOCOL_VERSION } from './protocol';
import { memoryLobbyStore, memorySeatStore } from './store';
import { createMemoryNetwork } from './transport-memory';
import { flush } from '$lib/lobby/testing/flush';

/**
 * A "Never have I ever" room with adult questions is 18+ for every guest. The host
 * refuses a newcomer that did not confirm 18+ (its own birth-date gate gives a yes/no; the date never
 * crosses the wire), and every view says the room is adult so the join and waiting screens show 18+.
 */

const setup = async (nsfw: boolean) => {
	const net = createMemoryNetwork();
	const game = createNhieGame({ pools: { en: fixturePool() } });
	const host = new LobbyHost({ game, transport: net, store: memoryLobbyStore() });
	const code = await host.open({ hostName: 'Hostess', settings: { nsfw } });
	const guest = () => new LobbyGuest({ transport: net, seats: memorySeatStore() });
	return { net, host, code, guest };
};

describe('adults-only rooms', () => {
	it('refuse a guest without the 18+ confirmation, naming the game, and seat one with it', async () => {
		const { host, code, guest } = await setup(true);
		const minor = guest();
		await minor.join(code, 'Kid');
		await flush(host);
		expect(minor.status).toBe('failed');
		expect(minor.error).toEqual({ code: 'adult_only' });
		expect(minor.mode).toBe('nhie');
		expect(host.record!.seats.map((s) => s.name)).toEqual(['Hostess']);

		const adult = guest();
		await adult.join(code, 'Ana', { adult: true });
		await flush(host);
		expect(adult.status).toBe('joined');
		expect(adult.view!.adult).toBe(true);
		expect(host.view!.adult).toBe(true);
		expect(host.record!.seats.map((s) => s.name)).toEqual(['Hostess', 'Ana']);
	});

	it('take the seat back on a rejoin by token (the guest confirmed once) and refuse a forged "false"', async () => {
		const { net, host, code } = await setup(true);
		const seats = memorySeatStore();
		const ana = new LobbyGuest({ transport: net, seats });
		await ana.join(code, 'Ana', { adult: true });
		await flush(host);
		ana.stop();
		const again = new LobbyGuest({ transport: net, seats });
		await again.join(code);
		await flush(host);
		expect(again.status).toBe('joined');
		expect(again.playerId).toBe(ana.playerId);

		// a raw hello saying adult: false is refused the same way (the claim is a checked boolean)
		const link = await net.connect(code, { timeoutMs: 1000 });
		const replies: unknown[] = [];
		link.onMessage((raw) => replies.push(decode(raw, HostMessageSchema, 1 << 20)));
		link.send(encode({ t: 'hello', protocolVersion: PROTOCOL_VERSION, name: 'Bo', adult: false }));
		await flush(host);
		expect(replies).toContainEqual({ t: 'reject', reason: 'adult_only', mode: 'nhie' });
		// and a claim that is not a boolean (say, a birth date) is not a hello at all
		link.send(
			JSON.stringify({ t: 'hello', protocolVersion: PROTOCOL_VERSION, name: 'Cy', adult: '2001-01-01' })
		);
		await flush(host);
		expect(host.record!.seats.map((s) => s.name)).toEqual(['Hostess', 'Ana']);
	});

	it('a room without adult questions asks nobody', async () => {
		const { host, code, guest } = await setup(false);
		const g = guest();
		await g.join(code, 'Kid');
		await flush(host);
		expect(g.status).toBe('joined');
		expect(g.view!.adult).toBe(false);
	});
});
