import { LATIN_FOLDS, LOWER_CONFUSABLES, UPPER_CONFUSABLES, WEAK_CONFUSABLES } from './confusables';
import { asciiDigits } from './digits';
import { unmix } from './unmix';

/**
 * The one text module: every lexicon, blocklist,
 * surrender phrase and player name is compared through it, so a text and the entry looked for in it
 * are always in the same form. Pure and deterministic; the look-alike table is generated from the
 * Unicode TR39 data at build time (confusables.ts), not read from a library at run time.
 *
 * Forms, each a function of the one before:
 * - `foldText`: Unicode NFKC; default-ignorable characters removed (zero-width characters, soft
 *   hyphen, bidi controls, variation selectors, Hangul fillers, tag characters); blank look-alikes
 *   (braille blank) made spaces; lower case; diacritics removed (NFKD, combining marks dropped);
 *   ł/ø/ß/æ… folded; digits of any script made ASCII digits ("١٥" → "15"); a word in two alphabets
 *   (Latin and Cyrillic) read in one. Punctuation is kept.
 * - `words`: `foldText` split into words of letters and digits; apostrophes join ("I'm" → "im").
 * - `skeleton` / `skeletonWords`: as above with look-alike letters folded to one letter (Unicode TR39
 *   "skeleton", confusables.ts): Cyrillic "Вob", "Bᴏb" and Latin "Bob" share the skeleton "bob"; "l"
 *   and "I" too.
 * - `filterText`: what a blocklist is checked against — the skeleton words, and the same with
 *   leetspeak folded ("s3x", "p0rn", "$ex") and spaced or dotted letters joined ("s-e-x",
 *   "b l o w j o b").
 */

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Characters that render as blank space without being Unicode white space. */
const BLANKS = /[\u2800\u3000\u00a0\u1680\u2000-\u200a\u202f\u205f]/gu;
/** Bidi controls (embeddings, overrides, isolates, marks): they reorder the rest of a line. */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const APOSTROPHES = /['’ʼ`]/gu;
const NON_WORD = /[^\p{L}\p{N}]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

const charClass = (map: Readonly<Record<string, string>>): RegExp =>
	new RegExp(`[${Object.keys(map).join('')}]`, 'gu');
const escapeClass = (c: string) => (/[\\\]^-]/u.test(c) ? `\\${c}` : c);
const classes = new WeakMap<object, RegExp>();
/** Each character of the text that is a key of `map` replaced by its value (one regex per map). */
const lookUp = (text: string, map: Readonly<Record<string, string>>): string => {
	let re = classes.get(map);
	if (!re) classes.set(map, (re = new RegExp(`[${Object.keys(map).map(escapeClass).join('')}]`, 'gu')));
	return text.replace(re, (c) => map[c] ?? c);
};
const ANY_CONFUSABLE = { ...LOWER_CONFUSABLES, ...UPPER_CONFUSABLES };
// a TR39 row may end on a weak letter ("ĸ" → "к"), which the full form folds on ("к" → "k")
const FULL_LOWER = Object.fromEntries(
	Object.entries({ ...LOWER_CONFUSABLES, ...WEAK_CONFUSABLES }).map(([c, t]) => [
		c,
		lookUp(t, WEAK_CONFUSABLES)
	])
);

/**
 * How look-alike letters are folded: not at all, only the letters every font draws alike
 * (`strong`), or also those alike in some fonts or only as capitals (`full`, the default of the
 * skeleton forms).
 */
export type Confusables = 'none' | 'strong' | 'full';
const LATIN_RE = charClass(LATIN_FOLDS);

/** True when the text carries a bidi control character (before any folding). */
export const hasBidiControl = (text: string): boolean => BIDI_CONTROLS.test(text);

/** NFKC with invisible characters removed and blank look-alikes made spaces. */
export const stripInvisible = (text: string): string =>
	text.normalize('NFKC').replace(INVISIBLE, '').replace(BLANKS, ' ');

const fold = (text: string, confusables: Confusables): string => {
	// TR39 reads a character as it is drawn, before NFKC makes it another ("ϲ" is "c", not "ς")
	let t = confusables === 'none' ? text : lookUp(text, ANY_CONFUSABLE);
	t = asciiDigits(stripInvisible(t));
	if (confusables !== 'none') t = lookUp(t, UPPER_CONFUSABLES);
	t = t
		.toLowerCase()
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.replace(LATIN_RE, (c) => LATIN_FOLDS[c] ?? c);
	// TR39 folds "l", "I" and "1" together; after lower-casing that is "l" and "i".
	if (confusables !== 'none')
		t = lookUp(t, confusables === 'full' ? FULL_LOWER : LOWER_CONFUSABLES).replaceAll('l', 'i');
	return t;
};

