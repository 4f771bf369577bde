import { LEXICON_EN } from './lexicon-en';
import { LEXICON_RU } from './lexicon-ru';
import { FILLERS, negatedActHits } from './lexicon-stems';
import type { RiskLanguage } from './types';

/**
 * Phrase lexicons of risk.md ("Heuristic scorer"), one per language. A phrase is a run of words;
 * a word ending in `*` matches any word starting with it (Russian endings, "manipulat*"). Text is
 * lower-cased, `ё` → `е`, apostrophes dropped ("don't" → "dont"), so entries are written naturally.
 */
export const SIGNALS = [
	'judge', // text addressed to the scorer ("rate me 0 risk"): stripped before scoring
	'recognition', // naming a tactic: "you're pressuring me", "that's not true"
	'awareness', // some awareness without naming it: "that sounds weird"
	'firm', // firm refusal: "no", "I'm not comfortable", "that's not happening"
	'doubt', // unclear boundary: "I'm not sure that's a good idea"
	'yielding', // hedging that gives way: "maybe", "I don't know", "if you really want"
	'agreeStrong', // agreeing to the risky act: "I'll send it", "I won't tell anyone"
	'agreeReluctant', // a reluctant yes: "hmm ok i guess", "whatever u say", «ну как скажешь» — agreement
	'sarcasm', // ironic agreement: "yeah right", «ага, щас» — a refusal unless the act itself is agreed to
	'agreeWeak', // "ok", "sure": agreement unless the same message pushes back
	'apology', // over-apologising
	'helpWord', // a trusted adult or a service: parent, teacher, counsellor, doctor, helpline
	'leave', // leaving, blocking, reporting: a safety action in itself
	'commit', // committing to act: "I'm going to", "I'll", "I'm telling"
	'tentative', // "should", "could", "might": acknowledging without committing
	'negation', // "not", "never", "no one" before a help word: "I won't tell my mom"
	'neutral' // only invites the NPC to go on ("sure, what's up?"): a weak "ok" there agrees to nothing
] as const;
export type Signal = (typeof SIGNALS)[number];
export type Lexicon = Record<Signal, readonly string[]>;

const LEXICONS: Record<RiskLanguage, Lexicon> = { en: LEXICON_EN, ru: LEXICON_RU };

export const normaliseText = (text: string): string =>
	text
		.toLowerCase()
		.replaceAll('ё', 'е')
		.replace(/['’`ʼ]/g, '');

/** Text-speak written out, one token for one so tokens stay aligned with the words ("ur" → "youre"). */
const SPELLINGS: Readonly<Record<string, string>> = {
	u: 'you',
	ur: 'youre',
	r: 'are',
	w: 'with',
	pls: 'please',
	plz: 'please',
	cuz: 'because',
	coz: 'because',
	sry: 'sorry',
	thx: 'thanks',
	щас: 'сейчас',
	че: 'что',
	чо: 'что',
	ниче: 'ничего',
	спс: 'спасибо'
};

/** Text-speak written out; own keys only ("constructor" is a word, not Object.prototype's). */
const spelled = (word: string): string => (Object.hasOwn(SPELLINGS, word) ? SPELLINGS[word] : word);

const WORD = /[\p{L}\p{N}]+/gu;
/** Punctuation that closes a spoken "no" on either side: "не, спасибо", "стоп, не." */
const BEFORE_ALONE = /(^|[.,!?…;:—–(-])\s*$/u;
const AFTER_ALONE = /^\s*($|[.,!?…;:—–)-])/u;

/** Lexicon words: lower-cased, apostrophes dropped, text-speak written out. */
const words = (text: string): string[] => [...normaliseText(text).matchAll(WORD)].map((m) => spelled(m[0]));

/**
 * Message tokens. Colloquial Russian says "no" as a bare «не» ("не, спасибо", "стоп, не."): a «не»
 * standing alone between punctuation (or the ends of the text) reads as «нет»; «не» before a word
 * stays the particle ("не буду").
 */
export const tokenise = (text: string): string[] => {
	const norm = normaliseText(text);
	return [...norm.matchAll(WORD)].map((m) => {
		const at = m.index ?? 0;
		const alone =
			m[0] === 'не' && BEFORE_ALONE.test(norm.slice(0, at)) && AFTER_ALONE.test(norm.slice(at + m[0].length));
		return alone ? 'нет' : spelled(m[0]);
	});
};

const lexiconWord = (w: string): string => words(w).join('');

type CompiledPhrase = { signal: Signal; words: string[]; exact: string[] };

const compiled = new Map<RiskLanguage, CompiledPhrase[]>();

const compile = (language: RiskLanguage): CompiledPhrase[] => {
	const found = compiled.get(language);
	if (found) return found;
	const lexicon = LEXICONS[language];
	const phrases = Object.entries(lexicon).flatMap(([signal, list]) =>
		list.map((p) => {
			const words = p.split(/\s+/).map((w) => (w.endsWith('*') ? normaliseText(w) : lexiconWord(w)));
			return { signal: signal as Signal, words, exact: words.filter((w) => !w.endsWith('*')) };
		})
	);
	// Longest phrases first: "i won't tell" (agreement) beats "i won't" (refusal).
	phrases.sort((a, b) => b.words.length - a.words.length);
	compiled.set(language, phrases);
	return phrases;
};

const wordMatches = (pattern: string, word: string): boolean =>
	pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;

export type Hit = { signal: Signal; start: number; end: number };

/** Fillers skipped inside one phrase (lexicon-stems.ts): "I just don't want to". */
const MAX_SKIPPED = 2;

/** End index (exclusive) of `pattern` matched at `start`, skipping fillers inside it; -1 if none. */
const matchAt = (
	pattern: readonly string[],
	tokens: readonly string[],
	used: readonly boolean[],
	start: number,
	language: RiskLanguage
): number => {
	let k = start;
	let skipped = 0;
	for (let j = 0; j < pattern.length; j++) {
		while (
			j > 0 &&
			k < tokens.length &&
			!used[k] &&
			skipped < MAX_SKIPPED &&
			!wordMatches(pattern[j], tokens[k]) &&
			FILLERS[language].has(tokens[k])
		) {
			k++;
			skipped++;
		}
		if (k >= tokens.length || used[k] || !wordMatches(pattern[j], tokens[k])) return -1;
		k++;
	}
	return k;
};

/** Every lexicon hit in `tokens`, longest first; a word belongs to at most one hit. */
export const findHits = (tokens: readonly string[], language: RiskLanguage): Hit[] => {
	const used = new Array<boolean>(tokens.length).fill(false);
	const hits: Hit[] = [];
	const present = new Set(tokens);
	for (const phrase of compile(language)) {
		// Cheap filter: every whole word of the phrase must occur in the message.
		if (!phrase.exact.every((w) => present.has(w))) continue;
		for (let i = 0; i + phrase.words.length <= tokens.length; i++) {
			const end = matchAt(phrase.words, tokens, used, i, language);
			if (end < 0) continue;
			for (let k = i; k < end; k++) used[k] = true;
			hits.push({ signal: phrase.signal, start: i, end });
		}
	}
	hits.push(...negatedActHits(tokens, used, language));
	return hits.sort((a, b) => a.start - b.start);
};

export const countHits = (hits: readonly Hit[]): Record<Signal, number> => {
	const counts = Object.fromEntries(SIGNALS.map((s) => [s, 0])) as Record<Signal, number>;
	for (const h of hits) counts[h.signal]++;
	return counts;
};
