import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { LobbyGuest } from '$lib/lobby/guest';
import { memoryTabs, type TabClaims } from '$lib/app/tab-claim';
import { leaseClaims } from '$lib/app/tab-lease';
import { memorySeatStore } from '$lib/lobby/store';
import { createMemoryNetwork, type MemoryNetwork } from '$lib/lobby/transport-memory';
import { NhieHostManager } from '$lib/games/nhie/state/host.svelte';

/**
 * One lobby, one host on this device (app/tab-claim.ts): a second tab or window of the same
 * browser (the installed app beside a browser tab) that opens `?host=CODE` of a lobby the first one
 * hosts does not resume it beside it — it says so, and may take it over; the first tab then stops.
 * Both tabs share one database (one origin), as in the browser.
 */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const tab = (net: MemoryNetwork, claims: TabClaims) =>
	new NhieHostManager({ transport: async () => net, writeUrl: false, claims });

const playing = async (net: MemoryNetwork, claims: TabClaims) => {
	const first = tab(net, claims);
	await first.create('Host', { rounds: 10, nsfw: false, language: 'en' });
	const code = first.host!.code!;
	const guest = new LobbyGuest({ transport: net, seats: memorySeatStore() });
	await guest.join(code, 'Ana');
	await vi.waitFor(() => expect(first.host!.view!.players).toHaveLength(2));
	expect(await first.host!.start()).toBe(true);
	await vi.waitFor(() => {
		expect(first.host!.view!.game!.phase).toBe('question');
		expect(guest.view?.game).toBeTruthy();
	});
	return { first, code, guest };
};

describe('a lobby open in two tabs of one device', () => {
	it('the second tab does not host it beside the first; it says so, and the first plays on', async () => {
		const net = createMemoryNetwork();
		const tabs = memoryTabs();
		const { first, code, guest } = await playing(net, tabs.tab());
		const second = tab(net, tabs.tab());

		expect(await second.resume(code)).toBe(false);
		expect(second.host!.elsewhere).toEqual({ code, why: 'open' });
		expect(second.host!.view).toBeNull();

		// the first tab still hosts: the guest's answer reaches it
		void guest.act({ type: 'answer', round: 1, have: true });
		await vi.waitFor(() => {
			expect(first.host!.view!.game!.answeredIds).toContain(guest.view!.you);
		});
		first.close();
	});

	it('without Web Locks (plain http on a LAN address): leases in localStorage keep the second tab out', async () => {
		const net = createMemoryNetwork();
		const items = new Map<string, string>();
		const storage = {
			getItem: (k: string) => items.get(k) ?? null,
			setItem: (k: string, v: string) => void items.set(k, v),
			removeItem: (k: string) => void items.delete(k)
		};
		const leaseTab = (name: string) =>
			leaseClaims({
				storage,
				channel: () => null,
				now: Date.now,
				tab: name
			});
		const { first, code } = await playing(net, leaseTab('a'));
		const second = tab(net, leaseTab('b'));
		expect(await second.resume(code)).toBe(false);
		expect(second.host!.elsewhere).toEqual({ code, why: 'open' });
		expect(second.host!.view).toBeNull();
		first.close();
	});

	it('taking it over: the first tab stops hosting, the second goes on from the same round', async () => {
		const net = createMemoryNetwork();
		const tabs = memoryTabs();
		const { first, code } = await playing(net, tabs.tab());
		const question = first.host!.view!.game!.question!.questionId;
		const second = tab(net, tabs.tab());
		await second.resume(code);

		expect(await second.host!.takeOver()).toBe(true);
		await vi.waitFor(() => {
			expect(first.host!.view).toBeNull();
			expect(first.host!.elsewhere).toEqual({ code, why: 'moved' });
			expect(second.host!.elsewhere).toBeNull();
			expect(second.host!.view!.game!.round).toBe(1);
			expect(second.host!.view!.game!.question!.questionId).toBe(question);
		});

		// and back: the first tab takes it over again, the second stops
		expect(await first.host!.takeOver()).toBe(true);
		await vi.waitFor(() => {
			expect(second.host!.elsewhere).toEqual({ code, why: 'moved' });
			expect(first.host!.view!.code).toBe(code);
		});
		first.close();
	});

	it('a lobby closed in one tab (End, or the tab gone) can be resumed in another', async () => {
		const net = createMemoryNetwork();
		const tabs = memoryTabs();
		const { first, code } = await playing(net, tabs.tab());
		first.close();
		const second = tab(net, tabs.tab());
		expect(await second.resume(code)).toBe(true);
		expect(second.host!.elsewhere).toBeNull();
		second.close();
	});
});
