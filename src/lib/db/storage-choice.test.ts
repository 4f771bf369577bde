import { indexedDB as fakeIndexedDb } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDB } from './db';
import { canOpenIndexedDb, chooseStorage, keptOnDevice, memoryBackend, onNotKept } from './storage-choice';

/**
 * A browser that keeps no IndexedDB for the site still plays: the database lives in memory. No
 * `fake-indexeddb/auto` here — this file's global has no IndexedDB at all, as such a browser.
 */

/** A browser with site data blocked: the factory is there, every open fails (Chrome's "denied"). */
const refusing = {
	open() {
		const req = {} as IDBOpenDBRequest;
		setTimeout(() => {
			Object.defineProperty(req, 'error', {
				value: new DOMException('The user denied permission', 'UnknownError')
			});
			req.onerror?.(new Event('error'));
		});
		return req;
	},
	databases: () => Promise.reject(new DOMException('denied', 'UnknownError'))
} as unknown as IDBFactory;

afterEach(() => vi.unstubAllGlobals());

describe('where the database lives', () => {
	it('the browser opens IndexedDB: yes; no API, or every open refused: no', async () => {
		expect(await canOpenIndexedDb(fakeIndexedDb)).toBe(true);
		expect(await canOpenIndexedDb(undefined)).toBe(false);
		expect(await canOpenIndexedDb(refusing)).toBe(false);
	});

	it('a browser that refuses storage gets the database in memory, and the app is told nothing is kept', async () => {
		vi.stubGlobal('indexedDB', refusing);
		const told = vi.fn();
		const stop = onNotKept(told);
		expect(keptOnDevice()).toBe(true);
		const backend = await chooseStorage();
		stop();
		expect(backend?.indexedDB).toBeDefined();
		expect(keptOnDevice()).toBe(false);
		expect(told).toHaveBeenCalledOnce();
	});

	it("the app's database works in memory where the browser has no IndexedDB: rows written are read back", async () => {
		expect(globalThis.indexedDB).toBeUndefined();
		const db = new AppDB('parlor-memory-test', memoryBackend);
		await db.settings.put({ key: 'theme', value: 'dark' });
		await db.usage.put({ key: 'pack:q1', packId: 'pack', count: 2 });
		expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' });
		expect(await db.usage.where('packId').equals('pack').count()).toBe(1);
		db.close();
	});

	it('a browser whose IndexedDB works keeps it (the choice is the browser own factory)', async () => {
		vi.stubGlobal('indexedDB', fakeIndexedDb);
		expect(await chooseStorage()).toBeNull();
	});
});
