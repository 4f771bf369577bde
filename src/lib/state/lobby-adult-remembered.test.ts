import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { NhieHostManager } from '$lib/games/nhie/state/host.svelte';
import { LobbyGuestManager } from './lobby-guest.svelte';
import { ADULT_ROOMS_KEY, ADULT_ROOMS_TTL_MS, adultRoomsOver } from './adult-rooms';
import { AdultRoomsSchema } from './adult-rooms-schema';
import { flush as flushTurns } from '$lib/lobby/testing/flush';

/**
 * docs/lobby.md "Play again": a phone that passed the 18+ gate for a room is not asked again — the
 * memory is the device's (its settings), so a reload or a new page keeps it; a stored value that
 * fails its schema, or one older than a day, counts as none.
 */
const flush = () => flushTurns(undefined, 20);

const adultRoom = async () => {
	const app = memoryApp();
	const nhie = new NhieHostManager({ app, writeUrl: false });
	await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
	const host = nhie.host!;
	const phone = () => memoryApp({ transport: async () => app.net });
	/** The room turns 18+ at Play again, with the phones seated. */
	const turnAdult = async () => {
		expect(await host.start()).toBe(true);
		await host.act({ type: 'end' });
		await flush();
		expect(await host.rematch({ nsfw: true })).toBe(true);
		await flush();
	};
	return { host, code: host.code!, phone, turnAdult };
};

describe('the 18+ gate passed for a room, remembered on the device', () => {
	it('a reloaded page is not asked again; another phone is', async () => {
		const { host, code, phone, turnAdult } = await adultRoom();
		const [anaPhone, boPhone] = [phone(), phone()];
		const [ana, bo] = [new LobbyGuestManager(anaPhone), new LobbyGuestManager(boPhone)];
		await ana.join(code, 'Ana');
		await bo.join(code, 'Bo');
		await flush();
		await turnAdult();
		expect([ana.needsAdultGate, bo.needsAdultGate]).toEqual([true, true]);
		await ana.confirmAdult(code);
		// Ana's page reloads: a new manager over the same device's stores
		const anaAgain = new LobbyGuestManager(anaPhone);
		await anaAgain.join(code, 'Ana');
		await flush();
		expect(anaAgain.view?.adult).toBe(true);
		expect(anaAgain.needsAdultGate).toBe(false);
		// Bo's reload still asks: Bo never passed the gate
		const boAgain = new LobbyGuestManager(boPhone);
		await boAgain.join(code, 'Bo');
		await flush();
		expect(boAgain.needsAdultGate).toBe(true);
		host.close();
	});

	it('a seat freed by Remove comes back to the 18+ room without the gate', async () => {
		const { host, code, phone, turnAdult } = await adultRoom();
		const anaPhone = phone();
		const ana = new LobbyGuestManager(anaPhone);
		await ana.join(code, 'Ana');
		await flush();
		await turnAdult();
		await ana.confirmAdult(code);
		const anaId = ana.playerId!;
		await ana.leave();
		await flush();
		expect(host.view!.players.some((p) => p.id === anaId)).toBe(false);
		// a new page on the same phone: the host asks newcomers of an 18+ room for the gate's yes
		const back = new LobbyGuestManager(anaPhone);
		await back.join(code, 'Ana');
		await flush();
		expect(back.error?.code).not.toBe('adult_only');
		expect(back.status).toBe('joined');
		// a phone that never passed it is refused until it does
		const other = new LobbyGuestManager(phone());
		await other.join(code, 'Cy');
		await flush();
		expect(other.error?.code).toBe('adult_only');
		host.close();
	});

	it('keeps rooms a day, validated; a broken stored value counts as none', async () => {
		const { settings } = memoryApp();
		const rooms = adultRoomsOver(settings);
		const t0 = 1_000_000;
		let list = await rooms.write([], 'ABCD', t0);
		list = await rooms.write(list, 'EFGH', t0 + 10);
		expect((await rooms.read(t0 + 20)).map((r) => r.code)).toEqual(['ABCD', 'EFGH']);
		expect((await rooms.read(t0 + ADULT_ROOMS_TTL_MS + 5)).map((r) => r.code)).toEqual(['EFGH']);
		// the cap: the oldest go first
		for (let i = 0; i < 60; i++) list = await rooms.write(list, `R${i}`, t0 + 100 + i);
		expect(AdultRoomsSchema.safeParse(list).success).toBe(true);
		expect(list.at(0)?.code).toBe('R10');
		// a value that fails its schema (hand-edited, older version) is read as no room at all
		settings.values.set(ADULT_ROOMS_KEY, [{ code: 'ABCD', at: 'yesterday' }]);
		expect(await rooms.read(t0)).toEqual([]);
	});
});
