import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { reply, startLlmTestServer, type LlmTestServer } from '$lib/llm/testing/llm-server';
import { pastDeadline } from '$lib/llm/testing/past-deadline';
import type { LlmRequestSpec } from '$lib/engines/kit/llm-request';
import { clearCalls, recentCalls, RING_SIZE } from './diagnostics';
import { createHttpClient } from './http';
import { offlineClient } from './offline';
import type { LlmClient } from './types';
import { runTaskWith } from '$lib/flows/run-task';

const Verdict = z.object({ verdict: z.enum(['yes', 'no']), score: z.number().int().min(0).max(10) });
type Verdict = z.infer<typeof Verdict>;
const FALLBACK: Verdict = { verdict: 'no', score: 0 };

const spec = (over: Partial<LlmRequestSpec<Verdict>> = {}): LlmRequestSpec<Verdict> => ({
	site: 'test.verdict',
	messages: [
		{ role: 'system', content: 'You judge.' },
		{ role: 'user', content: 'Is water wet?' }
	],
	schema: Verdict,
	temperature: 0.2,
	maxTokens: 100,
	fallback: FALLBACK,
	...over
});

/** Every structured call goes through the task runner (deadline, abort, diagnostics). */
const runRequest = <T>(c: LlmClient, s: LlmRequestSpec<T>, signal?: AbortSignal) =>
	runTaskWith(c, s, { signal });

let server: LlmTestServer;
const client = (over: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
	createHttpClient({ baseUrl: server.baseUrl, model: 'test-model', retryBaseMs: 0, ...over });

beforeAll(async () => {
	server = await startLlmTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
	server.reset();
	clearCalls();
});

const lastUserMessage = (i: number): string => {
	const body = server.requests[i].body as { messages: { role: string; content: string }[] };
	return body.messages.at(-1)?.content ?? '';
};

describe('structured calls against the test server', () => {
	it('accepts a valid structured reply', async () => {
		server.script(reply.json({ verdict: 'yes', score: 7 }));
		const out = await runRequest(client(), spec());
		expect(out).toEqual({ value: { verdict: 'yes', score: 7 }, source: 'llm' });
		expect(server.requests).toHaveLength(1);
	});

	it('repairs broken JSON (single quotes, trailing comma, prose around it)', async () => {
		server.script(reply.malformed('Sure! {verdict: \'yes\', "score": 4,} hope that helps'));
		const out = await runRequest(client(), spec());
		expect(out.value).toEqual({ verdict: 'yes', score: 4 });
		expect(out.source).toBe('llm');
	});

	it('strips code fences', async () => {
		server.script(reply.fenced({ verdict: 'no', score: 2 }));
		const out = await runRequest(client(), spec());
		expect(out).toEqual({ value: { verdict: 'no', score: 2 }, source: 'llm' });
	});

	it('retries once with the validation error, then succeeds', async () => {
		server.script(reply.json({ verdict: 'maybe', score: 3 }), reply.json({ verdict: 'yes', score: 3 }));
		const out = await runRequest(client(), spec());
		expect(out.source).toBe('llm');
		expect(server.requests).toHaveLength(2);
		// The retry names the failing field so the model can fix it.
		expect(lastUserMessage(1)).toMatch(/verdict/);
	});

	it('schema failure → retry → fallback', async () => {
		server.script(reply.json({ verdict: 'maybe' }), reply.malformed('I cannot answer that.'));
		const out = await runRequest(client(), spec());
		expect(out).toEqual({ value: FALLBACK, source: 'fallback', error: 'invalid_output' });
		expect(server.requests).toHaveLength(2);
	});

	it("treats finishReason 'length' as a failure even when the text parses", async () => {
		server.script(reply.truncated('{"verdict":"yes","score":1}'), reply.truncated('{"verdict":"yes",'));
		const out = await runRequest(client(), spec());
		expect(out.source).toBe('fallback');
		expect(out.error).toBe('length');
	});

	it('429 → one retry → success (Retry-After honoured)', async () => {
		server.script(reply.status(429, { 'Retry-After': '0' }), reply.json({ verdict: 'yes', score: 1 }));
		const out = await runRequest(client(), spec());
		expect(out.source).toBe('llm');
		expect(server.requests).toHaveLength(2);
	});

	it('500 twice → fallback after exactly one retry', async () => {
		server.script(reply.status(500), reply.status(500), reply.json({ verdict: 'yes', score: 1 }));
		const out = await runRequest(client(), spec());
		expect(out).toMatchObject({ source: 'fallback', error: 'server_error' });
		expect(server.requests).toHaveLength(2);
	});

	it('does not wait for a Retry-After beyond the limit', async () => {
		server.script(reply.status(429, { 'Retry-After': '120' }));
		const out = await runRequest(client({ maxRetryWaitMs: 1000 }), spec());
		expect(out).toMatchObject({ source: 'fallback', error: 'rate_limited' });
		expect(server.requests).toHaveLength(1);
	});

	it('timeout → fallback', async () => {
		server.script(reply.slow(600_000, '{"verdict":"yes","score":1}'));
		const out = await pastDeadline(server, 30, () => runRequest(client({ timeoutMs: 30 }), spec()));
		expect(out).toMatchObject({ source: 'fallback', error: 'timeout' });
	});

	it('abort → fallback', async () => {
		server.script(reply.slow(600_000));
		const ctrl = new AbortController();
		const pending = runRequest(client(), spec(), ctrl.signal);
		// cancelled once the request is on its way
		await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 5_000, interval: 5 });
		ctrl.abort();
		expect(await pending).toMatchObject({ source: 'fallback', error: 'aborted' });
	});

	it('plain-text requests return the trimmed text', async () => {
		server.script(reply.text('  Arr, no gold for ye.  '));
		const out = await runRequest(client(), { ...spec(), schema: undefined, fallback: 'x' } as never);
		expect(out).toEqual({ value: 'Arr, no gold for ye.', source: 'llm' });
	});

	it('offline takes the fallback without a request', async () => {
		const out = await runRequest(offlineClient, spec());
		expect(out).toEqual({ value: FALLBACK, source: 'fallback', error: 'no_model' });
		expect(server.requests).toHaveLength(0);
	});
});

describe('diagnostics ring', () => {
	it('records site, provider, ms, tokens, ok and fallback for each call', async () => {
		server.script(reply.json({ verdict: 'yes', score: 7 }));
		await runRequest(client(), spec());
		await runRequest(offlineClient, spec({ site: 'test.offline' }));
		const calls = recentCalls();
		expect(calls).toHaveLength(2);
		expect(calls[0]).toMatchObject({ site: 'test.verdict', provider: 'http', ok: true, fallbackUsed: false });
		expect(calls[0].tokens).toBeGreaterThan(0);
		expect(calls[0].ms).toBeGreaterThanOrEqual(0);
		expect(calls[1]).toMatchObject({
			site: 'test.offline',
			provider: 'offline',
			ok: false,
			fallbackUsed: true
		});
	});

	it(`keeps only the last ${RING_SIZE}`, async () => {
		for (let i = 0; i < RING_SIZE + 7; i++) await runRequest(offlineClient, spec({ site: `s${i}` }));
		const calls = recentCalls();
		expect(calls).toHaveLength(RING_SIZE);
		expect(calls[0].site).toBe('s7');
		expect(calls.at(-1)?.site).toBe(`s${RING_SIZE + 6}`);
	});
});
