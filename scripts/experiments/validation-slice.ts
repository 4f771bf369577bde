/**
 * The act corpus with a validation slice held back (docs/acts.md "Choosing the model"): 15 % of the
 * hand-written lines, chosen by a hash of their folded text, so the same line is always in the same
 * part. Settings of the model are chosen on this slice, never on the held-out set.
 */
import { scoreLanguage, type LanguageMetrics } from '../../src/lib/engines/acts/metrics';
import type { ActScore, CorpusRow } from '../../src/lib/engines/acts/schema';
import { foldText } from '../../src/lib/engines/kit/text';
import { corpusFiles, weighCorpus } from '../train-acts';

const fnv = (s: string): number => {
	let h = 0x811c9dc5;
	for (const c of s) h = Math.imul(h ^ c.codePointAt(0)!, 0x01000193) >>> 0;
	return h;
};

/** The corpus as `npm run train:acts` reads it (hand files weighed): all of it, the rest, the slice. */
export const corpusWithSlice = (): { full: CorpusRow[]; fit: CorpusRow[]; valid: CorpusRow[] } => {
	const files = corpusFiles();
	const weighed = weighCorpus(files);
	const validText = new Set(
		files.flatMap((f) => (f.hand ? f.rows.map((r) => foldText(r.text)) : [])).filter((t) => fnv(t) % 100 < 15)
	);
	const seen = new Set<string>();
	const valid = files
		.flatMap((f) => (f.hand ? f.rows : []))
		.filter((r) => validText.has(foldText(r.text)))
		.filter((r) => {
			const key = JSON.stringify(r);
			return !seen.has(key) && seen.add(key);
		});
	const fit = weighed.filter((r) => !validText.has(foldText(r.text)));
	return { full: weighed, fit, valid };
};

/** Each language of the slice scored with `predict` (macro-F1 and per-act figures). */
export const scoreSlice = (
	valid: readonly CorpusRow[],
	predict: (row: CorpusRow) => readonly ActScore[]
): LanguageMetrics[] =>
	[...new Set(valid.map((r) => r.language))].sort().map((language) =>
		scoreLanguage(
			language,
			valid.filter((r) => r.language === language),
			predict
		)
	);
