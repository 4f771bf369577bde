import { z, type ZodType } from 'zod';
import { estimateTokens, type ChatMessage, type LlmRequestSpec } from '$lib/engines/kit/llm-request';
import { parseLooseJson } from './parse-json';
import { LlmError, LlmErrorCodes, type LlmClient, type LlmResult } from './types';

/**
 * llm.md "Structured calls": parse → strip code fences / repair → zod → on failure one retry with the
 * validation error appended → the caller's deterministic fallback. `finishReason 'length'` is a
 * failure (a cut-off reply is never trusted, even when it happens to parse).
 */
export type StructuredOutcome<T> = {
	value: T;
	source: 'llm' | 'fallback';
	error?: string;
	attempts: number;
	ms: number;
	tokens: number;
};

const MAX_ATTEMPTS = 2;

/**
 * The model should add no extra keys (zod would strip them anyway); strict providers need it said.
 * A key with a default (`z.string().nullable().default(null)`) is asked of the model like any other
 * — the schema may then run in strict mode (llm.md: `strict: true`) — while a reply without it
 * still parses.
 */
const closeObjects = (node: unknown): unknown => {
	if (Array.isArray(node)) return node.map(closeObjects);
	if (!node || typeof node !== 'object') return node;
	const out: Record<string, unknown> = {};
	for (const [k, v] of Object.entries(node)) out[k] = closeObjects(v);
	if (out.type === 'object' && out.properties && typeof out.properties === 'object') {
		if (out.additionalProperties === undefined) out.additionalProperties = false;
		const required = Array.isArray(out.required) ? (out.required as string[]) : [];
		const defaulted = Object.entries(out.properties)
			.filter(([k, p]) => !required.includes(k) && p && typeof p === 'object' && 'default' in p)
			.map(([k]) => k);
		if (defaulted.length) out.required = [...required, ...defaulted];
	}
	return out;
};

/** JSON Schema (of what the model must produce) for providers with structured output. */
export const toJsonSchema = (schema: ZodType | undefined): Record<string, unknown> | undefined => {
	if (!schema) return undefined;
	try {
		const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
		return closeObjects(rest) as Record<string, unknown>;
	} catch {
		return undefined;
	}
};

const describeIssues = (error: z.ZodError): string =>
	error.issues
		.slice(0, 5)
		.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
		.join('; ');

type Check<T> = { ok: true; value: T } | { ok: false; problem: string; code: string };

const check = <T>(result: LlmResult, schema: ZodType<T> | undefined): Check<T> => {
	if (result.finishReason === 'length')
		return { ok: false, code: 'length', problem: 'Your reply was cut off. Reply again, shorter.' };
	if (!schema) {
		const text = result.text.trim();
		return text
			? { ok: true, value: text as T }
			: { ok: false, code: LlmErrorCodes.invalidOutput, problem: 'Your reply was empty.' };
	}
	const parsed =
		result.json !== undefined ? { ok: true as const, value: result.json } : parseLooseJson(result.text);
	if (!parsed.ok)
		return { ok: false, code: LlmErrorCodes.invalidOutput, problem: 'Your reply was not valid JSON.' };
	const valid = schema.safeParse(parsed.value);
	return valid.success
		? { ok: true, value: valid.data }
		: {
				ok: false,
				code: LlmErrorCodes.invalidOutput,
				problem: `Your JSON did not match the schema (${describeIssues(valid.error)}).`
			};
};

const usedTokens = (messages: readonly ChatMessage[], result: LlmResult): number =>
	result.usage
		? result.usage.prompt + result.usage.completion
		: estimateTokens(messages) + Math.ceil(result.text.length / 4);

export const runStructured = async <T>(
	client: LlmClient,
	spec: LlmRequestSpec<T>,
	signal?: AbortSignal
): Promise<StructuredOutcome<T>> => {
	const started = Date.now();
	const fallback = (error: string, attempts: number, tokens: number): StructuredOutcome<T> => ({
		value: spec.fallback,
		source: 'fallback',
		error,
		attempts,
		tokens,
		ms: Date.now() - started
	});
	if (!client.available) return fallback(LlmErrorCodes.noModel, 0, 0);
	const jsonSchema = toJsonSchema(spec.schema);
	let messages: ChatMessage[] = [...spec.messages];
	let tokens = 0;
	let lastCode: string = LlmErrorCodes.invalidOutput;
	for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
		if (signal?.aborted) return fallback(LlmErrorCodes.aborted, attempt - 1, tokens);
		let result: LlmResult;
		try {
			result = await client.complete({
				messages,
				schema: spec.schema,
				jsonSchema,
				temperature: spec.temperature,
				maxTokens: spec.maxTokens,
				signal
			});
		} catch (e) {
			// Transport errors were already retried where that helps (http: 429/5xx).
			return fallback(e instanceof LlmError ? e.code : LlmErrorCodes.network, attempt, tokens);
		}
		tokens += usedTokens(messages, result);
		if (result.finishReason === 'abort') return fallback(LlmErrorCodes.aborted, attempt, tokens);
		if (result.finishReason === 'error') return fallback('error', attempt, tokens);
		const checked = check(result, spec.schema);
		if (checked.ok)
			return { value: checked.value, source: 'llm', attempts: attempt, tokens, ms: Date.now() - started };
		lastCode = checked.code;
		messages = [
			...spec.messages,
			{ role: 'assistant', content: result.text.slice(0, 2000) },
			{
				role: 'user',
				content: `${checked.problem} Reply again with ${spec.schema ? 'only the corrected JSON object' : 'only the answer'}.`
			}
		];
	}
	return fallback(lastCode, MAX_ATTEMPTS, tokens);
};
