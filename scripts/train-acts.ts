/**
 * `npm run train:acts` (docs/acts.md "Retrain"): regenerates the template part of the corpus, trains
 * the act model on every corpus file and writes src/lib/engines/acts/model.json. Deterministic: the
 * same corpus gives the same bytes (`--check`; src/lib/engines/acts/corpus.test.ts).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TRAIN, trainActModels } from '../src/lib/engines/acts/train';
import { ActThresholdsSchema, type ActThresholds } from '../src/lib/engines/acts/thresholds';
import type { CorpusRow } from '../src/lib/engines/acts/schema';
import { writeGeneratedCorpus } from './acts-corpus';
import { actModelFile, readJsonl } from './acts-files';
import { heldOutLines } from './held-out-lines';
import { nearCopyIndex } from '../src/lib/engines/acts/near-copy';
import { foldText } from '../src/lib/engines/kit/text';
import { lexiconText } from './gen-spaced-lexicon';

const root = path.resolve(import.meta.dirname, '..');
export const CORPUS_DIR = path.join(root, 'question-packs', 'acts', 'corpus');
export const LEXICON_FILE = path.join(
	root,
	'src',
	'lib',
	'games',
	'safe-choices',
	'engine',
	'spaced-lexicon.json'
);

/**
 * A hand-written line is what players really type; the template lines are many and alike, so a
 * hand-written line is trained on `HAND_WEIGHT` times (docs/acts.md "The corpus").
 */
export const HAND_WEIGHT = 3;

/**
 * Lines a mode's checks or a tuned play set showed misread, and their contrasts (`*misreads*`,
 * `*contrasts*` files): a few hundred lines among ≈ 170,000 rows, so a retrain that cannot fit every
 * line gives them up first. Each is read `CONTRAST_WEIGHT` times as often as another hand-written
 * line, so that what the modes rely on holds (docs/acts.md "The corpus").
 */
export const CONTRAST_WEIGHT = 3;
const CONTRAST_FILE = /misreads|contrasts/;

/**
 * The safety sets the guard was tuned on (docs/safe-choices.md "How safe is it"): once measured and
 * tuned on, a set is training data (docs/acts.md "The corpus"), so the model learns from it too.
 */
export const GUARD_TUNED_DIR = path.join(root, 'question-packs', 'acts', 'guard-tuned');

/** One file the model is trained on: whether it is hand-written, how many times it is read, its lines. */
export type CorpusFile = { hand: boolean; weight: number; rows: CorpusRow[] };

const handFile = (rows: CorpusRow[]): CorpusFile => ({ hand: true, weight: HAND_WEIGHT, rows });

/**
 * Every file the model is trained on, languages and files in name order (generated.jsonl the only
 * one not hand-written), then the guard's tuned safety sets, set by set. `leaveOut` names corpus
 * files to skip (scripts/safe-choices-crossval.ts retrains without a set's lines).
 */
export const corpusFiles = (leaveOut: ReadonlySet<string> = new Set()): CorpusFile[] => {
	// written before the held-out sets were, a tuned set may hold a held-out line or a near-copy of
	// one — a one-word line ("help") too, which the near-copy index does not compare
	const heldOut = heldOutLines().map((l) => l.text);
	const nearHeldOut = nearCopyIndex(heldOut);
	const sameAsHeldOut = new Set(heldOut.map(foldText));
	const unseen = (r: CorpusRow) => nearHeldOut(r.text).length === 0 && !sameAsHeldOut.has(foldText(r.text));
	return [
		...readdirSync(CORPUS_DIR)
			.sort()
			.flatMap((lang) =>
				readdirSync(path.join(CORPUS_DIR, lang))
					.filter((f) => f.endsWith('.jsonl') && !leaveOut.has(f))
					.sort()
					.map((f): CorpusFile => {
						const rows = readJsonl(path.join(CORPUS_DIR, lang, f));
						if (f === 'generated.jsonl') return { hand: false, weight: 1, rows };
						const file = handFile(rows);
						return CONTRAST_FILE.test(f) ? { ...file, weight: file.weight * CONTRAST_WEIGHT } : file;
					})
			),
		...readdirSync(GUARD_TUNED_DIR)
			.sort()
			.flatMap((set) =>
				readdirSync(path.join(GUARD_TUNED_DIR, set))
					.filter((f) => f.endsWith('.jsonl'))
					.sort()
					.map((f) => handFile(readJsonl(path.join(GUARD_TUNED_DIR, set, f)).filter(unseen)))
			)
	];
};

