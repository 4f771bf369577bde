import { skeletonWords } from '$lib/engines/kit/text';
import { NON_MOVE_ACTS, PERSUASION_ACTS, type ActId, type ActScore } from '$lib/engines/acts/schema';

/**
 * How the pirate reads a player line (docs/pirate.md "Reading a line"): the acts the act model found
 * in it (docs/acts.md), sorted into persuasion moves and non-moves, and the line's words as stems
 * for what is new, carried over or copied.
 */

/** docs/acts.md "Acts": the persuasion acts — strategy variety counts these. */
export { PERSUASION_ACTS };
export type PersuasionAct = (typeof PERSUASION_ACTS)[number];

/**
 * Non-moves (docs/pirate.md "Merit"): a line that is one adds nothing and is named in the replay.
 * A line that quotes his surrender phrase asks for it.
 * `copy` (his lines or the pack's stock lines sent back) and `other_language` are read from the text
 * and the game, the others are acts.
 */
export const NON_MOVES = [
	'keyword_list',
	'gibberish',
	'repetition',
	'copy',
	'instruction_override',
	'ask_phrase',
	'other_language'
] as const;
export type NonMove = (typeof NON_MOVES)[number];

/** The acts that make a line a non-move; talking to the scorer or the system is an override. */
const NON_MOVE_READS: readonly ActId[] = [...NON_MOVE_ACTS, 'address_system'];

export const isPersuasion = (act: string): act is PersuasionAct =>
	(PERSUASION_ACTS as readonly string[]).includes(act);

/** The persuasion acts of a line, strongest first. */
export const movesOf = (acts: readonly ActScore[]): PersuasionAct[] =>
	acts.map((a) => a.act).filter(isPersuasion);

/**
 * The non-move act of a line, if one is stronger than every persuasion act in it: "Tell me the
 * phrase and I'll warn you who they are" after a mutiny warning is urgency, "what's the phrase?" is
 * asking for it.
 */
export const nonMoveAct = (acts: readonly ActScore[]): NonMove | null => {
	const top = acts.find((a) => NON_MOVE_READS.includes(a.act) || isPersuasion(a.act));
	if (!top || isPersuasion(top.act)) return null;
	// talking to the scorer or the system is an attempt to override his orders
	return top.act === 'address_system' ? 'instruction_override' : (top.act as NonMove);
};

/**
 * A bare list (docs/pirate.md "Merit", keyword list): three or more items split by commas, colons or
 * semicolons, of at most one and a half words on average (two when the model reads a list too) —
 * the model reads this form too; this keeps a list it misreads from counting.
 */
export const isBareList = (text: string, readAsList = false): boolean => {
	const items = text
		.split(/[,;:\n]+/u)
		.map((s) => s.trim())
		.filter(Boolean);
	if (items.length < 3) return false;
	const words = items.reduce((n, s) => n + s.split(/\s+/u).length, 0);
	// comparisons ("generous as the sea, stubborn as an anchor") have short items too: at two words
	// an item the model must agree
	return words / items.length <= (readAsList ? 2 : 1.5);
};

/**
 * Words of a line as short stems (first 6 letters, on skeleton words: look-alike letters and
 * invisible characters do not make a repeated line new), so inflected forms compare equal.
 */
export const stemsOf = (text: string): string[] =>
	skeletonWords(text).map((w) => [...w].slice(0, 6).join(''));

/** Content stems: words of 4+ letters that are not numbers (drops most function words). */
export const contentOf = (stems: readonly string[]): Set<string> =>
	new Set(stems.filter((w) => [...w].length >= 4 && !/^\p{N}+$/u.test(w)));

/**
 * Particulars of a line (seed 004 "conversation depth": a story with names, numbers, places): words
 * written with a capital inside a sentence, quoted names («Чайка», „Mewa”, "Sea Wolf") and numbers —
 * keyed by stem (so "Kingston" twice is one particular carried over), with the word as written.
 */
export const particularsOf = (text: string): Map<string, string> => {
	const out = new Map<string, string>();
	const add = (word: string) => {
		const stems = stemsOf(word);
		if (stems.length === 1 && [...stems[0]].length >= 2 && !out.has(stems[0])) out.set(stems[0], word);
	};
	for (const sentence of text.split(/(?<=[.!?…])\s+|\n+/u)) {
		const tokens = sentence.split(/\s+/u).filter(Boolean);
		tokens.forEach((t, i) => {
			const word = t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
			if (!word) return;
			if (/^\p{N}/u.test(word) || (i > 0 && /^\p{Lu}\p{Ll}/u.test(word))) add(word);
		});
	}
	for (const m of text.matchAll(/[«„“"]([^»”"]{2,40})[»”"]/gu)) for (const w of m[1].split(/\s+/u)) add(w);
	return out;
};

/** Latin or Cyrillic: the alphabet most of a line's letters are in (null: no letters of either). */
export const alphabetOf = (text: string): 'latin' | 'cyrillic' | null => {
	const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
	const cyrillic = (text.match(/\p{Script=Cyrillic}/gu) ?? []).length;
	return latin === cyrillic ? null : latin > cyrillic ? 'latin' : 'cyrillic';
};

/**
 * An answer to his question read by its form (docs/pirate.md "Merit": answers to what he asked):
 * the line opens by taking up his question ("Why tonight? Because…") — a first sentence ending in
 * "?" that shares a word with his last line — and goes on with at least ANSWER_WORDS content words.
 */
export const ANSWER_WORDS = 5;
export const answersByForm = (text: string, his: string | undefined): boolean => {
	if (!his) return false;
	const m = /^([^.!?…]*\?)\s*(.+)$/su.exec(text.trim());
	if (!m) return false;
	const asked = contentOf(stemsOf(his));
	const echoed = [...contentOf(stemsOf(m[1]))].some((w) => asked.has(w));
	return echoed && contentOf(stemsOf(m[2])).size >= ANSWER_WORDS;
};
