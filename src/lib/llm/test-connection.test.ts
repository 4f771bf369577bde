import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, startLlmTestServer, type LlmTestServer } from '$lib/llm/testing/llm-server';
import { pastDeadline } from '$lib/llm/testing/past-deadline';
import { errorSentence, llmMessages } from '$lib/components/settings/llm-messages';
import { PRESETS } from './presets';
import { testConnection } from './test-connection';

/**
 * Settings → "Test connection" (llm.md): a timeout gives the plain-words timeout
 * sentence, and the slow request is really aborted (the server sees the connection close before it
 * could reply). The timeout is injected (1 s) and passed on a fake clock: the test waits for nothing.
 */
let server: LlmTestServer;

beforeAll(async () => {
	server = await startLlmTestServer();
	// Warm up fetch (its first use loads the HTTP stack), so the timed calls below reach the server.
	await testConnection({ baseUrl: server.baseUrl, model: 'm' });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

// Far longer than the injected timeout: a reply can only arrive if the call is not cut off.
const SLOW_MS = 30_000;
const TIMEOUT_MS = 1_000;

/** Runs a connection test whose time limit is passed on a fake clock (no real wait). */
const timedOut = (cfg: Parameters<typeof testConnection>[0]) =>
	pastDeadline(server, TIMEOUT_MS, () => testConnection(cfg));

describe('test connection: a model that does not answer in time', () => {
	it('→ code timeout, the timeout sentence (en, ru), and the request is aborted', async () => {
		server.script(reply.slow(SLOW_MS, 'OK'));
		const res = await timedOut({ baseUrl: server.baseUrl, model: 'm', timeoutMs: TIMEOUT_MS });
		expect(res).toEqual({ ok: false, code: 'timeout' });
		if (res.ok) return;
		// What the settings page shows (LlmApiSettings.svelte: errorSentence(code, preset.cors, lang)).
		expect(errorSentence(res.code, 'none', 'en')).toBe(llmMessages('en').errors.timeout);
		expect(errorSentence(res.code, 'none', 'en')).toMatch(/did not answer in time/);
		expect(errorSentence(res.code, 'none', 'ru')).toBe(llmMessages('ru').errors.timeout);
		expect(errorSentence(res.code, 'none', 'ru')).not.toBe(llmMessages('en').errors.timeout);
		// The CORS hint belongs to network failures only: a timeout on Ollama is still just a timeout.
		expect(errorSentence(res.code, PRESETS.ollama.cors, 'en')).toBe(llmMessages('en').errors.timeout);
		expect(server.requests).toHaveLength(1);
		await vi.waitFor(() => expect(server.requests[0].closedBeforeReply).toBe(true), { timeout: 2_000 });
	});

	it('a timeout is not retried (only 429/5xx are)', async () => {
		server.script(reply.slow(SLOW_MS), reply.slow(SLOW_MS));
		const res = await timedOut({
			baseUrl: server.baseUrl,
			model: 'm',
			timeoutMs: TIMEOUT_MS,
			retryBaseMs: 1
		});
		expect(res).toMatchObject({ ok: false, code: 'timeout' });
		await vi.waitFor(() => expect(server.requests[0].closedBeforeReply).toBe(true), { timeout: 2_000 });
		expect(server.requests).toHaveLength(1);
	});

	it('a reply inside the time limit is a success (the limit is what made the first case fail)', async () => {
		server.script(reply.slow(20, 'OK'));
		const res = await testConnection({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 5_000 });
		expect(res).toMatchObject({ ok: true, reply: 'OK' });
		await vi.waitFor(() => expect(server.requests[0].closedBeforeReply).toBe(false), { timeout: 2_000 });
	});

	it('Cancel (the page’s abort signal) is "aborted", not a timeout, and closes the request too', async () => {
		server.script(reply.slow(SLOW_MS));
		const ctrl = new AbortController();
		const pending = testConnection({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 10_000 }, ctrl.signal);
		await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 2_000 });
		ctrl.abort();
		const res = await pending;
		expect(res).toEqual({ ok: false, code: 'aborted' });
		if (!res.ok) expect(errorSentence(res.code, 'none', 'en')).toBe(llmMessages('en').errors.aborted);
		await vi.waitFor(() => expect(server.requests[0].closedBeforeReply).toBe(true), { timeout: 2_000 });
	});
});
