import { LOWER_CONFUSABLES } from './confusables';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const isLatin = (c: string) => c >= 'a' && c <= 'z';
const WORD = /[\p{L}\p{N}]+/gu;
/** Cyrillic small letters every font draws as a Latin one (TR39; not the `WEAK_CONFUSABLES`). */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = Object.fromEntries(
	Object.entries(LOWER_CONFUSABLES).filter(([c, l]) => CYRILLIC.test(c) && isLatin(l))
);
/**
 * And back: the Latin letters of a Russian word typed on the wrong keyboard layout ("нeт"), and the
 * capitals that look alike only as capitals ("Hет": H, B, K, M, T), seen here lower-cased.
 */
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
	a: 'а',
	b: 'в',
	c: 'с',
	e: 'е',
	h: 'н',
	k: 'к',
	m: 'м',
	o: 'о',
	p: 'р',
	t: 'т',
	x: 'х',
	y: 'у'
};

type Script = 'latin' | 'cyrillic';

/** `word` written wholly in `script`, when every letter of the other alphabet has a look-alike there. */
const readIn = (word: string, script: Script): string | null => {
	const letters = [...word];
	if (script === 'latin')
		return letters.every((c) => !CYRILLIC.test(c) || c in CYRILLIC_TO_LATIN)
			? letters.map((c) => CYRILLIC_TO_LATIN[c] ?? c).join('')
			: null;
	return letters.every((c) => !isLatin(c) || c in LATIN_TO_CYRILLIC)
		? letters.map((c) => LATIN_TO_CYRILLIC[c] ?? c).join('')
		: null;
};

/** How many of a word's letters are Latin, and how many Cyrillic. */
const count = (word: string): Record<Script, number> => {
	let latin = 0;
	let cyrillic = 0;
	for (const c of word) {
		if (isLatin(c)) latin++;
		else if (CYRILLIC.test(c)) cyrillic++;
	}
	return { latin, cyrillic };
};

/**
 * A word written in two alphabets (a mixed keyboard layout, or look-alike letters on purpose:
 * "Nо" with a Cyrillic "о", "нeт" with a Latin "e") is read in the one alphabet it can be written in
 * — every letter of the other has a look-alike — or, when both can, in the one most of its letters
 * use. Letter for letter, so positions in the text stay where they were.
 */
export const unmix = (word: string): string => {
	const { latin, cyrillic } = count(word);
	if (!latin || !cyrillic) return word;
	const asLatin = readIn(word, 'latin');
	const asCyrillic = readIn(word, 'cyrillic');
	if (asLatin !== null && (asCyrillic === null || latin > cyrillic)) return asLatin;
	if (asCyrillic !== null && (asLatin === null || cyrillic > latin)) return asCyrillic;
	return word;
};

/**
 * A line written in one alphabet with words disguised in two (docs/safe-choices.md "Safeguarding":
 * look-alike letters must not hide a disclosure): a word `unmix` leaves mixed, or reads in the other
 * alphabet by a letter's majority ("tо", "соaсh" in an English line), is read in the alphabet of the
 * rest of the line when every letter of it has a look-alike there. Lower case; the line's words of
 * one alphabet decide, and with none of them (or as many of each) it is `unmix`'s reading.
 */
export const unmixByLine = (text: string): string => {
	const lower = text.toLowerCase();
	const words = lower.match(WORD) ?? [];
	const pure = (script: Script) =>
		words.filter((w) => {
			const n = count(w);
			return script === 'latin' ? n.latin > 0 && !n.cyrillic : n.cyrillic > 0 && !n.latin;
		}).length;
	const latin = pure('latin');
	const cyrillic = pure('cyrillic');
	const line: Script | null = latin > cyrillic ? 'latin' : cyrillic > latin ? 'cyrillic' : null;
	return lower.replace(WORD, (word) => {
		const { latin: l, cyrillic: c } = count(word);
		if (!line || !l || !c) return word;
		return readIn(word, line) ?? unmix(word);
	});
};
