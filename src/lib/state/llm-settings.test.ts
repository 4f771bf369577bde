import { describe, expect, it, vi } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { DEFAULT_LLM_SETTINGS, LLM_SETTINGS_KEY } from '$lib/llm/settings';
import { LlmSettingsManager } from './llm-settings.svelte';

/** Settings → "Language model" through the app's LLM-settings store (docs/architecture.md "Composition root"): no IndexedDB. */
describe('LlmSettingsManager', () => {
	it('keeps a choice made while the saved settings are still being read, and the saved key too', async () => {
		const app = memoryApp();
		await app.llmSettings.write({
			...DEFAULT_LLM_SETTINGS,
			provider: 'http',
			apiKey: 'sk-saved',
			model: 'm1'
		});
		const mgr = new LlmSettingsManager(app);
		const reading = mgr.init();
		// The tap lands before the read finishes (the Settings page is visible at once).
		const tap = mgr.update({ preset: 'custom' });
		await Promise.all([reading, tap]);
		expect(mgr.value).toMatchObject({ provider: 'http', preset: 'custom', apiKey: 'sk-saved', model: 'm1' });
		expect(await app.llmSettings.read()).toMatchObject({ preset: 'custom', apiKey: 'sk-saved' });
	});

	it('an update with no read yet reads first rather than saving defaults over the stored settings', async () => {
		const app = memoryApp();
		await app.llmSettings.write({ ...DEFAULT_LLM_SETTINGS, baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k' });
		const mgr = new LlmSettingsManager(app);
		await mgr.update({ provider: 'http' });
		expect(await app.llmSettings.read()).toMatchObject({
			provider: 'http',
			baseUrl: 'http://127.0.0.1:1/v1',
			apiKey: 'k'
		});
	});

	it('reads again on the next visit, so an import elsewhere shows up', async () => {
		const app = memoryApp();
		const mgr = new LlmSettingsManager(app);
		await mgr.init();
		expect(mgr.value.provider).toBe('offline');
		await app.llmSettings.write({ ...DEFAULT_LLM_SETTINGS, provider: 'http' });
		await mgr.init();
		expect(mgr.value.provider).toBe('http');
	});

	it('saves into the app it is given: a reload finds the choice, a key kept in memory only is gone', async () => {
		const app = memoryApp();
		const mgr = new LlmSettingsManager(app);
		await mgr.choosePreset('custom');
		await mgr.update({ provider: 'http', baseUrl: 'https://llm.example.org/v1', model: 'm2' });
		await mgr.update({ apiKey: 'sk-typed', forgetKey: true });
		const row = app.settings.values.get(LLM_SETTINGS_KEY);
		expect(row).toMatchObject({ provider: 'http', model: 'm2', keyOrigin: 'https://llm.example.org' });
		expect(JSON.stringify(row)).not.toContain('sk-typed');
		app.llmSettings.forgetMemoryKey(); // a reload
		const reloaded = new LlmSettingsManager(app);
		await reloaded.init();
		expect(reloaded.value).toMatchObject({ preset: 'custom', model: 'm2', apiKey: '' });
	});
	it('"saved" is what the store holds: a choice whose write is still under way is not claimed', async () => {
		const app = memoryApp();
		let release: () => void = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		const store = app.llmSettings.write;
		app.llmSettings.write = async (v) => {
			await held;
			return store(v);
		};
		const mgr = new LlmSettingsManager(app);
		await mgr.init();
		const writing = mgr.update({ provider: 'http', baseUrl: 'http://127.0.0.1:1/v1', model: 'm3' });
		await vi.waitFor(() => expect(mgr.value.model).toBe('m3'));
		expect(mgr.saved.provider).toBe('offline');
		release();
		await writing;
		expect(mgr.saved).toMatchObject({ provider: 'http', model: 'm3' });
		expect(await app.llmSettings.read()).toMatchObject({ provider: 'http', model: 'm3' });
	});
});
