import { z } from 'zod';
import { PRESET_IDS } from '$lib/llm/presets';
import { readSetting, writeSetting } from './settings';

/**
 * The LLM provider settings (llm.md; architecture.md "session" scope: saved on this device, never
 * sent to a peer). With `forgetKey` the key lives only in this module's memory and is gone on reload.
 */
export const LLM_SETTINGS_KEY = 'llm';

export const LlmSettingsSchema = z.object({
	provider: z.enum(['offline', 'webllm', 'http']).default('offline'),
	preset: z.enum(PRESET_IDS).default('openai'),
	baseUrl: z.string().max(500).default(''),
	model: z.string().max(200).default(''),
	apiKey: z.string().max(1000).default(''),
	forgetKey: z.boolean().default(false),
	/** The on-device model chosen (a web-llm model id), '' for none. */
	webllmModel: z.string().max(200).default('')
});
export type LlmSettings = z.infer<typeof LlmSettingsSchema>;

export const DEFAULT_LLM_SETTINGS: LlmSettings = LlmSettingsSchema.parse({});

let memoryKey = '';

export const readLlmSettings = async (): Promise<LlmSettings> => {
	const stored = await readSetting(LLM_SETTINGS_KEY, LlmSettingsSchema, DEFAULT_LLM_SETTINGS);
	return stored.forgetKey ? { ...stored, apiKey: memoryKey } : stored;
};

export const writeLlmSettings = async (value: LlmSettings): Promise<void> => {
	memoryKey = value.apiKey;
	await writeSetting(LLM_SETTINGS_KEY, LlmSettingsSchema, {
		...value,
		apiKey: value.forgetKey ? '' : value.apiKey
	});
};

/** For tests: what a reload would see (the memory-only key forgotten). */
export const forgetMemoryKey = (): void => {
	memoryKey = '';
};
