import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACT_IDS, loadActModel, readActs, type ActModel } from '$lib/engines/acts';
import { createHttpClient } from '$lib/llm/http';
import { offlineClient } from '$lib/llm/offline';
import { reply, startLlmTestServer, type LlmTestServer } from '$lib/llm/testing/llm-server';
import { createTaskRunner, deadlineFor } from './run-task';
import { readActsWith } from './read-acts';

/**
 * docs/acts.md "With a language model": the act question put to a configured model through the
 * scripted OpenAI-compatible server — its answer when it gives a valid one, the offline model's on
 * any failure, and the offline model's disclosure or distress kept when the model misses it.
 */
let server: LlmTestServer;
let model: ActModel;
const client = () =>
	createHttpClient({ baseUrl: server.baseUrl, model: 'test-model', preset: 'openai', retryBaseMs: 0 });

// A disclosure the offline model reads (docs/acts.md "What it must read", the first line of "Why").
const HARM = {
	text: 'wait this is literally happening to me irl. my coach does this and i dont know what to do 😟',
	previous: "This is just our thing, don't make it weird.",
	language: 'en'
};
const SARCASM = {
	text: 'oh sure, bc strangers online are always honest 🙄',
	previous: 'trust me, im 16 too',
	language: 'en'
};

beforeAll(async () => {
	[server, model] = await Promise.all([startLlmTestServer(), loadActModel()]);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const offlineOf = (input: typeof HARM) => readActs(model, input);

describe('readActsWith: no model', () => {
	it('null or the offline client: the offline answer, no request', async () => {
		for (const llm of [null, offlineClient]) {
			const out = await readActsWith(llm, model, HARM);
			expect(out).toEqual({
				acts: offlineOf(HARM),
				safety: { disclose_harm: true, distress: expect.any(Boolean) },
				source: 'offline'
			});
		}
		expect(offlineOf(HARM).map((a) => a.act)).toContain('disclose_harm');
		expect(server.requests).toHaveLength(0);
	});
});

describe('readActsWith: a model that answers', () => {
	it('a good reply is the answer: its acts at the default thresholds, strongest first', async () => {
		server.script(
			reply.json({
				acts: [
					{ act: 'question', confidence: 0.1 },
					{ act: 'refuse_humour', confidence: 0.92 },
					{ act: 'name_tactic', confidence: 0.4 }
				]
			})
		);
		const out = await readActsWith(client(), model, SARCASM);
		expect(out).toEqual({
			acts: [
				{ act: 'refuse_humour', confidence: 0.92 },
				{ act: 'name_tactic', confidence: 0.4 }
			],
			safety: { disclose_harm: false, distress: false },
			source: 'llm'
		});
		// The request: the line and the line it answers as tagged data, a JSON schema of the act ids.
		const body = server.requests[0].body as {
			messages: { content: string }[];
			response_format: { json_schema: { schema: unknown } };
		};
		expect(body.messages.at(-1)!.content).toContain(`<player_message>${SARCASM.text}</player_message>`);
		expect(body.messages.at(-1)!.content).toContain(`<previous_line>${SARCASM.previous}</previous_line>`);
		expect(JSON.stringify(body.response_format.json_schema.schema)).toContain(JSON.stringify([...ACT_IDS]));
	});

	it('a repairable reply (prose, single quotes, a trailing comma) is read with jsonrepair', async () => {
		server.script(reply.malformed("Sure: {acts: [{act: 'refuse', 'confidence': 0.8},]}"));
		const out = await readActsWith(client(), model, SARCASM);
		expect(out).toMatchObject({ acts: [{ act: 'refuse', confidence: 0.8 }], source: 'llm' });
	});

	it('a reply that misses a disclosure the offline model finds: the disclosure still counts', async () => {
		server.script(reply.json({ acts: [{ act: 'hedge', confidence: 0.7 }] }));
		const out = await readActsWith(client(), model, HARM);
		const offlineHarm = offlineOf(HARM).find((a) => a.act === 'disclose_harm')!;
		expect(out.source).toBe('llm');
		expect(out.safety.disclose_harm).toBe(true);
		expect(out.acts).toContainEqual({ act: 'hedge', confidence: 0.7 });
		expect(out.acts).toContainEqual(offlineHarm);
		expect(out.acts.map((a) => a.confidence)).toEqual(
			out.acts.map((a) => a.confidence).sort((a, b) => b - a)
		);
	});

	it('distress the model finds and the offline model does not counts too', async () => {
		const calm = { text: 'nah im good', previous: 'wanna come over?', language: 'en' };
		expect(offlineOf(calm).map((a) => a.act)).not.toContain('distress');
		server.script(reply.json({ acts: [{ act: 'distress', confidence: 0.6 }] }));
		const out = await readActsWith(client(), model, calm);
		expect(out.safety).toEqual({ disclose_harm: false, distress: true });
		expect(out.acts).toEqual([{ act: 'distress', confidence: 0.6 }]);
	});
});

describe('readActsWith: any failure leaves the offline answer (and its guard)', () => {
	const expectOffline = (out: Awaited<ReturnType<typeof readActsWith>>, error: string) =>
		expect(out).toEqual({
			acts: offlineOf(HARM),
			safety: expect.objectContaining({ disclose_harm: true }),
			source: 'fallback',
			error
		});

	it('malformed twice (the one retry is told why) → offline', async () => {
		server.script(reply.malformed('I think they are sad'), reply.malformed('still not json'));
		expectOffline(await readActsWith(client(), model, HARM), 'invalid_output');
		expect(server.requests).toHaveLength(2);
	});

	it('an act id outside ACT_IDS or a confidence above 1 is invalid → offline', async () => {
		server.script(
			reply.json({ acts: [{ act: 'sadness', confidence: 0.9 }] }),
			reply.json({ acts: [{ act: 'distress', confidence: 7 }] })
		);
		expectOffline(await readActsWith(client(), model, HARM), 'invalid_output');
	});

	it.each([
		[429, 'rate_limited'],
		[500, 'server_error']
	])('%i twice (the provider retries once) → offline', async (status, error) => {
		server.script(reply.status(status, { 'Retry-After': '0' }), reply.status(status, { 'Retry-After': '0' }));
		expectOffline(await readActsWith(client(), model, HARM), error);
		expect(server.requests).toHaveLength(2);
	});

	it('a stalled model: the offline answer at the acts deadline, the request aborted', async () => {
		server.script(reply.slow(600_000));
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		try {
			const started = Date.now();
			const pending = readActsWith(client(), model, HARM);
			// vi.waitFor moves the fake clock by its interval on each check: count that in.
			await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 5_000, interval: 5 });
			await vi.advanceTimersByTimeAsync(deadlineFor('acts.read') - 1 - (Date.now() - started));
			let settled = false;
			void pending.then(() => (settled = true));
			await vi.advanceTimersByTimeAsync(0);
			expect(settled).toBe(false);
			await vi.advanceTimersByTimeAsync(1);
			expectOffline(await pending, 'timeout');
		} finally {
			vi.useRealTimers();
		}
		await vi.waitFor(() => expect(server.requests[0].closedBeforeReply).toBe(true), { timeout: 2_000 });
	});

	it("the caller's cancel → offline, and a lobby host's runner is taken as it is", async () => {
		server.script(reply.slow(600_000));
		const ctrl = new AbortController();
		const pending = readActsWith(createTaskRunner(client()), model, HARM, { signal: ctrl.signal });
		await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 5_000, interval: 5 });
		ctrl.abort();
		expectOffline(await pending, 'aborted');
	});
});
