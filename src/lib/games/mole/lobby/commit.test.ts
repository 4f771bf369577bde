import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '$lib/db/db';
import { listMoleSessions } from '$lib/games/mole/db/mole';
import { dexieLobbyStore } from '$lib/db/repos/lobby';
import { createMoleGame } from '$lib/games/mole/engine/game';
import { defaultMoleSettings, type MoleState } from '$lib/games/mole/engine/state';
import { ACT_MODEL, PERSONAS, seats } from '$lib/games/mole/engine/testing/fixtures';
import { newLobbyRecord, type LobbyRecord } from '$lib/lobby/store';
import { moleCommit } from './commit';

/**
 * The commit that finishes a mole game saves it to `sessions` inside the lobby record's
 * transaction — both or neither — and a commit whose previous record is already finished (a reloaded
 * host, a replay of the stored commit) saves nothing again. The game runs to its end on its own clock,
 * offline (every narrator task answered by its fallback).
 */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const game = createMoleGame(PERSONAS, ACT_MODEL);
const T0 = 1_000_000;

/** The last state before the end and the finished one. */
const playToTheEnd = (): [MoleState, MoleState] => {
	const players = seats(5);
	let s = game.start(players, { ...defaultMoleSettings(), persona: 'en', rounds: 1 }, 7, T0);
	let now = T0;
	let before = s;
	for (let step = 0; step < 500 && !game.isFinished(s); step++) {
		for (let task = game.pendingTask?.(s); task; task = game.pendingTask?.(s))
			s = game.resolveTask!(s, task.key, task.request.fallback, now);
		now = Math.max(now + 1, game.nextDeadline(s) ?? now + 1000);
		before = s;
		s = game.tick(s, now) ?? s;
	}
	expect(game.isFinished(s)).toBe(true);
	return [before, s];
};

const recordOf = (state: MoleState, stateId: number, finishedAt: number | null): LobbyRecord => ({
	...newLobbyRecord({
		code: 'MOLE',
		mode: 'mole',
		peerToken: 'p',
		hostId: state.players[0].id,
		hostName: state.players[0].name,
		hostToken: 't',
		settings: state.settings,
		seed: 7,
		now: T0
	}),
	status: finishedAt === null ? 'playing' : 'finished',
	game: state,
	stateId,
	finishedAt
});

const save = (prev: LobbyRecord, next: LobbyRecord, fail = false) =>
	dexieLobbyStore.save(
		next,
		{ kind: 'tick', playerId: null, stateId: next.stateId, payload: null },
		T0,
		async (tx) => {
			await moleCommit(prev, next, tx);
			if (fail) throw new Error('IndexedDB gave up');
		}
	);

describe('mole: the finished game is saved with the commit that finishes it', () => {
	it('a throw in the transaction leaves neither the record nor the session; the next write saves both once', async () => {
		const [last, over] = playToTheEnd();
		const prev = recordOf(last, 40, null);
		const next = recordOf(over, 41, over.finishedAt);
		await dexieLobbyStore.save(prev, null, T0);

		await expect(save(prev, next, true)).rejects.toThrow('IndexedDB gave up');
		expect((await dexieLobbyStore.load('MOLE'))!.stateId).toBe(40);
		expect(await listMoleSessions()).toEqual([]);

		await save(prev, next);
		expect((await dexieLobbyStore.load('MOLE'))!.stateId).toBe(41);
		const sessions = await listMoleSessions();
		expect(sessions).toHaveLength(1);
		expect(sessions[0]).toMatchObject({
			id: `mole-MOLE-${T0}`,
			winner: over.winner,
			winReason: over.winReason
		});
		expect(sessions[0].players.map((p) => p.role).sort()).toEqual(over.players.map((p) => p.role).sort());
	});

	it('a commit after the end (a reloaded host, the stored commit replayed) saves nothing again', async () => {
		const [last, over] = playToTheEnd();
		const prev = recordOf(last, 40, null);
		const next = recordOf(over, 41, over.finishedAt);
		await save(prev, next);
		await db().sessions.update(`mole-MOLE-${T0}`, { updatedAt: -1 });
		await save(next, { ...next, stateId: 42, locked: true });
		await save(next, next);
		expect((await db().sessions.get(`mole-MOLE-${T0}`))!.updatedAt).toBe(-1);
		expect(await listMoleSessions()).toHaveLength(1);
	});
});
