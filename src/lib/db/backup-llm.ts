import { type z } from 'zod';
import {
	DEFAULT_LLM_SETTINGS,
	keyOriginOf,
	LLM_SETTINGS_KEY,
	LlmSettingsSchema,
	originOf,
	type LlmSettings
} from '$lib/llm/settings';
import type { RowSchemas } from './schema';

/**
 * A backup and the language-model settings: a backup never carries a key (the export
 * leaves it out, the import ignores one), never changes the LLM settings unless the user saw the
 * changes and chose the backup's, and never deletes the key stored on this device: the key stays,
 * bound to the origin it was entered for, so a backup pointing elsewhere cannot receive it.
 */
type SettingsRow = z.infer<(typeof RowSchemas)['settings']>;

export const LLM_CHANGE_FIELDS = [
	'provider',
	'preset',
	'baseUrl',
	'model',
	'forgetKey',
	'webllmModel'
] as const;
export type LlmChangeField = (typeof LLM_CHANGE_FIELDS)[number];
export type LlmChange = { field: LlmChangeField; from: string; to: string };
export type LlmImportChoice = 'use' | 'keep';

/** The LLM settings a settings table holds (defaults when it has none or they do not validate). */
export const llmSettingsIn = (rows: readonly SettingsRow[]): LlmSettings => {
	const row = rows.find((r) => r.key === LLM_SETTINGS_KEY);
	const parsed = LlmSettingsSchema.safeParse(row?.value ?? {});
	return parsed.success ? parsed.data : DEFAULT_LLM_SETTINGS;
};

export type LlmImportPreview = {
	changes: LlmChange[];
	/** The origin this device's key stays bound to when the backup's address is elsewhere. */
	keyStaysWith: string | null;
};

/** What taking the backup's LLM settings would change here (the key never counts: it is not in a backup). */
export const previewLlmImport = (
	current: readonly SettingsRow[],
	incoming: readonly SettingsRow[]
): LlmImportPreview => {
	const now = llmSettingsIn(current);
	const next = llmSettingsIn(incoming);
	const changes = LLM_CHANGE_FIELDS.filter((f) => now[f] !== next[f]).map((field) => ({
		field,
		from: String(now[field]),
		to: String(next[field])
	}));
	const hasKey = now.apiKey !== '' || now.forgetKey;
	const keyOrigin = keyOriginOf(now);
	return {
		changes,
		keyStaysWith: hasKey && changes.length && keyOrigin !== originOf(next.baseUrl) ? keyOrigin : null
	};
};

/**
 * The settings rows to write: the backup's rows, with this device's LLM settings ('keep') or the
 * backup's ('use') carrying this device's key and its origin.
 */
export const settingsToWrite = (
	current: readonly SettingsRow[],
	incoming: readonly SettingsRow[],
	choice: LlmImportChoice
): SettingsRow[] => {
	const others = incoming.filter((r) => r.key !== LLM_SETTINGS_KEY);
	const here = current.find((r) => r.key === LLM_SETTINGS_KEY);
	if (choice === 'keep') return here ? [...others, here] : others;
	const there = incoming.find((r) => r.key === LLM_SETTINGS_KEY);
	if (!here) return there ? [...others, { key: LLM_SETTINGS_KEY, value: withoutKey(there.value) }] : others;
	const now = llmSettingsIn(current);
	const hasKey = now.apiKey !== '' || now.forgetKey;
	const { keyOrigin: _claimed, ...next } = llmSettingsIn(incoming);
	// no key here: none to keep bound, and the backup's claimed origin means nothing
	const value: LlmSettings = hasKey
		? { ...next, apiKey: now.apiKey, keyOrigin: keyOriginOf(now) }
		: { ...next, apiKey: '' };
	return [...others, { key: LLM_SETTINGS_KEY, value }];
};

/** A backup's own settings value with any key it claims to carry removed. */
const withoutKey = (value: unknown): unknown => {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
	const { apiKey: _key, keyOrigin: _origin, ...rest } = value as Record<string, unknown>;
	return rest;
};
