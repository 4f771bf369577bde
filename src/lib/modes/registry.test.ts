import { describe, expect, it } from 'vitest';
import type { AnyLobbyGame } from '$lib/lobby/projection';
import { createMoleGame } from '$lib/games/mole/engine/game';
import { defaultMoleSettings } from '$lib/games/mole/engine/state';
import { ACT_MODEL, PERSONAS, seats } from '$lib/games/mole/engine/testing/fixtures';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import { createNhieGame, NhieSettingsSchema } from '$lib/games/nhie/engine/game';
import { createTableGame } from '$lib/games/session-zero-table/engine';
import { loadPack } from '$lib/games/session-zero-table/engine/testing/fixtures';
import { viewSchemaOf } from './registry';

/**
 * docs/lobby.md "Host durability": every state a game reaches passes its own `stateSchema` (so a resumed lobby is not set
 * aside by mistake) and every projection its `viewSchema` (so no guest drops a good view). The games
 * run to the end on their own clock, offline (each task resolved with its fallback).
 */
const playThrough = (game: AnyLobbyGame, state: unknown, ids: string[], t0: number) => {
	let s = state;
	let now = t0;
	for (let step = 0; step < 2000 && !game.isFinished(s); step++) {
		for (let task = game.pendingTask?.(s); task; task = game.pendingTask?.(s))
			s = game.resolveTask!(s, task.key, task.request.fallback, now);
		expect(game.stateSchema.safeParse(JSON.parse(JSON.stringify(s))).success).toBe(true);
		for (const id of ids) {
			const parsed = game.viewSchema.safeParse(JSON.parse(JSON.stringify(game.project(s, id))));
			if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues[0]));
		}
		now = Math.max(now + 1, game.nextDeadline(s) ?? now + 1000);
		s = game.tick(s, now) ?? s;
	}
	expect(game.isFinished(s)).toBe(true);
	for (const id of ids) expect(game.viewSchema.safeParse(game.project(s, id)).success).toBe(true);
};

describe('game schemas match what the games produce', () => {
	it('nhie: every state and view of a 10-round game', () => {
		const game = createNhieGame({ pools: { en: fixturePool(30) } });
		const players = [
			{ id: 'h', name: 'Host', isHost: true },
			{ id: 'a', name: 'Ana', isHost: false }
		];
		const s = game.start(players, NhieSettingsSchema.parse({ rounds: 10 }), 3, 0);
		playThrough(game, s, ['h', 'a'], 0);
	});

	it('mole: every state and view of a whole game', () => {
		const game = createMoleGame(PERSONAS, ACT_MODEL);
		const players = seats(5);
		const s = game.start(players, { ...defaultMoleSettings(), persona: 'en', rounds: 2 }, 7, 1_000_000);
		playThrough(
			game,
			s,
			players.map((p) => p.id),
			1_000_000
		);
	});

	it('a broken state or view fails the schema', () => {
		const game = createNhieGame({ pools: { en: fixturePool(30) } });
		const s = game.start([{ id: 'h', name: 'H', isHost: true }], NhieSettingsSchema.parse({}), 3, 0);
		expect(game.stateSchema.safeParse({ ...s, phase: 'dancing' }).success).toBe(false);
		expect(game.viewSchema.safeParse({ ...game.project(s, 'h'), round: 'one' }).success).toBe(false);
	});

	it('the guest-side registry holds each lobby game’s own viewSchema', () => {
		const nhie = createNhieGame({ pools: {} });
		const mole = createMoleGame(PERSONAS, ACT_MODEL);
		const table = createTableGame(loadPack('en'));
		for (const game of [nhie, mole, table]) expect(viewSchemaOf(game.mode)).toBe(game.viewSchema);
		// no test game among the shipped modes
		expect(viewSchemaOf('counter')).toBeNull();
		expect(viewSchemaOf('demo')).toBeNull();
	});
});
