/**
 * Whether this device has the app's IndexedDB database yet, asked without Dexie (docs/architecture.md "How a start page starts"). On a
 * first visit nothing is saved: a start page need not load Dexie and zod to read nothing. A browser
 * that cannot list its databases (`indexedDB.databases`, Firefox before 126) or fails to answer
 * counts as "yes": the app then reads as it always did.
 */
export const DB_NAME = 'parlor';

type Listing = { databases?: () => Promise<{ name?: string }[]> };

export const databaseExists = async (
	name = DB_NAME,
	idb: Listing | undefined = globalThis.indexedDB
): Promise<boolean> => {
	if (!idb) return false;
	if (typeof idb.databases !== 'function') return true;
	try {
		return (await idb.databases()).some((d) => d.name === name);
	} catch {
		return true;
	}
};

/** Whether this page has built a database handle (`db()`, or a test's `useDb`), and its name. */
let handle: string | null = null;

/** Called by db.ts when it builds or is given the handle. */
export const handleBuilt = (name: string): void => {
	handle = name;
};

/**
 * Whether anything may be saved, asked without loading Dexie (docs/architecture.md "How a start page starts"): once this page has a
 * handle, always yes (the repositories then ask the handle, `hasDatabase()`); before, whether the
 * app's database exists. The app object's reads answer their empty value when not, without
 * importing their repository — and with it Dexie and the rows' schemas — on a first visit.
 */
export const savedDataMayExist = async (): Promise<boolean> => handle !== null || databaseExists(DB_NAME);
