import { TONES, type LexiconTone, type Tone } from './types';

/**
 * Tone of one message from the persona's lexicons (seed 003 `classifyTone`, Swedish keyword
 * heuristics; deduction.md: lexicons per language). A message takes the tone with the most lexicon
 * hits; ties go to the earlier tone in TONES (accusation outranks the rest); no hit → neutral.
 */
export type ToneLexicon = Record<LexiconTone, readonly string[]>;

// One index for all tones: exact words, stems keyed by their first two letters, and phrases, so a
// message costs one map lookup per word (bench: 12 players × 500 messages per slot).
type Stem = { stem: string; tone: LexiconTone };
type Compiled = { exact: Map<string, LexiconTone[]>; stems: Map<string, Stem[]>; phrases: Stem[] };

const head = (w: string) => w.slice(0, 2);

export const normaliseText = (text: string): string =>
	text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replaceAll('ё', 'е');

const tokenise = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const cache = new WeakMap<ToneLexicon, Compiled>();

const compile = (lexicon: ToneLexicon): Compiled => {
	const hit = cache.get(lexicon);
	if (hit) return hit;
	const c: Compiled = { exact: new Map(), stems: new Map(), phrases: [] };
	const add = <K>(map: Map<K, Stem[]>, key: K, item: Stem) => map.set(key, [...(map.get(key) ?? []), item]);
	for (const tone of TONES) {
		for (const raw of lexicon[tone]) {
			const entry = normaliseText(raw.trim());
			if (/[^\p{L}\p{N}$]/u.test(entry)) c.phrases.push({ stem: ` ${tokenise(entry).join(' ')} `, tone });
			else if (entry.endsWith('$'))
				c.exact.set(entry.slice(0, -1), [...(c.exact.get(entry.slice(0, -1)) ?? []), tone]);
			else add(c.stems, head(entry), { stem: entry, tone });
		}
	}
	cache.set(lexicon, c);
	return c;
};

const EMOJI_JOKE = /(😂|🤣|😆|😅|😜|😄|😁|:d\b|xd\b)/u;
const ASCII_ONLY = /^[\x20-\x7e]*$/;

export const toneScores = (text: string, lexicon: ToneLexicon): Record<LexiconTone, number> => {
	const c = compile(lexicon);
	const lower = text.toLowerCase();
	const norm = ASCII_ONLY.test(lower) ? lower : normaliseText(text);
	const tokens = tokenise(norm);
	const scores: Record<LexiconTone, number> = {
		accusatory: 0,
		aggressive: 0,
		defensive: 0,
		joking: 0,
		anxious: 0
	};
	for (const w of tokens) {
		// A word counts once per tone, whether as an exact word or through a stem.
		const seen = new Set<LexiconTone>(c.exact.get(w));
		for (const s of c.stems.get(head(w)) ?? []) if (w.startsWith(s.stem)) seen.add(s.tone);
		for (const t of seen) scores[t]++;
	}
	if (c.phrases.length) {
		const joined = ` ${tokens.join(' ')} `;
		for (const p of c.phrases) if (joined.includes(p.stem)) scores[p.tone]++;
	}
	if (EMOJI_JOKE.test(norm)) scores.joking++;
	// Shouting (a long all-caps message or "!!") reads as aggression in every language.
	if (
		/!{2,}/.test(text) ||
		(text !== lower && text === text.toUpperCase() && (text.match(/\p{L}/gu)?.length ?? 0) >= 6)
	)
		scores.aggressive++;
	return scores;
};

export const classifyTone = (text: string, lexicon: ToneLexicon): Tone => {
	const scores = toneScores(text, lexicon);
	let best: Tone = 'neutral';
	let bestScore = 0;
	for (const tone of TONES) {
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
