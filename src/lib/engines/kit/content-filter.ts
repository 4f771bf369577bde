import { AGE_PLACEHOLDER, MINOR_AGE_TOKEN } from './blocklist-schema';
import { builtInBlocklists, type CompiledBlocklist, type LanguageLists } from './blocklists';
import {
	dropBracketEndings,
	filterText,
	findEntry,
	foldText,
	leetWords,
	lexiconMatches,
	skeletonWords,
	type Confusables,
	type FilterText
} from './text';

/**
 * Content filter of escalation.md ("Content filter"): a pure function of (text, language, nsfw).
 * Applied to every LLM-produced line shown to players. Slurs and any sexual content involving
 * minors are always blocked (whatever the settings); sexual terms are blocked when NSFW is
 * off; URLs and @handles never pass. The text is read through kit/text.ts, so invisible characters,
 * look-alike letters, leetspeak and spaced-out letters do not hide a word.
 */
export type FilterResult =
	| { ok: true; reason: null }
	| { ok: false; reason: FilterReason; /** the blocklist entry that matched */ match?: string };

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

export type FilterOptions = {
	minLength?: number;
	maxLength?: number;
	/** the lists to read with instead of the built-in ones (the sim's `pack`, tests) */
	blocklists?: Partial<Record<string, LanguageLists>>;
};

const URL_RE =
	/\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|ru|io|me|xyz|info|se|pl|de|app|gg)\b/iu;
const HANDLE_RE = /(^|[\s(])@[\p{L}\p{N}_]{2,}/u;

/** A number under 18 is an age of a minor when a `minor_ages` entry puts it in context. */
const MINOR_AGE_LIMIT = 18;

/** Skeleton words with every number under 18 made the age token ("a 15yo" → "a 0 yo"). */
const ageTokens = (text: string, confusables: Confusables): string[] =>
	skeletonWords(dropBracketEndings(text), confusables)
		.flatMap((t) => {
			const m = /^(\d+)(\p{L}+)$/u.exec(t);
			return m ? [m[1], m[2]] : [t];
		})
		.flatMap((t) => {
			if (/^\d+$/u.test(t)) return [Number(t) < MINOR_AGE_LIMIT ? MINOR_AGE_TOKEN : t];
			return /\d/u.test(t) ? leetWords(t) : [t];
		});

/** The age word of a compiled `minor_ages` entry, shown as `#` again in the match. */
const AGE_WORD = new RegExp(`(^|\\s)${MINOR_AGE_TOKEN}(?=\\s|$)`, 'u');

const hasMinorAge = (tokens: readonly string[], list: CompiledBlocklist): string | null =>
	tokens.includes(MINOR_AGE_TOKEN)
		? (lexiconMatches(list.minorAges, tokens)[0]?.entry.source.replace(AGE_WORD, `$1${AGE_PLACEHOLDER}`) ??
			null)
		: null;

type Reading = { list: CompiledBlocklist; read: FilterText; ages: string[] };

/**
 * The lists to read a line with: its own language's first, then every other (a model may switch
 * language), each with the text folded the way that list was compiled (blocklists.ts).
 */
const readings = (
	text: string,
	language: string,
	blocklists: Partial<Record<string, LanguageLists>>
): Reading[] => {
	const own = blocklists[language];
	const others = Object.entries(blocklists)
		.filter(([l]) => l !== language)
		.map(([, l]) => l as LanguageLists);
	const otherRead = { read: filterText(text, 'strong'), ages: ageTokens(text, 'strong') };
	const out: Reading[] = others.map((l) => ({ list: l.other, ...otherRead }));
	if (own) out.unshift({ list: own.own, read: filterText(text), ages: ageTokens(text, 'full') });
	return out;
};

const first = (lists: Reading[], pick: (r: Reading) => string | null): string | null => {
	for (const r of lists) {
		const hit = pick(r);
		if (hit) return hit;
	}
	return null;
};

export const contentFilter = (
	text: string,
	language: string,
	nsfwEnabled: boolean,
	{ minLength = 1, maxLength = 500, blocklists = builtInBlocklists() }: FilterOptions = {}
): FilterResult => {
	const trimmed = text.trim();
	if (trimmed.length < minLength) return { ok: false, reason: FilterReasons.empty };
	if (trimmed.length > maxLength) return { ok: false, reason: FilterReasons.tooLong };
	const visible = foldText(trimmed);
	if (URL_RE.test(visible)) return { ok: false, reason: FilterReasons.url };
	if (HANDLE_RE.test(visible)) return { ok: false, reason: FilterReasons.handle };
	const lists = readings(trimmed, language, blocklists);
	const slur = first(lists, (r) => findEntry(r.list.slurs, r.read));
	if (slur) return { ok: false, reason: FilterReasons.slur, match: slur };
	const sexual = first(lists, (r) => findEntry(r.list.sexual, r.read));
	if (!sexual) return { ok: true, reason: null };
	const minor = first(lists, (r) => findEntry(r.list.minors, r.read) ?? hasMinorAge(r.ages, r.list));
	if (minor) return { ok: false, reason: FilterReasons.minors, match: `${sexual} + ${minor}` };
	if (!nsfwEnabled) return { ok: false, reason: FilterReasons.sexual, match: sexual };
	return { ok: true, reason: null };
};
