import { contentFilter } from '$lib/engines/kit/content-filter';
import { namesTarget } from './mention';
import { skeletonWords, stripInvisible } from '$lib/engines/kit/text';
import type { PublicAction } from './actions';
import type { ActId } from '$lib/engines/acts';
import type { Anomaly, LexiconTone, Tone } from './types';

/**
 * What an accusation is grounded on (mole.md "Prompts and fallbacks"; sim.md
 * "deduction: evidence"): the target's messages (ids and a salient word or name they used — one
 * word, so never a verbatim quote), or their silence while others talked (the ids of what the others
 * wrote), or a public action. Everything here is public: no role ever enters.
 */
export type EvidenceKind = 'message' | 'silence' | 'action';
export type Evidence = {
	kind: EvidenceKind;
	ids: number[];
	words: string[];
	/** For `action`: the public action itself (who did what about whom, in which round). */
	action?: PublicAction;
};

export type EvidenceMessage = { id: number; text: string; tone: Tone; acts: readonly ActId[] };

export type WordContext = {
	stopwords?: readonly string[];
	/** Every player's display name (a name the target used is the most salient word of all). */
	names: readonly string[];
	targetName: string;
	language: string;
	nsfw: boolean;
};

const MIN_WORD = 4;
const MAX_WORD = 24;
const MAX_WORDS = 2;
const MAX_IDS = 3;

const okWord = (w: string, ctx: WordContext) =>
	w.length <= MAX_WORD && contentFilter(w, ctx.language, ctx.nsfw, { maxLength: MAX_WORD }).ok;

/**
 * The salient words of some messages (newest first): names of other players they used, then — for
 * an aggressive tone — a word shouted in capitals, then the longest word that is not a stop word.
 * Lower-cased single words as typed; a name is given as the player spells it.
 */
export const salientWords = (
	texts: readonly string[],
	ctx: WordContext,
	tones: readonly LexiconTone[] = []
): string[] => {
	const out: string[] = [];
	const add = (w: string) => {
		if (out.length < MAX_WORDS && !out.some((x) => x.toLowerCase() === w.toLowerCase()) && okWord(w, ctx))
			out.push(w);
	};
	const newestFirst = [...texts].reverse().map(stripInvisible);
	for (const t of newestFirst)
		for (const n of ctx.names) if (n !== ctx.targetName && namesTarget(t, n, ctx.language)) add(n);
	const stop = new Set((ctx.stopwords ?? []).flatMap((w) => skeletonWords(w)));
	for (const t of newestFirst) {
		// The words as typed (lower case), one for one with the folded tokens, to show the player's own word.
		const surface = t
			.toLowerCase()
			.replace(/['’ʼ`]/gu, '')
			.split(/[^\p{L}\p{N}]+/u)
			.filter(Boolean);
		const tokens = skeletonWords(t);
		const shown = (i: number) => (surface.length === tokens.length ? surface[i] : tokens[i]);
		if (tones.includes('aggressive')) {
			const loud = t.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= MIN_WORD && w === w.toUpperCase());
			for (const w of loud)
				if (/\p{Lu}/u.test(w) && !stop.has(skeletonWords(w)[0] ?? '')) add(w.toLowerCase());
		}
		const content = tokens
			.map((w, i) => ({ w, i }))
			.filter(({ w }) => w.length >= MIN_WORD && !stop.has(w) && !/^\p{N}+$/u.test(w))
			.sort((a, b) => b.w.length - a.w.length || a.i - b.i);
		for (const { i } of content) add(shown(i));
	}
	return out;
};

/** Which of the target's tones make the anomaly, for picking the messages that show it. */
const relevantTones = (anomaly: Anomaly, windowTone: Tone): LexiconTone[] =>
	anomaly === 'aggression_spike'
		? ['accusatory', 'aggressive']
		: anomaly === 'behavior_shift' && windowTone !== 'neutral'
			? [windowTone]
			: [];

export type EvidenceInput = {
	anomaly: Anomaly;
	/** The target's messages in the slot's window, oldest first. */
	window: readonly EvidenceMessage[];
	/** The target's tone in the window. */
	windowTone: Tone;
	/** Ids of what the other players wrote in the window (the talk a silent player sat through). */
	othersInWindow: readonly number[];
	ctx: WordContext;
};

/** The evidence, or null when nothing can be named (then no accusation fires — never fabricated). */
export const buildEvidence = ({
	anomaly,
	window,
	windowTone,
	othersInWindow,
	ctx
}: EvidenceInput): Evidence | null => {
	if (anomaly === 'silence') {
		if (othersInWindow.length === 0) return null;
		return { kind: 'silence', ids: [...othersInWindow], words: [String(othersInWindow.length)] };
	}
	const tones = relevantTones(anomaly, windowTone);
	const shown = tones.length ? window.filter((m) => (tones as Tone[]).includes(m.tone)) : window;
	const picked = (shown.length ? shown : window).slice(-MAX_IDS);
	const words = salientWords(
		picked.map((m) => m.text),
		ctx,
		tones
	);
	if (!picked.length || !words.length) return null;
	return { kind: 'message', ids: picked.map((m) => m.id), words };
};

/**
 * The evidence of a public action: the chat messages it was seen in (none for a vote) and the word
 * the line names — the other player's name, or for a sabotaged team its leader picked, the count.
 */
export const actionEvidence = (action: PublicAction, nameOf: (id: string) => string): Evidence => ({
	kind: 'action',
	ids: [...action.ids],
	words: [action.other !== null ? nameOf(action.other) : String(action.count ?? 0)],
	action
});
