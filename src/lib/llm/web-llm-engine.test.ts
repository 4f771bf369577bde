import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LlmError } from './types';
import { createWebLlmClient } from './webllm';
import { completeOnDevice, deleteModel, ensureLoaded, isModelCached, unload } from './web-llm-engine';
import { fakeEngine, fakeLib, FakeWorker, type FakeLib } from './testing/web-llm-fakes';
import type { EngineLike } from './web-llm-host';
import type { Progress } from './web-llm-protocol';

/**
 * The page's module with `Worker` replaced by FakeWorker running our real host over a fake web-llm:
 * download progress, cancel, delete, the device-lost path of createWebLlmClient (llm.md "webllm").
 */
let lib: FakeLib;
let workers: FakeWorker[];
const useLib = (l: FakeLib) => {
	lib = l;
	workers = [];
	vi.stubGlobal(
		'Worker',
		class {
			constructor() {
				const w = new FakeWorker(lib);
				workers.push(w);
				return w;
			}
		}
	);
};
const ask = (signal?: AbortSignal) => ({
	messages: [{ role: 'user' as const, content: 'Hi' }],
	maxTokens: 16,
	signal
});

beforeEach(() => useLib(fakeLib()));
afterEach(() => {
	unload();
	vi.unstubAllGlobals();
});

describe('web-llm engine (page side)', () => {
	it('loads with progress, then completes through the worker', async () => {
		const steps = [0.25, 1].map((progress) => ({ progress, text: `${progress * 100}%` }));
		useLib(fakeLib({ steps }));
		const seen: Progress[] = [];
		await ensureLoaded('SmolLM2', (p) => seen.push(p));
		expect(seen).toEqual(steps);
		const out = await completeOnDevice({ ...ask(), schema: undefined, jsonSchema: { type: 'object' } });
		expect(out).toMatchObject({ text: 'Hello.', finishReason: 'stop', usage: { prompt: 12, completion: 3 } });
		expect(workers).toHaveLength(1);
		await ensureLoaded('SmolLM2');
		expect(lib.created).toEqual(['SmolLM2']);
	});

	it('cancelling a download ends the worker and rejects with an abort', async () => {
		let hang: () => void = () => undefined;
		useLib(fakeLib({ load: () => new Promise<void>((resolve) => (hang = resolve)) }));
		const ctrl = new AbortController();
		const loading = ensureLoaded('m', undefined, ctrl.signal);
		await vi.waitFor(() => expect(workers[0]?.received).toHaveLength(1));
		ctrl.abort();
		await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
		expect(workers[0].terminated).toBe(true);
		hang();
		await expect(completeOnDevice(ask())).rejects.toThrow(/not loaded/);
	});

	it('says so when asked to complete before loading', async () => {
		await expect(completeOnDevice(ask())).rejects.toThrow('The on-device model is not loaded.');
	});

	it('aborting a completion interrupts the generation and reports abort', async () => {
		const engine = fakeEngine('Half', true);
		useLib(fakeLib({ engine: () => engine }));
		await ensureLoaded('m');
		const ctrl = new AbortController();
		const out = completeOnDevice(ask(ctrl.signal));
		await vi.waitFor(() => expect(engine.requests).toHaveLength(1));
		ctrl.abort();
		expect(await out).toMatchObject({ text: 'Half', finishReason: 'abort' });
		expect(engine.interrupted).toBe(1);
	});

	it('tells whether a model is cached, and deleting the loaded one stops it first', async () => {
		expect(await isModelCached('m')).toBe(false);
		await ensureLoaded('m');
		expect(await isModelCached('m')).toBe(true);
		await deleteModel('m');
		expect(workers[0].terminated).toBe(true);
		expect(await isModelCached('m')).toBe(false);
		await expect(completeOnDevice(ask())).rejects.toThrow(/not loaded/);
	});

	it('a different model gets a fresh worker', async () => {
		await ensureLoaded('a');
		await ensureLoaded('b');
		expect(workers.map((w) => w.terminated)).toEqual([true, false]);
		expect(lib.created).toEqual(['a', 'b']);
	});
});

describe('createWebLlmClient over the worker', () => {
	it('turns a lost device into device_lost and loads afresh on the next call', async () => {
		const lost: EngineLike = {
			...fakeEngine(),
			chat: { completions: { create: () => Promise.reject(new Error('Device was lost (OOM).')) } }
		};
		let first = true;
		useLib(fakeLib({ engine: () => (first ? ((first = false), lost) : fakeEngine('Back.')) }));
		lib.cache.add('m');
		const client = createWebLlmClient('m');
		const e = await client.complete(ask()).catch((x: unknown) => x);
		expect(e).toBeInstanceOf(LlmError);
		expect(e).toMatchObject({ code: 'device_lost', message: 'Device was lost (OOM).' });
		expect((await client.complete(ask())).text).toBe('Back.');
		expect(workers.map((w) => w.terminated)).toEqual([true, false]);
	});

	it('never starts a download from a game', async () => {
		await expect(createWebLlmClient('m').complete(ask())).rejects.toMatchObject({ code: 'not_downloaded' });
		expect(lib.created).toEqual([]);
	});
});