const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * Case, width, diacritics and invisible characters folded, and a word written in two alphabets read
 * in one (`unmix`); punctuation and spacing kept.
 */
export const foldText = (text: string): string => fold(text, 'none').replace(WORD, unmix);

const split = (folded: string): string[] => folded.replace(APOSTROPHES, '').split(NON_WORD).filter(Boolean);

/**
 * A text folded for reading words: apostrophes go before a word is read in one alphabet, so "d'о"
 * (a Cyrillic "о" after an apostrophe) is one word to unmix, as it is once the apostrophe is gone —
 * reading the result again gives the same words.
 */
const foldWords = (text: string): string => fold(text, 'none').replace(APOSTROPHES, '').replace(WORD, unmix);

/** The words of a text: folded, split on anything but letters and digits. */
export const words = (text: string): string[] => split(foldWords(text));

/** `words` with the folded text and where each word starts in it (for rules that read punctuation). */
export const wordSpans = (text: string): { folded: string; spans: { word: string; at: number }[] } => {
	const folded = foldWords(text);
	return { folded, spans: [...folded.matchAll(WORD)].map((m) => ({ word: m[0], at: m.index })) };
};

/** The words of a text joined by single spaces ("Hello,  WORLD!" → "hello world"). */
export const normaliseText = (text: string): string => words(text).join(' ');

/** The words of a text with look-alike letters folded (TR39 skeleton, per word). */
export const skeletonWords = (text: string, confusables: Confusables = 'full'): string[] =>
	split(fold(text, confusables));

/** The skeleton of a text: its skeleton words joined by single spaces. */
export const skeleton = (text: string): string => skeletonWords(text).join(' ');

/** Leetspeak folded inside a word that has at least one letter ("s3x", "$ex"); "15" stays a number. */
const LEET: Readonly<Record<string, string>> = {
	'0': 'o',
	'1': 'i',
	'3': 'e',
	'4': 'a',
	'5': 's',
	'7': 't',
	'8': 'b',
	'9': 'g',
	'@': 'a',
	$: 's',
	'!': 'i',
	'|': 'i',
	'+': 't',
	'€': 'e',
	'¡': 'i'
};
const LEET_TOKEN = /[\p{L}\p{N}@$!|+€¡]+/gu;
const LEET_CHAR = /[0-9@$!|+€¡]/gu;
/** "!" ending a word is sentence punctuation ("sex!"), inside one a letter ("s!x"). */
const TRAILING_BANGS = /(?<=.)!+$/u;
/** A word is leetspeak when it has a letter or a leet symbol; digits alone stay a number ("15"). */
const LEET_WORD = /[\p{L}@$!|+€¡]/u;

/** A run of at least this many one-character words is read as one spaced-out word ("s e x"). */
export const SPACED_RUN = 3;

/** Runs of one-character tokens joined into one token ("b l o w j o b" → "blowjob"). */
export const joinSpaced = (tokens: readonly string[]): { tokens: string[]; runs: string[] } => {
	const out: string[] = [];
	const runs: string[] = [];
	let run: string[] = [];
	const flush = () => {
		if (run.length >= SPACED_RUN) {
			out.push(run.join(''));
			runs.push(run.join(''));
		} else out.push(...run);
		run = [];
	};
	for (const t of tokens) {
		if ([...t].length === 1) run.push(t);
		else {
			flush();
			out.push(t);
		}
	}
	flush();
	return { tokens: out, runs };
};

/** In a word with Cyrillic letters left in its skeleton, digits drawn like Cyrillic letters («п1дор»). */
const CYRILLIC_LEET: Readonly<Record<string, string>> = { '1': 'и', '6': 'б' };

const leetFold = (token: string, aggressive: boolean): string => {
	if (!aggressive && !LEET_WORD.test(token)) return token;
	const own = CYRILLIC.test(token) ? CYRILLIC_LEET : {};
	return token.replace(LEET_CHAR, (c) => own[c] ?? LEET[c] ?? c);
};

