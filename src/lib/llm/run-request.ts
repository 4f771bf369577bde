import type { LlmRequestSpec } from '$lib/engines/kit/llm-request';
import { recordCall } from './diagnostics';
import { runStructured } from './structured';
import type { LlmClient } from './types';

export type RunOutcome<T> = { value: T; source: 'llm' | 'fallback'; error?: string };

/**
 * Runs an engine-built request through structured.ts (parse → repair → zod → one retry → fallback)
 * and records the call on the diagnostics ring. Never throws: any failure yields the engine's fallback.
 */
export const runRequest = async <T>(
	client: LlmClient,
	spec: LlmRequestSpec<T>,
	signal?: AbortSignal
): Promise<RunOutcome<T>> => {
	const outcome = await runStructured(client, spec, signal);
	recordCall({
		site: spec.site,
		provider: client.provider,
		ms: outcome.ms,
		tokens: outcome.tokens,
		ok: outcome.source === 'llm',
		fallbackUsed: outcome.source === 'fallback',
		error: outcome.error
	});
	return outcome.error === undefined
		? { value: outcome.value, source: outcome.source }
		: { value: outcome.value, source: outcome.source, error: outcome.error };
};
