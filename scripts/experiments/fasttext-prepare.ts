/**
 * How a line is put to fastText (docs/acts.md "The model file and why no library"), shared by the
 * experiment that trains it (`fasttext-acts.ts`) and the switch that reads it in the app's place
 * (`fasttext-model.ts`). No dependency beyond the app's own folding.
 */
import { foldText } from '../../src/lib/engines/kit/text';

/** One preprocessing of a line for fastText (it splits on spaces only, so punctuation is split off). */
export type Prep = { fold: boolean; previous: boolean };
const tokens = (text: string): string[] =>
	text
		.normalize('NFKC')
		.replace(/[\p{L}\p{N}'’]+|[^\s\p{L}\p{N}]/gu, (m) => ` ${m} `)
		.split(/\s+/u)
		.filter(Boolean);
/** Shouting survives folding as one token (the shipped model reads the form before folding too). */
const shouted = (text: string): boolean => {
	const letters = text.match(/\p{L}/gu) ?? [];
	return letters.length >= 4 && letters.filter((c) => c !== c.toLowerCase()).length / letters.length >= 0.7;
};
export const prepare = (row: { text: string; previous?: string; language?: string }, prep: Prep): string => {
	const read = (t: string) => tokens(prep.fold ? foldText(t) : t);
	const words = [`lang_${row.language ?? ''}`, ...read(row.text)];
	if (prep.fold && shouted(row.text)) words.push('__shout');
	if (prep.previous && row.previous) words.push(...read(row.previous).map((w) => `p_${w}`));
	return words.join(' ');
};

/** The setting chosen on the validation slice; `quantize -qnorm -retrain -cutoff 5000` after it. */
export const CHOSEN = {
	prep: { fold: true, previous: false } satisfies Prep,
	args: ['-dim', '32', '-epoch', '25', '-minn', '2', '-maxn', '5', '-lr', '0.5'],
	cutoff: 5000,
	/** Thresholds chosen on the same slice: every act at 0.2, the two safety acts at 0.05. */
	thresholds: { all: 0.2, safety: 0.05 }
};
