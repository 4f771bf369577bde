import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { LobbyPrelude } from '$lib/engines/kit/lobby-game';
import { counterGame, type CounterIntent, type CounterSettings } from './testing/counter-game';
import { ViewCheck } from './guest-view';
import { LobbyGuest } from './guest';
import { LobbyHost } from './host';
import type { LobbyView } from './protocol';
import { memoryLobbyStore, memorySeatStore } from './store';
import { createMemoryNetwork } from './transport-memory';
import { flush } from '$lib/lobby/testing/flush';

/**
 * docs/lobby.md "Before the start": a game's prelude takes its intents while the room waits (the
 * same chain as in the game), keeps one value in the record (checked on resume), shows each seat
 * its projection (checked by the guest) and hands it to `start`.
 */
const Tally = z.object({ n: z.int().min(0) });
const prelude: LobbyPrelude<CounterSettings, CounterIntent, z.infer<typeof Tally>> = {
	schema: Tally,
	viewSchema: z.object({ n: z.int().min(0), mine: z.boolean() }),
	apply: (p, _seat, intent) =>
		intent.type === 'inc'
			? { ok: true, state: { n: (p?.n ?? 0) + intent.by } }
			: { ok: false, reason: 'not_started' },
	project: (p, seat) => ({ n: p?.n ?? 0, mine: !seat.isHost })
};
const game = {
	...counterGame,
	prelude,
	// the game starts counting from what the room did while it waited
	start: (...a: Parameters<typeof counterGame.start>) => ({
		...counterGame.start(a[0], a[1], a[2], a[3]),
		counter: (a[4] as { n: number } | null)?.n ?? 0
	})
};

const room = async () => {
	const net = createMemoryNetwork();
	const store = memoryLobbyStore();
	const host = new LobbyHost({ game, transport: net, store });
	const code = await host.open({ hostName: 'Hostess', settings: {} });
	const guest = new LobbyGuest({
		transport: net,
		seats: memorySeatStore(),
		preludeSchema: () => prelude.viewSchema
	});
	await guest.join(code, 'Ana');
	await flush(host, 20);
	return { net, store, host, code, guest };
};

describe('a lobby prelude', () => {
	it('takes its intents while the room waits, shows each seat its part, and hands it to the start', async () => {
		const { host, guest } = await room();
		void guest.act({ type: 'inc', by: 2 });
		await flush(host, 20);
		expect(guest.view!.prelude).toEqual({ n: 2, mine: true });
		expect(host.view!.prelude).toEqual({ n: 2, mine: false });
		const chat = guest.act({ type: 'chat', text: 'hi' });
		await flush(host, 20);
		expect(await chat).toMatchObject({ ok: false, detail: 'not_started' });
		expect(await host.start()).toBe(true);
		await flush(host, 20);
		expect((guest.view!.game as { counter: number }).counter).toBe(2);
		expect(guest.view!.prelude).toBeUndefined();
		expect(host.record!.prelude).toBeUndefined();
		host.close();
		guest.stop();
	});

	it('a stored prelude that fails its schema is dropped on resume, the room kept', async () => {
		const { net, store, host, code, guest } = await room();
		void guest.act({ type: 'inc', by: 1 });
		await flush(host, 20);
		host.close();
		store.records.set(code, { ...store.records.get(code)!, prelude: { n: 'lots' } });
		const again = new LobbyHost({ game, transport: net, store });
		expect(await again.resume(code)).toBe(true);
		expect(again.record!.prelude).toBeUndefined();
		expect(again.view!.prelude).toEqual({ n: 0, mine: false });
		again.close();
		guest.stop();
	});

	it('a guest leaves out a prelude view that fails the mode’s schema, keeping the rest', () => {
		const check = new ViewCheck(
			() => null,
			() => undefined,
			() => prelude.viewSchema
		);
		const view = { mode: 'counter', game: null, stateId: 3 } as unknown as LobbyView;
		expect(check.checked({ ...view, prelude: { n: -1, mine: true } })).toEqual(view);
		expect(check.checked({ ...view, prelude: { n: 1, mine: true } })).toEqual({
			...view,
			prelude: { n: 1, mine: true }
		});
	});
});
