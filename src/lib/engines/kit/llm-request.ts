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

/** Rough token estimate (≈ 4 characters per token) used for prompt budgets and bench. */
export const estimateTokens = (messages: readonly ChatMessage[]): number =>
	Math.ceil(messages.reduce((n, m) => n + m.content.length + 4, 0) / 4);

/** Player text inside prompts is delimited and labelled as data (llm.md, "Rules for every call site"). */
export const asPlayerData = (text: string, tag = 'player_message'): string =>
	`<${tag}>${text.replaceAll(`</${tag}>`, '').replaceAll(`<${tag}>`, '')}</${tag}>`;
