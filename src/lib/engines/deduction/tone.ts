import { TONES, type LexiconTone, type Tone } from './types';

/**
 * Tone of one message from the persona's lexicons (seed 003 `classifyTone`, Swedish keyword
 * heuristics; deduction.md: lexicons per language). A message takes the tone with the most lexicon
 * hits; ties go to the earlier tone in TONES (accusation outranks the rest); no hit → neutral.
 */
export type ToneLexicon = Record<LexiconTone, readonly string[]>;

type Compiled = { prefixes: string[]; exact: Set<string>; phrases: string[] };

export const normaliseText = (text: string): string =>
	text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replaceAll('ё', 'е');

const tokenise = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const cache = new WeakMap<ToneLexicon, Record<LexiconTone, Compiled>>();

const compile = (lexicon: ToneLexicon): Record<LexiconTone, Compiled> => {
	const hit = cache.get(lexicon);
	if (hit) return hit;
	const out = {} as Record<LexiconTone, Compiled>;
	for (const tone of TONES) {
		const c: Compiled = { prefixes: [], exact: new Set(), phrases: [] };
		for (const raw of lexicon[tone]) {
			const entry = normaliseText(raw.trim());
			if (/[^\p{L}\p{N}$]/u.test(entry)) c.phrases.push(` ${tokenise(entry).join(' ')} `);
			else if (entry.endsWith('$')) c.exact.add(entry.slice(0, -1));
			else c.prefixes.push(entry);
		}
		out[tone] = c;
	}
	cache.set(lexicon, out);
	return out;
};

const EMOJI_JOKE = /(😂|🤣|😆|😅|😜|😄|😁|:d\b|xd\b)/u;

export const toneScores = (text: string, lexicon: ToneLexicon): Record<LexiconTone, number> => {
	const compiled = compile(lexicon);
	const norm = normaliseText(text);
	const tokens = tokenise(norm);
	const joined = ` ${tokens.join(' ')} `;
	const scores = {} as Record<LexiconTone, number>;
	for (const tone of TONES) {
		const c = compiled[tone];
		let n = 0;
		for (const w of tokens) {
			if (c.exact.has(w)) n++;
			else if (c.prefixes.some((p) => w.startsWith(p))) n++;
		}
		for (const p of c.phrases) if (joined.includes(p)) n++;
		scores[tone] = n;
	}
	if (EMOJI_JOKE.test(norm)) scores.joking++;
	// Shouting (a long all-caps message or "!!") reads as aggression in every language.
	const letters = text.replace(/[^\p{L}]/gu, '');
	if (
		(letters.length >= 6 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) ||
		/!{2,}/.test(text)
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
