import { describe, expect, it } from 'vitest';
import { classifyWebLlmError } from './webllm';
import {
	ChatParamsSchema,
	fromWireError,
	ResultSchemas,
	toWireError,
	WorkerReplySchema,
	WorkerRequestSchema
} from './web-llm-protocol';

const chat = (params: unknown) => WorkerRequestSchema.safeParse({ id: 1, kind: 'chat', params });
const user = [{ role: 'user', content: 'Hi' }];

describe('web-llm protocol: requests', () => {
	it('accepts the fields completeOnDevice sends', () => {
		const ok = ChatParamsSchema.safeParse({
			messages: [{ role: 'system', content: 'Be brief.' }, ...user],
			temperature: 0.7,
			maxTokens: 64,
			seed: 3,
			json: { schema: '{"type":"object"}' }
		});
		expect(ok.success).toBe(true);
	});
	it('refuses what web-llm could not run, naming the field', () => {
		const cases: [unknown, string][] = [
			[{ messages: [], maxTokens: 10 }, 'messages'],
			[{ messages: [{ role: 'tool', content: 'x' }], maxTokens: 10 }, 'messages.0.role'],
			[{ messages: user, maxTokens: 0 }, 'maxTokens'],
			[{ messages: user, maxTokens: 10, temperature: -1 }, 'temperature'],
			[{ messages: user, maxTokens: 10, seed: 1.5 }, 'seed']
		];
		for (const [params, field] of cases) {
			const r = chat(params);
			expect(r.success, field).toBe(false);
			expect(r.error?.issues[0]?.path.join('.')).toBe(`params.${field}`);
		}
	});
	it('needs a numbered request of a known kind with a model id', () => {
		expect(WorkerRequestSchema.safeParse({ id: 0, kind: 'load', modelId: 'm' }).success).toBe(true);
		expect(WorkerRequestSchema.safeParse({ kind: 'load', modelId: 'm' }).success).toBe(false);
		expect(WorkerRequestSchema.safeParse({ id: 0, kind: 'load', modelId: '' }).success).toBe(false);
		expect(WorkerRequestSchema.safeParse({ id: 0, kind: 'reload', modelId: 'm' }).success).toBe(false);
	});
});

describe('web-llm protocol: replies', () => {
	it('keeps progress within 0..1', () => {
		expect(WorkerReplySchema.safeParse({ id: 1, kind: 'progress', progress: 0.5, text: 'x' }).success).toBe(
			true
		);
		for (const progress of [-0.1, 1.2, Number.NaN])
			expect(WorkerReplySchema.safeParse({ id: 1, kind: 'progress', progress, text: '' }).success).toBe(
				false
			);
	});
	it('checks each result against its request kind', () => {
		expect(ResultSchemas.cached.safeParse(true).success).toBe(true);
		expect(ResultSchemas.cached.safeParse('yes').success).toBe(false);
		expect(ResultSchemas.load.safeParse(null).success).toBe(true);
		const reply = { content: 'Hi', finishReason: 'length', usage: { prompt: 5, completion: 9 } };
		expect(ResultSchemas.chat.safeParse(reply).success).toBe(true);
		expect(ResultSchemas.chat.safeParse({ ...reply, usage: null }).success).toBe(true);
		expect(ResultSchemas.chat.safeParse({ ...reply, finishReason: 'tool_calls' }).success).toBe(false);
		expect(ResultSchemas.chat.safeParse({ ...reply, content: undefined }).success).toBe(false);
	});
});

describe('errors across the boundary', () => {
	it('keep name and message, so webllm.ts still tells a lost device or a full disk', () => {
		const lost = Object.assign(new Error('Device was lost. Insufficient memory.'), {
			name: 'DeviceLostError'
		});
		const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		const back = fromWireError(structuredClone(toWireError(lost)));
		expect(back).toBeInstanceOf(Error);
		expect([back.name, back.message]).toEqual([lost.name, lost.message]);
		expect(classifyWebLlmError(back)).toBe('device_lost');
		expect(classifyWebLlmError(fromWireError(toWireError(quota)))).toBe('quota_exceeded');
	});
	it('turn a thrown non-Error into a message', () => {
		expect(toWireError('out of memory')).toEqual({ name: 'Error', message: 'out of memory' });
		expect(toWireError(undefined)).toEqual({ name: 'Error', message: 'undefined' });
	});
});
