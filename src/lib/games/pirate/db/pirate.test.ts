import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { giveUp, newGame } from '$lib/games/pirate/engine';
import { loadPackSync } from '$lib/games/pirate/engine/testing/packs';
import { AppDB, db, useDb } from '$lib/db/db';
import { deleteGame, getGame, latestActiveGame, listGames, saveGame } from './pirate';

const pack = loadPackSync('en');
const game = (id: string, now: number) =>
	newGame({ id, language: 'en', difficulty: 'hard', seed: 1, now, pack });

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

describe('pirate games in Dexie', () => {
	it('saves, lists newest first, resumes the active game and deletes', async () => {
		await saveGame(game('a', 1), 1);
		await saveGame(giveUp(game('b', 2), 3), 3);
		expect((await listGames()).map((g) => g.id)).toEqual(['b', 'a']);
		expect((await latestActiveGame())?.id).toBe('a');
		const row = await db().sessions.get('b');
		expect(row).toMatchObject({ mode: 'pirate', ref: 'hard', status: 'abandoned' });
		await deleteGame('a');
		expect(await getGame('a')).toBeNull();
	});
	it('skips a row whose data no longer validates', async () => {
		await db().sessions.put({
			id: 'x',
			mode: 'pirate',
			ref: 'easy',
			status: 'active',
			startedAt: 0,
			updatedAt: 9,
			data: { nope: 1 }
		});
		await saveGame(game('ok', 1), 1);
		expect((await listGames()).map((g) => g.id)).toEqual(['ok']);
	});
});
