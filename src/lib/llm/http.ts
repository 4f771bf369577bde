import { z } from 'zod';
import type { ChatMessage } from '$lib/engines/kit/llm-request';
import { PRESETS, type PresetId } from './presets';
import { readCapped, TooLarge } from '$lib/io/read-capped';
import { LlmError, LlmErrorCodes, type LlmClient, type LlmRequest, type LlmResult } from './types';

/**
 * llm.md "http": OpenAI-compatible `POST {baseUrl}/chat/completions` with plain fetch (no SDK headers:
 * some providers' CORS refuse them). Timeout (20 s default) for the whole call, abort, one retry on
 * 429/5xx with backoff (Retry-After honoured when it is short). The key goes only into the
 * Authorization header: never into a message, a log line or diagnostics.
 */
export type HttpConfig = {
	baseUrl: string;
	model: string;
	apiKey?: string;
	preset?: PresetId;
	timeoutMs?: number;
	/** First retry delay when the server gives no Retry-After. */
	retryBaseMs?: number;
	/** A Retry-After longer than this is not waited for: the call fails as rate limited. */
	maxRetryWaitMs?: number;
	fetchImpl?: typeof fetch;
};

export const DEFAULT_TIMEOUT_MS = 20_000;

const CompletionSchema = z.object({
	choices: z
		.array(
			z.object({
				message: z.object({ content: z.string().nullish() }).nullish(),
				finish_reason: z.string().nullish()
			})
		)
		.min(1),
	usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).partial().nullish()
});

export const redact = (text: string, apiKey?: string): string => {
	let out = text.replace(/Bearer\s+\S+/gi, 'Bearer ***');
	if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join('***');
	return out;
};

const endpoint = (baseUrl: string): string => `${baseUrl.trim().replace(/\/+$/, '')}/chat/completions`;

const mentionsJson = (messages: readonly ChatMessage[]): boolean =>
	messages.some((m) => /json/i.test(m.content));

/** json_object mode needs the word JSON in the prompt (OpenAI refuses otherwise) and benefits from the schema. */
export const withJsonInstruction = (
	messages: readonly ChatMessage[],
	jsonSchema: Record<string, unknown> | undefined,
	includeSchema: boolean
): ChatMessage[] => {
	if (mentionsJson(messages) && !includeSchema) return [...messages];
	const hint =
		'Reply with one JSON object only, no prose, no code fences.' +
		(includeSchema && jsonSchema ? ` It must match this JSON Schema: ${JSON.stringify(jsonSchema)}` : '');
	const [first, ...rest] = messages;
	if (first?.role === 'system') return [{ role: 'system', content: `${first.content}\n\n${hint}` }, ...rest];
	return [{ role: 'system', content: hint }, ...messages];
};

/** OpenAI's strict mode needs every property required and no extra ones, at every level. */
export const isStrictable = (schema: unknown): boolean => {
	if (!schema || typeof schema !== 'object') return true;
	const s = schema as Record<string, unknown>;
	if (s.type === 'object' && s.properties && typeof s.properties === 'object') {
		const keys = Object.keys(s.properties);
		const required = Array.isArray(s.required) ? s.required : [];
		if (s.additionalProperties !== false || keys.some((k) => !required.includes(k))) return false;
	}
	return Object.values(s).every((v) =>
		Array.isArray(v) ? v.every(isStrictable) : typeof v === 'object' ? isStrictable(v) : true
	);
};

type Mode = 'json_schema' | 'json_object' | 'text';

const buildBody = (cfg: HttpConfig, req: LlmRequest, mode: Mode): Record<string, unknown> => {
	const structured = mode !== 'text';
	const body: Record<string, unknown> = {
		model: cfg.model,
		messages: structured
			? withJsonInstruction(req.messages, req.jsonSchema, mode === 'json_object')
			: req.messages,
		[PRESETS[cfg.preset ?? 'custom'].maxTokensField ?? 'max_tokens']: req.maxTokens
	};
	if (req.temperature !== undefined) body.temperature = req.temperature;
	if (req.seed !== undefined) body.seed = req.seed;
	if (mode === 'json_schema')
		body.response_format = {
			type: 'json_schema',
			json_schema: { name: 'reply', schema: req.jsonSchema, strict: isStrictable(req.jsonSchema) }
		};
	if (mode === 'json_object') body.response_format = { type: 'json_object' };
	return body;
};

/** Seconds or an HTTP date; null when absent or unreadable. */
export const retryAfterMs = (value: string | null, now = Date.now()): number | null => {
	if (!value) return null;
	const secs = Number(value);
	if (Number.isFinite(secs)) return Math.max(0, secs * 1000);
	const at = Date.parse(value);
	return Number.isNaN(at) ? null : Math.max(0, at - now);
};

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
	new Promise((resolve, reject) => {
		if (signal.aborted) return reject(signal.reason);
		const t = setTimeout(resolve, ms);
		signal.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
	});

