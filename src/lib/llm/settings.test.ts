import { describe, expect, it } from 'vitest';
import { PRESETS } from './presets';
import { DEFAULT_LLM_SETTINGS, LlmSettingsSchema, keyFitsAddress } from './settings';

/** docs/llm.md "Providers" (http): the preset the screen names is the address the app calls. */
describe('LLM settings: a preset with no address', () => {
	it('a first visit shows OpenAI with its address and model, so "Test connection" can run', () => {
		expect(DEFAULT_LLM_SETTINGS).toMatchObject({
			preset: 'openai',
			baseUrl: PRESETS.openai.baseUrl,
			model: PRESETS.openai.defaultModel
		});
	});

	it('a stored row with a preset and no address reads as that preset, a model typed kept', () => {
		const read = LlmSettingsSchema.parse({
			provider: 'http',
			preset: 'groq',
			baseUrl: '',
			model: 'my-model'
		});
		expect(read).toMatchObject({ baseUrl: PRESETS.groq.baseUrl, model: 'my-model' });
		expect(LlmSettingsSchema.parse({ preset: 'custom', baseUrl: '' }).baseUrl).toBe('');
		expect(LlmSettingsSchema.parse({ baseUrl: 'http://127.0.0.1:1/v1' }).baseUrl).toBe(
			'http://127.0.0.1:1/v1'
		);
	});

	it('a key typed while the address was empty belongs to the preset shown', () => {
		const read = LlmSettingsSchema.parse({
			provider: 'http',
			preset: 'openai',
			apiKey: 'sk-1',
			keyOrigin: ''
		});
		expect(read.keyOrigin).toBe('https://api.openai.com');
		expect(keyFitsAddress(read)).toBe(true);
	});
});
