import { z } from 'zod';
import { PRESET_IDS, PRESETS } from './presets';

/**
 * The LLM provider settings (llm.md; architecture.md "session" scope: saved on this device, never
 * sent to a peer): their schema, defaults and the key's origin rules. Where they are kept is the
 * app's `llmSettings` (`db/repos/llm-settings.ts`).
 *
 * The key is bound to the origin it was entered for (`keyOrigin`): whatever changes the
 * address (a preset, a manual edit, an imported backup), the key is handed out only while the address
 * is on that origin, so it never goes to a server the user did not send it to.
 */
export const LLM_SETTINGS_KEY = 'llm';

const SettingsFields = z.object({
	provider: z.enum(['offline', 'webllm', 'http']).default('offline'),
	preset: z.enum(PRESET_IDS).default('openai'),
	baseUrl: z.string().max(500).default(''),
	model: z.string().max(200).default(''),
	apiKey: z.string().max(1000).default(''),
	/** The origin of `baseUrl` when the key was entered; absent in settings saved before keys were bound to an origin. */
	keyOrigin: z.string().max(500).optional(),
	forgetKey: z.boolean().default(false),
	/** The on-device model chosen (a web-llm model id), '' for none. */
	webllmModel: z.string().max(200).default('')
});
type Fields = z.infer<typeof SettingsFields>;

/**
 * A preset shown with no address is that preset's address and model (docs/llm.md "Providers", http):
 * the screen names "OpenAI" from the first visit, so its address is filled in too, not only once
 * the menu is changed. A key typed while the address was empty was typed for that preset.
 */
const withPresetAddress = (s: Fields): Fields => {
	if (s.preset === 'custom' || s.baseUrl.trim()) return s;
	const p = PRESETS[s.preset];
	const filled = { ...s, baseUrl: p.baseUrl, model: s.model.trim() ? s.model : p.defaultModel };
	return s.keyOrigin === '' ? { ...filled, keyOrigin: originOf(p.baseUrl) } : filled;
};

export const LlmSettingsSchema = SettingsFields.transform(withPresetAddress);
export type LlmSettings = z.infer<typeof LlmSettingsSchema>;

/** `https://api.example.com` for `https://api.example.com/v1/`; the trimmed text when it is no URL. */
export const originOf = (baseUrl: string): string => {
	const text = baseUrl.trim();
	try {
		const origin = new URL(text).origin;
		return origin === 'null' ? text.toLowerCase() : origin;
	} catch {
		return text.toLowerCase();
	}
};

export const DEFAULT_LLM_SETTINGS: LlmSettings = LlmSettingsSchema.parse({});

/** The origin the key belongs to (an older row without one: the address it was saved with). */
export const keyOriginOf = (s: LlmSettings): string => s.keyOrigin ?? originOf(s.baseUrl);

/** True when the key may be sent to the current address. */
export const keyFitsAddress = (s: LlmSettings): boolean => keyOriginOf(s) === originOf(s.baseUrl);

/**
 * The origin a stored key is kept for while the address points elsewhere (the backup's settings
 * taken on import, llm.md "The key"): the key is neither sent nor shown, and an edit that types no
 * key keeps it; null when the settings hold no such key.
 */
export const keptKeyOrigin = (s: LlmSettings): string | null =>
	s.keyOrigin !== undefined && !keyFitsAddress(s) ? s.keyOrigin : null;

/**
 * The settings after an edit: a key typed now belongs to the address now; an address moved to
 * another origin drops the key (`clearedFor` names the origin it belonged to, for the notice).
 */
export const bindKey = (
	prev: LlmSettings,
	next: LlmSettings,
	keyTyped: boolean
): { value: LlmSettings; clearedFor: string | null } => {
	const origin = originOf(next.baseUrl);
	if (keyTyped) return { value: { ...next, keyOrigin: origin }, clearedFor: null };
	const was = keyOriginOf(prev);
	if (was === origin) return { value: { ...next, keyOrigin: origin }, clearedFor: null };
	// a key kept for another address (handed out as '') stays kept: an edit that typed no key is no
	// reason to delete it, and it is sent again only once the address is back on its origin
	if (!prev.apiKey && keptKeyOrigin(prev) !== null)
		return { value: { ...next, keyOrigin: was }, clearedFor: null };
	return { value: { ...next, apiKey: '', keyOrigin: origin }, clearedFor: next.apiKey ? was : null };
};
