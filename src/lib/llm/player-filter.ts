import { contentFilter, type FilterOptions, type FilterResult } from '$lib/engines/kit/content-filter';

/**
 * llm.md "Rules for every call site": output shown to players passes the session's content filter;
 * a line that fails is replaced by the call site's fallback.
 */
export const filterForPlayers = (
	text: string,
	lang: string,
	nsfw: boolean,
	options?: FilterOptions
): FilterResult => contentFilter(text, lang, nsfw, options);

/** The LLM's line when it passes the filter, else the fallback line. */
export const playerLine = (
	text: string,
	fallback: string,
	lang: string,
	nsfw: boolean,
	options?: FilterOptions
): { text: string; filtered: boolean } => {
	const verdict = filterForPlayers(text, lang, nsfw, options);
	// the line as the filter judged it (kit/display-text.ts), never the raw one
	return verdict.ok ? { text: verdict.text, filtered: false } : { text: fallback, filtered: true };
};
