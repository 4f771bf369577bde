import { describe, expect, it } from 'vitest';
import type { CallRecord } from '$lib/llm/diagnostics';
import { troubleOf } from './llm-trouble';

const call = (over: Partial<CallRecord>): CallRecord => ({
	site: 'pirate.response',
	provider: 'http',
	ms: 120,
	tokens: 0,
	ok: false,
	fallbackUsed: true,
	at: 1,
	...over
});

describe('the notice of a model that failed a game', () => {
	it('names a refused key and a model that will not serve; a later good call clears it', () => {
		expect(troubleOf([call({ error: 'unauthorized' })])).toBe('key');
		expect(troubleOf([call({ error: 'forbidden' })])).toBe('key');
		expect(troubleOf([call({ error: 'rate_limited' })])).toBe('unavailable');
		expect(troubleOf([call({ error: 'server_error' })])).toBe('unavailable');
		expect(troubleOf([call({ error: 'unauthorized' }), call({ ok: true, fallbackUsed: false })])).toBeNull();
	});

	it('names an on-device model that stopped: a lost GPU device or damaged model files', () => {
		expect(troubleOf([call({ provider: 'webllm', error: 'device_lost' })])).toBe('device');
		expect(troubleOf([call({ provider: 'webllm', error: 'model_corrupt' })])).toBe('device');
	});

	it('says nothing for a slow or garbled reply, a cancel, or no call at all', () => {
		for (const error of ['timeout', 'invalid_output', 'aborted'])
			expect(troubleOf([call({ error })])).toBeNull();
		expect(troubleOf([])).toBeNull();
	});
});
