/**
 * A curated subset of Unicode TR39 confusables (confusables.txt, "MA" table) for the scripts the
 * app meets: Cyrillic and Greek letters that look like Latin ones, the Latin letters without a
 * decomposition (ł, ø, ß…), and a few from Armenian and Cherokee that fonts draw as Latin. Fullwidth
 * and mathematical letters need no entry: NFKC already folds them. Kept small on purpose — the whole
 * TR39 table is ~6,000 rows, most for scripts no pack uses, and a library for it would ship that
 * table to every phone.
 *
 * Two steps, as in TR39's skeleton: UPPER runs before lower-casing (Cyrillic "Н" looks like "H"
 * while its lower case "н" does not look like "h"… nor does Greek "η"), LOWER after it.
 */
export const UPPER_CONFUSABLES: Readonly<Record<string, string>> = {
	// Cyrillic capitals
	А: 'a',
	В: 'b',
	Е: 'e',
	Ё: 'e',
	З: '3',
	К: 'k',
	М: 'm',
	Н: 'h',
	О: 'o',
	Р: 'p',
	С: 'c',
	Т: 't',
	У: 'y',
	Х: 'x',
	Ѕ: 's',
	І: 'i',
	Ї: 'i',
	Ј: 'j',
	Ү: 'y',
	Ԛ: 'q',
	Ԝ: 'w',
	Һ: 'h',
	Ӏ: 'i',
	// Greek capitals
	Α: 'a',
	Β: 'b',
	Ε: 'e',
	Ζ: 'z',
	Η: 'h',
	Ι: 'i',
	Κ: 'k',
	Μ: 'm',
	Ν: 'n',
	Ο: 'o',
	Ρ: 'p',
	Τ: 't',
	Υ: 'y',
	Χ: 'x',
	Ϲ: 'c',
	Ϳ: 'j'
};

export const LOWER_CONFUSABLES: Readonly<Record<string, string>> = {
	// Cyrillic small letters drawn like Latin ones (some only in italic or small-caps form)
	а: 'a',
	в: 'b',
	г: 'r',
	з: '3',
	е: 'e',
	ё: 'e',
	к: 'k',
	м: 'm',
	н: 'h',
	о: 'o',
	п: 'n',
	р: 'p',
	с: 'c',
	т: 't',
	у: 'y',
	х: 'x',
	ь: 'b',
	ѕ: 's',
	і: 'i',
	ї: 'i',
	ј: 'j',
	ү: 'y',
	һ: 'h',
	ԛ: 'q',
	ԝ: 'w',
	ӏ: 'i',
	// Greek small letters
	α: 'a',
	β: 'b',
	γ: 'y',
	ε: 'e',
	η: 'n',
	ι: 'i',
	κ: 'k',
	ν: 'v',
	ο: 'o',
	ρ: 'p',
	σ: 'o',
	ς: 'c',
	τ: 't',
	υ: 'u',
	χ: 'x',
	ω: 'w',
	ϲ: 'c',
	ϳ: 'j',
	// Armenian
	օ: 'o',
	ս: 'u',
	հ: 'h',
	ո: 'n',
	ց: 'g',
	// Latin letters drawn like others
	ȷ: 'j',
	ſ: 's',
	ɑ: 'a',
	ɡ: 'g',
	ɩ: 'i',
	ʋ: 'u',
	ǀ: 'l'
};

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

/**
 * Small letters that look like a Latin one only in some fonts (italic, small caps): folded in a
 * player's own language, where a mixed-script word is an attack ("школьниk"), but not when a line
 * is read with another language's list, where they would make real words collide (Russian "пакет"
 * would read as Swedish "naket").
 */
export const WEAK_LOWER = new Set(['в', 'г', 'з', 'к', 'м', 'н', 'п', 'т', 'ь', 'γ', 'η', 'ν', 'σ', 'ς']);
