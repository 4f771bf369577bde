import {
	CreateWebWorkerMLCEngine,
	deleteModelAllInfoInCache,
	hasModelInCache,
	prebuiltAppConfig,
	type InitProgressReport,
	type WebWorkerMLCEngine
} from '@mlc-ai/web-llm';
import { withJsonInstruction } from './http';
import type { LlmRequest, LlmResult } from './types';

/**
 * The heavy half of the on-device provider: the only main-thread module that imports web-llm,
 * reached only through `loadWebLlmEngine()` (a dynamic import). One engine in one worker at a time.
 */
let engine: WebWorkerMLCEngine | null = null;
let worker: Worker | null = null;
let loadedModel: string | null = null;
let loading: Promise<void> | null = null;

export type Progress = { progress: number; text: string };

const stop = (): void => {
	worker?.terminate();
	worker = null;
	engine = null;
	loadedModel = null;
	loading = null;
};

/** Downloads (if needed) and loads a model; `signal` cancels by ending the worker. */
export const ensureLoaded = async (
	modelId: string,
	onProgress?: (p: Progress) => void,
	signal?: AbortSignal
): Promise<void> => {
	if (engine && loadedModel === modelId) return;
	if (loading && loadedModel === modelId) return loading;
	stop();
	loadedModel = modelId;
	worker = new Worker(new URL('./web-llm.worker.ts', import.meta.url), { type: 'module' });
	const current = worker;
	const onAbort = () => stop();
	signal?.addEventListener('abort', onAbort, { once: true });
	loading = (async () => {
		try {
			const created = await Promise.race([
				CreateWebWorkerMLCEngine(current, modelId, {
					appConfig: prebuiltAppConfig,
					initProgressCallback: (r: InitProgressReport) =>
						onProgress?.({ progress: r.progress, text: r.text })
				}),
				new Promise<never>((_resolve, reject) =>
					signal?.addEventListener('abort', () => reject(new Error('aborted')))
				)
			]);
			if (worker === current) engine = created;
		} catch (e) {
			if (worker === current) stop();
			throw e;
		} finally {
			signal?.removeEventListener('abort', onAbort);
		}
	})();
	return loading;
};

export const unload = (): void => stop();

export const isModelCached = (modelId: string): Promise<boolean> =>
	hasModelInCache(modelId, prebuiltAppConfig);

export const deleteModel = async (modelId: string): Promise<void> => {
	if (loadedModel === modelId) stop();
	await deleteModelAllInfoInCache(modelId, prebuiltAppConfig);
};

/** web-llm has no json_schema type: `json_object` with the schema as a string, and the prompt asks for JSON. */
export const completeOnDevice = async (req: LlmRequest): Promise<LlmResult> => {
	if (!engine) throw new Error('The on-device model is not loaded.');
	const started = Date.now();
	const current = engine;
	const onAbort = () => current.interruptGenerate();
	req.signal?.addEventListener('abort', onAbort, { once: true });
	try {
		const structured = Boolean(req.jsonSchema || req.schema);
		const reply = await current.chat.completions.create({
			messages: structured ? withJsonInstruction(req.messages, req.jsonSchema, false) : req.messages,
			temperature: req.temperature,
			max_tokens: req.maxTokens,
			seed: req.seed,
			response_format: structured
				? { type: 'json_object', ...(req.jsonSchema ? { schema: JSON.stringify(req.jsonSchema) } : {}) }
				: undefined
		});
		const choice = reply.choices[0];
		const reason = choice?.finish_reason;
		return {
			text: choice?.message?.content ?? '',
			finishReason: req.signal?.aborted
				? 'abort'
				: reason === 'length'
					? 'length'
					: reason === 'abort'
						? 'abort'
						: 'stop',
			usage: reply.usage
				? { prompt: reply.usage.prompt_tokens, completion: reply.usage.completion_tokens }
				: undefined,
			ms: Date.now() - started
		};
	} finally {
		req.signal?.removeEventListener('abort', onAbort);
	}
};
