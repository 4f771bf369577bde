import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { listNhieSessions, loadTimesUsed } from '$lib/games/nhie/db/nhie';
import { LobbyGuest } from '$lib/lobby/guest';
import { memorySeatStore } from '$lib/lobby/store';
import { createMemoryNetwork, type MemoryNetwork } from '$lib/lobby/transport-memory';
import { loadBuiltInPack } from '$lib/games/nhie/packs/builtin';
import { NhieHostManager } from './host.svelte';
import { flush } from '$lib/lobby/testing/flush';

/**
 * Seed 000 step 8: times_used counts each question shown once per round. The mode writes it in the
 * transaction of the commit that shows the question (src/lib/games/nhie/lobby/commit.ts); a reloaded host
 * (a new manager over the same Dexie database) resumes from that record and shows the same question
 * again: it must not count a second time.
 */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const manager = (net: MemoryNetwork) => new NhieHostManager({ transport: async () => net, writeUrl: false });

const startLobby = async (net: MemoryNetwork) => {
	const host = manager(net);
	await host.create('Host', { rounds: 10, nsfw: false, language: 'en' });
	const code = host.host!.code!;
	const guest = new LobbyGuest({ transport: net, seats: memorySeatStore() });
	await guest.join(code, 'Ana');
	await vi.waitFor(() => expect(host.host!.view!.players).toHaveLength(2));
	expect(await host.host!.start()).toBe(true);
	await vi.waitFor(() => {
		expect(host.host!.view!.game!.phase).toBe('question');
	});
	return { host, code, guest };
};

/** The page is gone (the tab reloads); its PeerJS id is freed and a new manager resumes the lobby. */
const reload = async (old: NhieHostManager, net: MemoryNetwork, code: string) => {
	old.close();
	const next = manager(net);
	expect(await next.resume(code)).toBe(true);
	await flush(next.host!.host!, 10);
	return next;
};

describe('NhieHostManager times_used across a host reload', () => {
	it('counts the question of a round once, even when a reloaded host shows it again', async () => {
		const net = createMemoryNetwork();
		const packId = (await loadBuiltInPack('en')).id;
		const { host, code } = await startLobby(net);
		const q = host.host!.view!.game!.question!;
		expect(q.questionId).not.toBeNull();
		expect(await loadTimesUsed(packId)).toEqual({ [q.questionId!]: 1 });

		const resumed = await reload(host, net, code);
		const again = resumed.host!.view!.game!;
		expect(again.round).toBe(1);
		expect(again.question?.questionId).toBe(q.questionId);
		await resumed.host!.lock(true); // a commit of the resumed lobby, same round
		await flush(resumed.host!.host!, 10);
		expect(await loadTimesUsed(packId)).toEqual({ [q.questionId!]: 1 });

		const twice = await reload(resumed, net, code);
		expect(await loadTimesUsed(packId)).toEqual({ [q.questionId!]: 1 });
		twice.close();
	});

	it('saves a finished lobby game once, even when the finished lobby is reloaded', async () => {
		const net = createMemoryNetwork();
		const { host, code, guest } = await startLobby(net);
		void guest.act({ type: 'answer', round: 1, have: true });
		await host.host!.act({ type: 'answer', round: 1, have: false });
		await flush(host.host!.host!, 10);
		await host.host!.act({ type: 'end' });
		await vi.waitFor(() => {
			expect(host.host!.view!.game!.phase).toBe('finished');
		});
		const resumed = await reload(host, net, code);
		await resumed.host!.lock(true);
		await flush(resumed.host!.host!, 10);
		const sessions = await listNhieSessions();
		expect(sessions).toHaveLength(1);
		// two answers are too few to show: the saved history keeps no ratio of them either
		expect(sessions[0].history.map((r) => r.have_ratio)).toEqual([null]);
		resumed.close();
	});
});
