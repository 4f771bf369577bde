import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '$lib/db/db';
import { dexieYourData, type YourDataStore } from '$lib/app/your-data';
import { YourDataManager } from './your-data.svelte';

/**
 * The "Your data" page's state manager — what is stored (with loading and a read
 * error), one action at a time, its outcome as data the page words (never an uncaught error), and
 * a backup with other LLM settings held for the user's choice. Over the app's Dexie store, and over
 * a store that fails where a browser may.
 */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const session = (id: string) => ({
	id,
	mode: 'pirate' as const,
	ref: 'easy',
	status: 'finished' as const,
	startedAt: 1,
	updatedAt: 2,
	finishedAt: 2,
	data: {}
});
const backupText = (tables: Record<string, unknown[]>) =>
	JSON.stringify({
		format: 'parlor-backup',
		version: 1,
		dbVersion: 3,
		exportedAt: 'x',
		tables: {
			settings: [],
			packs: [],
			usage: [],
			lobbies: [],
			lobbyEvents: [],
			seats: [],
			sessions: [],
			...tables
		}
	});

describe('YourDataManager', () => {
	it('reads what is stored, imports a backup after the yes, and counts it', async () => {
		const data = new YourDataManager(dexieYourData);
		expect(data.counts).toBeNull();
		await data.init();
		expect(data.counts?.sessions).toBe(0);
		const backup = await data.readBackup(backupText({ sessions: [session('a'), session('b')] }), 'en');
		expect(backup).not.toBeNull();
		expect(data.pending).toBeNull();
		expect(data.counts?.sessions).toBe(0); // nothing written before the yes
		await data.apply(backup!);
		expect(data.done).toEqual({ kind: 'imported', rows: 2 });
		expect(data.counts?.sessions).toBe(2);
		expect(data.busy).toBe(false);
	});

	it('a backup with other LLM settings waits for the choice; a bad one is a failure naming the paths', async () => {
		const data = new YourDataManager(dexieYourData);
		const llm = {
			key: 'llm',
			value: { provider: 'http', baseUrl: 'https://api.example.org/v1', model: 'm' }
		};
		expect(await data.readBackup(backupText({ settings: [llm] }), 'en')).toBeNull();
		expect(data.pending?.llm.changes.map((c) => c.field)).toContain('baseUrl');
		expect(await db().settings.count()).toBe(0);

		expect(await data.readBackup('{"format":"parlor-backup"}', 'ru')).toBeNull();
		expect(data.pending).toBeNull();
		expect(data.failure).toMatchObject({ what: 'backup', reason: 'schema' });
		expect(data.failure!.issues.length).toBeGreaterThan(0);

		await data.importPack('{"kind":"nhie"}');
		expect(data.failure).toMatchObject({ what: 'pack', reason: 'schema' });
		expect(data.done).toBeNull();
	});

	it('a store that cannot be read or written gives readFailed and a quota failure, never a throw', async () => {
		const quota = () => Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
		const broken: YourDataStore = {
			...dexieYourData,
			counts: () => Promise.reject(new Error('UnknownError')),
			deleteAll: quota
		};
		let forgotten = 0;
		const data = new YourDataManager(broken, () => forgotten++);
		await data.init();
		expect(data.readFailed).toBe(true);
		await data.deleteAll();
		expect(data.failure).toEqual({ what: 'file', reason: 'quota', issues: [] });
		expect(data.done).toBeNull();
		expect(data.busy).toBe(false);
		expect(forgotten).toBe(0); // nothing deleted: the theme and language marks stay too

		const healed = new YourDataManager(dexieYourData, () => forgotten++);
		await healed.refresh();
		expect(healed.readFailed).toBe(false);
		await healed.deleteAll();
		expect([healed.done, forgotten]).toEqual([{ kind: 'deleted' }, 1]);
	});
});
