import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { LlmRequestSpec } from '$lib/engines/kit/llm-request';
import { clearCalls, recentCalls } from '$lib/llm/diagnostics';
import type { LlmClient, LlmRequest, LlmResult } from '$lib/llm/types';
import { createTaskRunner, deadlineFor, offlineTaskRunner } from './run-task';

const Reply = z.object({ id: z.string() });
const spec = (site = 'escalation.pick'): LlmRequestSpec<{ id: string }> => ({
	site,
	messages: [{ role: 'user', content: 'pick one' }],
	schema: Reply,
	temperature: 0.2,
	maxTokens: 40,
	fallback: { id: 'first' }
});

/** A provider whose every call waits until the test answers it (or forever). */
const held = () => {
	const calls: { req: LlmRequest; answer: (r: LlmResult) => void }[] = [];
	const client: LlmClient = {
		provider: 'http',
		available: true,
		complete: (req) => new Promise((resolve) => calls.push({ req, answer: resolve }))
	};
	return { client, calls };
};

beforeEach(() => {
	vi.useFakeTimers();
	clearCalls();
});
afterEach(() => vi.useRealTimers());

describe('task runner', () => {
	it('deadlines by site: 12 s for the question choice, 15 s for the narrator, a default otherwise', () => {
		expect(deadlineFor('escalation.pick')).toBe(12_000);
		expect(deadlineFor('escalation.generate')).toBe(12_000);
		expect(deadlineFor('deduction.accusation')).toBe(15_000);
		expect(deadlineFor('risk.judge')).toBe(30_000);
		expect(deadlineFor('something.else')).toBe(20_000);
		expect(deadlineFor('escalation.pick', { 'escalation.pick': 500 })).toBe(500);
	});

	it('a model that never answers: the fallback exactly at the deadline, the provider aborted, one record', async () => {
		const { client, calls } = held();
		let out: unknown = null;
		void createTaskRunner(client)(spec()).then((o) => (out = o));
		await vi.advanceTimersByTimeAsync(11_999);
		expect(out).toBeNull();
		expect(calls).toHaveLength(1);
		expect(calls[0].req.signal?.aborted).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(out).toEqual({ value: { id: 'first' }, source: 'fallback', error: 'timeout' });
		expect(calls[0].req.signal?.aborted).toBe(true);
		// a late answer changes nothing and is not recorded twice
		calls[0].answer({ text: '{"id":"late"}', finishReason: 'stop', ms: 1 });
		await vi.advanceTimersByTimeAsync(0);
		expect(recentCalls()).toHaveLength(1);
		expect(recentCalls()[0]).toMatchObject({
			site: 'escalation.pick',
			provider: 'http',
			ok: false,
			fallbackUsed: true,
			error: 'timeout'
		});
	});

	it("the caller's cancel reaches the provider and yields the fallback at once", async () => {
		const { client, calls } = held();
		const ctrl = new AbortController();
		const pending = createTaskRunner(client)(spec(), { signal: ctrl.signal });
		await vi.advanceTimersByTimeAsync(0);
		ctrl.abort();
		expect(await pending).toEqual({ value: { id: 'first' }, source: 'fallback', error: 'aborted' });
		expect(calls[0].req.signal?.aborted).toBe(true);
	});

	it('a configured deadline wins over the site table', async () => {
		const { client } = held();
		const run = createTaskRunner(client, { deadlines: { escalation: 300 } });
		let out: unknown = null;
		void run(spec()).then((o) => (out = o));
		await vi.advanceTimersByTimeAsync(300);
		expect(out).toMatchObject({ source: 'fallback', error: 'timeout' });
	});

	it('a valid answer before the deadline is used; offline falls back without a call', async () => {
		const { client, calls } = held();
		const pending = createTaskRunner(client)(spec());
		await vi.advanceTimersByTimeAsync(5_000);
		calls[0].answer({ text: '{"id":"q7"}', finishReason: 'stop', ms: 5 });
		expect(await pending).toEqual({ value: { id: 'q7' }, source: 'llm' });
		expect(offlineTaskRunner.available).toBe(false);
		expect(await offlineTaskRunner(spec())).toEqual({
			value: { id: 'first' },
			source: 'fallback',
			error: 'no_model'
		});
		expect(recentCalls().map((c) => c.ok)).toEqual([true, false]);
	});
});
