import { TONES, type LexiconTone, type Tone } from './types';

/**
 * Tone of one message from the persona's lexicons (seed 003 `classifyTone`, Swedish keyword
 * heuristics; deduction.md: lexicons per language). Entries are word stems (prefix match), `word$`
 * for an exact word, or phrases of whole words.
 *
 * Issue 14 (denial, compliments, jokes): an accusatory or aggressive hit with a negation in the three
 * words before it is a denial and counts as defensive ("I'm not the mole", «я не крот», "jag är inte
 * golaren"); each compliment cancels one accusatory hit ("du är bäst" is not an accusation); shouting
 * in a denial is no aggression; a tie between a hostile tone and any other is not hostile.
 */
export type ToneLexicon = Record<LexiconTone, readonly string[]>;
export type ToneWords = { negations?: readonly string[]; compliments?: readonly string[] };

type Entry = { words: string[]; prefix: boolean; tone: LexiconTone | 'compliment' };
// Entries keyed by their first word's first two letters: one map lookup per word of a message
// (bench: 12 players × 500 messages per slot).
type Compiled = { byHead: Map<string, Entry[]>; negations: Set<string> };

const head = (w: string) => w.slice(0, 2);

export const normaliseText = (text: string): string =>
	text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replaceAll('ё', 'е');

export const tokenise = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const cache = new WeakMap<ToneLexicon, WeakMap<object, Compiled>>();
const NO_WORDS: ToneWords = {};

const compile = (lexicon: ToneLexicon, extra: ToneWords): Compiled => {
	const inner = cache.get(lexicon) ?? new WeakMap<object, Compiled>();
	cache.set(lexicon, inner);
	const hit = inner.get(extra);
	if (hit) return hit;
	const c: Compiled = {
		byHead: new Map(),
		negations: new Set((extra.negations ?? []).map((w) => normaliseText(w.trim().replace(/\$$/, ''))))
	};
	const add = (raw: string, tone: Entry['tone']) => {
		const entry = normaliseText(raw.trim());
		const exact = entry.endsWith('$');
		const words = tokenise(exact ? entry.slice(0, -1) : entry);
		if (!words.length) return;
		// A single word is a stem unless marked `$`; a phrase matches whole words.
		const e: Entry = { words, prefix: words.length === 1 && !exact, tone };
		const k = head(words[0]);
		c.byHead.set(k, [...(c.byHead.get(k) ?? []), e]);
	};
	for (const tone of TONES) for (const raw of lexicon[tone]) add(raw, tone);
	for (const raw of extra.compliments ?? []) add(raw, 'compliment');
	inner.set(extra, c);
	return c;
};

const matchAt = (tokens: readonly string[], i: number, e: Entry): boolean =>
	e.prefix ? tokens[i].startsWith(e.words[0]) : e.words.every((w, k) => tokens[i + k] === w);

const EMOJI_JOKE = /(😂|🤣|😆|😅|😜|😄|😁|:d\b|xd\b)/u;
const ASCII_ONLY = /^[\x20-\x7e]*$/;
const NEGATION_REACH = 3;
const isHostile = (t: LexiconTone) => t === 'accusatory' || t === 'aggressive';

/** One lexicon hit: the tone it counts for and the word (token index) that carried it. */
export type ToneHit = { tone: LexiconTone; at: number };

export const toneHits = (
	text: string,
	lexicon: ToneLexicon,
	words: ToneWords = NO_WORDS
): { tokens: string[]; hits: ToneHit[]; compliments: number; shouting: boolean; emoji: boolean } => {
	// Invisible characters (zero-width joiners, soft hyphens) cannot hide a word: "mo\u200ble" is "mole".
	text = text.replace(/\p{Cf}/gu, '');
	const c = compile(lexicon, words);
	const lower = text.toLowerCase();
	const tokens = tokenise(ASCII_ONLY.test(lower) ? lower : normaliseText(text));
	const hits: ToneHit[] = [];
	let compliments = 0;
	tokens.forEach((w, i) => {
		// A word counts once per tone, whether as an exact word, a stem or the start of a phrase.
		const seen = new Set<Entry['tone']>();
		for (const e of c.byHead.get(head(w)) ?? []) if (matchAt(tokens, i, e)) seen.add(e.tone);
		for (const tone of seen) {
			if (tone === 'compliment') {
				compliments++;
				continue;
			}
			const negated =
				isHostile(tone) && tokens.slice(Math.max(0, i - NEGATION_REACH), i).some((t) => c.negations.has(t));
			hits.push({ tone: negated ? 'defensive' : tone, at: i });
		}
	});
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
 * going to the tone seen latest; `neutral` when there is none (deduction.md).
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

const anyCache = new WeakMap<readonly string[], ToneLexicon>();

/** Does the text contain one of the entries (stems, `word$`, phrases — the lexicon syntax)? */
export const matchesAny = (text: string, entries: readonly string[]): boolean => {
	let lexicon = anyCache.get(entries);
	if (!lexicon) {
		lexicon = { accusatory: entries, aggressive: [], defensive: [], joking: [], anxious: [] };
		anyCache.set(entries, lexicon);
	}
	return toneHits(text, lexicon).hits.length > 0;
};
