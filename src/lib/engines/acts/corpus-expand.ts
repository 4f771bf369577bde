import { nextFloat, seedPrng, shuffle, type PrngState } from '../kit/prng';

/**
 * docs/acts.md "The corpus": expands the template files (question-packs/acts/templates/<lang>.json)
 * into labelled lines. A pattern writes its variants inline: `{no|nah|nope}`, `{|really }` (an
 * empty variant makes a part optional). Every variant is expanded, then a seeded sample of at most
 * `n` is kept, so the corpus is the same on every run (`npm run train:acts`).
 */
export const expandPattern = (pattern: string): string[] => {
	const open = pattern.indexOf('{');
	if (open < 0) return [pattern];
	let depth = 0;
	let close = -1;
	for (let i = open; i < pattern.length; i++) {
		if (pattern[i] === '{') depth++;
		else if (pattern[i] === '}' && --depth === 0) {
			close = i;
			break;
		}
	}
	if (close < 0) throw new Error(`unclosed "{" in pattern: ${pattern}`);
	const options = splitTop(pattern.slice(open + 1, close));
	const head = pattern.slice(0, open);
	const tails = expandPattern(pattern.slice(close + 1));
	return options.flatMap(expandPattern).flatMap((o) => tails.map((t) => head + o + t));
};

/** Splits on `|` outside nested braces. */
const splitTop = (body: string): string[] => {
	const out: string[] = [];
	let depth = 0;
	let start = 0;
	for (let i = 0; i < body.length; i++) {
		if (body[i] === '{') depth++;
		else if (body[i] === '}') depth--;
		else if (body[i] === '|' && depth === 0) {
			out.push(body.slice(start, i));
			start = i + 1;
		}
	}
	out.push(body.slice(start));
	return out;
};

/** Collapses the double spaces an empty variant leaves. */
export const tidy = (line: string): string =>
	line.replace(/\s+/gu, ' ').replace(/\s+([,.!?])/gu, '$1').trim();

/** A seeded sample of at most `n` distinct items, in a seeded order. */
export const sample = <T>(items: readonly T[], n: number, st: PrngState): [T[], PrngState] => {
	const [mixed, next] = shuffle(items, st);
	return [mixed.slice(0, n), next];
};

export const chance = (st: PrngState, p: number): [boolean, PrngState] => {
	const [f, next] = nextFloat(st);
	return [f < p, next];
};

export { seedPrng };
