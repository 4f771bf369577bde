import type { WorkerLike } from '../web-llm-client';
import { createWorkerHost, type EngineLike, type WebLlmLib } from '../web-llm-host';
import type { Progress } from '../web-llm-protocol';

/**
 * Test doubles for the two things no test machine has: a Worker (messages are structured-cloned and
 * delivered on a later task, as a real one does) and web-llm with a GPU. Used by the *.test.ts here.
 */
export class FakeWorker implements WorkerLike {
	onmessage: WorkerLike['onmessage'] = null;
	onerror: WorkerLike['onerror'] = null;
	onmessageerror: WorkerLike['onmessageerror'] = null;
	readonly received: unknown[] = [];
	terminated = false;
	#host: ((data: unknown) => Promise<void>) | null;

	/** With `lib`, the worker side runs our real host over that library; without, the test replies. */
	constructor(lib?: WebLlmLib) {
		this.#host = lib ? createWorkerHost(lib, (reply) => this.reply(reply)) : null;
	}

	postMessage(message: unknown): void {
		const copy = structuredClone(message);
		this.received.push(copy);
		setTimeout(() => void (this.terminated ? undefined : this.#host?.(copy)), 0);
	}

	/** A message from the worker to the page. */
	reply(data: unknown): void {
		const copy = structuredClone(data);
		setTimeout(() => {
			if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: copy }));
		}, 0);
	}

	/** The worker failing as a whole (script error, failed import): Node has no ErrorEvent. */
	fail(message: string): void {
		this.onerror?.({ message } as ErrorEvent);
	}

	terminate(): void {
		this.terminated = true;
	}
}

export type FakeEngine = EngineLike & { requests: unknown[]; interrupted: number; unloaded: number };

/** An engine that answers `content`; with `hold`, it waits for interruptGenerate and ends with `abort`. */
export const fakeEngine = (content = 'Hello.', hold = false): FakeEngine => {
	let release: (() => void) | null = null;
	const engine: FakeEngine = {
		requests: [],
		interrupted: 0,
		unloaded: 0,
		chat: {
			completions: {
				create: async (req) => {
					engine.requests.push(req);
					if (hold) await new Promise<void>((resolve) => (release = resolve));
					return {
						choices: [{ message: { content }, finish_reason: hold ? 'abort' : 'stop' }],
						usage: { prompt_tokens: 12, completion_tokens: 3 }
					};
				}
			}
		},
		interruptGenerate: () => {
			engine.interrupted++;
			release?.();
		},
		unload: async () => {
			engine.unloaded++;
		}
	};
	return engine;
};

export type FakeLib = WebLlmLib & { cache: Set<string>; created: string[] };

/** web-llm as far as our host sees it: a cache of model ids and engines made after `steps` of progress. */
export const fakeLib = (
	options: { steps?: Progress[]; engine?: () => EngineLike; load?: () => Promise<void> } = {}
): FakeLib => {
	const lib: FakeLib = {
		cache: new Set(),
		created: [],
		createEngine: async (modelId, onProgress) => {
			for (const step of options.steps ?? []) onProgress(step);
			await options.load?.();
			lib.created.push(modelId);
			lib.cache.add(modelId);
			return options.engine?.() ?? fakeEngine();
		},
		hasModelInCache: async (modelId) => lib.cache.has(modelId),
		deleteModel: async (modelId) => void lib.cache.delete(modelId)
	};
	return lib;
};
