import { describe, expect, it, vi } from 'vitest';
import {
	createNhieGame,
	NhiePreludeViewSchema,
	type NhiePreludeView,
	type NhieView
} from '$lib/games/nhie/engine';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import { LobbyGuest } from '$lib/lobby/guest';
import { LobbyHost } from '$lib/lobby/host';
import { memoryLobbyStore, memorySeatStore } from '$lib/lobby/store';
import { createMemoryNetwork } from '$lib/lobby/transport-memory';
import { flush } from '$lib/lobby/testing/flush';

/**
 * docs/nhie.md "Questions from the players" and docs/lobby.md "Before the start", through the real
 * lobby host (memory transport): questions added from the phones while the room waits are taken,
 * kept through a host reload, and in the game's pool from its first question; the room's "between
 * rounds" setting (off here) then keeps further ones out.
 */
const waitFor = (ok: () => boolean) => vi.waitFor(() => expect(ok()).toBe(true), { timeout: 5_000 });

describe('own questions before the start, in a lobby', () => {
	it('phones add them while the room waits; the game starts with them; no sender is logged', async () => {
		const net = createMemoryNetwork();
		const store = memoryLobbyStore();
		const newHost = () =>
			new LobbyHost({ game: createNhieGame({ pools: { en: fixturePool(6) } }), transport: net, store });
		const host = newHost();
		const code = await host.open({
			hostName: 'Hostess',
			settings: { rounds: 10, language: 'en', ownQuestions: false, resultMs: 0 }
		});
		const guest = () =>
			new LobbyGuest({
				transport: net,
				seats: memorySeatStore(),
				preludeSchema: () => NhiePreludeViewSchema
			});
		const [ana, bo] = [guest(), guest()];
		await ana.join(code, 'Ana');
		await bo.join(code, 'Bo');
		const prelude = (g: { view: { prelude?: unknown } | null }) =>
			g.view?.prelude as NhiePreludeView | undefined;

		// a guest hears of a move taken through the view (docs/lobby.md "Protocol"): one more question
		void ana.act({ type: 'add_question', text: 'danced on a table' });
		await flush(host, 50);
		await waitFor(() => prelude(ana)?.ownCount === 1);
		const adult = bo.act({ type: 'add_question', text: 'had sex on a beach' });
		await flush(host, 50);
		expect(await adult).toMatchObject({ ok: false, detail: 'own_adult' });
		const early = bo.act({ type: 'answer', round: 1, have: true });
		await flush(host, 50);
		expect(await early).toMatchObject({ ok: false, detail: 'not_started' });
		await waitFor(() => prelude(bo)?.ownCount === 1);
		// a guest sees how many, never the list; the host sees the list, never who
		expect(prelude(ana)).toEqual({ ownCount: 1, ownQuestions: null });
		expect(prelude(host)?.ownQuestions?.map((q) => q.text)).toEqual(['Never have I ever danced on a table']);
		// nor in the host's event log (exported with "Your data")
		const added = store.events.filter((e) => (e.payload as { type?: string })?.type === 'add_question');
		expect(added.map((e) => e.playerId)).toEqual([null]);
		const kept = JSON.stringify(host.record!.prelude);
		for (const seat of host.record!.seats)
			for (const who of [seat.id, seat.name]) expect(kept).not.toContain(who);

		// the host's page reloads while the room waits: the questions are still there
		host.close();
		const again = newHost();
		expect(await again.resume(code)).toBe(true);
		expect(prelude(again)?.ownCount).toBe(1);
		await flush(again, 50);

		expect(await again.start()).toBe(true);
		const views = () => [again.view, ana.view, bo.view].map((v) => v?.game as NhieView | null);
		await waitFor(() => views().every((v) => v?.phase === 'question'));
		for (const v of views()) expect(v).toMatchObject({ ownCount: 1 });
		expect(views()[1]?.question).toMatchObject({ text: 'Never have I ever danced on a table', own: true });
		expect(again.record!.prelude).toBeUndefined();
		expect(again.view!.prelude).toBeUndefined();
		// in the game, the room's setting rules: "between rounds" is off
		const late = bo.act({ type: 'add_question', text: 'sung karaoke alone' });
		await flush(again, 50);
		expect(await late).toMatchObject({ ok: false, detail: 'own_off' });
		// docs/nhie.md "Too far": a tap is logged without its sender too; an answer keeps it
		void bo.act({ type: 'too_far', round: 1 });
		void bo.act({ type: 'answer', round: 1, have: true });
		await flush(again, 50);
		const logged = (type: string) =>
			store.events.filter((e) => (e.payload as { type?: string })?.type === type).map((e) => e.playerId);
		await waitFor(() => logged('answer').length === 1);
		expect(logged('too_far')).toEqual([null]);
		expect(logged('answer')).toEqual([bo.playerId]);
		again.close();
		for (const g of [ana, bo]) g.stop();
	});
});
