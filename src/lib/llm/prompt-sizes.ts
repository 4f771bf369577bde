import { estimateTokens, PROMPT_BUDGET, type LlmRequestSpec } from '$lib/engines/kit/llm-request';

/**
 * llm.md "Prompt budgets": keep each prompt under ~1,500 tokens for on-device models. The measure is
 * the kit's `estimateTokens`; the integrator's bench lists each call site's prompt through this.
 */
export const ON_DEVICE_PROMPT_BUDGET = PROMPT_BUDGET;

export type PromptSize = { site: string; tokens: number; withinOnDeviceBudget: boolean };

export const promptSize = (spec: Pick<LlmRequestSpec<unknown>, 'site' | 'messages'>): PromptSize => {
	const tokens = estimateTokens(spec.messages);
	return { site: spec.site, tokens, withinOnDeviceBudget: tokens <= ON_DEVICE_PROMPT_BUDGET };
};
