import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { reply, startLlmTestServer, type LlmTestServer } from '$lib/llm/testing/llm-server';
import { errorSentence, llmMessages } from '$lib/components/settings/llm-messages';
import { clearCalls, recentCalls } from './diagnostics';
import { completeHttp, createHttpClient, isStrictable, MAX_REPLY_BYTES, retryAfterMs } from './http';
import { runTaskWith } from '$lib/flows/run-task';
import { toJsonSchema } from './structured';
import { PickReplySchema } from '$lib/games/nhie/engine/llm';
import { testConnection } from './test-connection';
import { LlmError } from './types';

const KEY = 'sk-test-SECRET-7f3a9c1e55';
let server: LlmTestServer;

beforeAll(async () => {
	server = await startLlmTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const body = (i = 0) => server.requests[i].body as Record<string, unknown>;
const ask = { messages: [{ role: 'user' as const, content: 'Hi' }], maxTokens: 20 };

describe('http provider: the request it sends', () => {
	it('posts to {baseUrl}/chat/completions with the key only in Authorization', async () => {
		await completeHttp({ baseUrl: server.baseUrl + '/', model: 'm1', apiKey: KEY }, ask);
		const r = server.requests[0];
		expect(r.path).toBe('/v1/chat/completions');
		expect(r.headers.authorization).toBe(`Bearer ${KEY}`);
		expect(body()).toMatchObject({ model: 'm1', max_tokens: 20 });
		expect(JSON.stringify(body())).not.toContain(KEY);
	});

	it('uses json_schema where the preset supports it, json_object (with a JSON instruction) elsewhere', async () => {
		const schema = z.object({ a: z.string() });
		const req = { ...ask, schema, jsonSchema: toJsonSchema(schema) };
		await completeHttp({ baseUrl: server.baseUrl, model: 'm', preset: 'mistral' }, req);
		await completeHttp({ baseUrl: server.baseUrl, model: 'm', preset: 'groq' }, req);
		expect(body(0).response_format).toMatchObject({
			type: 'json_schema',
			json_schema: { name: 'reply', strict: true, schema: { type: 'object', required: ['a'] } }
		});
		expect(body(1).response_format).toEqual({ type: 'json_object' });
		const msgs = body(1).messages as { content: string }[];
		expect(msgs[0].content).toMatch(/JSON/);
	});

	it('falls back to json_object when the server refuses json_schema (400)', async () => {
		server.script(reply.status(400), reply.json({ a: 'x' }));
		const schema = z.object({ a: z.string() });
		const res = await completeHttp(
			{ baseUrl: server.baseUrl, model: 'm', preset: 'openai' },
			{ ...ask, schema, jsonSchema: toJsonSchema(schema) }
		);
		expect(res.text).toBe('{"a":"x"}');
		expect(body(1).response_format).toEqual({ type: 'json_object' });
		expect(body(0).max_completion_tokens).toBe(20);
	});

	it('strict mode only when every property is required', () => {
		expect(
			isStrictable(toJsonSchema(z.object({ a: z.string(), b: z.array(z.object({ c: z.number() })) })))
		).toBe(true);
		expect(isStrictable(toJsonSchema(z.object({ a: z.string().optional() })))).toBe(false);
		// a key with a default is asked for (strict), and a reply without it still parses
		expect(isStrictable(toJsonSchema(PickReplySchema))).toBe(true);
		expect(PickReplySchema.parse({ id: 'q1' })).toEqual({ id: 'q1', rephrased: null });
		expect(isStrictable(toJsonSchema(z.object({ a: z.array(z.object({ c: z.number().optional() })) })))).toBe(
			false
		);
	});

	it('reads Retry-After as seconds or a date', () => {
		expect(retryAfterMs('2')).toBe(2000);
		expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
		expect(retryAfterMs(null)).toBeNull();
		expect(retryAfterMs('soon')).toBeNull();
	});

	it('reports an unreachable server as a network error', async () => {
		const dead = await startLlmTestServer();
		const url = dead.baseUrl;
		await dead.close();
		await expect(completeHttp({ baseUrl: url, model: 'm' }, ask)).rejects.toMatchObject({ code: 'network' });
	});

	it('reports a non-OpenAI reply as bad_response', async () => {
		server.script(reply.badBody());
		await expect(completeHttp({ baseUrl: server.baseUrl, model: 'm' }, ask)).rejects.toMatchObject({
			code: 'bad_response'
		});
	});
});

describe('test connection → the settings message', () => {
	it('succeeds against the test server', async () => {
		const res = await testConnection({ baseUrl: server.baseUrl, model: 'test-model' });
		expect(res).toMatchObject({ ok: true, reply: 'OK' });
	});

	it('401 → the bad-key sentence in English and Russian', async () => {
		server.requireKey('sk-the-right-one');
		const res = await testConnection({ baseUrl: server.baseUrl, model: 'm', apiKey: KEY });
		expect(res).toMatchObject({ ok: false, code: 'unauthorized', status: 401 });
		if (res.ok) return;
		expect(errorSentence(res.code, 'none', 'en')).toBe(llmMessages('en').errors.unauthorized);
		expect(errorSentence(res.code, 'none', 'en')).toMatch(/key/);
		expect(errorSentence(res.code, 'none', 'ru')).toMatch(/ключ/);
	});

	it.each([
		[403, 'forbidden'],
		[404, 'not_found'],
		[429, 'rate_limited'],
		[503, 'server_error']
	])('%i → %s', async (status, code) => {
		server.script(reply.status(status, { 'Retry-After': '0' }), reply.status(status, { 'Retry-After': '0' }));
		const res = await testConnection({ baseUrl: server.baseUrl, model: 'm', retryBaseMs: 1 });
		expect(res).toMatchObject({ ok: false, code });
	});

	it('network errors carry the provider-specific CORS fix', () => {
		expect(errorSentence('network', 'ollama', 'en')).toContain('OLLAMA_ORIGINS');
		expect(errorSentence('network', 'lmstudio', 'en')).toContain('CORS');
		expect(errorSentence('network', 'ollama', 'ru')).toContain('OLLAMA_ORIGINS');
		expect(errorSentence('network', 'none', 'en')).toBe(llmMessages('en').errors.network);
	});
});

describe('the key is never logged', () => {
	const spies: ReturnType<typeof vi.spyOn>[] = [];
	beforeEach(() => {
		clearCalls();
		for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const)
			spies.push(vi.spyOn(console, m).mockImplementation(() => {}));
	});
	afterEach(() => {
		for (const s of spies.splice(0)) s.mockRestore();
	});

	it('appears in no error, detail, diagnostics entry or console line', async () => {
		// A provider that echoes the key back in its error body.
		server.script(
			{ status: 401, raw: JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}` } }) },
			reply.status(500),
			reply.status(500),
			reply.slow(1000)
		);
		const client = createHttpClient({ baseUrl: server.baseUrl, model: 'm', apiKey: KEY, retryBaseMs: 1 });
		const seen: string[] = [];
		for (let i = 0; i < 3; i++) {
			// the 4th request gets the slow reply: the caller cuts it off once it has reached the
			// server (no real wait)
			const ctrl = new AbortController();
			const cut = setInterval(() => server.requests.length >= 4 && ctrl.abort(), 2);
			try {
				await client.complete({ ...ask, signal: ctrl.signal });
			} catch (e) {
				expect(e).toBeInstanceOf(LlmError);
				const err = e as LlmError;
				seen.push(err.message, err.detail ?? '', String(err.stack), JSON.stringify(err));
			} finally {
				clearInterval(cut);
			}
		}
		expect(seen.join(' ')).toContain('Incorrect API key provided');
		server.script(reply.status(401), reply.json({ nope: 1 }));
		const fallback = { ok: false };
		await runTaskWith(client, {
			site: 'k',
			messages: ask.messages,
			schema: z.object({ ok: z.boolean() }),
			temperature: 0,
			maxTokens: 5,
			fallback
		});
		const res = await testConnection({ baseUrl: server.baseUrl, model: 'm', apiKey: KEY });
		seen.push(JSON.stringify(res), JSON.stringify(recentCalls()));
		for (const s of spies) seen.push(JSON.stringify(s.mock.calls));
		expect(seen.join(' ')).not.toContain(KEY);
		expect(seen.join(' ')).not.toContain('SECRET');
	});
});

describe('http provider: bounded replies', () => {
	/** A reply of `total` bytes made lazily, counting how many bytes the client pulled. */
	const hugeReply = (total: number, contentLength: boolean) => {
		let pulled = 0;
		const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
		const stream = new ReadableStream<Uint8Array>({
			pull(c) {
				if (pulled >= total) return c.close();
				pulled += chunk.byteLength;
				c.enqueue(chunk);
			}
		});
		const headers: Record<string, string> = { 'content-type': 'application/json' };
		if (contentLength) headers['content-length'] = String(total);
		return { response: new Response(stream, { status: 200, headers }), pulled: () => pulled };
	};

	it.each([false, true])(
		'stops reading a 100 MB reply at the cap and fails as a bad response (Content-Length: %s)',
		async (declared) => {
			const reply100 = hugeReply(100 * 1024 * 1024, declared);
			const call = completeHttp(
				{ baseUrl: 'https://api.example.test/v1', model: 'm', fetchImpl: async () => reply100.response },
				ask
			);
			await expect(call).rejects.toMatchObject({ code: 'bad_response' });
			// The stream pulls ahead by at most its queue (one 64 KB chunk) past the chunk that crossed the cap.
			expect(reply100.pulled()).toBeLessThanOrEqual(MAX_REPLY_BYTES + 2 * 64 * 1024);
		}
	);

	it('a real server streaming 100 MB chunked (no Content-Length): the call stops early and the task falls back', async () => {
		server.script(reply.huge(100 * 1024 * 1024));
		const client = createHttpClient({ baseUrl: server.baseUrl, model: 'm' });
		const fallback = { line: 'the fallback' };
		const out = await runTaskWith(client, {
			site: 'huge',
			messages: ask.messages,
			schema: z.object({ line: z.string() }),
			temperature: 0,
			maxTokens: 5,
			fallback
		});
		expect(out).toMatchObject({ value: fallback, source: 'fallback' });
		await vi.waitFor(() => expect(server.requests[0].closedBeforeReply).toBe(true));
		// Socket buffers let the server get some megabytes ahead, never the whole 100 MB.
		expect(server.requests[0].sentBytes).toBeLessThan(16 * 1024 * 1024);
	});

	it('reads a reply under the cap as before', async () => {
		const json = JSON.stringify({ choices: [{ message: { content: 'Arr' }, finish_reason: 'stop' }] });
		const r = await completeHttp(
			{ baseUrl: 'https://api.example.test/v1', model: 'm', fetchImpl: async () => new Response(json) },
			ask
		);
		expect(r.text).toBe('Arr');
	});
});
