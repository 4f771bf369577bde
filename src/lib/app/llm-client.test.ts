import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { DEFAULT_LLM_SETTINGS } from '$lib/llm/settings';
import { forgetMemoryKey, readLlmSettings, writeLlmSettings } from '$lib/db/repos/llm-settings';
import { db } from '$lib/db/db';
import { clientFor, getLlmClient } from './llm-client';
import { createSimLlm } from '$lib/sim/llm-client';
import { playerLine, filterForPlayers } from '$lib/llm/player-filter';
import { ON_DEVICE_PROMPT_BUDGET, promptSize } from '$lib/llm/prompt-sizes';

beforeEach(() => {
	useDb(new AppDB('test-' + Math.random()));
});

describe('llm settings (session scope)', () => {
	it('defaults to offline', async () => {
		expect(await readLlmSettings()).toEqual(DEFAULT_LLM_SETTINGS);
		expect((await getLlmClient()).provider).toBe('offline');
	});

	it('remembers the key on this device by default', async () => {
		await writeLlmSettings({ ...DEFAULT_LLM_SETTINGS, provider: 'http', apiKey: 'sk-keep' });
		forgetMemoryKey();
		expect((await readLlmSettings()).apiKey).toBe('sk-keep');
	});

	it('with "don\'t remember" the key is never written to storage', async () => {
		await writeLlmSettings({ ...DEFAULT_LLM_SETTINGS, apiKey: 'sk-memory-only', forgetKey: true });
		expect((await readLlmSettings()).apiKey).toBe('sk-memory-only');
		const rows = await db().settings.toArray();
		expect(JSON.stringify(rows)).not.toContain('sk-memory-only');
		forgetMemoryKey(); // a reload
		expect((await readLlmSettings()).apiKey).toBe('');
	});

	it('ignores a stored value that no longer validates', async () => {
		await db().settings.put({ key: 'llm', value: { provider: 'quantum' } });
		expect(await readLlmSettings()).toEqual(DEFAULT_LLM_SETTINGS);
	});

	it('builds an http client only when base URL and model are set', async () => {
		// a custom address left empty (a preset always has its own address: docs/llm.md "Providers")
		const http = {
			...DEFAULT_LLM_SETTINGS,
			provider: 'http' as const,
			preset: 'custom' as const,
			baseUrl: '',
			model: ''
		};
		expect((await clientFor(http)).provider).toBe('offline');
		expect((await clientFor({ ...http, baseUrl: 'http://127.0.0.1:1/v1' })).provider).toBe('offline');
		expect((await clientFor({ ...http, baseUrl: 'http://127.0.0.1:1/v1', model: 'm' })).provider).toBe(
			'http'
		);
		await writeLlmSettings({ ...http, baseUrl: 'http://127.0.0.1:1/v1', model: 'm' });
		expect((await getLlmClient()).provider).toBe('http');
	});

	it('falls back to offline for on-device when there is no WebGPU (Node)', async () => {
		const s = { ...DEFAULT_LLM_SETTINGS, provider: 'webllm' as const, webllmModel: 'x' };
		expect((await clientFor(s)).provider).toBe('offline');
	});
});

describe('createSimLlm', () => {
	it('is offline without config and http with one', () => {
		expect(createSimLlm(null).provider).toBe('offline');
		expect(createSimLlm({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm' }).provider).toBe('http');
	});
});

describe('content filter for player lines', () => {
	it('keeps a clean line and replaces a failing one with the fallback', () => {
		expect(filterForPlayers('Arr, the sea be calm tonight.', 'en', false).ok).toBe(true);
		expect(playerLine('Visit www.example.com for gold', 'Arr.', 'en', false)).toEqual({
			text: 'Arr.',
			filtered: true
		});
		expect(playerLine('Arr, no gold.', 'Arr.', 'en', false)).toEqual({
			text: 'Arr, no gold.',
			filtered: false
		}); // the line as the filter judged it, never the raw one (a bidi override reorders it on the page)
		expect(playerLine('Arr, \u202edlog on.', 'Arr.', 'en', false)).toEqual({
			text: 'Arr, dlog on.',
			filtered: false
		});
	});
});

describe('prompt sizes', () => {
	it('measures with estimateTokens against the on-device budget', () => {
		const small = promptSize({ site: 'a', messages: [{ role: 'user', content: 'x'.repeat(310) }] });
		expect(small).toEqual({ site: 'a', tokens: 104, withinOnDeviceBudget: true });
		const big = promptSize({
			site: 'b',
			messages: [{ role: 'user', content: 'x'.repeat(4 * ON_DEVICE_PROMPT_BUDGET) }]
		});
		expect(big.withinOnDeviceBudget).toBe(false);
	});
});
