import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { readLlmSettings, writeLlmSettings, DEFAULT_LLM_SETTINGS } from '$lib/db/repos/llm-settings';
import { LlmSettingsManager } from './llm-settings.svelte';

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

describe('LlmSettingsManager', () => {
	it('keeps a choice made while the saved settings are still being read, and the saved key too', async () => {
		await writeLlmSettings({ ...DEFAULT_LLM_SETTINGS, provider: 'http', apiKey: 'sk-saved', model: 'm1' });
		const mgr = new LlmSettingsManager();
		const reading = mgr.init();
		// The tap lands before the read finishes (the Settings page is visible at once).
		const tap = mgr.update({ preset: 'custom' });
		await Promise.all([reading, tap]);
		expect(mgr.value).toMatchObject({ provider: 'http', preset: 'custom', apiKey: 'sk-saved', model: 'm1' });
		expect(await readLlmSettings()).toMatchObject({ preset: 'custom', apiKey: 'sk-saved' });
	});

	it('an update with no read yet reads first rather than saving defaults over the stored settings', async () => {
		await writeLlmSettings({ ...DEFAULT_LLM_SETTINGS, baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k' });
		const mgr = new LlmSettingsManager();
		await mgr.update({ provider: 'http' });
		expect(await readLlmSettings()).toMatchObject({
			provider: 'http',
			baseUrl: 'http://127.0.0.1:1/v1',
			apiKey: 'k'
		});
	});

	it('reads again on the next visit, so an import elsewhere shows up', async () => {
		const mgr = new LlmSettingsManager();
		await mgr.init();
		expect(mgr.value.provider).toBe('offline');
		await writeLlmSettings({ ...DEFAULT_LLM_SETTINGS, provider: 'http' });
		await mgr.init();
		expect(mgr.value.provider).toBe('http');
	});
});
