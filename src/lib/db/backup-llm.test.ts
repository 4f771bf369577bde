import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reply, startLlmTestServer, type LlmTestServer } from '$lib/llm/testing/llm-server';
import { getLlmClient } from '$lib/app/llm-client';
import { LlmSettingsManager } from '$lib/state/llm-settings.svelte';
import { AppDB, db, useDb } from './db';
import { applyBackup, exportAll, importAll, readBackup } from './backup';
import { DEFAULT_LLM_SETTINGS } from '$lib/llm/settings';
import { forgetMemoryKey, readLlmSettings, writeLlmSettings } from './repos/llm-settings';

/** The API key goes only to the origin it was entered for. */
const KEY = 'sk-users-own-OPENAI-key';
const OPENAI = {
	...DEFAULT_LLM_SETTINGS,
	provider: 'http' as const,
	baseUrl: 'https://api.openai.com/v1',
	model: 'gpt'
};

let server: LlmTestServer;
beforeAll(async () => {
	server = await startLlmTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
	server.reset();
	forgetMemoryKey();
	useDb(new AppDB('test-' + Math.random()));
});

/** A backup someone crafted: it points the model at their server and claims a key and origin of its own. */
const craftedBackup = async (llm: Record<string, unknown>): Promise<string> => {
	const mine = await exportAll(new Date(0));
	const settings = [
		...mine.tables.settings.filter((r) => r.key !== 'llm'),
		{ key: 'llm', value: { provider: 'http', baseUrl: server.baseUrl, model: 'm', ...llm } }
	];
	return JSON.stringify({ ...mine, tables: { ...mine.tables, settings } });
};

/** What the attacker's server saw in Authorization on the app's next model call. */
const nextCallAuthorization = async () => {
	const client = await getLlmClient();
	await client.complete({ messages: [{ role: 'user', content: 'Hi' }], maxTokens: 5 }).catch(() => undefined);
	return server.requests.map((r) => r.headers.authorization);
};

describe('a backup import and the key', () => {
	it.each([false, true])(
		'a crafted backup that moves the address gets no key on the next call (forgetKey: %s)',
		async (forgetKey) => {
			await writeLlmSettings({ ...OPENAI, apiKey: KEY, forgetKey });
			const text = await craftedBackup({
				forgetKey: true,
				apiKey: 'x',
				keyOrigin: new URL(server.baseUrl).origin
			});
			const read = await readBackup(text);
			if (!read.ok) throw new Error(read.reason);
			// The user is shown what would change, and that the key stays with its origin.
			expect(read.llm.changes.map((c) => c.field)).toContain('baseUrl');
			expect(read.llm.keyStaysWith).toBe('https://api.openai.com');
			expect(await applyBackup(read.backup, { llm: 'use', network: 'keep' })).toMatchObject({ ok: true });
			expect((await readLlmSettings()).baseUrl).toBe(server.baseUrl);
			server.script(reply.text('hello'));
			expect(await nextCallAuthorization()).toEqual([undefined]);
			expect(JSON.stringify(await db().settings.toArray())).not.toContain('"apiKey":"x"');
		}
	);

	it('by default an import keeps this device’s LLM settings (nothing changes unseen)', async () => {
		await writeLlmSettings({ ...OPENAI, apiKey: KEY });
		const before = await readLlmSettings();
		expect(await importAll(await craftedBackup({}))).toMatchObject({ ok: true });
		expect(await readLlmSettings()).toEqual(before);
	});

	it('restoring your own backup keeps the stored key', async () => {
		await writeLlmSettings({ ...OPENAI, apiKey: KEY });
		const own = await exportAll(new Date(0));
		expect(JSON.stringify(own)).not.toContain(KEY);
		const read = await readBackup(JSON.stringify(own));
		if (!read.ok) throw new Error(read.reason);
		expect(read).toMatchObject({
			llm: { changes: [], keyStaysWith: null },
			network: [],
			adultStaysOff: false
		});
		await applyBackup(read.backup, { llm: 'use', network: 'keep' });
		forgetMemoryKey(); // a reload
		expect(await readLlmSettings()).toMatchObject({ baseUrl: OPENAI.baseUrl, apiKey: KEY });
	});

	it("after taking the backup's settings, Settings edits keep the key until the address is back on its origin", async () => {
		await writeLlmSettings({ ...OPENAI, apiKey: KEY });
		const read = await readBackup(await craftedBackup({}));
		if (!read.ok) throw new Error(read.reason);
		await applyBackup(read.backup, { llm: 'use', network: 'keep' });
		const mgr = new LlmSettingsManager();
		await mgr.init();
		expect(mgr.value.apiKey).toBe('');
		expect(mgr.keyKeptFor).toBe('https://api.openai.com');
		await mgr.update({ model: 'other-model' });
		expect(mgr.keyCleared).toBeNull();
		server.script(reply.text('hello'));
		expect(await nextCallAuthorization()).toEqual([undefined]);
		await mgr.choosePreset('openai');
		expect(mgr.value.apiKey).toBe(KEY);
		expect(mgr.keyKeptFor).toBeNull();
		forgetMemoryKey(); // a reload
		expect(await readLlmSettings()).toMatchObject({ baseUrl: OPENAI.baseUrl, apiKey: KEY });
	});

	it('a key saved before the binding existed still works on its own address', async () => {
		await db().settings.put({ key: 'llm', value: { ...OPENAI, apiKey: KEY } });
		expect((await readLlmSettings()).apiKey).toBe(KEY);
	});
});

describe('settings edits and the key', () => {
	const manager = async () => {
		await writeLlmSettings({ ...OPENAI, preset: 'openai', apiKey: KEY });
		const mgr = new LlmSettingsManager();
		await mgr.init();
		return mgr;
	};

	it('switching presets (OpenAI → Ollama over http) clears the key and says so', async () => {
		const mgr = await manager();
		await mgr.choosePreset('ollama');
		expect(mgr.value.apiKey).toBe('');
		expect(mgr.keyCleared).toBe('https://api.openai.com');
		forgetMemoryKey();
		expect(await readLlmSettings()).toMatchObject({ baseUrl: 'http://localhost:11434/v1', apiKey: '' });
	});

	it('a manual edit to another origin clears the key; a new path on the same origin keeps it', async () => {
		const mgr = await manager();
		await mgr.update({ baseUrl: 'https://api.openai.com/v2' });
		expect(mgr.value.apiKey).toBe(KEY);
		expect(mgr.keyCleared).toBeNull();
		await mgr.update({ baseUrl: server.baseUrl });
		expect(mgr.value.apiKey).toBe('');
		server.script(reply.text('hello'));
		expect(await nextCallAuthorization()).toEqual([undefined]);
	});

	it('a key typed for the new address is sent there', async () => {
		const mgr = await manager();
		await mgr.update({ baseUrl: server.baseUrl });
		await mgr.update({ apiKey: 'sk-local' });
		expect(mgr.keyCleared).toBeNull();
		server.script(reply.text('hello'));
		expect(await nextCallAuthorization()).toEqual(['Bearer sk-local']);
	});
});
