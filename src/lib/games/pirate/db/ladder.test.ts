import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '$lib/db/db';
import { beatCaptain, LADDER_KEY, readLadder } from './ladder';

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

describe('the ladder in Dexie (docs/pirate.md "The ladder")', () => {
	it('starts with nobody beaten, keeps each captain beaten once, in order, across a reopen', async () => {
		expect(await readLadder()).toEqual({ beaten: [], dropped: null });
		expect(await beatCaptain('redbeard')).toEqual(['redbeard']);
		expect(await beatCaptain('silas')).toEqual(['redbeard', 'silas']);
		expect(await beatCaptain('redbeard')).toEqual(['redbeard', 'silas']);
		// a reload: a new database object over the same IndexedDB database
		const name = db().name;
		db().close();
		useDb(new AppDB(name));
		expect(await readLadder()).toEqual({ beaten: ['redbeard', 'silas'], dropped: null });
	});

	it('drops a row that does not validate, says why, and never throws', async () => {
		await db().settings.put({ key: LADDER_KEY, value: { v: 1, beaten: ['redbeard', 42] } });
		expect(await readLadder()).toEqual({
			beaten: [],
			dropped: 'beaten.1: Invalid input: expected string, received number'
		});
		// the bad row is gone: the next read is a clean start
		expect(await db().settings.get(LADDER_KEY)).toBeUndefined();
		expect(await readLadder()).toEqual({ beaten: [], dropped: null });
		await db().settings.put({ key: LADDER_KEY, value: 'climbed it all' });
		expect((await readLadder()).dropped).toMatch(/expected object/);
	});

	it('a win over a bad row replaces it with a valid one', async () => {
		await db().settings.put({ key: LADDER_KEY, value: { v: 2, beaten: 'everyone' } });
		expect(await beatCaptain('redbeard')).toEqual(['redbeard']);
		expect((await db().settings.get(LADDER_KEY))?.value).toEqual({ v: 1, beaten: ['redbeard'] });
	});

	it('refuses to write an id that is not a captain id', async () => {
		await expect(beatCaptain('<script>')).rejects.toThrow();
		expect(await readLadder()).toEqual({ beaten: [], dropped: null });
	});
});
