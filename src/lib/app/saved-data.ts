import { databaseExists } from '$lib/db/exists';

/**
 * Whether this device has saved anything yet: the app's database by its name, asked without Dexie
 * (docs/architecture.md "How a start page starts", `db/exists.ts`). Its own module, not a part of the app object: a start page asks it
 * before loading the stores.
 */
export const appDatabaseExists = (): Promise<boolean> => databaseExists();

/** Whether what the app saves outlives this page (`db/storage-choice.ts`: memory when the browser refuses). */
export { keptOnDevice, onNotKept } from '$lib/db/storage-choice';