/**
 * Tokens with leetspeak folded and spaced letters joined, over the skeleton of the text. A "!"
 * ending a word is punctuation ("sex!"); a word of digits is a number ("15") unless `aggressive`
 * reads it as letters ("her3 15 my" → "here is my").
 */
const leetTokens = (
	text: string,
	aggressive: boolean,
	confusables: Confusables = 'full'
): { tokens: string[]; runs: string[] } => {
	const raw = (fold(text, confusables).replace(APOSTROPHES, '').match(LEET_TOKEN) ?? []).map((t) =>
		t.replace(TRAILING_BANGS, '')
	);
	const joined = joinSpaced(raw);
	const leet = (t: string) => leetFold(t, aggressive);
	return { tokens: joined.tokens.map(leet).flatMap(split), runs: joined.runs.map(leet) };
};

export const leetWords = (text: string, aggressive = false): string[] => leetTokens(text, aggressive).tokens;

/**
 * The words of a line with leetspeak read as letters ("1 w4nt t0 d1e" → "i want to die") and
 * spaced-out letters joined, look-alike letters left as they are: a second reading where a
 * disclosure must not hide (docs/safe-choices.md "Safeguarding"). Digits are read as letters even
 * alone ("at 9" → "at g"): this reading is only ever added to the line as typed, never instead of it.
 */
export const leetText = (text: string): string => leetTokens(text, true, 'none').tokens.join(' ');

/** A leet symbol touching a letter ("k1ll", "4nd"); "!" is not one, as it ends a sentence too. */
export const hasLeetInWord = (text: string): boolean => /\p{L}[0-9@$|+€¡]|[0-9@$|+€¡]\p{L}/u.test(text);

/**
 * What a blocklist is checked against: token sequences — the skeleton words, the same with
 * leetspeak folded and spaced letters joined, and with a word's last symbol read as a letter —
 * and the spaced-out runs ("a s-e-x toy" → "asex"), in which an entry is looked for anywhere.
 */
export type FilterText = { forms: string[][]; runs: string[] };

/** Russian gendered endings in brackets dropped: "спал(а)" → "спал", "познакомился(-ась)". */
export const dropBracketEndings = (text: string): string => text.replace(/(?<=\p{L})\(-?\p{L}{1,3}\)/gu, '');

export const filterText = (raw: string, confusables: Confusables = 'full'): FilterText => {
	const text = dropBracketEndings(raw);
	const forms = [skeletonWords(text, confusables)];
	const seen = new Set([forms[0].join(' ')]);
	const leet = leetTokens(text, false, confusables);
	for (const tokens of [leet.tokens, leetTokens(text, true, confusables).tokens]) {
		const key = tokens.join(' ');
		if (!seen.has(key)) forms.push(tokens);
		seen.add(key);
	}
	return { forms, runs: leet.runs };
};

/**
 * The key a player name is compared by (uniqueness, kick ban): the skeleton with leet digits (even in a name of digits only: "808" is "bob"), TR39's
 * "rn" → "m" and "vv" → "w" folded and every separator dropped, so "Bob", "B o b", "В0b" and
 * "Bób" are one name.
 */
export const nameKey = (name: string): string =>
	leetWords(name, true)
		.join('')
		.replace(LEET_CHAR, (c) => LEET[c] ?? c)
		.replaceAll('rn', 'm')
		.replaceAll('vv', 'w');

/** True when nothing visible is left of a text once invisible characters and spaces are removed. */
export const isBlank = (text: string): boolean => stripInvisible(text).trim() === '';

/**
 * The one stem syntax of every lexicon, blocklist and phrase list: an entry is one or more words; a
 * word ending in `*` matches every word that starts with it ("nud*" → "nude", "nudes", "nudity"),
 * any other word only itself. Punctuation separates words like a space ("one-night stand*" is
 * "one", "night", "stand*"). Entries go through the same form as the text they are looked for in.
 */
export type TokenForm = (text: string) => string[];
export type EntryWord = { text: string; stem: boolean };
export type LexiconEntry = {
	source: string;
	words: EntryWord[];
	/** the entry's words written together, looked for inside spaced-out runs */
	joined: string;
};
export type Lexicon = {
	entries: LexiconEntry[];
	/** entry indexes by their first word (whole-word first words) */
	exact: Map<string, number[]>;
	/** entry indexes by the first character of their first word (stem first words) */
	stems: Map<string, number[]>;
};