/** Corpus files as trained on: each file's lines `weight` times. */
export const weighCorpus = (files: readonly CorpusFile[]): CorpusRow[] =>
	files.flatMap((f) => Array.from({ length: f.weight }, () => f.rows).flat());

/** What the model is trained on (`corpusFiles`, weighed). */
export const readCorpus = (leaveOut: ReadonlySet<string> = new Set()): CorpusRow[] =>
	weighCorpus(corpusFiles(leaveOut));

/**
 * Each act's threshold per language, chosen by `npm run train:thresholds` (docs/acts.md
 * "Thresholds"); with no file every act keeps the default.
 */
export const THRESHOLDS_FILE = path.join(root, 'question-packs', 'acts', 'thresholds', 'chosen.json');

export const readThresholds = (file = THRESHOLDS_FILE): ActThresholds => {
	if (!existsSync(file)) return {};
	const parsed = ActThresholdsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
	if (parsed.success) return parsed.data;
	const issue = parsed.error.issues[0];
	throw new Error(`${path.relative(root, file)}: ${issue?.path.join('.')}: ${issue?.message}`);
};

/** The model files' texts for a corpus, by language (languages in name order). */
export const modelTexts = (
	rows: readonly CorpusRow[],
	thresholds: ActThresholds = readThresholds()
): Map<string, string> =>
	new Map(
		trainActModels(rows, DEFAULT_TRAIN, thresholds).map((file) => [
			file.language,
			JSON.stringify(file) + '\n'
		])
	);

/**
 * `--check` writes nothing: it retrains and exits 1 when the generated corpus, a model file or the
 * spaced-letters lexicon differs from what the repository holds (each is the corpus's, byte for byte).
 */
const main = (check: boolean): number => {
	let stale = false;
	for (const { language, lines, changed } of writeGeneratedCorpus(!check)) {
		const note = changed ? (check ? ' — differs' : ' — written') : '';
		console.log(`corpus ${language}: ${lines} generated lines${note}`);
		stale ||= changed;
	}
	const rows = readCorpus();
	for (const [language, text] of modelTexts(rows)) {
		const file = actModelFile(language);
		const same = existsSync(file) && readFileSync(file, 'utf8') === text;
		if (!check && !same) writeFileSync(file, text);
		const note = same ? ', unchanged' : check ? ' — differs' : ', written';
		const lines = rows.filter((r) => r.language === language).length;
		console.log(
			`model ${language}: ${lines} lines → ${path.relative(root, file)} (${text.length} bytes)${note}`
		);
		stale ||= !same;
	}
	// the words safeguarding splits spaced-out letters into come from the same corpus (docs/safe-choices.md "Safeguarding")
	const lexicon = lexiconText(rows);
	const sameLexicon = existsSync(LEXICON_FILE) && readFileSync(LEXICON_FILE, 'utf8') === lexicon;
	if (!check && !sameLexicon) writeFileSync(LEXICON_FILE, lexicon);
	const lexiconNote = sameLexicon ? ', unchanged' : check ? ' — differs' : ', written';
	console.log(`lexicon: ${path.relative(root, LEXICON_FILE)}${lexiconNote}`);
	return check && (stale || !sameLexicon) ? 1 : 0;
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
	process.exit(main(process.argv.includes('--check')));
