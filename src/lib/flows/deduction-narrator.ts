import { acceptNarratorLine, type LineCheck, type SlotDecision } from '$lib/engines/deduction/narrator';
import type { ChatMessage } from '$lib/engines/kit/llm-request';
import type { LlmClient } from '$lib/llm/types';
import { runTaskWith } from './run-task';

/**
 * One narrator line (seed 003: gap-fill or accusation; also the private whispers): the engine's
 * prompt through the LLM, the engine's fallback when there is no model or the line fails the content
 * filter (or an accusation forgets its target). The lobby host does the same through
 * `game.pendingTask` / `game.resolveTask`; the sim and tests use this.
 */
export type NarratorLineInput = LineCheck & {
	site: string;
	prompt: ChatMessage[];
	fallback: string;
};

export type NarratorLine = { text: string; source: 'llm' | 'fallback' };

export const narratorLine = async (
	llm: LlmClient,
	input: NarratorLineInput,
	signal?: AbortSignal
): Promise<NarratorLine> => {
	const out = await runTaskWith(
		llm,
		{ site: input.site, messages: input.prompt, temperature: 0.9, maxTokens: 160, fallback: input.fallback },
		{ signal }
	);
	if (out.source === 'fallback') return { text: input.fallback, source: 'fallback' };
	const text = acceptNarratorLine(out.value, input);
	return text === null ? { text: input.fallback, source: 'fallback' } : { text, source: 'llm' };
};

/** A slot's line, or null for `none` (and for an accusation with no fitting template). */
export const runNarratorSlot = async (
	llm: LlmClient,
	decision: SlotDecision,
	opts: LineCheck & { targetName: string | null },
	signal?: AbortSignal
): Promise<NarratorLine | null> => {
	if (decision.plan.action === 'none' || !decision.prompt || decision.fallback === null) return null;
	return narratorLine(
		llm,
		{
			site: `deduction.${decision.plan.action}`,
			prompt: decision.prompt,
			fallback: decision.fallback,
			...opts,
			allowNames: (opts.players ?? []).filter((n) => decision.evidence?.words.includes(n)),
			mustMention: decision.plan.action === 'accusation' ? opts.targetName : null
		},
		signal
	);
};