const statusError = (status: number, detail: string): LlmError => {
	if (status === 401)
		return new LlmError(LlmErrorCodes.unauthorized, 'The API key was refused.', status, detail);
	if (status === 403)
		return new LlmError(LlmErrorCodes.forbidden, 'This key may not use this model.', status, detail);
	if (status === 404)
		return new LlmError(LlmErrorCodes.notFound, 'The model or the address was not found.', status, detail);
	if (status === 429) return new LlmError(LlmErrorCodes.rateLimited, 'Too many requests.', status, detail);
	if (status >= 500) return new LlmError(LlmErrorCodes.server, 'The provider had an error.', status, detail);
	return new LlmError(LlmErrorCodes.badRequest, 'The provider refused the request.', status, detail);
};

/**
 * The most of a reply read (a 100 MB reply was read in full). A chat completion of a few
 * hundred tokens is a few kilobytes; anything past this is dropped and the call's fallback is used.
 */
export const MAX_REPLY_BYTES = 256 * 1024;
const MAX_DETAIL_BYTES = 16 * 1024;

const readJsonCapped = async (res: Response): Promise<unknown> => {
	let text: string;
	try {
		text = await readCapped(res, MAX_REPLY_BYTES);
	} catch (e) {
		if (e instanceof TooLarge)
			throw new LlmError(LlmErrorCodes.badResponse, 'The provider sent a reply too large to read.');
		throw e;
	}
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return null;
	}
};

const readDetail = async (res: Response, apiKey?: string): Promise<string> => {
	try {
		const text = await readCapped(res, MAX_DETAIL_BYTES);
		let msg = text;
		try {
			const j = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
			const m = typeof j.error === 'string' ? j.error : (j.error?.message ?? j.message);
			if (typeof m === 'string') msg = m;
		} catch {
			// not JSON: keep the raw text
		}
		return redact(msg, apiKey).slice(0, 200);
	} catch {
		return '';
	}
};

const toResult = (raw: unknown, started: number): LlmResult => {
	const parsed = CompletionSchema.safeParse(raw);
	if (!parsed.success)
		throw new LlmError(LlmErrorCodes.badResponse, 'The provider sent an unreadable reply.');
	const choice = parsed.data.choices[0];
	const reason = choice.finish_reason ?? 'stop';
	const usage = parsed.data.usage;
	return {
		text: choice.message?.content ?? '',
		finishReason: reason === 'length' ? 'length' : reason === 'content_filter' ? 'error' : 'stop',
		usage:
			usage && usage.prompt_tokens !== undefined
				? { prompt: usage.prompt_tokens, completion: usage.completion_tokens ?? 0 }
				: undefined,
		ms: Date.now() - started
	};
};

export const completeHttp = async (cfg: HttpConfig, req: LlmRequest): Promise<LlmResult> => {
	if (!cfg.baseUrl.trim() || !cfg.model.trim())
		throw new LlmError(LlmErrorCodes.notConfigured, 'Set the address and the model first.');
	const started = Date.now();
	const doFetch = cfg.fetchImpl ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
	const timeoutMs = cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS;
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs);
	const onAbort = () => controller.abort();
	req.signal?.addEventListener('abort', onAbort, { once: true });
	if (req.signal?.aborted) controller.abort();
	const preset = PRESETS[cfg.preset ?? 'custom'];
	let mode: Mode =
		req.jsonSchema || req.schema
			? preset.jsonSchema && req.jsonSchema
				? 'json_schema'
				: 'json_object'
			: 'text';
	const headers: Record<string, string> = { 'Content-Type': 'application/json' };
	if (cfg.apiKey) headers.Authorization = `Bearer ${cfg.apiKey}`;
	let retried = false;
	try {
		for (;;) {
			const res = await doFetch(endpoint(cfg.baseUrl), {
				method: 'POST',
				headers,
				body: JSON.stringify(buildBody(cfg, req, mode)),
				signal: controller.signal
			});
			if (res.ok) return toResult(await readJsonCapped(res), started);
			const detail = await readDetail(res, cfg.apiKey);
			// Some servers refuse json_schema: ask once more with json_object.
			if (res.status === 400 && mode === 'json_schema') {
				mode = 'json_object';
				continue;
			}
			const retryable = res.status === 429 || res.status >= 500;
			if (!retryable || retried) throw statusError(res.status, detail);
			const base = cfg.retryBaseMs ?? 1000;
			const wait = retryAfterMs(res.headers.get('retry-after')) ?? base * (1 + Math.random() * 0.5);
			const left = timeoutMs - (Date.now() - started);
			if (wait > (cfg.maxRetryWaitMs ?? 10_000) || wait >= left) throw statusError(res.status, detail);
			retried = true;
			await sleep(wait, controller.signal);
		}
	} catch (e) {
		if (e instanceof LlmError) throw e;
		if (timedOut) throw new LlmError(LlmErrorCodes.timeout, 'The model took too long to answer.');
		if (req.signal?.aborted) throw new LlmError(LlmErrorCodes.aborted, 'Cancelled.');
		// fetch rejects with a bare TypeError for CORS refusals, refused connections and DNS failures alike.
		throw new LlmError(
			LlmErrorCodes.network,
			'Could not reach the provider (offline, wrong address, or CORS).'
		);
	} finally {
		clearTimeout(timer);
		req.signal?.removeEventListener('abort', onAbort);
	}
};

export const createHttpClient = (cfg: HttpConfig): LlmClient => ({
	provider: 'http',
	available: true,
	complete: (req) => completeHttp(cfg, req)
});
