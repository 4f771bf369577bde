/**
 * An experiment, not part of the app (docs/acts.md "The model file and why no library"): fastText
 * trained on the act corpus and scored on the held-out set as `npm run bench -- acts` scores the
 * shipped model. Needs Debian's fastText 0.9.2 CLI on PATH (`apt-get install fasttext`); no npm
 * dependency. `nice -n 15 npx tsx scripts/experiments/fasttext-acts.ts [outDir]` (default
 * /tmp/fasttext-acts). Settings and thresholds are chosen on a validation slice of the corpus
 * (15 % of the hand-written lines, by folded text), never on the held-out set. `--ship <out.ftz>`
 * trains the chosen setting on the whole corpus instead (below).
 */
import { execFileSync } from 'node:child_process';
import {
	copyFileSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
	writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scoreLanguage, type LanguageMetrics } from '../../src/lib/engines/acts/metrics';
import { parseActModel, readActs } from '../../src/lib/engines/acts/model';
import { trainActModels } from '../../src/lib/engines/acts/train';
import { ActIdSchema, type ActScore, type CorpusRow } from '../../src/lib/engines/acts/schema';
import { readJsonl } from '../acts-files';
import { HAND_WEIGHT } from '../train-acts';
import { CHOSEN, prepare, type Prep } from './fasttext-prepare';
import { corpusWithSlice as corpus, scoreSlice } from './validation-slice';

const ACTS_DIR = path.resolve(import.meta.dirname, '..', '..', 'question-packs', 'acts');
const SAFETY = ['disclose_harm', 'distress'];
const SEED = 1;
const GZIP_BUDGET = 150 * 1024;

const labelled = (row: CorpusRow, prep: Prep): string =>
	[...(row.acts.length ? row.acts : ['none']).map((a) => `__label__${a}`), prepare(row, prep)].join(' ');

/** A seeded shuffle: fastText reads its file in order, and the corpus is grouped by act. */
const shuffle = <T>(items: T[], seed: number): T[] => {
	let s = seed >>> 0;
	const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(next() * (i + 1));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
};
const readDir = (dir: string) =>
	readdirSync(path.join(ACTS_DIR, dir))
		.filter((f) => f.endsWith('.jsonl'))
		.sort()
		.map((f) => ({ language: f.replace('.jsonl', ''), rows: readJsonl(path.join(ACTS_DIR, dir, f)) }));

const ft = (args: string[]): string =>
	execFileSync('fasttext', args, { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] });
/** Every act's probability for each line (`predict-prob … -1 0`). */
const probabilities = (
	model: string,
	rows: readonly CorpusRow[],
	prep: Prep,
	file: string
): Map<string, number>[] => {
	writeFileSync(file, rows.map((r) => prepare(r, prep)).join('\n') + '\n');
	return ft(['predict-prob', model, file, '-1', '0'])
		.split('\n')
		.slice(0, rows.length)
		.map((line) => {
			const parts = line.trim().split(/\s+/u);
			const m = new Map<string, number>();
			for (let i = 0; i + 1 < parts.length; i += 2)
				m.set(parts[i].replace('__label__', ''), Number(parts[i + 1]));
			return m;
		});
};
export type Thresholds = { all: number; safety: number };
const acts = (p: Map<string, number>, t: Thresholds): ActScore[] =>
	[...p]
		.filter(([a, c]) => a !== 'none' && c >= (SAFETY.includes(a) ? t.safety : t.all))
		.map(([a, c]) => ({ act: ActIdSchema.parse(a), confidence: c }))
		.sort((x, y) => y.confidence - x.confidence);
const score = (rows: readonly CorpusRow[], probs: Map<string, number>[], t: Thresholds): LanguageMetrics[] =>
	[...new Set(rows.map((r) => r.language))].sort().map((language) => {
		const idx = rows.flatMap((r, i) => (r.language === language ? [i] : []));
		const byRow = new Map(idx.map((i) => [rows[i], probs[i]]));
		return scoreLanguage(
			language,
			idx.map((i) => rows[i]),
			(r) => acts(byRow.get(r)!, t)
		);
	});
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const safetyRecall = (ms: LanguageMetrics[]) =>
	Math.min(1, ...ms.flatMap((m) => m.acts.filter((a) => SAFETY.includes(a.act)).map((a) => a.recall)));

