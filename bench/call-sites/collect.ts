import { estimateTokens, type ChatMessage } from '../../src/lib/engines/kit/llm-request';

/**
 * One LLM call site's prompt, in one content language: the largest one seen while driving the
 * engine through a long, realistic game (llm.md "Prompt budgets").
 */
export type CallSitePrompt = {
	site: string;
	language: string;
	messages: ChatMessage[];
	/** What produced this prompt (turn, difficulty, scenario…), for the bench's `extra`. */
	note: string;
};

/** Keeps, per site and language, the prompt with the most estimated tokens. */
export class LargestPrompts {
	private readonly byKey = new Map<string, CallSitePrompt>();

	add(site: string, language: string, messages: ChatMessage[], note: string): void {
		const key = `${site} (${language})`;
		const seen = this.byKey.get(key);
		if (!seen || estimateTokens(messages) > estimateTokens(seen.messages))
			this.byKey.set(key, { site, language, messages, note });
	}

	list(): CallSitePrompt[] {
		return [...this.byKey.values()];
	}
}
