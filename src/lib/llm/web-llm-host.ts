import {
	toWireError,
	WorkerRequestSchema,
	type ChatParams,
	type ChatReply,
	type Progress,
	type WorkerReply,
	type WorkerRequest
} from './web-llm-protocol';

/**
 * The worker's end of the protocol (llm.md "webllm"): one MLCEngine, the cache queries, and every
 * failure sent back as `{name, message}`. web-llm itself comes in through `WebLlmLib`, so this module
 * does not import it: `web-llm.worker.ts` wires the real library in.
 */
type CompletionRequest = {
	messages: ChatParams['messages'];
	temperature?: number;
	max_tokens: number;
	seed?: number;
	stream: false;
	response_format?: { type: 'json_object'; schema?: string };
};
type Completion = {
	choices: { message?: { content?: string | null }; finish_reason?: string | null }[];
	usage?: { prompt_tokens: number; completion_tokens: number } | null;
};

/** The part of web-llm's MLCEngine this worker uses. */
export type EngineLike = {
	chat: { completions: { create: (req: CompletionRequest) => Promise<Completion> } };
	interruptGenerate: () => void | Promise<void>;
	unload: () => Promise<void>;
};

export type WebLlmLib = {
	createEngine: (modelId: string, onProgress: (p: Progress) => void) => Promise<EngineLike>;
	hasModelInCache: (modelId: string) => Promise<boolean>;
	deleteModel: (modelId: string) => Promise<void>;
};

const unit = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

export const toCompletionRequest = (p: ChatParams): CompletionRequest => ({
	messages: p.messages,
	temperature: p.temperature,
	max_tokens: p.maxTokens,
	seed: p.seed,
	stream: false,
	response_format: p.json
		? { type: 'json_object', ...(p.json.schema ? { schema: p.json.schema } : {}) }
		: undefined
});

export const toChatReply = (c: Completion): ChatReply => {
	const choice = c.choices[0];
	const reason = choice?.finish_reason;
	return {
		content: choice?.message?.content ?? '',
		finishReason: reason === 'length' ? 'length' : reason === 'abort' ? 'abort' : 'stop',
		usage: c.usage ? { prompt: c.usage.prompt_tokens, completion: c.usage.completion_tokens } : null
	};
};

/**
 * web-llm unloads the model itself when the GPU device is lost after loading, and only says so in the
 * console; the next chat then fails with ModelNotLoadedError. llm.md: a lost device must reach the
 * user as such (a smaller model, an API key, or offline), so it is named here.
 */
const isUnloadedBehindOurBack = (e: unknown) => e instanceof Error && e.name === 'ModelNotLoadedError';
const deviceLost = () =>
	Object.assign(
		new Error(
			'The WebGPU device was lost (often from running out of memory); the model must be loaded again.'
		),
		{ name: 'DeviceLostError' }
	);

export const createWorkerHost = (lib: WebLlmLib, post: (reply: WorkerReply) => void) => {
	let engine: { modelId: string; engine: EngineLike } | null = null;

	const handle = async (req: WorkerRequest): Promise<unknown> => {
		switch (req.kind) {
			case 'load': {
				if (engine?.modelId === req.modelId) return null;
				const previous = engine;
				engine = null;
				await previous?.engine.unload();
				const created = await lib.createEngine(req.modelId, (p) =>
					post({ id: req.id, kind: 'progress', progress: unit(p.progress), text: p.text })
				);
				engine = { modelId: req.modelId, engine: created };
				return null;
			}
			case 'chat': {
				if (!engine) throw new Error('The on-device model is not loaded.');
				const current = engine;
				try {
					return toChatReply(await current.engine.chat.completions.create(toCompletionRequest(req.params)));
				} catch (e) {
					if (!isUnloadedBehindOurBack(e)) throw e;
					if (engine === current) engine = null;
					throw deviceLost();
				}
			}
			case 'interrupt':
				await engine?.engine.interruptGenerate();
				return null;
			case 'cached':
				return lib.hasModelInCache(req.modelId);
			case 'delete':
				if (engine?.modelId === req.modelId) {
					const loaded = engine.engine;
					engine = null;
					await loaded.unload();
				}
				await lib.deleteModel(req.modelId);
				return null;
		}
	};

	/** Answers one message; a request that fails its schema is answered `failed` when it has an id. */
	return (data: unknown): Promise<void> => {
		const parsed = WorkerRequestSchema.safeParse(data);
		if (!parsed.success) {
			const id = (data as { id?: unknown } | null)?.id;
			const first = parsed.error.issues[0];
			const error = {
				name: 'TypeError',
				message: `Bad request (${first?.path.join('.')}: ${first?.message}).`
			};
			if (typeof id === 'number' && Number.isInteger(id) && id >= 0) post({ id, kind: 'failed', error });
			return Promise.resolve();
		}
		const { id } = parsed.data;
		return handle(parsed.data).then(
			(value) => post({ id, kind: 'done', value }),
			(e: unknown) => post({ id, kind: 'failed', error: toWireError(e) })
		);
	};
};
