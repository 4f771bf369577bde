import { z } from 'zod';

/**
 * Our own messages between the page and the web-llm worker (llm.md "webllm": the engine runs in a
 * Web Worker). Only the worker imports `@mlc-ai/web-llm`, so the page never loads its ~6 MB a
 * second time. Both sides parse what they receive with these schemas (every boundary is validated).
 */
const Id = z.number().int().nonnegative();
const ModelId = z.string().min(1).max(200);

export const ChatParamsSchema = z.object({
	messages: z.array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() })).min(1),
	temperature: z.number().min(0).optional(),
	maxTokens: z.number().int().positive(),
	seed: z.number().int().optional(),
	/** llm.md: web-llm's structured output is `json_object`, with the JSON Schema as a string. */
	json: z.object({ schema: z.string().optional() }).optional()
});
export type ChatParams = z.infer<typeof ChatParamsSchema>;

export const WorkerRequestSchema = z.discriminatedUnion('kind', [
	z.object({ id: Id, kind: z.literal('load'), modelId: ModelId }),
	z.object({ id: Id, kind: z.literal('chat'), params: ChatParamsSchema }),
	/** Stops the generation under way; the chat then ends with finish reason `abort`. */
	z.object({ id: Id, kind: z.literal('interrupt') }),
	z.object({ id: Id, kind: z.literal('cached'), modelId: ModelId }),
	z.object({ id: Id, kind: z.literal('delete'), modelId: ModelId })
]);
export type WorkerRequest = z.infer<typeof WorkerRequestSchema>;
export type RequestKind = WorkerRequest['kind'];
/** A request as the caller writes it: the client numbers it. */
export type RequestBody<K extends RequestKind> = Omit<Extract<WorkerRequest, { kind: K }>, 'id'>;

export const ChatReplySchema = z.object({
	content: z.string(),
	finishReason: z.enum(['stop', 'length', 'abort']),
	usage: z.object({ prompt: z.number().nonnegative(), completion: z.number().nonnegative() }).nullable()
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

/** What `done` carries for each kind of request. */
export const ResultSchemas = {
	load: z.null(),
	chat: ChatReplySchema,
	interrupt: z.null(),
	cached: z.boolean(),
	delete: z.null()
} as const satisfies Record<RequestKind, z.ZodType>;
export type ResultOf<K extends RequestKind> = z.infer<(typeof ResultSchemas)[K]>;

/** An error as it crosses: `name` matters (`QuotaExceededError`, `DeviceLostError`, see webllm.ts). */
export const WireErrorSchema = z.object({ name: z.string().max(200), message: z.string().max(4000) });
export type WireError = z.infer<typeof WireErrorSchema>;

export const WorkerReplySchema = z.discriminatedUnion('kind', [
	z.object({ id: Id, kind: z.literal('progress'), progress: z.number().min(0).max(1), text: z.string() }),
	z.object({ id: Id, kind: z.literal('done'), value: z.unknown() }),
	z.object({ id: Id, kind: z.literal('failed'), error: WireErrorSchema })
]);
export type WorkerReply = z.infer<typeof WorkerReplySchema>;
export type Progress = { progress: number; text: string };

export const toWireError = (e: unknown): WireError => {
	if (e instanceof Error || (typeof e === 'object' && e !== null && 'message' in e))
		return {
			name: String((e as { name?: unknown }).name ?? 'Error').slice(0, 200),
			message: String((e as { message: unknown }).message).slice(0, 4000)
		};
	return { name: 'Error', message: String(e).slice(0, 4000) };
};

/** A plain Error with the worker's name and message, for `classifyWebLlmError`. */
export const fromWireError = (e: WireError): Error => Object.assign(new Error(e.message), { name: e.name });
