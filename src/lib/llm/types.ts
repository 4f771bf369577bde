import type { ZodType } from 'zod';
import type { ChatMessage } from '$lib/engines/kit/llm-request';

/** llm.md: one interface, three providers (offline, webllm, http). */
export type LlmRequest = {
	messages: ChatMessage[];
	schema?: ZodType;
	/** JSON Schema of `schema`, for providers with structured output. */
	jsonSchema?: Record<string, unknown>;
	temperature?: number;
	maxTokens: number;
	seed?: number;
	signal?: AbortSignal;
};

export type LlmResult = {
	text: string;
	json?: unknown;
	usage?: { prompt: number; completion: number };
	finishReason: 'stop' | 'length' | 'abort' | 'error';
	ms: number;
};

export type ProviderKind = 'offline' | 'webllm' | 'http';

export type LlmClient = {
	provider: ProviderKind;
	/** False for `offline`: callers go straight to their fallback. */
	available: boolean;
	complete: (request: LlmRequest) => Promise<LlmResult>;
};

/** Errors a user can meet, as codes the UI turns into sentences (settings, call sites). */
export const LlmErrorCodes = {
	noModel: 'no_model',
	unauthorized: 'unauthorized',
	forbidden: 'forbidden',
	notFound: 'not_found',
	rateLimited: 'rate_limited',
	server: 'server_error',
	timeout: 'timeout',
	network: 'network',
	aborted: 'aborted',
	invalidOutput: 'invalid_output',
	badRequest: 'bad_request',
	badResponse: 'bad_response',
	notConfigured: 'not_configured',
	noWebGpu: 'no_webgpu',
	deviceLost: 'device_lost',
	/** The on-device model's cached files are damaged: it must be deleted and downloaded again. */
	modelCorrupt: 'model_corrupt',
	quota: 'quota_exceeded',
	notDownloaded: 'not_downloaded'
} as const;
export type LlmErrorCode = (typeof LlmErrorCodes)[keyof typeof LlmErrorCodes];

export class LlmError extends Error {
	constructor(
		readonly code: LlmErrorCode,
		message: string,
		readonly status?: number,
		/** The provider's own words (already stripped of the key), for the settings page. */
		readonly detail?: string
	) {
		super(message);
		this.name = 'LlmError';
	}
}
