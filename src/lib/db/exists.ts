/**
 * Whether this device has the app's IndexedDB database yet, asked without Dexie (issue 18). On a
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
