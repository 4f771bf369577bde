import type { LlmRequestSpec } from '$lib/engines/kit/llm-request';
import type { LlmClient } from './types';

export type RunOutcome<T> = { value: T; source: 'llm' | 'fallback'; error?: string };

/**
 * Runs an engine-built request: with no model, or on any failure, the engine's fallback.
 * (The LLM issue extends this with repair → zod → one retry → fallback in structured.ts.)
 */
export const runRequest = async <T>(
	client: LlmClient,
	spec: LlmRequestSpec<T>,
	signal?: AbortSignal
): Promise<RunOutcome<T>> => {
	if (!client.available) return { value: spec.fallback, source: 'fallback', error: 'no_model' };
	try {
		const result = await client.complete({
			messages: spec.messages,
			schema: spec.schema,
			temperature: spec.temperature,
			maxTokens: spec.maxTokens,
			signal
		});
		if (result.finishReason !== 'stop')
			return { value: spec.fallback, source: 'fallback', error: result.finishReason };
		if (!spec.schema) return { value: result.text as T, source: 'llm' };
		const parsed = spec.schema.safeParse(result.json ?? JSON.parse(result.text));
		return parsed.success
			? { value: parsed.data, source: 'llm' }
			: { value: spec.fallback, source: 'fallback', error: 'invalid_output' };
	} catch (e) {
		return { value: spec.fallback, source: 'fallback', error: e instanceof Error ? e.message : String(e) };
	}
};
