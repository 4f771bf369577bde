import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppDB, useDb } from './db';
import { databaseExists } from './exists';
import { listSessionZeroTables } from '$lib/games/session-zero-table/db/group-table';
import { dexieSeatStore, openHostedLobbies } from './repos/lobby';
import { loadTimesUsed } from '$lib/games/nhie/db/nhie';
import { listCustomPacks } from './repos/packs';
import { latestActiveGame, listGames } from '$lib/games/pirate/db/pirate';
import { latestSessionZeroRun } from '$lib/games/session-zero/db/session-zero';
import { listAttempts } from '$lib/games/safe-choices/db/safe-choices';
import { readSetting, writeSetting } from './repos/settings';

/** docs/architecture.md "How a start page starts": a first visit (no database yet) is told apart without opening one. */
describe('databaseExists', () => {
	const create = (idb: IDBFactory, name: string) =>
		new Promise<void>((resolve, reject) => {
			const req = idb.open(name);
			req.onsuccess = () => {
				req.result.close();
				resolve();
			};
			req.onerror = () => reject(req.error);
		});

	it('is false until the database has been created, and asking does not create it', async () => {
		const idb = new IDBFactory();
		expect(await databaseExists('parlor', idb)).toBe(false);
		expect(await databaseExists('parlor', idb)).toBe(false);
		await create(idb, 'something-else');
		expect(await databaseExists('parlor', idb)).toBe(false);
		await create(idb, 'parlor');
		expect(await databaseExists('parlor', idb)).toBe(true);
	});

	it('a browser that cannot list its databases, or fails to, counts as having one (read as before)', async () => {
		expect(await databaseExists('parlor', {})).toBe(true);
		const failing = { databases: () => Promise.reject(new Error('UnknownError')) };
		expect(await databaseExists('parlor', failing)).toBe(true);
	});

	it('no IndexedDB at all: nothing can be saved', async () => {
		expect(await databaseExists('parlor', undefined)).toBe(false);
	});
});

describe('reads at a page start on a first visit', () => {
	it('answer empty without creating the database; once something is saved they read it', async () => {
		const name = `first-visit-${Math.random()}`;
		useDb(new AppDB(name));
		const Interval = z.object({ n: z.number() });
		expect(await readSetting('safe', Interval, { n: 3 })).toEqual({ n: 3 });
		expect(await listCustomPacks('scenario')).toEqual([]);
		expect(await listAttempts()).toEqual([]);
		// the start pages of /pirate, /quiz, /nhie, / and /join (docs/architecture.md "How a start page starts")
		expect(await listGames()).toEqual([]);
		expect(await latestActiveGame()).toBeNull();
		expect(await latestSessionZeroRun()).toBeNull();
		expect(await loadTimesUsed('nhie-en')).toEqual({});
		expect(await openHostedLobbies(0)).toEqual([]);
		expect(await dexieSeatStore.get('ABCD')).toBeNull();
		expect(await listSessionZeroTables()).toEqual([]);
		expect(await databaseExists(name)).toBe(false);

		await writeSetting('safe', Interval, { n: 5 });
		expect(await databaseExists(name)).toBe(true);
		useDb(new AppDB(name)); // a reload: a new handle, not yet open
		expect(await readSetting('safe', Interval, { n: 3 })).toEqual({ n: 5 });
	});
});
