import { hashString } from '../kit/prng';
import { foldText, words } from '../kit/text';

/**
 * docs/acts.md "Features": what the act model sees of a line. The text is folded first
 * (`foldText`, kit/text.ts), so look-alike letters, invisible characters and a word typed in two
 * alphabets change nothing. Features are hashed into `2^bits` buckets (the model stores only the
 * buckets it weighs), each with a value; a line's values are scaled to unit length, so a long line
 * does not outweigh a short one.
 */
export const FEATURE_BITS = 18;

export type Features = { ids: Uint32Array; values: Float32Array };

const VOWELS = /[aeiouyаеёиоуыэюяąęó]/u;
const PICTO = /\p{Extended_Pictographic}/gu;
const QUOTES = /["“”«»„]|(?:^|\s)'|'(?:\s|$)/u;

const bucket = (key: string, mask: number): number => hashString(key) & mask;

/**
 * A line's form (capitals, repetition, keyboard mashing, a bare list) is one feature among a
 * hundred n-grams; it counts as several, so a short n-gram cannot drown it.
 */
const STRONG = /^(?:caps|rep|gib|kbd|list|ov|d):/u;
const STRONG_WEIGHT = 9;

const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбю'];
const ADJACENT = new Set(
	KEY_ROWS.flatMap((row) => [...row].slice(1).flatMap((c, i) => [row[i] + c, c + row[i]]))
);
/** Share of a word's letter pairs that are neighbouring keys of one keyboard row ("asdf", «фыва»). */
const keyboardShare = (ws: readonly string[]): number => {
	let pairs = 0;
	let near = 0;
	for (const w of ws)
		for (let i = 1; i < w.length; i++) {
			pairs++;
			if (ADJACENT.has(w[i - 1] + w[i]) || w[i - 1] === w[i]) near++;
		}
	return pairs ? near / pairs : 0;
};

const lengthBin = (n: number): string => (n <= 3 ? String(n) : n <= 6 ? '4-6' : n <= 12 ? '7-12' : '13+');

/**
 * docs/acts.md "How a line is read": personal details are read by their shape, not their words —
 * a phone number ("8 900 000 11 22", "07700 900 123"), a school class ("7 «в»", "8b") and an @handle
 * weigh as form does; a number next to a word ("гимназия 3", "14 oak road", but also "2 cats") as
 * one feature — so a new school, number or street is read alike.
 */
const digitShapes = (raw: string): string[] => {
	const out: string[] = [];
	const runs = raw.match(/\+?\d[\d\s()-]{5,}\d/gu) ?? [];
	if (runs.some((run) => (run.match(/\d/gu) ?? []).length >= 7)) out.push('d:phone');
	if (/(?<![\p{L}\d])(?:[1-9]|1[01])\s?["«„]?\p{L}["»“]?(?![\p{L}\d.])/u.test(raw)) out.push('d:class');
	// an account name without the @: letters, then "_" or "." or nothing, then a year or a number
	if (/(?<![\p{L}\d])\p{L}{3,}[_.]?\p{L}*\d{2,4}(?![\p{L}\d])/u.test(raw)) out.push('d:handle');
	if (/\p{L}{3,}\s\d{1,3}(?!\d)|(?<!\d)\d{1,3}\s\p{L}{3,}/u.test(raw)) out.push('num:word');
	return out;
};

/** Shape of the raw line: capitals (shouting) and punctuation, read before folding. */
const shape = (raw: string): string[] => {
	const out: string[] = [];
	const letters = raw.match(/\p{L}/gu) ?? [];
	const upper = raw.match(/\p{Lu}/gu) ?? [];
	if (letters.length >= 4 && upper.length / letters.length >= 0.7) out.push('caps:all');
	else if (upper.length >= 4 && upper.length / letters.length >= 0.4) out.push('caps:half');
	const capsWords = (raw.match(/\b\p{Lu}{3,}\b/gu) ?? []).length;
	if (capsWords >= 2) out.push('caps:words');
	if (/\?(?:\p{Extended_Pictographic}|\u200d|\ufe0f|\s)*$/u.test(raw)) out.push('end:?');
	if (raw.includes('?')) out.push('has:?');
	if (/!{2,}/u.test(raw)) out.push('has:!!');
	else if (raw.includes('!')) out.push('has:!');
	if (QUOTES.test(raw)) out.push('has:quote');
	if (/^\s*[a-z]+\s*:/iu.test(raw) || /\[[a-z]+\]/iu.test(raw)) out.push('has:label');
	for (const e of raw.match(PICTO) ?? []) out.push(`e:${e}`);
	if (/\d/u.test(raw)) out.push('has:digit', ...digitShapes(raw));
	if (/(?<![\p{L}\d])@[\p{L}\d_.]{3,}/u.test(raw)) out.push('d:handle');
	const names = (raw.match(/(?<=\p{L}[\s,]+)\p{Lu}\p{Ll}+/gu) ?? []).length;
	if (names) out.push(names >= 2 ? 'names:2+' : 'names:1');
	return out;
};

/** Repetition, gibberish and keyword lists are about a line's form, not its words. */
const form = (ws: readonly string[], folded: string): string[] => {
	const out: string[] = [`len:${lengthBin(ws.length)}`];
	if (ws.length >= 3) {
		const unique = new Set(ws).size / ws.length;
		if (unique <= 0.4) out.push('rep:high');
		else if (unique <= 0.6) out.push('rep:mid');
	}
	const letterWords = ws.filter((w) => /\p{L}/u.test(w));
	if (letterWords.length) {
		const noVowel = letterWords.filter((w) => w.length >= 3 && !VOWELS.test(w)).length;
		const runs = letterWords.filter((w) => /[^aeiouyаеёиоуыэюя\s]{5,}/u.test(w)).length;
		// a letter held ("sooo", "pleaseee", «нееет») is emphasis as teens type it, not keyboard mashing:
		// read as gibberish, "im sooo tired" leaned towards distress (docs/acts.md "How a line is read")
		if (letterWords.some((w) => /(\p{L})\1\1/u.test(w))) out.push('long:letters');
		if ((noVowel + runs) / letterWords.length >= 0.5) out.push('gib:high');
		else if (noVowel + runs > 0) out.push('gib:some');
	}
	const kbd = keyboardShare(letterWords);
	if (kbd >= 0.5) out.push('kbd:high');
	else if (kbd >= 0.3) out.push('kbd:mid');
	const commas = (folded.match(/,/gu) ?? []).length;
	if (commas >= 2 && ws.length / (commas + 1) <= 2.5) out.push('list:commas');
	if (ws.length >= 4 && !/[.!?]/u.test(folded) && ws.every((w) => w.length >= 3)) out.push('list:bare');
	return out;
};

/** How much of the line repeats the line it answers (quoting it back, or echoing it). */
const overlap = (ws: readonly string[], previous: string | undefined, hasQuote: boolean): string[] => {
	if (!previous) return [];
	const prev = new Set(words(previous));
	if (!prev.size || !ws.length) return ['prev:yes'];
	const shared = ws.filter((w) => prev.has(w)).length;
	const bigrams = new Set(words(previous).map((w, i, a) => `${w} ${a[i + 1]}`));
	const sharedBigrams = ws.filter((w, i) => bigrams.has(`${w} ${ws[i + 1]}`)).length;
	const out = ['prev:yes'];
	if (sharedBigrams >= 2) out.push('ov:bigrams');
	if (sharedBigrams >= 2 && hasQuote) out.push('ov:quoted');
	if (shared / ws.length >= 0.5) out.push('ov:most');
	return out;
};

/** The feature keys of a line (before hashing): exported for tests and for docs/acts.md. */
export const featureKeys = (text: string, previous?: string, language = ''): string[] => {
	const folded = foldText(text);
	const ws = words(text);
	const keys: string[] = ['bias', `lang:${language}`];
	for (const [i, w] of ws.entries()) {
		keys.push(`w:${w}`);
		if (w.length > 5) keys.push(`p:${w.slice(0, 5)}`);
		if (i + 1 < ws.length) keys.push(`b:${w} ${ws[i + 1]}`);
	}
	// where a line starts and ends tells "не хочу" (a refusal) from "не хочу жить" (distress)
	if (ws.length) keys.push(`first:${ws[0]}`, `last:${ws[ws.length - 1]}`);
	if (ws.length && ws.length <= 3) keys.push(`line:${ws.join(' ')}`);
	// the first clause of a two-part line ("no, and i'm telling my mom") keeps its own weight
	const clause = words(folded.split(/[,.!?;:]|\s[-–—]\s/u)[0] ?? '');
	if (clause.length && clause.length < ws.length) for (const w of clause) keys.push(`c1:${w}`);
	const padded = `^${ws.join(' ')}$`;
	for (let n = 3; n <= 4; n++)
		for (let i = 0; i + n <= padded.length; i++) keys.push(`c${n}:${padded.slice(i, i + n)}`);
	const s = shape(text);
	keys.push(...s, ...form(ws, folded), ...overlap(ws, previous, s.includes('has:quote')));
	return keys;
};

/** Hashed, de-duplicated features with unit length. */
export const featurize = (text: string, previous?: string, language = '', bits = FEATURE_BITS): Features => {
	const mask = (1 << bits) - 1;
	const counts = new Map<number, number>();
	const grams = new Set<number>();
	for (const key of featureKeys(text, previous, language)) {
		const id = bucket(key, mask);
		if (/^c[345]:/u.test(key)) grams.add(id);
		counts.set(id, (counts.get(id) ?? 0) + (STRONG.test(key) ? STRONG_WEIGHT : 1));
	}
	const ids = Uint32Array.from([...counts.keys()].sort((a, b) => a - b));
	const values = Float32Array.from(ids, (id) => Math.sqrt(counts.get(id) ?? 0));
	// the character n-grams and the rest each have unit length of their own, so the many n-grams of
	// a long line do not drown its words (docs/acts.md "How a line is read")
	const group = Uint8Array.from(ids, (id) => (grams.has(id) ? 1 : 0));
	const norms = [0, 0];
	for (let i = 0; i < values.length; i++) norms[group[i]] += values[i] * values[i];
	for (let i = 0; i < values.length; i++)
		values[i] *= norms[group[i]] ? Math.SQRT1_2 / Math.sqrt(norms[group[i]]) : 0;
	return { ids, values };
};
