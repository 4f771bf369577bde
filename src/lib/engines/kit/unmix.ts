import { LOWER_CONFUSABLES } from './confusables';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const isLatin = (c: string) => c >= 'a' && c <= 'z';
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

/**
 * A word written in two alphabets (a mixed keyboard layout, or look-alike letters on purpose:
 * "Nо" with a Cyrillic "о", "нeт" with a Latin "e") is read in the one alphabet it can be written in
 * — every letter of the other has a look-alike — or, when both can, in the one most of its letters
 * use. Letter for letter, so positions in the text stay where they were.
 */
export const unmix = (word: string): string => {
	let latin = 0;
	let cyrillic = 0;
	for (const c of word) {
		if (isLatin(c)) latin++;
		else if (CYRILLIC.test(c)) cyrillic++;
	}
	if (!latin || !cyrillic) return word;
	const letters = [...word];
	const toLatin = letters.every((c) => !CYRILLIC.test(c) || c in CYRILLIC_TO_LATIN);
	const toCyrillic = letters.every((c) => !isLatin(c) || c in LATIN_TO_CYRILLIC);
	const latinWins = toLatin && (!toCyrillic || latin > cyrillic);
	const cyrillicWins = toCyrillic && (!toLatin || cyrillic > latin);
	if (latinWins) return letters.map((c) => CYRILLIC_TO_LATIN[c] ?? c).join('');
	if (cyrillicWins) return letters.map((c) => LATIN_TO_CYRILLIC[c] ?? c).join('');
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
	let latin = 0;
	let cyrillic = 0;
	for (const word of lower.match(/[\p{L}\p{N}]+/gu) ?? []) {
		const hasLatin = [...word].some(isLatin);
		const hasCyrillic = CYRILLIC.test(word);
		if (hasLatin && !hasCyrillic) latin++;
		else if (hasCyrillic && !hasLatin) cyrillic++;
	}
	const line = latin > cyrillic ? 'latin' : cyrillic > latin ? 'cyrillic' : null;
	return lower.replace(/[\p{L}\p{N}]+/gu, (word) => {
		const letters = [...word];
		if (!line || !letters.some(isLatin) || !letters.some((c) => CYRILLIC.test(c))) return word;
		if (line === 'latin' && letters.every((c) => !CYRILLIC.test(c) || c in CYRILLIC_TO_LATIN))
			return letters.map((c) => CYRILLIC_TO_LATIN[c] ?? c).join('');
		if (line === 'cyrillic' && letters.every((c) => !isLatin(c) || c in LATIN_TO_CYRILLIC))
			return letters.map((c) => LATIN_TO_CYRILLIC[c] ?? c).join('');
		return unmix(word);
	});
};
