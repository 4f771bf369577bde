import { readActs, type ActId, type ActModel } from '$lib/engines/acts';
import { compileLexicon, lexiconMatches, skeletonWords, type Lexicon } from '$lib/engines/kit/text';
import type { Tone } from './types';

/**
 * Tone of one message, read through the act model (docs/acts.md; seed 003 `classifyTone`,
 * docs/mole.md "Behavioural analysis"): the narrator keeps no word lists of its own. A denial or a
 * defence is defensive even when shouted ("I'M NOT THE MOLE"); otherwise the strongest act decides:
 * shouting is aggression, an accusation accusatory, a joke joking, distress or hesitation anxious;
 * a line with none of them is neutral.
 */
export type ToneRead = { tone: Tone; acts: readonly ActId[] };
/** Reads one line (with the line it answers): its tone and its acts, strongest first. */
export type ToneReader = (text: string, previous?: string) => ToneRead;

const TONE_OF: Partial<Record<ActId, Tone>> = {
	accuse: 'accusatory',
	shout: 'aggressive',
	deny: 'defensive',
	defend: 'defensive',
	joke: 'joking',
	distress: 'anxious',
	hedge: 'anxious'
};

/** The tone of a line's acts (strongest first): the strongest act that has one, a shouted denial defensive. */
export const toneOfActs = (acts: readonly ActId[]): Tone => {
	const defends = (acts.includes('deny') || acts.includes('defend')) && !acts.includes('accuse');
	for (const act of acts) {
		const tone = TONE_OF[act];
		if (tone) return tone === 'aggressive' && defends ? 'defensive' : tone;
	}
	return 'neutral';
};

/**
 * A reader over the act model in the game's language. Pure: the same line always reads the same,
 * so a memo per reader only saves work (a slot re-reads the whole discussion).
 */
export const actToneReader = (model: ActModel, language: string): ToneReader => {
	const memo = new Map<string, ToneRead>();
	return (text, previous) => {
		const key = `${previous ?? ''}\u0000${text}`;
		const hit = memo.get(key);
		if (hit) return hit;
		const acts = readActs(model, { text, previous, language }).map((a) => a.act);
		const read = { tone: toneOfActs(acts), acts };
		memo.set(key, read);
		return read;
	};
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

/** A message's words in the form the kit compares them in (folded, look-alikes made one). */
export const tokenise = (text: string): string[] => skeletonWords(text);

const anyCache = new WeakMap<readonly string[], Lexicon>();

/**
 * Does the text contain one of the entries (the kit's stem syntax: words, `stem*`, phrases)? Used for
 * the persona's role and innocence words, which check a model's line, never a player's.
 */
export const matchesAny = (text: string, entries: readonly string[]): boolean => {
	let lexicon = anyCache.get(entries);
	if (!lexicon) {
		lexicon = compileLexicon(entries);
		anyCache.set(entries, lexicon);
	}
	return lexiconMatches(lexicon, tokenise(text)).length > 0;
};
