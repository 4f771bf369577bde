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
	read: <T>(key: string, schema: SettingSchema<T>, fallback: T) => Promise<T>;
	write: <T>(key: string, schema: SettingSchema<T>, value: T) => Promise<void>;
};

/**
 * A setting's schema, or a function that loads it (docs/architecture.md "How a start page starts"): a start page whose settings are read
 * only when something is saved loads neither the schema nor zod on a first visit.
 */
export type SettingSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

export const schemaOf = <T>(schema: SettingSchema<T>): Promise<ZodType<T>> =>
	Promise.resolve(typeof schema === 'function' ? schema() : schema);

export const readSetting = async <T>(key: string, schema: SettingSchema<T>, fallback: T): Promise<T> => {
	if (!(await hasDatabase())) return fallback; // nothing saved yet (docs/architecture.md "How a start page starts")
	const row = await db().settings.get(key);
	if (!row) return fallback;
	const parsed = (await schemaOf(schema)).safeParse(row.value);
	return parsed.success ? parsed.data : fallback;
};

export const writeSetting = async <T>(key: string, schema: SettingSchema<T>, value: T): Promise<void> => {
	const checked = (await schemaOf(schema)).parse(value);
	await db().settings.put({ key, value: checked });
};
