/**
 * `npm run train:thresholds` (docs/acts.md "Thresholds"): trains the act model on the corpus less
 * the retired held-out sets, reads those sets with it — lines it was not trained on, written as the
 * held-out set is — and writes each act's best threshold per language to
 * question-packs/acts/thresholds/chosen.json, which `npm run train:acts` puts into the model files. Reads
 * no held-out or check line. Deterministic, like the training (`--check` writes nothing and exits 1
 * when the file differs). ≈ 4 minutes.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseActModel, partConfidences } from '../src/lib/engines/acts/model';
import { DEFAULT_TRAIN, trainActModels } from '../src/lib/engines/acts/train';
import { chooseThresholds, type ActThresholds } from '../src/lib/engines/acts/thresholds';
import { ACT_IDS } from '../src/lib/engines/acts/schema';
import { readJsonl } from './acts-files';
import { CORPUS_DIR, THRESHOLDS_FILE, readCorpus } from './train-acts';

/** A held-out set once measured and retired into the corpus (docs/acts.md "The corpus"). */
export const RETIRED_SET = /^retired-holdout-\d+\.jsonl$/u;

const retiredFiles = (language: string): string[] =>
	readdirSync(path.join(CORPUS_DIR, language))
		.filter((f) => RETIRED_SET.test(f))
		.sort();

/** The thresholds file's text: languages in name order, acts in the contract's order. */
export const thresholdsText = (t: ActThresholds): string =>
	JSON.stringify(
		Object.fromEntries(
			Object.keys(t)
				.sort()
				.map((l) => [
					l,
					Object.fromEntries(ACT_IDS.filter((a) => t[l][a] !== undefined).map((a) => [a, t[l][a]]))
				])
		),
		null,
		'\t'
	) + '\n';

const choose = (): ActThresholds => {
	const languages = readdirSync(CORPUS_DIR).sort();
	const leaveOut = new Set(languages.flatMap(retiredFiles));
	const files = trainActModels(readCorpus(leaveOut));
	const chosen: ActThresholds = {};
	for (const file of files) {
		const part = parseActModel(file).parts.get(file.language)!;
		const rows = retiredFiles(file.language).flatMap((f) =>
			readJsonl(path.join(CORPUS_DIR, file.language, f))
		);
		const lines = rows.map((r) => ({
			acts: r.acts,
			conf: partConfidences(part, { text: r.text, previous: r.previous, language: r.language })
		}));
		chosen[file.language] = chooseThresholds(part.acts, lines, DEFAULT_TRAIN.threshold);
		console.log(
			`${file.language}: ${rows.length} retired lines, ${Object.keys(chosen[file.language]).length} acts off the default`
		);
	}
	return chosen;
};

const main = (check: boolean): number => {
	const text = thresholdsText(choose());
	const same = existsSync(THRESHOLDS_FILE) && readFileSync(THRESHOLDS_FILE, 'utf8') === text;
	if (!check && !same) writeFileSync(THRESHOLDS_FILE, text);
	console.log(`thresholds: ${same ? 'unchanged' : check ? 'differ' : 'written'}`);
	return check && !same ? 1 : 0;
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
	process.exit(main(process.argv.includes('--check')));
