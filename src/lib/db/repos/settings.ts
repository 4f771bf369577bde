import type { ZodType } from 'zod';
import { db, hasDatabase } from '../db';

/**
 * Session-scope settings (architecture.md): saved on this device, never sent to a peer.
 * Each area keeps its own key and zod schema (`ui`, `llm`, `network`, `nsfw`…). A stored value that
 * no longer validates (older version, hand-edited) is ignored in favour of the default, not a crash.
 */
/**
 * Where settings are kept: these two functions over IndexedDB, or a memory version in tests
 * (`app/testing/memory-app.ts`); the app object hands one to the state managers.
 */
export type SettingsStore = {
	read: <T>(key: string, schema: ZodType<T>, fallback: T) => Promise<T>;
	write: <T>(key: string, schema: ZodType<T>, value: T) => Promise<void>;
};

export const readSetting = async <T>(key: string, schema: ZodType<T>, fallback: T): Promise<T> => {
	if (!(await hasDatabase())) return fallback; // nothing saved yet (issue 18)
	const row = await db().settings.get(key);
	if (!row) return fallback;
	const parsed = schema.safeParse(row.value);
	return parsed.success ? parsed.data : fallback;
};

export const writeSetting = async <T>(key: string, schema: ZodType<T>, value: T): Promise<void> => {
	await db().settings.put({ key, value: schema.parse(value) });
};
