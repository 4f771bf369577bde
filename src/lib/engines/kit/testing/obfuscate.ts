import fc from 'fast-check';

/**
 * Test helper: fast-check arbitraries that disguise a word the way a hostile player or model does
 * (a name filter must see through them): invisible characters, look-alike letters, leetspeak, spacing, casing.
 * Every disguise keeps the word readable to a person, which is what makes it an attack.
 */

/** Characters that render as nothing: zero-width space/joiners, soft hyphen, bidi marks, BOM… */
export const INVISIBLES = [
	'\u200b',
	'\u200c',
	'\u200d',
	'\u2060',
	'\u00ad',
	'\ufeff',
	'\u200e',
	'\u200f',
	'\u202a',
	'\u202c',
	'\u2066',
	'\u2069',
	'\u180e',
	'\u034f',
	'\ufe0f',
	'\u{e0020}'
];

/** Look-alikes of Latin letters from Cyrillic, Greek, fullwidth and mathematical alphabets. */
export const HOMOGLYPHS: Record<string, string[]> = {
	a: ['а', 'α', 'ａ', '𝐚'],
	b: ['Ь', 'ｂ'],
	c: ['с', 'ϲ', 'ｃ'],
	d: ['ｄ', '𝐝'],
	e: ['е', 'ε', 'ｅ', 'ё'],
	h: ['һ', 'ｈ'],
	i: ['і', 'ι', 'ｉ', 'ı'],
	j: ['ј', 'ｊ'],
	k: ['к', 'κ', 'ｋ'],
	l: ['ӏ', 'ｌ', 'I'],
	m: ['ｍ', '𝐦'],
	n: ['ｎ', '𝐧', 'ո'],
	o: ['о', 'ο', 'ｏ', 'օ', 'ø'],
	p: ['р', 'ρ', 'ｐ'],
	q: ['ԛ', 'ｑ'],
	r: ['ｒ', '𝐫'],
	s: ['ѕ', 'ｓ', 'ſ'],
	t: ['ｔ', 'τ'],
	u: ['ս', 'υ', 'ｕ'],
	v: ['ν', 'ｖ'],
	w: ['ԝ', 'ω', 'ｗ'],
	x: ['х', 'χ', 'ｘ'],
	y: ['у', 'ү', 'ｙ'],
	z: ['ｚ', '𝐳']
};

/** Look-alikes of Cyrillic letters: Latin letters and fullwidth forms a Russian text can hide. */
export const CYRILLIC_HOMOGLYPHS: Record<string, string[]> = {
	а: ['a', 'α'],
	е: ['e', 'ё'],
	о: ['o', 'ο'],
	р: ['p', 'ρ'],
	с: ['c', 'ϲ'],
	у: ['y'],
	х: ['x', 'χ'],
	к: ['k', 'κ'],
	т: ['τ'],
	н: ['H'],
	м: ['M']
};

export const LEET: Record<string, string[]> = {
	a: ['4', '@'],
	b: ['8'],
	e: ['3'],
	g: ['9'],
	i: ['1', '!', '|'],
	o: ['0'],
	s: ['5', '$'],
	t: ['7', '+']
};

const SEPARATORS = [' ', '-', '.', '_', '*', ' . ', '·', '\u2800'];

type Disguise = 'invisible' | 'homoglyph' | 'leet' | 'spacing' | 'casing' | 'diacritic';

const DIACRITICS = ['\u0301', '\u0308', '\u0300', '\u0327', '\u0336'];

/** One letter disguised by the chosen tricks (the choices come from fast-check). */
const disguiseChar = (c: string, tricks: Set<Disguise>, pick: (n: number) => number): string => {
	let out = c;
	const lower = c.toLowerCase();
	const pool = [
		...(tricks.has('homoglyph') ? [...(HOMOGLYPHS[lower] ?? []), ...(CYRILLIC_HOMOGLYPHS[lower] ?? [])] : []),
		...(tricks.has('leet') ? (LEET[lower] ?? []) : [])
	];
	if (pool.length && pick(3) > 0) out = pool[pick(pool.length)];
	else if (tricks.has('casing') && pick(2)) out = out.toUpperCase();
	if (tricks.has('diacritic') && /\p{L}/u.test(out) && pick(3) === 0)
		out += DIACRITICS[pick(DIACRITICS.length)];
	if (tricks.has('invisible') && pick(2)) out += INVISIBLES[pick(INVISIBLES.length)];
	return out;
};

/**
 * A word (or phrase) disguised: each letter may be swapped for a look-alike or leet character,
 * up-cased, given a diacritic, followed by invisible characters; with spacing, every letter of
 * every word is separated by one separator ("s-e-x", "b l o w j o b").
 */
export const disguised = (
	text: string,
	allowed: readonly Disguise[] = ['invisible', 'homoglyph', 'leet', 'spacing', 'casing', 'diacritic']
): fc.Arbitrary<string> =>
	fc
		.tuple(
			fc.subarray([...allowed], { minLength: 1 }),
			fc.infiniteStream(fc.nat()),
			fc.constantFrom(...SEPARATORS)
		)
		.map(([chosen, stream, separator]) => {
			const tricks = new Set(chosen);
			const it = stream[Symbol.iterator]();
			const pick = (n: number) => (it.next().value as number) % n;
			return text
				.split(' ')
				.map((word) => {
					const letters = [...word].map((c) => disguiseChar(c, tricks, pick));
					return tricks.has('spacing') ? letters.join(separator) : letters.join('');
				})
				.join(' ');
		});
