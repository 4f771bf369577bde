import {
	compileLexicon,
	lexiconMatches,
	wordSpans,
	words,
	type Lexicon,
	type SkipWords
} from '$lib/engines/kit/text';
import { riskLexiconPacks } from './lexicon-packs';
import { SIGNALS, type Signal } from './lexicon-schema';
import { negatedActHits, type ActRule } from './lexicon-stems';
import type { RiskLanguage } from './types';

export { SIGNALS, type Signal };

/**
 * Phrase lexicons of safe-choices.md ("Heuristic scorer"), one pack per language (lexicon-packs.ts), read
 * through the kit's text module (kit/text.ts): text and entries are folded alike (NFKC, invisible
 * characters dropped, case and diacritics folded, apostrophes dropped: "don't" → "dont"), and an
 * entry word ending in `*` is a stem ("manipulat*"), so entries are written naturally.
 */

/** Text-speak written out, one token for one so tokens stay aligned with the words ("ur" → "youre"). */
let spellings: ReadonlyMap<string, string> | null = null;
const spelled = (word: string): string =>
	(spellings ??= new Map(
		Object.values(riskLexiconPacks()).flatMap((p) =>
			Object.entries(p.spellings).map(([k, v]) => [words(k).join(''), words(v).join('')])
		)
	)).get(word) ?? word;

/** The form entries and messages are compared in: the kit's words, text-speak written out. */
const lexiconForm = (text: string): string[] => words(text).map(spelled);

/** Punctuation that closes a spoken "no" on either side: "не, спасибо", "стоп, не." */
const BEFORE_ALONE = /(^|[.,!?…;:—–(-])\s*$/u;
const AFTER_ALONE = /^\s*($|[.,!?…;:—–)-])/u;

/**
 * Message tokens. Colloquial Russian says "no" as a bare «не» ("не, спасибо", "стоп, не."): a «не»
 * standing alone between punctuation (or the ends of the text) reads as «нет»; «не» before a word
 * stays the particle ("не буду").
 */
export const tokenise = (text: string): string[] => {
	const { folded, spans } = wordSpans(text);
	return spans.map(({ word, at }) => {
		const alone =
			word === 'не' &&
			BEFORE_ALONE.test(folded.slice(0, at)) &&
			AFTER_ALONE.test(folded.slice(at + word.length));
		return alone ? 'нет' : spelled(word);
	});
};

type Compiled = { phrases: Lexicon; signals: Signal[]; fillers: SkipWords; acts: ActRule };

/** Fillers skipped inside one phrase: "I just don't want to". */
const MAX_SKIPPED = 2;

const compiled = new Map<RiskLanguage, Compiled>();

const compile = (language: RiskLanguage): Compiled => {
	const found = compiled.get(language);
	if (found) return found;
	const pack = riskLexiconPacks()[language];
	const list = Object.entries(pack.signals).flatMap(([signal, entries]) =>
		entries.map((source) => ({ signal: signal as Signal, source }))
	);
	const phrases = compileLexicon(
		list.map((e) => e.source),
		lexiconForm
	);
	if (phrases.entries.length !== list.length) throw new Error(`risk lexicon "${language}": an empty entry`);
	const set = (list: readonly string[]) => new Set(list.flatMap(lexiconForm));
	const fillers = { words: set(pack.fillers), max: MAX_SKIPPED };
	const c: Compiled = {
		phrases,
		signals: list.map((e) => e.signal),
		fillers,
		acts: {
			negators: set(pack.negators),
			between: new Set([...set(pack.auxiliaries), ...fillers.words]),
			acts: compileLexicon(pack.acts, lexiconForm)
		}
	};
	compiled.set(language, c);
	return c;
};

export type Hit = { signal: Signal; start: number; end: number };

/**
 * Every lexicon hit in `tokens`; a word belongs to at most one hit. Longer phrases are taken first
 * ("i won't tell" (agreement) beats "i won't" (refusal)), then in pack order, then left to right.
 */
export const findHits = (tokens: readonly string[], language: RiskLanguage): Hit[] => {
	const c = compile(language);
	const used = new Array<boolean>(tokens.length).fill(false);
	const hits: Hit[] = [];
	const matches = lexiconMatches(c.phrases, tokens, c.fillers).sort(
		(a, b) => b.entry.words.length - a.entry.words.length || a.id - b.id || a.start - b.start
	);
	for (const m of matches) {
		if (used.slice(m.start, m.end).some(Boolean)) continue;
		used.fill(true, m.start, m.end);
		hits.push({ signal: c.signals[m.id], start: m.start, end: m.end });
	}
	hits.push(...negatedActHits(tokens, used, c.acts));
	return hits.sort((a, b) => a.start - b.start);
};

export const countHits = (hits: readonly Hit[]): Record<Signal, number> => {
	const counts = Object.fromEntries(SIGNALS.map((s) => [s, 0])) as Record<Signal, number>;
	for (const h of hits) counts[h.signal]++;
	return counts;
};
