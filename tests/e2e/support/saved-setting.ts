import type { Page } from 'playwright-core';

/**
 * A saved settings row (Dexie `settings` table) by key, read straight from IndexedDB; undefined
 * while the app has not created its database yet (this read never creates it: the open is aborted).
 */
export const savedSetting = (page: Page, key: string): Promise<unknown> =>
	page.evaluate(
		(key) =>
			new Promise<unknown>((resolve) => {
				const open = indexedDB.open('parlor');
				open.onupgradeneeded = () => open.transaction?.abort();
				open.onerror = () => resolve(undefined);
				open.onsuccess = () => {
					const db = open.result;
					try {
						const get = db.transaction('settings').objectStore('settings').get(key);
						get.onsuccess = () => resolve(get.result as unknown);
						get.onerror = () => resolve(undefined);
					} catch {
						resolve(undefined); // not the app's tables yet
					} finally {
						db.close();
					}
				};
			}),
		key
	);
