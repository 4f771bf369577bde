import { describe, expect, it } from 'vitest';
import { fakeEngine, fakeLib } from './testing/web-llm-fakes';
import { createWorkerHost, toChatReply, toCompletionRequest } from './web-llm-host';
import { fromWireError, type WorkerReply } from './web-llm-protocol';
import { classifyWebLlmError } from './webllm';

/** The worker's side, fed requests directly; `replies` is what it posts back to the page. */
const setup = (lib = fakeLib()) => {
	const replies: WorkerReply[] = [];
	const send = createWorkerHost(lib, (r) => replies.push(r));
	return { lib, replies, send };
};
const user = [{ role: 'user' as const, content: 'Hi' }];

describe('web-llm worker host', () => {
	it('posts load progress for the load request, clamped to 0..1, then done', async () => {
		const steps = [
			{ progress: -0.2, text: 'start' },
			{ progress: 0.4, text: 'fetching' },
			{ progress: 1.5, text: 'ready' }
		];
		const { replies, send, lib } = setup(fakeLib({ steps }));
		await send({ id: 4, kind: 'load', modelId: 'SmolLM2' });
		expect(replies).toEqual([
			{ id: 4, kind: 'progress', progress: 0, text: 'start' },
			{ id: 4, kind: 'progress', progress: 0.4, text: 'fetching' },
			{ id: 4, kind: 'progress', progress: 1, text: 'ready' },
			{ id: 4, kind: 'done', value: null }
		]);
		await send({ id: 5, kind: 'load', modelId: 'SmolLM2' });
		expect(lib.created).toEqual(['SmolLM2']);
	});

	it('unloads the previous model before loading another', async () => {
		const engines = [fakeEngine(), fakeEngine()];
		const { send, lib } = setup(fakeLib({ engine: () => engines[lib.created.length - 1] }));
		await send({ id: 0, kind: 'load', modelId: 'a' });
		await send({ id: 1, kind: 'load', modelId: 'b' });
		expect(lib.created).toEqual(['a', 'b']);
		expect(engines.map((e) => e.unloaded)).toEqual([1, 0]);
	});

	it('sends a failure as name and message', async () => {
		const lost = Object.assign(new Error('Device was lost while loading.'), { name: 'DeviceLostError' });
		const { replies, send } = setup(fakeLib({ load: () => Promise.reject(lost) }));
		await send({ id: 1, kind: 'load', modelId: 'm' });
		expect(replies).toEqual([{ id: 1, kind: 'failed', error: { name: lost.name, message: lost.message } }]);
	});

	it('refuses to chat before a model is loaded', async () => {
		const { replies, send } = setup();
		await send({ id: 1, kind: 'chat', params: { messages: user, maxTokens: 8 } });
		expect(replies[0]).toMatchObject({ id: 1, kind: 'failed', error: { message: /not loaded/ } });
	});

	it('answers a chat with content, finish reason and usage', async () => {
		const engine = fakeEngine('Ahoy.');
		const { replies, send } = setup(fakeLib({ engine: () => engine }));
		await send({ id: 0, kind: 'load', modelId: 'm' });
		await send({ id: 1, kind: 'chat', params: { messages: user, maxTokens: 8, temperature: 0.5 } });
		expect(replies.at(-1)).toEqual({
			id: 1,
			kind: 'done',
			value: { content: 'Ahoy.', finishReason: 'stop', usage: { prompt: 12, completion: 3 } }
		});
		expect(engine.requests[0]).toMatchObject({
			messages: user,
			max_tokens: 8,
			temperature: 0.5,
			stream: false
		});
	});

	it('names a lost device when web-llm unloaded the model by itself, and needs a new load', async () => {
		const notLoaded = Object.assign(
			new Error('Model not loaded before trying to complete ChatCompletionRequest.'),
			{
				name: 'ModelNotLoadedError'
			}
		);
		const engine = { ...fakeEngine(), chat: { completions: { create: () => Promise.reject(notLoaded) } } };
		const { replies, send, lib } = setup(fakeLib({ engine: () => engine }));
		await send({ id: 0, kind: 'load', modelId: 'm' });
		await send({ id: 1, kind: 'chat', params: { messages: user, maxTokens: 8 } });
		const failed = replies.at(-1) as Extract<WorkerReply, { kind: 'failed' }>;
		expect(failed.kind).toBe('failed');
		expect(classifyWebLlmError(fromWireError(failed.error))).toBe('device_lost');
		await send({ id: 2, kind: 'load', modelId: 'm' });
		expect(lib.created).toEqual(['m', 'm']);
	});

	it('interrupt stops the generation under way, which ends with abort', async () => {
		const engine = fakeEngine('Half a sen', true);
		const { replies, send } = setup(fakeLib({ engine: () => engine }));
		await send({ id: 0, kind: 'load', modelId: 'm' });
		const chat = send({ id: 1, kind: 'chat', params: { messages: user, maxTokens: 8 } });
		await send({ id: 2, kind: 'interrupt' });
		await chat;
		expect(engine.interrupted).toBe(1);
		expect(replies.find((r) => r.id === 1)).toMatchObject({ kind: 'done', value: { finishReason: 'abort' } });
	});

	it('answers the cache queries and deletes a loaded model after unloading it', async () => {
		const engine = fakeEngine();
		const { replies, send, lib } = setup(fakeLib({ engine: () => engine }));
		await send({ id: 0, kind: 'cached', modelId: 'm' });
		await send({ id: 1, kind: 'load', modelId: 'm' });
		await send({ id: 2, kind: 'cached', modelId: 'm' });
		await send({ id: 3, kind: 'delete', modelId: 'm' });
		await send({ id: 4, kind: 'cached', modelId: 'm' });
		await send({ id: 5, kind: 'chat', params: { messages: user, maxTokens: 8 } });
		const value = (id: number) => replies.find((r) => r.id === id && r.kind !== 'progress');
		expect([0, 2, 4].map((id) => (value(id) as { value: unknown }).value)).toEqual([false, true, false]);
		expect(engine.unloaded).toBe(1);
		expect(lib.cache.size).toBe(0);
		expect(value(5)).toMatchObject({ kind: 'failed' });
	});

	it('answers a malformed request with a failure when it has an id, and never throws', async () => {
		const { replies, send } = setup();
		await send({ id: 3, kind: 'chat', params: { messages: [], maxTokens: 8 } });
		await send('garbage');
		await send(null);
		expect(replies).toHaveLength(1);
		expect(replies[0]).toMatchObject({ id: 3, kind: 'failed', error: { message: /params\.messages/ } });
	});
});

describe("mapping to and from web-llm's OpenAI-style objects", () => {
	it('asks for json_object with the schema as a string (llm.md: web-llm has no json_schema)', () => {
		const req = toCompletionRequest({ messages: user, maxTokens: 8, json: { schema: '{"type":"object"}' } });
		expect(req.response_format).toEqual({ type: 'json_object', schema: '{"type":"object"}' });
		expect(toCompletionRequest({ messages: user, maxTokens: 8, json: {} }).response_format).toEqual({
			type: 'json_object'
		});
		expect(toCompletionRequest({ messages: user, maxTokens: 8 }).response_format).toBeUndefined();
	});
	it('keeps length and abort, treats any other ending as stop, and tolerates an empty reply', () => {
		const reply = (finish_reason: string | null) => ({
			choices: [{ message: { content: 'x' }, finish_reason }]
		});
		expect(toChatReply(reply('length')).finishReason).toBe('length');
		expect(toChatReply(reply('abort')).finishReason).toBe('abort');
		expect(toChatReply(reply('tool_calls')).finishReason).toBe('stop');
		expect(toChatReply({ choices: [] })).toEqual({ content: '', finishReason: 'stop', usage: null });
	});
});