/** docs/acts.md "How a line is read": one threshold, a lower one for the safety acts if recall needs it. */
const chooseThresholds = (rows: readonly CorpusRow[], probs: Map<string, number>[]): Thresholds => {
	const grid = Array.from({ length: 19 }, (_, i) => Math.round((0.05 + i * 0.05) * 100) / 100);
	const all = grid.reduce((best, t) =>
		mean(score(rows, probs, { all: t, safety: t }).map((m) => m.macroF1)) >
		mean(score(rows, probs, { all: best, safety: best }).map((m) => m.macroF1))
			? t
			: best
	);
	const safe = grid.filter((t) => t <= all && safetyRecall(score(rows, probs, { all, safety: t })) >= 0.98);
	return { all, safety: safe.length ? Math.max(...safe) : grid[0] };
};

type Setting = { name: string; prep: Prep; args: string[] };
const base = ['-loss', 'ova', '-thread', '1', '-seed', String(SEED), '-bucket', '200000', '-wordNgrams', '2'];
const FOLD: Prep = { fold: true, previous: false };
const setting = (dim: number, epoch: number, minn: number, lr: number, prep = FOLD, tag = ''): Setting => ({
	name: `d${dim}-e${epoch}-n${minn}5-lr${lr}${tag}`,
	prep,
	args: ['-dim', `${dim}`, '-epoch', `${epoch}`, '-minn', `${minn}`, '-maxn', '5', '-lr', `${lr}`]
});
const SETTINGS: Setting[] = [
	setting(16, 15, 2, 0.1),
	setting(16, 25, 2, 0.5),
	setting(32, 15, 2, 0.1),
	setting(32, 25, 3, 0.5),
	setting(50, 15, 2, 0.1),
	setting(32, 25, 2, 0.5),
	setting(32, 25, 3, 0.5, { fold: true, previous: true }, '-prev'),
	setting(16, 15, 2, 0.1, { fold: false, previous: false }, '-raw')
];
const CUTOFFS = [20000, 10000, 5000, 2500, 1000];

/** `quantize -qnorm -retrain -cutoff N` with the most words and n-grams that fit the budget gzipped. */
const quantize = (model: string, input: string, s: Setting, cutoffs = CUTOFFS) => {
	for (const cutoff of cutoffs) {
		const started = performance.now();
		ft([
			'quantize',
			'-input',
			input,
			'-output',
			model,
			'-qnorm',
			'-retrain',
			'-cutoff',
			String(cutoff),
			'-verbose',
			'0',
			...base,
			...s.args
		]);
		const seconds = (performance.now() - started) / 1000;
		const gzip = gzipSync(readFileSync(`${model}.ftz`), { level: 9 }).length;
		if (gzip <= GZIP_BUDGET || cutoff === cutoffs.at(-1)) return { cutoff, seconds, gzip };
	}
	throw new Error('no cutoff');
};

