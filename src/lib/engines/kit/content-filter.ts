import { BLOCKLISTS, type FilterLanguage } from './blocklists';

/**
 * Content filter of escalation.md ("Content filter"): a pure function of (text, language, nsfw).
 * Applied to every LLM-produced line shown to players. Slurs and any sexual content involving
 * minors are always blocked; sexual terms are blocked when NSFW is off; URLs and @handles never pass.
 */
export type FilterResult = { ok: true; reason: null } | { ok: false; reason: FilterReason };

export const FilterReasons = {
	empty: 'empty',
	tooLong: 'too_long',
	url: 'url',
	handle: 'handle',
	slur: 'slur',
	minors: 'minors_sexual',
	sexual: 'sexual_nsfw_off'
} as const;
export type FilterReason = (typeof FilterReasons)[keyof typeof FilterReasons];

export type FilterOptions = { minLength?: number; maxLength?: number };

const URL_RE =
	/\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|ru|io|me|xyz|info|se|pl|de|app|gg)\b/iu;
const HANDLE_RE = /(^|[\s(])@[\p{L}\p{N}_]{2,}/u;

const normalise = (text: string): string =>
	text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replaceAll('ё', 'е');

const words = (text: string): string[] =>
	normalise(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean);

/** A term matches a word when the word starts with it (stems: "naked" catches "nakedness"). */
const hits = (tokens: readonly string[], stems: readonly string[]): boolean =>
	tokens.some((w) =>
		stems.some((raw) => {
			const s = normalise(raw);
			return s.endsWith('$') ? w === s.slice(0, -1) : w.startsWith(s);
		})
	);

export const filterLanguages = Object.keys(BLOCKLISTS) as FilterLanguage[];

export const contentFilter = (
	text: string,
	language: string,
	nsfwEnabled: boolean,
	{ minLength = 1, maxLength = 500 }: FilterOptions = {}
): FilterResult => {
	const trimmed = text.trim();
	if (trimmed.length < minLength) return { ok: false, reason: FilterReasons.empty };
	if (trimmed.length > maxLength) return { ok: false, reason: FilterReasons.tooLong };
	if (URL_RE.test(trimmed)) return { ok: false, reason: FilterReasons.url };
	if (HANDLE_RE.test(trimmed)) return { ok: false, reason: FilterReasons.handle };
	const tokens = words(trimmed);
	// Check every language's lists: a model may answer in another language than asked.
	const lists = [BLOCKLISTS[language as FilterLanguage], ...Object.values(BLOCKLISTS)].filter(Boolean);
	for (const list of lists) {
		if (hits(tokens, list.slurs)) return { ok: false, reason: FilterReasons.slur };
	}
	const sexual = lists.some((l) => hits(tokens, l.sexual));
	const minors = lists.some((l) => hits(tokens, l.minors));
	if (sexual && minors) return { ok: false, reason: FilterReasons.minors };
	if (sexual && !nsfwEnabled) return { ok: false, reason: FilterReasons.sexual };
	return { ok: true, reason: null };
};
