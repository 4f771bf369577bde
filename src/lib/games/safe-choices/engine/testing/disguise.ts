/**
 * Hostile typing for the safeguarding tests (docs/safe-choices.md "Safeguarding"): invisible
 * characters, letters of the other alphabet that look the same, leetspeak, letters spaced out.
 */
export const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
export const LATIN_TO_CYRILLIC: Record<string, string> = {
	a: 'а',
	e: 'е',
	o: 'о',
	p: 'р',
	c: 'с',
	x: 'х',
	y: 'у'
};
export const CYRILLIC_TO_LATIN: Record<string, string> = {
	а: 'a',
	е: 'e',
	о: 'o',
	р: 'p',
	с: 'c',
	х: 'x',
	у: 'y'
};
/** Letters typed as the digits drawn like them ("k1ll mys3lf", «х0чу»). */
export const LEET: Record<string, string> = {
	o: '0',
	i: '1',
	e: '3',
	a: '4',
	s: '5',
	t: '7',
	о: '0',
	е: '3',
	а: '4'
};

/** Each word's letters parted by `mark`, words by a space more ("h e  t o u c h e s  m e"). */
const spacedOut = (text: string, mark: string) =>
	text
		.split(/\s+/u)
		.map((word) => [...word].join(mark))
		.join(mark === ' ' ? '  ' : ' ');

/** Six fixed ways to type a line hostile, each over the whole line. */
export const DISGUISES: Record<string, (text: string) => string> = {
	shouted: (text) => text.toUpperCase(),
	leet: (text) => [...text].map((ch, i) => (i % 3 === 0 ? (LEET[ch] ?? ch) : ch)).join(''),
	'look-alike': (text) =>
		[...text]
			.map((ch, i) => (i % 2 === 0 ? (LATIN_TO_CYRILLIC[ch] ?? CYRILLIC_TO_LATIN[ch] ?? ch) : ch))
			.join(''),
	'zero-width': (text) => [...text].join('\u200b'),
	'spaced out': (text) => spacedOut(text, ' '),
	dashed: (text) => spacedOut(text, '-')
};
