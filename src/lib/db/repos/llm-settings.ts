import {
	DEFAULT_LLM_SETTINGS,
	keyFitsAddress,
	keyOriginOf,
	keptKeyOrigin,
	LLM_SETTINGS_KEY,
	LlmSettingsSchema,
	type LlmSettings
} from '$lib/llm/settings';
import { readSetting, writeSetting, type SettingsStore } from './settings';

/**
 * Where the LLM provider settings are kept (llm.md; architecture.md "session" scope; the schema and
 * the key's origin rules are `$lib/llm/settings.ts`): over a settings store. `read` hands out the key only while the address is on
 * the key's origin, '' otherwise; `write` binds a key without `keyOrigin` to its own address and,
 * with `forgetKey`, keeps the key only in this store's memory; `forgetMemoryKey` is a reload.
 */
export const llmSettingsOver = (settings: SettingsStore) => {
	let memoryKey = '';
	return {
		read: async (): Promise<LlmSettings> => {
			const stored = await settings.read(LLM_SETTINGS_KEY, LlmSettingsSchema, DEFAULT_LLM_SETTINGS);
			const key = stored.forgetKey ? memoryKey : stored.apiKey;
			return { ...stored, apiKey: keyFitsAddress(stored) ? key : '' };
		},
		write: async (value: LlmSettings): Promise<void> => {
			const stored = await settings.read(LLM_SETTINGS_KEY, LlmSettingsSchema, DEFAULT_LLM_SETTINGS);
			// `read` handed out '' for a key kept for another origin: '' with that same origin is the
			// key withheld, not cleared (a key typed, even an empty one, is bound to the address now)
			const kept =
				!value.apiKey && keptKeyOrigin(stored) !== null && keyOriginOf(value) === keyOriginOf(stored);
			const key = kept ? (stored.forgetKey ? memoryKey : stored.apiKey) : value.apiKey;
			memoryKey = key;
			await settings.write(LLM_SETTINGS_KEY, LlmSettingsSchema, {
				...value,
				keyOrigin: keyOriginOf(value),
				apiKey: value.forgetKey ? '' : key
			});
		},
		forgetMemoryKey: (): void => {
			memoryKey = '';
		}
	};
};

const dexieLlmSettings = llmSettingsOver({ read: readSetting, write: writeSetting });

/** What the app uses: the key only while the address is on the key's origin, '' otherwise. */
export const readLlmSettings = dexieLlmSettings.read;

/** Saves the settings; a value without `keyOrigin` binds its key to its own address. */
export const writeLlmSettings = dexieLlmSettings.write;

/** For tests: what a reload would see (the memory-only key forgotten). */
export const forgetMemoryKey = dexieLlmSettings.forgetMemoryKey;
