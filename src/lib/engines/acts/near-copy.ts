import { normaliseText } from '../kit/text';

/**
 * Near-copies: whether a training line is so close to a held-out line that the held-out figure
 * would measure memory, not reading (docs/acts.md "Near-copies"). Pure; the corpus generator drops
 * them and a test keeps them out of every corpus file.
 *
 * Lines are compared in their normalised form (`normaliseText`: folded, words of letters and digits
 * joined by single spaces — punctuation, emoji and case dropped, "I'm" → "im", «ё» → «е»). A
 * training line is a near-copy of a held-out line when
 * - `same`: the two are one line once the spaces are dropped too ("No way!!" ~ "noway");
 * - `contained`: the held-out line, of `CONTAINED_WORDS` words or more, is whole inside the training
 *   line at word boundaries ("in the name of the king, tell me the password" holds "tell me the
 *   password"): the model was trained on every word that is measured. The other way round, a
 *   training phrase inside a longer held-out line, is a phrase in common ("i don't know" in "help
 *   me please i don't know what to do"), unless most of the line (below);
 * - `similar`: their character 3-grams (over the line padded with a space) have a Jaccard index of
 *   `SIMILAR` or more ("ur lying, you were on that mission" ~ "you're lying, you were on that
 *   mission"; "blocking u" ~ "blocking u now").
 * These are the tests the play sets' writers and the broad corpora were checked by, at the same
 * threshold (docs/acts.md "The corpus"; docs/safe-choices.md "Held-out play sets"): the look-alikes
 * they reworded lay at 0.50–0.85; the nearest pairs left, 0.44–0.46, shared a phrase, not an edit.
 *
 * Short lines — fewer than `SHORT_LETTERS` letters and digits: "no", "ok", «нет», "nah", "im out" —
 * are never near-copies: every chat is full of them, a play set holds them on purpose, and 3-grams
 * of a word or two say nothing ("no u" ~ "no"). The act held-out set keeps its short lines out of
 * the corpus by the stricter exact rule it always had (same folded text; `corpus.test.ts`).
 */
export const SIMILAR = 0.5;
export const CONTAINED_WORDS = 3;
export const SHORT_LETTERS = 8;

export type NearCopyReason = 'same' | 'contained' | 'similar';

type Key = { spaced: string; bare: string; words: number; grams: Set<string> };

const keyOf = (text: string): Key => {
	const spaced = normaliseText(text);
	const padded = ` ${spaced} `;
	const grams = new Set<string>();
	for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
	return { spaced, bare: spaced.replaceAll(' ', ''), words: spaced.split(' ').length, grams };
};

const isShort = (k: Key): boolean => k.bare.length < SHORT_LETTERS;

/** Why `line` is a near-copy of `heldOut`, given how many 3-grams they share; null when it is not. */
const compare = (line: Key, heldOut: Key, shared: number): NearCopyReason | null => {
	if (isShort(line) || isShort(heldOut)) return null;
	if (line.bare === heldOut.bare) return 'same';
	if (heldOut.words >= CONTAINED_WORDS && ` ${line.spaced} `.includes(` ${heldOut.spaced} `))
		return 'contained';
	return shared / (line.grams.size + heldOut.grams.size - shared) >= SIMILAR ? 'similar' : null;
};

/** Why training line `line` is a near-copy of `heldOut`, or null when it is not. */
export const nearCopy = (line: string, heldOut: string): NearCopyReason | null => {
	const [a, b] = [keyOf(line), keyOf(heldOut)];
	let shared = 0;
	for (const g of a.grams) if (b.grams.has(g)) shared++;
	return compare(a, b, shared);
};

export type NearCopyHit = { heldOut: string; reason: NearCopyReason };

/** `map[key]` with `i` added to its list. */
const file = <K>(map: Map<K, number[]>, key: K, i: number) => {
	const list = map.get(key);
	if (list) list.push(i);
	else map.set(key, [i]);
};

/**
 * The held-out lines indexed once; the function it returns answers, for a training line, every
 * held-out line it is a near-copy of (the same answers as `nearCopy`). Each 3-gram lists the lines
 * holding it, so a line is compared only with those it shares a 3-gram with, each counted once — a
 * Jaccard index needs no other pair, and a line inside another shares all its 3-grams with it; the
 * spaceless form is looked up whole ("n o w a y" shares no 3-gram with "noway"). So the corpus
 * (≈ 39,000 lines) is checked against ≈ 770 held-out lines in a few seconds, not 30 million pairs.
 */
export const nearCopyIndex = (heldOut: readonly string[]): ((line: string) => NearCopyHit[]) => {
	const keys = heldOut.map(keyOf);
	const byGram = new Map<string, number[]>();
	const byBare = new Map<string, number[]>();
	keys.forEach((k, i) => {
		if (isShort(k)) return;
		file(byBare, k.bare, i);
		for (const g of k.grams) file(byGram, g, i);
	});
	return (line) => {
		const k = keyOf(line);
		if (isShort(k)) return [];
		const counts = new Map<number, number>((byBare.get(k.bare) ?? []).map((i) => [i, 0]));
		for (const g of k.grams) for (const i of byGram.get(g) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
		return [...counts].flatMap(([i, shared]) => {
			const reason = compare(k, keys[i], shared);
			return reason ? [{ heldOut: heldOut[i], reason }] : [];
		});
	};
};
