import { withJsonInstruction } from './http';
import type { LlmRequest, LlmResult } from './types';
import { createWorkerClient, stoppedError, type WorkerClient } from './web-llm-client';
import type { Progress } from './web-llm-protocol';

export type { Progress } from './web-llm-protocol';

/**
 * The page's side of the on-device provider (llm.md "webllm"), reached only through
 * `loadWebLlmEngine()` (a dynamic import). It does not import web-llm: the worker does, and this
 * module speaks web-llm-protocol.ts to it. One worker, holding at most one model, at a time.
 */
let client: WorkerClient | null = null;
/** The model loaded, or being loaded, in `client`'s worker. */
let loadedModel: string | null = null;
let loading: Promise<void> | null = null;
let ready = false;

const stop = (): void => {
	client?.terminate();
	client = null;
	loadedModel = null;
	loading = null;
	ready = false;
};

/** The live worker, started when there is none (the cache queries need it too). */
const worker = (): WorkerClient => {
	if (client?.alive) return client;
	stop();
	const w = new Worker(new URL('./web-llm.worker.ts', import.meta.url), { type: 'module' });
	client = createWorkerClient(w);
	return client;
};

/** Downloads (if needed) and loads a model; `signal` cancels by ending the worker. */
export const ensureLoaded = async (
	modelId: string,
	onProgress?: (p: Progress) => void,
	signal?: AbortSignal
): Promise<void> => {
	if (client?.alive && loadedModel === modelId && (ready || loading)) return loading ?? undefined;
	// Another model: a fresh worker gives its GPU memory back at once.
	if (loadedModel !== null) stop();
	if (signal?.aborted) throw stoppedError();
	const current = worker();
	loadedModel = modelId;
	const onAbort = () => {
		if (client === current) stop();
	};
	signal?.addEventListener('abort', onAbort, { once: true });
	loading = current
		.call('load', { modelId }, onProgress)
		.then(
			() => {
				if (client === current) ready = true;
			},
			(e: unknown) => {
				if (client === current) stop();
				throw e;
			}
		)
		.finally(() => signal?.removeEventListener('abort', onAbort));
	return loading;
};

export const unload = (): void => stop();

export const isModelCached = (modelId: string): Promise<boolean> => worker().call('cached', { modelId });

export const deleteModel = async (modelId: string): Promise<void> => {
	if (loadedModel === modelId) stop();
	await worker().call('delete', { modelId });
};

/** llm.md: web-llm has no json_schema type; `json_object` with the schema as a string, and the prompt asks for JSON. */
export const completeOnDevice = async (req: LlmRequest): Promise<LlmResult> => {
	if (!client?.alive || !ready) throw new Error('The on-device model is not loaded.');
	const started = Date.now();
	const current = client;
	const onAbort = () => void current.call('interrupt', {}).catch(() => undefined);
	req.signal?.addEventListener('abort', onAbort, { once: true });
	try {
		const structured = Boolean(req.jsonSchema || req.schema);
		const reply = await current.call('chat', {
			params: {
				messages: structured ? withJsonInstruction(req.messages, req.jsonSchema, false) : req.messages,
				temperature: req.temperature,
				maxTokens: req.maxTokens,
				seed: req.seed,
				json: structured ? { schema: req.jsonSchema ? JSON.stringify(req.jsonSchema) : undefined } : undefined
			}
		});
		return {
			text: reply.content,
			finishReason: req.signal?.aborted ? 'abort' : reply.finishReason,
			usage: reply.usage ?? undefined,
			ms: Date.now() - started
		};
	} finally {
		req.signal?.removeEventListener('abort', onAbort);
	}
};
