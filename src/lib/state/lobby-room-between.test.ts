import 'fake-indexeddb/auto';
import { settle, useFreshDbAndFakeClock } from '$lib/db/testing/fake-clock';
import { describe, expect, it } from 'vitest';
import { LobbyGuest } from '$lib/lobby/guest';
import { memorySeatStore } from '$lib/lobby/store';
import { createMemoryNetwork, type MemoryNetwork } from '$lib/lobby/transport-memory';
import { NhieHostManager } from '$lib/games/nhie/state/host.svelte';

/**
 * The room between games (docs/lobby.md "Play again", "Host controls"): Play again with the settings
 * the host changed first; "Remove" frees a seat and the player may come back, "Ban" bars them.
 */
useFreshDbAndFakeClock();

const open = async (net: MemoryNetwork) => {
	const nhie = new NhieHostManager({ transport: async () => net, writeUrl: false });
	await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
	const host = nhie.host!;
	const guests = ['Ana', 'Bo'].map(() => new LobbyGuest({ transport: net, seats: memorySeatStore() }));
	for (const [i, g] of guests.entries()) await g.join(host.code!, ['Ana', 'Bo'][i]);
	await settle();
	return { host, guests };
};
const newPhone = async (net: MemoryNetwork, code: string, name: string) => {
	const g = new LobbyGuest({ transport: net, seats: memorySeatStore() });
	await g.join(code, name);
	await settle();
	return g;
};

describe('Play again with changed settings', () => {
	it('the next game takes the settings the host changed; settings the game refuses replay nothing', async () => {
		const net = createMemoryNetwork();
		const { host, guests } = await open(net);
		expect(await host.start()).toBe(true);
		await host.act({ type: 'end' });
		await settle();
		expect(await host.rematch({ rounds: 99 })).toBe(false);
		expect(host.view!.phase).toBe('finished');
		expect(await host.rematch({ rounds: 12, whoHas: 'names', resultMs: 0 })).toBe(true);
		await settle();
		expect(host.view!.phase).toBe('waiting');
		for (const v of [host.view!, guests[0].view!])
			expect(v.settings).toMatchObject({ rounds: 12, whoHas: 'names', resultMs: 0, language: 'en' });
		expect(await host.start()).toBe(true);
		await settle();
		expect(host.view!.game).toMatchObject({ maxRounds: 12, whoHas: 'names' });
		for (const g of guests) g.stop();
		host.close();
	});
});

describe('Remove and Ban', () => {
	it('"Remove" frees the seat: the friend is back on a new phone under the same name', async () => {
		const net = createMemoryNetwork();
		const { host, guests } = await open(net);
		const code = host.code!;
		guests[0].stop();
		await settle();
		const ana = host.view!.players.find((p) => p.name === 'Ana')!;
		expect(await host.remove(ana.id)).toBe(true);
		await settle();
		expect(host.view!.players.map((p) => p.name)).toEqual(['Host', 'Bo']);
		const back = await newPhone(net, code, 'Ana');
		expect(back.status).toBe('joined');
		expect(host.view!.players.map((p) => p.name)).toEqual(['Host', 'Bo', 'Ana']);
		back.stop();
		guests[1].stop();
		host.close();
	});

	it('"Ban" bars the name: the same name on a new phone is refused', async () => {
		const net = createMemoryNetwork();
		const { host, guests } = await open(net);
		const code = host.code!;
		const bo = host.view!.players.find((p) => p.name === 'Bo')!;
		expect(await host.kick(bo.id)).toBe(true);
		await settle();
		const again = await newPhone(net, code, 'Bo');
		expect(again.status).toBe('kicked');
		expect(host.view!.players.map((p) => p.name)).toEqual(['Host', 'Ana']);
		again.stop();
		guests[0].stop();
		host.close();
	});
});
