/**
 * OpenAI-compatible providers the settings offer (llm.md, "http"). `jsonSchema` says whether the
 * provider accepts `response_format: {type:'json_schema'}`; the others get `json_object`.
 * `cors` names the fix a user needs when the browser blocks the call (local servers).
 */
export const PRESET_IDS = [
	'openai',
	'openrouter',
	'groq',
	'together',
	'mistral',
	'xai',
	'ollama',
	'lmstudio',
	'custom'
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export type CorsFix = 'none' | 'ollama' | 'lmstudio' | 'generic';

export type Preset = {
	id: PresetId;
	label: string;
	baseUrl: string;
	defaultModel: string;
	jsonSchema: boolean;
	needsKey: boolean;
	cors: CorsFix;
	/** OpenAI's newer models refuse `max_tokens`; they all take `max_completion_tokens`. */
	maxTokensField?: 'max_tokens' | 'max_completion_tokens';
	/** Where to get a key (shown as a link). */
	keyUrl?: string;
};

export const PRESETS: Record<PresetId, Preset> = {
	openai: {
		id: 'openai',
		label: 'OpenAI',
		baseUrl: 'https://api.openai.com/v1',
		defaultModel: 'gpt-4o-mini',
		jsonSchema: true,
		maxTokensField: 'max_completion_tokens',
		needsKey: true,
		cors: 'none',
		keyUrl: 'https://platform.openai.com/api-keys'
	},
	openrouter: {
		id: 'openrouter',
		label: 'OpenRouter',
		baseUrl: 'https://openrouter.ai/api/v1',
		defaultModel: 'openai/gpt-4o-mini',
		jsonSchema: true,
		needsKey: true,
		cors: 'none',
		keyUrl: 'https://openrouter.ai/keys'
	},
	groq: {
		id: 'groq',
		label: 'Groq',
		baseUrl: 'https://api.groq.com/openai/v1',
		defaultModel: 'llama-3.1-8b-instant',
		// Groq's json_schema works on a few models only; json_object works on all.
		jsonSchema: false,
		needsKey: true,
		cors: 'none',
		keyUrl: 'https://console.groq.com/keys'
	},
	together: {
		id: 'together',
		label: 'Together',
		baseUrl: 'https://api.together.xyz/v1',
		defaultModel: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
		jsonSchema: false,
		needsKey: true,
		cors: 'none',
		keyUrl: 'https://api.together.ai/settings/api-keys'
	},
	mistral: {
		id: 'mistral',
		label: 'Mistral',
		baseUrl: 'https://api.mistral.ai/v1',
		defaultModel: 'mistral-small-latest',
		jsonSchema: true,
		needsKey: true,
		cors: 'none',
		keyUrl: 'https://console.mistral.ai/api-keys'
	},
	xai: {
		id: 'xai',
		label: 'xAI',
		baseUrl: 'https://api.x.ai/v1',
		defaultModel: 'grok-3-mini',
		jsonSchema: true,
		needsKey: true,
		cors: 'none',
		keyUrl: 'https://console.x.ai'
	},
	ollama: {
		id: 'ollama',
		label: 'Ollama',
		baseUrl: 'http://localhost:11434/v1',
		defaultModel: 'llama3.2',
		jsonSchema: true,
		needsKey: false,
		cors: 'ollama'
	},
	lmstudio: {
		id: 'lmstudio',
		label: 'LM Studio',
		baseUrl: 'http://localhost:1234/v1',
		defaultModel: 'qwen2.5-7b-instruct',
		// LM Studio refuses json_object; it accepts json_schema.
		jsonSchema: true,
		needsKey: false,
		cors: 'lmstudio'
	},
	custom: {
		id: 'custom',
		label: 'Custom',
		baseUrl: '',
		defaultModel: '',
		jsonSchema: false,
		needsKey: false,
		cors: 'generic'
	}
};

/** The preset whose base URL starts the given one (sim configs carry only a URL), else custom. */
export const presetForUrl = (baseUrl: string): PresetId => {
	const url = baseUrl.replace(/\/+$/, '');
	const hit = PRESET_IDS.find((id) => id !== 'custom' && PRESETS[id].baseUrl === url);
	return hit ?? 'custom';
};
