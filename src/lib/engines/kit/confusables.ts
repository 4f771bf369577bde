import { TR39_LOWER, TR39_UPPER } from './confusables-tr39';

/**
 * Look-alike letters for the text module's skeleton (kit/text.ts). The bulk is generated from the
 * Unicode TR39 confusables data by scripts/gen-confusables.ts (confusables-tr39.ts: every character
 * whose prototype is a Latin letter, a Cyrillic letter or a digit, small capitals and enclosed
 * letters; docs/nhie.md "Content filter"). Here only what TR39 does not say:
 *
 * Two steps, as in TR39's skeleton: UPPER runs before lower-casing (Cyrillic "Н" looks like "H"
 * while its lower case "н" does not look like "h"), LOWER after it.
 */
const invert = (table: Readonly<Record<string, string>>): Record<string, string> =>
	Object.fromEntries(
		Object.entries(table).flatMap(([target, sources]) => [...sources].map((s) => [s, target]))
	);

/**
 * Greek small letters every font draws like a Latin one, which TR39 ties to another letter or to
 * none ("ε" is "ɛ" there, "κ" the Cyrillic "к"), and the long s, which TR39 reads as "f" and a
 * reader as "s".
 */
const DRAWN_LATIN: Readonly<Record<string, string>> = {
	β: 'b',
	ε: 'e',
	κ: 'k',
	τ: 't',
	χ: 'x',
	ω: 'w',
	ȷ: 'j',
	ſ: 's'
};

/**
 * A Cyrillic capital TR39 draws as two Latin letters ("Ы" as "bl") stays itself: a word in capitals
 * must fold as its small letters do, and a letter of a spaced-out word ("н ю д с ы") must stay one.
 */
export const UPPER_CONFUSABLES: Readonly<Record<string, string>> = Object.fromEntries(
	Object.entries(invert(TR39_UPPER)).filter(([c, t]) => t.length === 1 || !/\p{Script=Cyrillic}/u.test(c))
);
export const LOWER_CONFUSABLES: Readonly<Record<string, string>> = { ...invert(TR39_LOWER), ...DRAWN_LATIN };

/** Latin letters NFKD does not decompose, folded to their base letters in every form of the text. */
export const LATIN_FOLDS: Readonly<Record<string, string>> = {
	ł: 'l',
	đ: 'd',
	ð: 'd',
	ø: 'o',
	ß: 'ss',
	æ: 'ae',
	œ: 'oe',
	ı: 'i'
};

/** Small letters drawn like a Latin one in italic or handwriting, not in TR39. */
const FONT_ALIKE: Readonly<Record<string, string>> = { п: 'n', η: 'n', ς: 'c' };

/**
 * Small letters that look like a Latin one only as capitals or in some fonts: folded in a
 * player's own language, where a mixed-script word is an attack ("школьниk") and a word in capitals
 * must read as the same word in small letters ("СЕКС", whose "К" is "k", and "секс"), but not when a
 * line is read with another language's list, where they would make real words collide (Russian
 * "пакет" would read as Swedish "naket"). The Cyrillic ones are the small letters of TR39's capitals
 * whose own small letter is not folded the same way ("к" of "К").
 */
export const WEAK_CONFUSABLES: Readonly<Record<string, string>> = {
	...Object.fromEntries(
		Object.entries(UPPER_CONFUSABLES)
			.filter(([c]) => /\p{Script=Cyrillic}/u.test(c))
			.map(([c, target]) => [c.toLowerCase(), target])
			.filter(([c, target]) => LOWER_CONFUSABLES[c] !== target)
	),
	...FONT_ALIKE
};
