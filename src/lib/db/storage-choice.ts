import { DB_NAME } from './exists';

/**
 * Where the database lives. A browser that keeps no IndexedDB for this site — no API at all, or site
 * data blocked ("The user denied permission to access the database") — still plays every mode: the
 * database then lives in the page's memory (fake-indexeddb, loaded only then), and the app says that
 * nothing is kept once the page is closed (`keptOnDevice`). Real parties meet such browsers: a
 * school's locked-down laptop, a phone set to block site data.
 */
export type Backend = { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };
/** null: the browser's own IndexedDB. */
export type StorageChoice = () => Promise<Backend | null>;

const PROBE = 'parlor-probe';

/** Whether this browser lets the site open an IndexedDB database: a probe database, opened and deleted. */
export const canOpenIndexedDb = (idb: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> =>
	new Promise((resolve) => {
		if (!idb) return resolve(false);
		try {
			const req = idb.open(PROBE);
			req.onsuccess = () => {
				req.result.close();
				try {
					idb.deleteDatabase(PROBE);
				} catch {
					// the probe stays behind: harmless
				}
				resolve(true);
			};
			req.onerror = () => resolve(false);
		} catch {
			resolve(false);
		}
	});

/** The in-memory IndexedDB (fake-indexeddb: the same engine the unit tests run on), loaded on demand. */
export const memoryBackend = async (): Promise<Backend> => {
	const { indexedDB, IDBKeyRange } = await import('fake-indexeddb');
	return { indexedDB, IDBKeyRange } as unknown as Backend;
};

let inMemory = false;
const listeners = new Set<() => void>();

/** False once the database lives in memory: nothing is kept after this page closes. */
export const keptOnDevice = (): boolean => !inMemory;

/** Calls `fn` when the database moves to memory; returns the unsubscribe. */
export const onNotKept = (fn: () => void): (() => void) => {
	listeners.add(fn);
	return () => listeners.delete(fn);
};

/** Whether the browser lists the app's database (a browser that refuses storage fails to list). */
const listed = async (idb: IDBFactory | undefined): Promise<boolean> => {
	try {
		return typeof idb?.databases === 'function' && (await idb.databases()).some((d) => d.name === DB_NAME);
	} catch {
		return false;
	}
};

/**
 * The app's choice: the browser's IndexedDB when the app's database is already there (it works) or a
 * probe opens; memory otherwise.
 */
export const chooseStorage: StorageChoice = async () => {
	const idb = globalThis.indexedDB;
	if ((await listed(idb)) || (await canOpenIndexedDb(idb))) return null;
	const backend = await memoryBackend();
	inMemory = true;
	for (const fn of listeners) fn();
	return backend;
};
