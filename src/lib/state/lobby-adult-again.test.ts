import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { NhieHostManager } from '$lib/games/nhie/state/host.svelte';
import { LobbyGuestManager } from './lobby-guest.svelte';
import { flush as flushTurns } from '$lib/lobby/testing/flush';

/**
 * docs/lobby.md "Play again": a room turned 18+ between games asks the birth-date gate on each seated
 * phone that has not passed it for this room — and never again on one that has.
 */
const flush = () => flushTurns(undefined, 20);

describe('18+ turned on at Play again', () => {
	it('re-asks only the phones that have not confirmed', async () => {
		const app = memoryApp();
		const nhie = new NhieHostManager({ app, writeUrl: false });
		await nhie.create('Host', { rounds: 10, nsfw: false, language: 'en' });
		const host = nhie.host!;
		const code = host.code!;
		// each guest a phone of its own (its own seat store) on the host's network
		const phone = () => new LobbyGuestManager(memoryApp({ transport: async () => app.net }));
		const [ana, bo] = [phone(), phone()];
		await ana.join(code, 'Ana');
		// Bo passed the gate on this phone already (an 18+ join)
		await bo.join(code, 'Bo', { adult: true });
		await flush();
		expect([ana.needsAdultGate, bo.needsAdultGate]).toEqual([false, false]);
		expect(await host.start()).toBe(true);
		await host.act({ type: 'end' });
		await flush();
		expect(await host.rematch({ nsfw: true })).toBe(true);
		await flush();
		expect(ana.view!.adult).toBe(true);
		expect([ana.needsAdultGate, bo.needsAdultGate]).toEqual([true, false]);
		await ana.confirmAdult(code);
		expect(ana.needsAdultGate).toBe(false);
		host.close();
	});
});