export const parseEntry = (entry: string, form: TokenForm = skeletonWords): EntryWord[] =>
	entry
		.trim()
		.split(/\s+/u)
		.flatMap((chunk) => {
			const stem = chunk.endsWith('*');
			const tokens = form(stem ? chunk.slice(0, -1) : chunk);
			return tokens.map((text, i) => ({ text, stem: stem && i === tokens.length - 1 }));
		});

/** Why an entry can never match (for pack validation), or null when it is fine. */
export const entryProblem = (entry: string, form: TokenForm = skeletonWords): string | null => {
	const parsed = parseEntry(entry, form);
	if (!parsed.length) return `"${entry}" has no letters or digits`;
	if (entry.replace(/\*(?=\s|$)/gu, '').includes('*')) return `"${entry}": "*" may only end a word`;
	if (parsed.some((w) => w.stem && [...w.text].length < 2)) return `"${entry}": a stem needs two letters`;
	return null;
};

const push = (map: Map<string, number[]>, key: string, id: number) => {
	const list = map.get(key);
	if (list) list.push(id);
	else map.set(key, [id]);
};

export const compileLexicon = (entries: readonly string[], form: TokenForm = skeletonWords): Lexicon => {
	const lexicon: Lexicon = { entries: [], exact: new Map(), stems: new Map() };
	for (const source of entries) {
		const parsed = parseEntry(source, form);
		if (!parsed.length) continue;
		const id =
			lexicon.entries.push({ source, words: parsed, joined: parsed.map((w) => w.text).join('') }) - 1;
		const head = parsed[0];
		if (head.stem) push(lexicon.stems, head.text[0], id);
		else push(lexicon.exact, head.text, id);
	}
	return lexicon;
};

const wordMatches = (w: EntryWord, token: string): boolean =>
	w.stem ? token.startsWith(w.text) : token === w.text;

/** `id`: the entry's index in `lexicon.entries` (its place in the list it was compiled from). */
export type LexiconMatch = { entry: LexiconEntry; id: number; start: number; end: number };

/**
 * Words an entry may step over between two of its words, never before the first, at most `max` per
 * match: intensifiers a speaker drops into a phrase ("I just don't want to", «я просто не хочу»).
 */
export type SkipWords = { words: ReadonlySet<string>; max: number };

/** End (exclusive) of `entry` matched at `start`, or -1. */
const matchEnd = (
	entry: LexiconEntry,
	tokens: readonly string[],
	start: number,
	skip?: SkipWords
): number => {
	let k = start;
	let skipped = 0;
	for (const [j, w] of entry.words.entries()) {
		while (
			skip &&
			j > 0 &&
			k < tokens.length &&
			skipped < skip.max &&
			!wordMatches(w, tokens[k]) &&
			skip.words.has(tokens[k])
		) {
			k++;
			skipped++;
		}
		if (k >= tokens.length || !wordMatches(w, tokens[k])) return -1;
		k++;
	}
	return k;
};

/** Every place an entry matches the tokens, in token order. */
export const lexiconMatches = (
	lexicon: Lexicon,
	tokens: readonly string[],
	skip?: SkipWords
): LexiconMatch[] => {
	const out: LexiconMatch[] = [];
	tokens.forEach((token, start) => {
		const ids = [...(lexicon.exact.get(token) ?? []), ...(lexicon.stems.get(token[0]) ?? [])];
		for (const id of ids.sort((a, b) => a - b)) {
			const entry = lexicon.entries[id];
			const end = matchEnd(entry, tokens, start, skip);
			if (end >= 0) out.push({ entry, id, start, end });
		}
	});
	return out;
};

/** Entries at least this long are looked for inside spaced-out runs ("asex" holds "sex"). */
const RUN_ENTRY_MIN = 3;

/** The first entry found in the text (see `filterText`), or null. */
export const findEntry = (lexicon: Lexicon, text: FilterText): string | null => {
	for (const tokens of text.forms) {
		const [hit] = lexiconMatches(lexicon, tokens);
		if (hit) return hit.entry.source;
	}
	for (const run of text.runs)
		for (const entry of lexicon.entries)
			if ([...entry.joined].length >= RUN_ENTRY_MIN && run.includes(entry.joined)) return entry.source;
	return null;
};
