import { segment, segmenter, type Segmenter } from '$lib/engines/kit/segment';
import { foldText, leetText, SPACED_RUN } from '$lib/engines/kit/text';
import { unmix } from '$lib/engines/kit/unmix';
import lexicon from './spaced-lexicon.json';
import type { RiskLanguage } from './types';

/**
 * A disclosure typed with its letters spaced out or broken up ("i w a n t t o d i e",
 * «м н е  п л о х о», "k-i-l-l m-y-s-e-l-f", letters joined by zero-width characters) must still
 * stop the scene (docs/safe-choices.md "Safeguarding"). The act model and the curated rules read words, so the line
 * is read again with each run of one-letter words put back into words: once as the typist marked
 * the words — a wider or other gap between letters ("h e  t o u c h e s  m e") ends a word — and
 * once split into words of the act corpus's own vocabulary (spaced-lexicon.json, written by
 * scripts/gen-spaced-lexicon.ts: the words of its disclosure and distress lines, and the language's
 * commonest words), the cheapest reading by word frequency (kit/segment.ts). These readings are
 * only ever added to the line as typed, never instead of it.
 */

const SEGMENTERS: Readonly<Record<RiskLanguage, Segmenter>> = {
	en: segmenter(lexicon.en.split(' ')),
	ru: segmenter(lexicon.ru.split(' '))
};

/** Invisible characters between two letters part them as a space would ("i\u200bw\u200ba…"). */
const INVISIBLE_GAP = /(?<=[\p{L}\p{N}])\p{Default_Ignorable_Code_Point}+(?=[\p{L}\p{N}])/gu;
/** An apostrophe joins a word ("i'm" is one word, not a run of "i" and "m"), as in kit/text.ts. */
const APOSTROPHES = /['’ʼ`]/gu;
const TOKEN = /[\p{L}\p{N}]+/gu;
/** Letters of one spaced line are at most this far apart ("a  ,  b"); a longer gap ends the run. */
const MAX_GAP = 5;
/** Punctuation spaced out with the letters is read together again ("! !" → "!!"). */
const SPACED_PUNCTUATION = /(?<=[^\p{L}\p{N}\s])\s+(?=[^\p{L}\p{N}\s])/gu;

type Run = { from: number; to: number; letters: string[]; gaps: string[] };

/**
 * At least `SPACED_RUN` letters spaced out, as the content filter joins them (kit/text.ts) — a digit
 * among them is read as a letter ("k 1 l l"), but digits do not make a run («в 5 у школы» is a time);
 * or two letters parted by one mark ("m.e", "h-e"), or by a space when they are not both words of
 * their own ("m e", "i m"; not «а я»).
 */
const isRun = ({ letters, gaps }: Run, seg: Segmenter): boolean => {
	const count = letters.filter((c) => /\p{L}/u.test(c)).length;
	if (count >= SPACED_RUN) return true;
	return (
		count === 2 && letters.length === 2 && (/^\S$/u.test(gaps[0]) || !letters.every((c) => seg.cost.has(c)))
	);
};

/** The runs of one-character words in a folded line (`isRun`), each with the gaps between its letters. */
const spacedRuns = (folded: string, seg: Segmenter): Run[] => {
	const runs: Run[] = [];
	let run: Run | null = null;
	let last = -1;
	const flush = () => {
		if (run && isRun(run, seg)) runs.push(run);
		run = null;
	};
	for (const m of folded.matchAll(TOKEN)) {
		const gap = last < 0 ? '' : folded.slice(last, m.index);
		last = m.index + m[0].length;
		if ([...m[0]].length !== 1) {
			flush();
			continue;
		}
		if (run && gap.length <= MAX_GAP && !gap.includes('\n')) {
			run.letters.push(m[0]);
			run.gaps.push(gap);
			run.to = last;
		} else {
			flush();
			run = { from: m.index, to: last, letters: [m[0]], gaps: [] };
		}
	}
	flush();
	return runs;
};

const isSpace = (gap: string): boolean => /^\s*$/u.test(gap);

/**
 * The gap typed between the letters of a word: the run's commonest gap; on a tie a mark before a
 * space (in "я н-е справляюсь" the dash parts letters, the space parts words), then the shortest.
 */
const letterGap = (gaps: readonly string[]): string => {
	const count = new Map<string, number>();
	for (const g of gaps) count.set(g, (count.get(g) ?? 0) + 1);
	const spaceLast = (g: string) => (isSpace(g) ? 1 : 0);
	return [...count].sort(
		(a, b) =>
			b[1] - a[1] || spaceLast(a[0]) - spaceLast(b[0]) || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1)
	)[0][0];
};

/** A run's letters of one word: a digit in it read as the letter it is drawn like ("k 1 l l" → "kill"). */
const asWord = (letters: string): string =>
	unmix(/\d/u.test(letters) && /\p{L}/u.test(letters) ? leetText(letters) : letters);

/**
 * A run put back into words. Where its typist marked the words — a wider space than the one between
 * letters ("h e  t o u c h e s  m e"), or a space between dashed or dotted letters ("k-i-l-l
 * m-y-s-e-l-f") — those are its words. Otherwise `split` reads its letters as words (kit/segment.ts;
 * a comma or a full stop between letters ends a clause, not a word), or else each stretch is read as
 * one word. Punctuation between letters is kept ("h e  t o u c h e s ,  m e" → "he touches, me").
 */
const readRun = (run: Run, split: ((letters: string) => string[]) | null): string => {
	const gap = run.gaps.length ? letterGap(run.gaps) : '';
	const marks = run.gaps.filter((g) => g !== gap);
	const wordsMarked = marks.length > 0 && (marks.some(isSpace) || !isSpace(gap));
	const pieces = [{ letters: run.letters[0], after: '' }];
	run.gaps.forEach((g, i) => {
		if (g === gap) pieces[pieces.length - 1].letters += run.letters[i + 1];
		else {
			pieces[pieces.length - 1].after = g.replace(/\s+/gu, '');
			pieces.push({ letters: run.letters[i + 1], after: '' });
		}
	});
	const read = (letters: string) =>
		split && !wordsMarked ? split(asWord(letters)).join(' ') : asWord(letters);
	return pieces.map((p) => read(p.letters) + p.after).join(' ');
};

const replaceRuns = (folded: string, runs: readonly Run[], read: (run: Run) => string): string => {
	let out = '';
	let at = 0;
	for (const run of runs) {
		out += folded.slice(at, run.from) + read(run);
		at = run.to;
	}
	return out + folded.slice(at);
};

/**
 * The further readings of a line whose letters are spaced out or parted by invisible characters,
 * folded (kit/text.ts `foldText`); none for a line without them.
 */
export const spacedReadings = (text: string, language: RiskLanguage): string[] => {
	const plain = foldText(text).replace(APOSTROPHES, '');
	const folded = foldText(text.replace(INVISIBLE_GAP, ' ')).replace(APOSTROPHES, '');
	const seg = SEGMENTERS[language];
	const runs = spacedRuns(folded, seg);
	const readings = runs.length
		? [
				replaceRuns(folded, runs, (run) => readRun(run, null)),
				replaceRuns(folded, runs, (run) => readRun(run, (letters) => segment(seg, letters)))
			]
		: [folded];
	return [...new Set(readings.map((r) => r.replace(SPACED_PUNCTUATION, '')))].filter((r) => r !== plain);
};
