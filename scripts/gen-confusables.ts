/**
 * `npm run gen:confusables`: writes src/lib/engines/kit/confusables-tr39.ts, the look-alike table of
 * the text module (kit/text.ts), from the Unicode TR39 confusables data ("MA" table of
 * confusables.txt) as the npm package `unhomoglyph` ships it (a devDependency: nothing of it reaches
 * the app but this table). scripts/gen-confusables.test.ts checks the committed table equals a fresh
 * generation.
 *
 * Kept small: only the characters whose TR39 prototype is a Latin letter, a digit or a Cyrillic
 * letter (the alphabets of the blocklists), and not those NFKC already folds to the same letter
 * (fullwidth and mathematical letters). A prototype outside those alphabets is written as the
 * Cyrillic letter that has it (Greek "π" and Cyrillic "п" share the prototype "π": both become "п").
 * Latin small capitals and the negative circled, squared and regional-indicator letters are added:
 * TR39 maps only some of them and NFKC none (docs/nhie.md "Content filter").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

export const TABLE_PATH = 'src/lib/engines/kit/confusables-tr39.ts';

const isTarget = (c: string) =>
	/^[a-z0-9]$/u.test(c) || (/\p{Script=Cyrillic}/u.test(c) && c === c.toLowerCase());
const isAscii = (c: string) => c.charCodeAt(0) < 0x80;

/** Latin letter small capitals (Unicode names "LATIN LETTER SMALL CAPITAL …"), not all in TR39. */
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
	a: '\u1d00',
	b: '\u0299',
	c: '\u1d04',
	d: '\u1d05',
	e: '\u1d07',
	f: '\ua730',
	g: '\u0262',
	h: '\u029c',
	i: '\u026a',
	j: '\u1d0a',
	k: '\u1d0b',
	l: '\u029f',
	m: '\u1d0d',
	n: '\u0274',
	o: '\u1d0f',
	p: '\u1d18',
	q: '\ua7af',
	r: '\u0280',
	s: '\ua731',
	t: '\u1d1b',
	u: '\u1d1c',
	v: '\u1d20',
	w: '\u1d21',
	y: '\u028f',
	z: '\u1d22'
};

/** Runs of 26 letters A–Z with no decomposition: negative circled, negative squared, regional indicators. */
const LETTER_RUNS = [0x1f150, 0x1f170, 0x1f1e6];

const fold = (c: string) => c.normalize('NFKC').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** The table: target → every source folded to it, split into capitals and the rest. */
export const buildTable = (data: Readonly<Record<string, string>>) => {
	// A prototype outside the target alphabets is named by the Cyrillic letter that has it.
	const byPrototype = new Map<string, string>();
	for (let cp = 0x400; cp <= 0x52f; cp++) {
		const c = String.fromCodePoint(cp);
		if (isTarget(c) && data[c]) byPrototype.set(data[c], c);
	}
	// An ASCII letter's own prototype names it ("m" is "rn" in TR39: "𝐦" becomes "m", as "m" stays).
	const ascii = new Map<string, string>();
	for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')
		ascii.set(data[c] ?? c, c.toLowerCase());
	const targetOf = (prototype: string): string | null => {
		const named = ascii.get(prototype) ?? byPrototype.get(prototype);
		if (named) return named;
		const lower = [...prototype].map((p) => ascii.get(p) ?? p).join('');
		return [...lower].every(isTarget) ? lower : null;
	};
	const pairs = new Map<string, string>();
	// Every source, and every prototype that is a letter itself (Greek "π", the prototype of "п").
	const sources = new Map(Object.entries(data));
	for (const prototype of new Set(sources.values()))
		if (!sources.has(prototype)) sources.set(prototype, prototype);
	for (const [source, prototype] of sources) {
		if ([...source].length !== 1 || isAscii(source) || /\p{Nd}/u.test(source)) continue;
		// a letter with a diacritic is read as its base letter, which has its own row (TR39 reads NFD)
		if (source.normalize('NFD') !== source) continue;
		if (!/[\p{L}\p{No}\p{S}]/u.test(source)) continue;
		const named = targetOf(prototype);
		const target = named && fold(named);
		// a letter drawn like a digit ("б", "З") is leetspeak's to read, not a look-alike's
		if (!target || (/\p{L}/u.test(source) && /\d/u.test(target))) continue;
		if (target && target !== source) pairs.set(source, target);
	}
	for (const [letter, capital] of Object.entries(SMALL_CAPITALS)) pairs.set(capital, letter);
	for (const start of LETTER_RUNS)
		for (let i = 0; i < 26; i++) pairs.set(String.fromCodePoint(start + i), String.fromCharCode(97 + i));
	const isUpper = (c: string) => c.toLowerCase() !== c;
	const side = (upper: boolean) => new Map([...pairs].filter(([c]) => isUpper(c) === upper));
	const [upperMap, lowerMap] = [side(true), side(false)];
	const look = (t: string, map: Map<string, string>, own: string) =>
		[...t].map((c) => (c === own ? c : (map.get(c) ?? c))).join('');
	// What the text module makes of a character without its own row (kit/text.ts `fold`): a row that
	// changes nothing (fullwidth and mathematical letters, NFKC's work) is left out.
	const without = (c: string) => look(fold(look(c.normalize('NFKC'), upperMap, c)), lowerMap, c);
	const upper: Record<string, string> = {};
	const lower: Record<string, string> = {};
	for (const [source, target] of [...pairs].sort(([a], [b]) => a.codePointAt(0)! - b.codePointAt(0)!)) {
		if (without(source) === target) continue;
		const table = isUpper(source) ? upper : lower;
		table[target] = (table[target] ?? '') + source;
	}
	return { upper, lower };
};

const escape = (s: string) =>
	[...s].map((c) => `\\u{${c.codePointAt(0)!.toString(16).padStart(4, '0')}}`).join('');

const literal = (table: Record<string, string>) =>
	`{\n${Object.keys(table)
		.sort()
		.map((k) => `'${escape(k)}': '${escape(table[k])}'`)
		.join(',\n')}\n}`;

export const generate = async (): Promise<string> => {
	const require = createRequire(import.meta.url);
	const file = require.resolve('unhomoglyph/data.json');
	const version = JSON.parse(readFileSync(path.join(path.dirname(file), 'package.json'), 'utf8')).version;
	const { upper, lower } = buildTable(JSON.parse(readFileSync(file, 'utf8')));
	const source = `// Generated by scripts/gen-confusables.ts (npm run gen:confusables) from Unicode TR39
// confusables.txt as shipped by unhomoglyph ${version}; do not edit by hand.

/** Target letter → the capitals folded to it before lower-casing. */
export const TR39_UPPER: Readonly<Record<string, string>> = ${literal(upper)};

/** Target letter → the other characters folded to it after lower-casing. */
export const TR39_LOWER: Readonly<Record<string, string>> = ${literal(lower)};
`;
	const options = await prettier.resolveConfig(TABLE_PATH);
	return prettier.format(source, { ...options, filepath: TABLE_PATH });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	writeFileSync(TABLE_PATH, await generate());
	console.log(`wrote ${TABLE_PATH}`);
}
