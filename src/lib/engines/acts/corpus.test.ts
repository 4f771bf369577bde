import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../../scripts/acts-files';
import { actHeldOutLines } from '../../../../scripts/held-out-lines';
import { foldText } from '../kit/text';
import { buildCorpus, TemplatesSchema } from './corpus-build';
import { instantiate, withSlots } from './corpus-expand';
import { seedPrng } from '../kit/prng';
import { parseActModel } from './model';
import { trainActModel, trainActModels, DEFAULT_TRAIN } from './train';
import { WHY_LINES } from './testing/why-lines';
import { featureKeys } from './features';
import { corpusFiles } from '../../../../scripts/train-acts';

const root = path.resolve(import.meta.dirname, '../../../../question-packs/acts');
const files = (dir: string) =>
	readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((f) => f.endsWith('.jsonl'))
		.map((f) => path.join(dir, f));
const corpus = files(path.join(root, 'corpus')).flatMap(readJsonl);
/**
 * what the model is trained on: the corpus and the guard's tuned safety sets (scripts/train-acts.ts),
 * each file's lines once — how often a line is weighed in training changes nothing checked here
 */
const trainedOn = corpusFiles().flatMap((f) => f.rows);
const heldOut = actHeldOutLines();

describe('act corpus (docs/acts.md "The corpus")', () => {
	it('has several thousand lines in English and Russian, and Polish for the pirate', () => {
		const count = (l: string) => corpus.filter((r) => r.language === l).length;
		expect(count('en')).toBeGreaterThan(3000);
		expect(count('ru')).toBeGreaterThan(3000);
		expect(count('pl')).toBeGreaterThan(1000);
	});

	it('never holds a held-out line: the held-out set stays unseen', () => {
		const seen = new Set(trainedOn.map((r) => foldText(r.text)));
		expect(heldOut.filter((r) => seen.has(foldText(r.text))).map((r) => r.text)).toEqual([]);
	});

	it('does not hold the lines the model is tested on (testing/why-lines.ts)', () => {
		const seen = new Set(trainedOn.map((r) => foldText(r.text)));
		expect(WHY_LINES.filter((l) => seen.has(foldText(l.text))).map((l) => l.text)).toEqual([]);
	});

	// the features of every training line (over a hundred thousand): several seconds, more on a loaded 2-core machine
	it(
		'does not hold a line the model cannot tell from one it is tested on (the same features)',
		{ timeout: 60_000 },
		() => {
			// "k." answering "just send it already" is, to the features, the quoted "k" answering "just send it"
			const key = (r: { text: string; previous?: string; language: string }) =>
				[...featureKeys(r.text, r.previous, r.language)].sort().join('\u0001');
			const why = new Map(WHY_LINES.map((l) => [key(l), l.text]));
			const hits = trainedOn.flatMap((r) => {
				const twin = why.get(key(r));
				return twin === undefined ? [] : [`${r.text} ~ ${twin}`];
			});
			expect([...new Set(hits)]).toEqual([]);
		}
	);

	it('templates expand the same way on every run', () => {
		const t = TemplatesSchema.parse(
			JSON.parse(readFileSync(path.join(root, 'templates', 'pl.json'), 'utf8'))
		);
		const once = buildCorpus(t, new Set());
		expect(buildCorpus(t, new Set())).toEqual(once);
		const shipped = readJsonl(path.join(root, 'corpus', 'pl', 'generated.jsonl'));
		// the shipped file also left out the held-out lines; everything it has comes from the templates
		const built = new Set(once.map((r) => JSON.stringify(r)));
		expect(shipped.filter((r) => !built.has(JSON.stringify(r)))).toEqual([]);
	});

	it('a pattern picks one variant per brace and reads shared word lists', () => {
		const p = withSlots('{no|nah} $x{| thanks}', { x: ['way', 'chance'] });
		expect(p).toBe('{no|nah} {way|chance}{| thanks}');
		const [line] = instantiate(p, seedPrng(1));
		expect(line).toMatch(/^(no|nah) (way|chance)( thanks)?$/u);
		expect(() => withSlots('$missing', {})).toThrow(/unknown slot/u);
	});
});

describe('act model training (docs/acts.md "Retrain")', () => {
	it('gives the same bytes twice from the same lines, and a file that loads', () => {
		const sample = corpus.filter((r, i) => r.language === 'pl' && i % 10 === 0);
		const opts = { ...DEFAULT_TRAIN, bits: 14, epochs: 3, keep: 5000 };
		const a = JSON.stringify(trainActModel(sample, opts));
		expect(JSON.stringify(trainActModel(sample, opts))).toBe(a);
		expect(() => parseActModel(JSON.parse(a))).not.toThrow();
	});

	it('refuses a model file that is not one, with a message', () => {
		expect(() => parseActModel({ format: 3 })).toThrow(/act model file is invalid/u);
	});

	it('trains a file per language and refuses lines of two languages in one file', () => {
		const two = [
			...corpus.filter((r) => r.language === 'sv').slice(0, 20),
			...corpus.filter((r) => r.language === 'pl').slice(0, 20)
		];
		const opts = { ...DEFAULT_TRAIN, bits: 12, epochs: 2, keep: 500 };
		expect(() => trainActModel(two, opts)).toThrow(/one language's lines, not: sv, pl/u);
		expect(trainActModels(two, opts).map((f) => f.language)).toEqual(['pl', 'sv']);
	});
});
