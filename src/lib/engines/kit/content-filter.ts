import { AGE_PLACEHOLDER, MINOR_AGE_TOKEN } from './blocklist-schema';
import { builtInBlocklists, type CompiledBlocklist, type LanguageLists } from './blocklists';
import { displayText } from './display-text';
import { numberOf, type NumberWords } from './number-words';
import { stemTokens } from './stems';
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
 * Content filter of nhie.md ("Content filter"): a pure function of (text, language, nsfw).
 * Applied to every LLM-produced line shown to players. It judges the line in the form it is shown
 * in (`displayText`) and returns that string: a caller shows `result.text`, never its own input. Slurs and any sexual content involving
 * minors are always blocked (whatever the settings); sexual terms are blocked when NSFW is
 * off; URLs and @handles never pass. The text is read through kit/text.ts, so invisible characters,
 * look-alike letters, leetspeak and spaced-out letters do not hide a word.
 */
export type FilterResult = {
	/** the line as it may be shown (display-text.ts): what was judged */ text: string;
} & (
	| { ok: true; reason: null }
	| { ok: false; reason: FilterReason; /** the blocklist entry that matched */ match?: string }
);

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

/**
 * Skeleton words with every number under 18 made the age token ("a 15yo" → "a 0 yo"): digits of
 * any script (kit/digits.ts) and the list's number words ("fifteen-yr-old" → "0 yr old"), a tens
 * word taking the units word after it ("twenty-five", «двадцать пять» are 25, no age of a minor).
 */
const ageWords = (text: string, confusables: Confusables): string[] =>
	skeletonWords(dropBracketEndings(text), confusables).flatMap((w) => {
		const m = /^(\d+)(\p{L}+)$/u.exec(w);
		return m ? [m[1], m[2]] : [w];
	});

const ageTokens = (words: readonly string[], numbers: NumberWords): string[] => {
	const out: string[] = [];
	let tens: number | null = null;
	for (const t of words) {
		const digits = /^\d+$/u.test(t);
		const n = digits ? Number(t) : numberOf(t, numbers);
		if (n === null) out.push(...(/\d/u.test(t) ? leetWords(t) : [t]));
		else if (tens !== null && !digits && n < 10) out[out.length - 1] = String(tens + n);
		else out.push(n < MINOR_AGE_LIMIT ? MINOR_AGE_TOKEN : String(n));
		tens = n !== null && !digits && n >= 20 && n % 10 === 0 ? n : null;
	}
	return out;
};

/** The age word of a compiled `minor_ages` entry, shown as `#` again in the match. */
const AGE_WORD = new RegExp(`(^|\\s)${MINOR_AGE_TOKEN}(?=\\s|$)`, 'u');

type Reading = {
	list: CompiledBlocklist;
	text: string;
	confusables: Confusables;
	read: FilterText;
	/** computed when first needed: most lines never get that far */
	stems?: string[];
	/** the same, shared by the readings of one form */
	lazy: { ageWords?: string[] };
};

const hasMinorAge = (r: Reading): string | null => {
	r.lazy.ageWords ??= ageWords(r.text, r.confusables);
	const tokens = ageTokens(r.lazy.ageWords, r.list.numbers);
	return tokens.includes(MINOR_AGE_TOKEN)
		? (lexiconMatches(r.list.minorAges, tokens)[0]?.entry.source.replace(AGE_WORD, `$1${AGE_PLACEHOLDER}`) ??
				null)
		: null;
};

/** The first entry of one list found in the line, as written or (stems.ts) as a stem. */
const find = (r: Reading, key: 'slurs' | 'sexual' | 'minors'): string | null => {
	const hit = findEntry(r.list[key], r.read);
	const stemmed = r.list.stemmed?.[key];
	if (hit || !stemmed?.entries.length) return hit;
	r.stems ??= stemTokens(r.text, r.list.language, r.confusables);
	return lexiconMatches(stemmed, r.stems)[0]?.entry.source ?? null;
};

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
	const read = filterText(text, 'strong');
	const lazy = {};
	const out: Reading[] = others.map((l) => ({ list: l.other, text, confusables: 'strong', read, lazy }));
	if (own) out.unshift({ list: own.own, text, confusables: 'full', read: filterText(text), lazy: {} });
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
	const shown = displayText(text).trim();
	const refuse = (reason: FilterReason, match?: string): FilterResult =>
		match === undefined ? { ok: false, reason, text: shown } : { ok: false, reason, match, text: shown };
	if (shown.length < minLength) return refuse(FilterReasons.empty);
	if (shown.length > maxLength) return refuse(FilterReasons.tooLong);
	const visible = foldText(shown);
	if (URL_RE.test(visible)) return refuse(FilterReasons.url);
	if (HANDLE_RE.test(visible)) return refuse(FilterReasons.handle);
	const lists = readings(shown, language, blocklists);
	const slur = first(lists, (r) => find(r, 'slurs'));
	if (slur) return refuse(FilterReasons.slur, slur);
	const sexual = first(lists, (r) => find(r, 'sexual'));
	if (!sexual) return { ok: true, reason: null, text: shown };
	const minor = first(lists, (r) => find(r, 'minors') ?? hasMinorAge(r));
	if (minor) return refuse(FilterReasons.minors, `${sexual} + ${minor}`);
	if (!nsfwEnabled) return refuse(FilterReasons.sexual, sexual);
	return { ok: true, reason: null, text: shown };
};
