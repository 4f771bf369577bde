/**
 * Decimal digits of any script read as ASCII digits ("١٥" is 15), so an age written in Arabic-Indic
 * or Devanagari digits is a number to the content filter (docs/nhie.md "Content filter"). NFKC
 * already folds fullwidth and mathematical digits; the other scripts' digits come in runs of ten
 * from zero to nine (Unicode's rule for `Nd`), so a digit's value is its place in its run.
 */
const DIGIT = /\p{Nd}/u;
const OTHER_DIGITS = /[^\P{Nd}0-9]/gu;
const values = new Map<string, string>();

const valueOf = (digit: string): string => {
	const known = values.get(digit);
	if (known !== undefined) return known;
	let cp = digit.codePointAt(0)!;
	let place = 0;
	while (DIGIT.test(String.fromCodePoint(cp - 1))) {
		cp--;
		place++;
	}
	const value = String(place % 10);
	values.set(digit, value);
	return value;
};

export const asciiDigits = (text: string): string => text.replace(OTHER_DIGITS, valueOf);
