import { compileLexicon, lexiconMatches, skeletonWords, type Lexicon } from '$lib/engines/kit/text';
import { TONES, type LexiconTone, type Tone } from './types';

/**
 * Tone of one message from the persona's lexicons (seed 003 `classifyTone`, Swedish keyword
 * heuristics; mole.md: lexicons per language). Entries use the kit's stem syntax: `stem*`, a
 * whole word, or a phrase.
 *
 * docs/mole.md "The game" (denial, compliments, jokes): an accusatory or aggressive hit with a negation in the three
 * words before it is a denial and counts as defensive ("I'm not the mole", «я не крот», "jag är inte
 * golaren"); each compliment cancels one accusatory hit ("du är bäst" is not an accusation); shouting
 * in a denial is no aggression; a tie between a hostile tone and any other is not hostile.
 */
export type ToneLexicon = Record<LexiconTone, readonly string[]>;
export type ToneWords = { negations?: readonly string[]; compliments?: readonly string[] };

// The kit's one text module (kit/text.ts): texts and entries go through the same form — invisible
// characters dropped, case and diacritics folded, look-alike letters made one ("mоle" with a Cyrillic
// "о" is "mole") — and the one stem syntax ("sabot*" is a stem, any other word only itself).
type Compiled = { tones: [LexiconTone, Lexicon][]; compliments: Lexicon; negations: Set<string> };

/** A message's words in the form every lexicon entry is compared in. */
export const tokenise = (text: string): string[] => skeletonWords(text);

const cache = new WeakMap<ToneLexicon, WeakMap<object, Compiled>>();
const NO_WORDS: ToneWords = {};

const compile = (lexicon: ToneLexicon, extra: ToneWords): Compiled => {
	const inner = cache.get(lexicon) ?? new WeakMap<object, Compiled>();
	cache.set(lexicon, inner);
	const hit = inner.get(extra);
	if (hit) return hit;
	const c: Compiled = {
		tones: TONES.map((t) => [t, compileLexicon(lexicon[t])]),
		compliments: compileLexicon(extra.compliments ?? []),
		negations: new Set((extra.negations ?? []).flatMap((w) => skeletonWords(w)))
	};
	inner.set(extra, c);
	return c;
};

const EMOJI_JOKE = /(😂|🤣|😆|😅|😜|😄|😁|:d\b|xd\b)/u;
const NEGATION_REACH = 3;
const isHostile = (t: LexiconTone) => t === 'accusatory' || t === 'aggressive';

/**
 * One lexicon hit: the tone it counts for and the word (token index) that carried it; `denial` when
 * a hostile word was negated ("not the mole") and so counts as defensive.
 */
export type ToneHit = { tone: LexiconTone; at: number; denial?: boolean };

export const toneHits = (
	text: string,
	lexicon: ToneLexicon,
	words: ToneWords = NO_WORDS
): { tokens: string[]; hits: ToneHit[]; compliments: number; shouting: boolean; emoji: boolean } => {
	const c = compile(lexicon, words);
	const tokens = tokenise(text);
	const hits: ToneHit[] = [];
	for (const [tone, lex] of c.tones) {
		// A word counts once per tone, whether as a whole word, a stem or the start of a phrase.
		const starts = new Set(lexiconMatches(lex, tokens).map((m) => m.start));
		for (const i of starts) {
			const negated =
				isHostile(tone) && tokens.slice(Math.max(0, i - NEGATION_REACH), i).some((t) => c.negations.has(t));
			hits.push(negated ? { tone: 'defensive', at: i, denial: true } : { tone, at: i });
		}
	}
	hits.sort((x, y) => x.at - y.at);
	const compliments = new Set(lexiconMatches(c.compliments, tokens).map((m) => m.start)).size;
	const lower = text.toLowerCase();
	const shouting =
		/!{2,}/.test(text) ||
		(text !== lower && text === text.toUpperCase() && (text.match(/\p{L}/gu)?.length ?? 0) >= 6);
	return { tokens, hits, compliments, shouting, emoji: EMOJI_JOKE.test(lower) };
};

export const toneScores = (
	text: string,
	lexicon: ToneLexicon,
	words: ToneWords = NO_WORDS
): Record<LexiconTone, number> => {
	const { hits, compliments, shouting, emoji } = toneHits(text, lexicon, words);
	const scores: Record<LexiconTone, number> = {
		accusatory: 0,
		aggressive: 0,
		defensive: 0,
		joking: 0,
		anxious: 0
	};
	for (const h of hits) scores[h.tone]++;
	scores.accusatory = Math.max(0, scores.accusatory - compliments);
	if (emoji) scores.joking++;
	// Shouting (a long all-caps message or "!!") reads as aggression in every language — not in a denial.
	if (shouting && scores.defensive === 0) scores.aggressive++;
	return scores;
};

// Ties: a non-hostile tone beats a hostile one ("ties are not accusatory").
const TIE_ORDER: readonly LexiconTone[] = ['defensive', 'joking', 'anxious', 'accusatory', 'aggressive'];

export const classifyTone = (text: string, lexicon: ToneLexicon, words: ToneWords = NO_WORDS): Tone => {
	const scores = toneScores(text, lexicon, words);
	let best: Tone = 'neutral';
	let bestScore = 0;
	for (const tone of TIE_ORDER) {
		if (scores[tone] > bestScore) {
			best = tone;
			bestScore = scores[tone];
		}
	}
	return best;
};

/**
 * A player's tone over a list of messages (oldest first): the most frequent non-neutral tone, ties
 * going to the tone seen latest; `neutral` when there is none (mole.md).
 */
export const dominantTone = (tones: readonly Tone[]): Tone => {
	const count = new Map<Tone, number>();
	const last = new Map<Tone, number>();
	tones.forEach((t, i) => {
		if (t === 'neutral') return;
		count.set(t, (count.get(t) ?? 0) + 1);
		last.set(t, i);
	});
	let best: Tone = 'neutral';
	for (const [t, n] of count) {
		const bn = count.get(best) ?? 0;
		if (n > bn || (n === bn && (last.get(t) ?? -1) > (last.get(best) ?? -1))) best = t;
	}
	return best;
};

const anyCache = new WeakMap<readonly string[], Lexicon>();

/** Does the text contain one of the entries (the kit's stem syntax: words, `stem*`, phrases)? */
export const matchesAny = (text: string, entries: readonly string[]): boolean => {
	let lexicon = anyCache.get(entries);
	if (!lexicon) {
		lexicon = compileLexicon(entries);
		anyCache.set(entries, lexicon);
	}
	return lexiconMatches(lexicon, tokenise(text)).length > 0;
};
