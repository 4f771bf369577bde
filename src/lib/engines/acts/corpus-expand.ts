import { nextInt, shuffle, type PrngState } from '../kit/prng';

/**
 * docs/acts.md "The corpus": a template pattern writes its variants inline — `{no|nah|nope}`,
 * `{|really }` (an empty variant makes a part optional) — and names a shared word list with `$name`
 * (the file's `slots`). A line is one seeded choice at every brace, so patterns with long word
 * lists stay cheap and the corpus is the same on every run (`npm run train:acts`).
 */
export type Slots = Readonly<Record<string, readonly string[]>>;

/** `$name` → `{a|b|c}` from the slots; an unknown name is an error (a typo in a template). */
export const withSlots = (pattern: string, slots: Slots): string =>
	pattern.replace(/\$([a-z_]+)/gu, (_, name: string) => {
		const list = slots[name];
		if (!list) throw new Error(`unknown slot $${name} in pattern: ${pattern}`);
		return `{${list.join('|')}}`;
	});

/** The index of the brace closing the one at `open`. */
const closing = (pattern: string, open: number): number => {
	let depth = 0;
	for (let i = open; i < pattern.length; i++) {
		if (pattern[i] === '{') depth++;
		else if (pattern[i] === '}' && --depth === 0) return i;
	}
	throw new Error(`unclosed "{" in pattern: ${pattern}`);
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

/** One line of a pattern: a seeded choice at every brace, nested braces included. */
export const instantiate = (pattern: string, st0: PrngState): [string, PrngState] => {
	let st = st0;
	let out = '';
	let rest = pattern;
	for (let open = rest.indexOf('{'); open >= 0; open = rest.indexOf('{')) {
		const close = closing(rest, open);
		const options = splitTop(rest.slice(open + 1, close));
		let i: number;
		[i, st] = nextInt(st, 0, options.length - 1);
		let chosen: string;
		[chosen, st] = instantiate(options[i], st);
		out += rest.slice(0, open) + chosen;
		rest = rest.slice(close + 1);
	}
	return [out + rest, st];
};

/** Collapses the double spaces an empty variant leaves. */
export const tidy = (line: string): string =>
	line
		.replace(/\s+/gu, ' ')
		.replace(/\s+([,.!?])/gu, '$1')
		.trim();

/** A seeded sample of at most `n` items, in a seeded order. */
export const sample = <T>(items: readonly T[], n: number, st: PrngState): [T[], PrngState] => {
	const [mixed, next] = shuffle(items, st);
	return [mixed.slice(0, n), next];
};

export const chance = (st: PrngState, p: number): [boolean, PrngState] => {
	const [i, next] = nextInt(st, 0, 999_999);
	return [i < p * 1_000_000, next];
};
