import { describe, expect, it } from 'vitest';
import { classifyWebLlmError } from './webllm';
import { createWorkerClient } from './web-llm-client';
import { FakeWorker } from './testing/web-llm-fakes';
import type { Progress } from './web-llm-protocol';
import { nextTurn } from '$lib/lobby/testing/flush';

/** The client against a worker whose replies the test writes, message by message. */
const setup = () => {
	const worker = new FakeWorker();
	const client = createWorkerClient(worker);
	const lastId = () => (worker.received.at(-1) as { id: number }).id;
	return { worker, client, lastId };
};

describe('web-llm worker client', () => {
	it('numbers requests and forwards load progress in order, then resolves', async () => {
		const { worker, client, lastId } = setup();
		const seen: Progress[] = [];
		const loaded = client.call('load', { modelId: 'SmolLM2' }, (p) => seen.push(p));
		expect(worker.received).toEqual([{ id: 0, kind: 'load', modelId: 'SmolLM2' }]);
		const steps = [0.1, 0.55, 1].map((progress) => ({ progress, text: `Fetching ${progress}` }));
		for (const s of steps) worker.reply({ id: lastId(), kind: 'progress', ...s });
		worker.reply({ id: lastId(), kind: 'done', value: null });
		await expect(loaded).resolves.toBeNull();
		expect(seen).toEqual(steps);
	});

	it('matches replies to their requests, whatever the order', async () => {
		const { worker, client } = setup();
		const a = client.call('cached', { modelId: 'a' });
		const b = client.call('cached', { modelId: 'b' });
		worker.reply({ id: 1, kind: 'done', value: false });
		worker.reply({ id: 0, kind: 'done', value: true });
		expect(await Promise.all([a, b])).toEqual([true, false]);
	});

	it('cancel ends the worker and rejects what waits with an abort', async () => {
		const { worker, client } = setup();
		const loading = client.call('load', { modelId: 'm' });
		const cached = client.call('cached', { modelId: 'm' });
		client.terminate();
		expect(worker.terminated).toBe(true);
		expect(client.alive).toBe(false);
		const e = await loading.catch((x: unknown) => x);
		expect(e).toBeInstanceOf(Error);
		expect(classifyWebLlmError(e)).toBe('aborted');
		await expect(cached).rejects.toThrow(/stopped/);
		await expect(client.call('cached', { modelId: 'm' })).rejects.toThrow(/stopped/);
	});

	it('turns a malformed reply into an Error for that request only', async () => {
		const { worker, client } = setup();
		const cached = client.call('cached', { modelId: 'm' });
		const other = client.call('cached', { modelId: 'n' });
		worker.reply({ id: 0, kind: 'done', value: 'yes' });
		worker.reply({ id: 1, kind: 'progress', progress: 7, text: '' });
		await expect(cached).rejects.toThrow(/malformed reply/);
		await expect(other).rejects.toThrow(/malformed reply \(progress/);
		expect(client.alive).toBe(true);
		const again = client.call('cached', { modelId: 'm' });
		worker.reply({ id: 2, kind: 'done', value: true });
		await expect(again).resolves.toBe(true);
	});

	it('a reply naming no request ends the worker; every waiting call gets an Error', async () => {
		const { worker, client } = setup();
		const a = client.call('load', { modelId: 'm' });
		const b = client.call('cached', { modelId: 'm' });
		worker.reply('hello');
		await expect(a).rejects.toThrow(/malformed reply/);
		await expect(b).rejects.toThrow(/malformed reply/);
		expect(worker.terminated).toBe(true);
	});

	it("a worker's error arrives as an Error with its name and message", async () => {
		const { worker, client } = setup();
		const chat = client.call('chat', {
			params: { messages: [{ role: 'user', content: 'Hi' }], maxTokens: 8 }
		});
		const message = 'Device was lost. This can happen due to insufficient memory.';
		worker.reply({ id: 0, kind: 'failed', error: { name: 'Error', message } });
		const e = await chat.catch((x: unknown) => x);
		expect(e).toBeInstanceOf(Error);
		expect((e as Error).message).toBe(message);
		expect(classifyWebLlmError(e)).toBe('device_lost');
		expect(client.alive).toBe(true);
	});

	it('a worker that fails as a whole rejects what waits, with its message', async () => {
		const { worker, client } = setup();
		const loading = client.call('load', { modelId: 'm' });
		worker.fail('Failed to fetch dynamically imported module');
		await expect(loading).rejects.toThrow(/worker failed: Failed to fetch/);
		expect(classifyWebLlmError(await loading.catch((x: unknown) => x))).toBe('network');
		expect(worker.terminated).toBe(true);
	});

	it('refuses a bad request before it reaches the worker', async () => {
		const { worker, client } = setup();
		await expect(
			client.call('chat', { params: { messages: [{ role: 'user', content: 'Hi' }], maxTokens: 0 } })
		).rejects.toThrow(/params\.maxTokens/);
		expect(worker.received).toEqual([]);
	});

	it('ignores a second reply to a request already settled', async () => {
		const { worker, client } = setup();
		const first = client.call('cached', { modelId: 'm' });
		worker.reply({ id: 0, kind: 'done', value: true });
		worker.reply({ id: 0, kind: 'done', value: false });
		await expect(first).resolves.toBe(true);
		await nextTurn();
		expect(client.alive).toBe(true);
	});
});
