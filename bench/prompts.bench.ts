import { ON_DEVICE_PROMPT_BUDGET, promptSize } from '../src/lib/llm/prompt-sizes';
import { buildCallSitePrompts } from './call-sites';
import type { BenchResult } from './types';

/**
 * The prompt size, in estimated tokens (kit estimateTokens), of every LLM call site in each
 * content language it supports — the largest prompt its engine builds in a long game — against the
 * on-device budget of ~1,500 tokens (llm.md "Prompt budgets").
 */
export default async (): Promise<BenchResult[]> =>
	(await buildCallSitePrompts()).map((p) => {
		const size = promptSize({ site: p.site, messages: p.messages });
		return {
			name: `${p.site} (${p.language})`,
			unit: 'tokens',
			value: size.tokens,
			extra: {
				withinOnDeviceBudget: size.withinOnDeviceBudget,
				budget: ON_DEVICE_PROMPT_BUDGET,
				messages: p.messages.length,
				worstCase: p.note
			}
		};
	});
