import type { ZodType } from 'zod';

/**
 * What an engine hands to a flow when a seed says "ask the LLM": plain data, built purely.
 * The flow runs it through LlmClient (src/lib/llm) and gives the engine back either the
 * validated `schema` output or the engine's own `fallback` (architecture.md, "LLM model").
 */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type LlmRequestSpec<T> = {
	/** Call site name for diagnostics and bench, e.g. 'escalation.pick'. */
	site: string;
	messages: ChatMessage[];
	/** Validates the model's JSON output. Absent: plain-text reply. */
	schema?: ZodType<T>;
	temperature: number;
	maxTokens: number;
	/** Value the caller uses when there is no model, or its output fails validation. */
	fallback: T;
};

/**
 * Token estimate for prompt budgets and the bench: ASCII ≈ 3.1 characters a token, other scripts
 * (Cyrillic, Polish and Swedish letters…) ≈ 2.2, and 4 tokens per message. Meant to err high: checked
 * against a real BPE tokenizer on every call site's prompt in llm/prompt-budget.test.ts (at or above
 * it, never more than 1.5× it). The old "4 characters a token" undercounted Polish prompts by 24 %.
 */
export const estimateTokens = (messages: readonly ChatMessage[]): number =>
	messages.reduce((n, m) => {
		let ascii = 0;
		for (let i = 0; i < m.content.length; i++) if (m.content.charCodeAt(i) < 128) ascii++;
		return n + Math.ceil(ascii / 3.1 + (m.content.length - ascii) / 2.2) + 4;
	}, 0);

/** llm.md "Prompt budgets": each prompt stays under ~1,500 tokens for on-device models. */
export const PROMPT_BUDGET = 1500;

/**
 * llm.md "trim history first": `head` (the system prompt) and the newest of `history` that fit in
 * `budget` estimated tokens — always at least the newest `keep` messages, whatever their length.
 */
export const fitHistory = (
	head: readonly ChatMessage[],
	history: readonly ChatMessage[],
	budget = PROMPT_BUDGET,
	keep = 1
): ChatMessage[] => {
	let from = 0;
	while (history.length - from > keep && estimateTokens([...head, ...history.slice(from)]) > budget) from++;
	return [...head, ...history.slice(from)];
};

/** Player text inside prompts is delimited and labelled as data (llm.md, "Rules for every call site"). */
export const asPlayerData = (text: string, tag = 'player_message'): string =>
	`<${tag}>${text.replaceAll(`</${tag}>`, '').replaceAll(`<${tag}>`, '')}</${tag}>`;