const main = (out: string) => {
	mkdirSync(out, { recursive: true });
	const { full, fit, valid } = corpus();
	console.log(
		`corpus ${full.length} rows (hand files ×${HAND_WEIGHT}); fit ${fit.length}; validation ${valid.length}`
	);
	const only = process.env.FT_SETTINGS?.split(',');
	const write = (name: string, rows: CorpusRow[], prep: Prep) => {
		const file = path.join(out, name);
		writeFileSync(
			file,
			shuffle(rows, SEED)
				.map((r) => labelled(r, prep))
				.join('\n') + '\n'
		);
		return file;
	};
	const validate = (file: string, s: Setting) => {
		const probs = probabilities(file, valid, s.prep, path.join(out, 'valid.txt'));
		const t = chooseThresholds(valid, probs);
		const ms = score(valid, probs, t);
		return { t, ms, f1: mean(ms.map((m) => m.macroF1)) };
	};
	const line = (ms: LanguageMetrics[]) => ms.map((m) => `${m.language} ${m.macroF1}`).join(', ');
	// each setting is judged as it would ship: quantised under the budget, on the validation slice
	const tried = SETTINGS.filter((s) => !only || only.includes(s.name)).map((s) => {
		const input = write(`fit-${s.name}.txt`, fit, s.prep);
		const model = path.join(out, `fit-${s.name}`);
		ft(['supervised', '-input', input, '-output', model, '-verbose', '0', ...base, ...s.args]);
		const q = quantize(model, input, s);
		const v = validate(`${model}.ftz`, s);
		const vb = validate(`${model}.bin`, s);
		console.log(
			`${s.name}: validation macro-F1 quantised (cutoff ${q.cutoff}, ${q.gzip} B gz) ${line(v.ms)} [mean ${v.f1.toFixed(3)}], safety recall ${safetyRecall(v.ms)}, thresholds ${v.t.all}/${v.t.safety}; unquantised ${line(vb.ms)} [mean ${vb.f1.toFixed(3)}]`
		);
		return { s, q, v, vb };
	});
	// the shipped model's trainer on the same slice, for comparison (its own fixed thresholds)
	const ours = parseActModel(...trainActModels(fit));
	const om = scoreSlice(valid, (r) => readActs(ours, r));
	console.log(
		`this model on the same slice: ${line(om)} [mean ${mean(om.map((m) => m.macroF1)).toFixed(3)}], safety recall ${safetyRecall(om)}`
	);
	const best = tried.reduce((a, b) => (b.v.f1 > a.v.f1 ? b : a));
	const { s } = best;
	console.log(`chosen on validation: ${s.name}`);
	const fullInput = write(`full-${s.name}.txt`, full, s.prep);
	const fullModel = path.join(out, `full-${s.name}`);
	const started = performance.now();
	ft(['supervised', '-input', fullInput, '-output', fullModel, '-verbose', '0', ...base, ...s.args]);
	const trainSeconds = (performance.now() - started) / 1000;
	const q = quantize(fullModel, fullInput, s, [best.q.cutoff]);
	const report: Record<string, unknown> = {
		setting: s,
		cutoff: q.cutoff,
		trainSeconds,
		quantizeSeconds: q.seconds
	};
	for (const [kind, file, t] of [
		['bin', `${fullModel}.bin`, best.vb.t],
		['ftz', `${fullModel}.ftz`, best.v.t]
	] as const) {
		const held = readDir('holdout').flatMap((d) => d.rows);
		const ms = score(held, probabilities(file, held, s.prep, path.join(out, 'holdout.txt')), t);
		const check = readDir('check-safety').flatMap((d) => d.rows);
		const cs = score(check, probabilities(file, check, s.prep, path.join(out, 'check.txt')), t);
		const bytes = statSync(file).size;
		const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
		report[kind] = { thresholds: t, bytes, gzip, holdout: ms, checkSafety: cs };
		console.log(
			`${kind} (${bytes} bytes, ${gzip} gzipped; thresholds ${t.all}/${t.safety}): held-out macro-F1 ${line(ms)}`
		);
		for (const m of ms)
			console.log(
				`  ${m.language} safety recall ${JSON.stringify(Object.fromEntries(m.acts.filter((a) => SAFETY.includes(a.act)).map((a) => [a.act, a.recall])))}`
			);
		console.log(
			`  safety check lowest recall ${cs.map((m) => `${m.language} ${safetyRecall([m])}`).join(', ')}`
		);
	}
	console.log(
		`training ${trainSeconds.toFixed(1)} s, quantising (cutoff ${q.cutoff}) ${q.seconds.toFixed(1)} s`
	);
	writeFileSync(path.join(out, 'report.json'), JSON.stringify(report, null, '\t') + '\n');
};

/**
 * `--ship <out.ftz>`: the chosen setting trained on the whole corpus as `npm run train:acts` reads it
 * (hand files weighed, no slice held back) and quantised, as adopting fastText would ship it; read in
 * the app's place by `fasttext-model.ts` (docs/acts.md "fastText as a drop-in").
 */
const ship = (file: string) => {
	const dir = mkdtempSync(path.join(tmpdir(), 'fasttext-ship-'));
	const s: Setting = { name: 'ship', prep: CHOSEN.prep, args: CHOSEN.args };
	const rows = shuffle(corpus().full, SEED).map((r) => labelled(r, s.prep));
	const input = path.join(dir, 'corpus.txt');
	writeFileSync(input, rows.join('\n') + '\n');
	const model = path.join(dir, 'model');
	ft(['supervised', '-input', input, '-output', model, '-verbose', '0', ...base, ...s.args]);
	const q = quantize(model, input, s, [CHOSEN.cutoff]);
	copyFileSync(`${model}.ftz`, file);
	rmSync(dir, { recursive: true });
	console.log(`${rows.length} lines → ${file} (${statSync(file).size} bytes, ${q.gzip} gzipped)`);
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
	const at = process.argv.indexOf('--ship');
	if (at > 0) ship(process.argv[at + 1] ?? '/tmp/fasttext-acts/ship.ftz');
	else main(process.argv[2] ?? '/tmp/fasttext-acts');
}
