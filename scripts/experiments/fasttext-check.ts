/**
 * Checks the fastText switch (docs/acts.md "fastText as a drop-in") before anything is measured
 * with it: that the app's `loadActModel` really is the stand-in, and that the wasm runtime reads
 * every held-out and safety-check line as the CLI's `predict-prob` does.
 * `PARLOR_ACTS_FASTTEXT=<model.ftz> npx tsx --import ./scripts/experiments/fasttext-register.ts
 * scripts/experiments/fasttext-check.ts`
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { actConfidences, loadActModel, partFor } from '../../src/lib/engines/acts/model';
import { ACT_IDS, type CorpusRow } from '../../src/lib/engines/acts/schema';
import { readJsonl } from '../acts-files';
import { CHOSEN, prepare } from './fasttext-prepare';

const file = process.env.PARLOR_ACTS_FASTTEXT;
if (!file) throw new Error('set PARLOR_ACTS_FASTTEXT to a fastText model (.ftz)');
const model = await loadActModel();
const safety = partFor(model).thresholds[ACT_IDS.indexOf('distress')];
if (safety !== CHOSEN.thresholds.safety)
	throw new Error('the app read its own model: the switch is not active');

const ACTS = path.resolve(import.meta.dirname, '..', '..', 'question-packs', 'acts');
const rows: CorpusRow[] = ['holdout', 'check-safety'].flatMap((dir) =>
	readdirSync(path.join(ACTS, dir))
		.filter((f) => f.endsWith('.jsonl'))
		.flatMap((f) => readJsonl(path.join(ACTS, dir, f)))
);
const dir = mkdtempSync(path.join(tmpdir(), 'fasttext-check-'));
const input = path.join(dir, 'lines.txt');
writeFileSync(input, rows.map((r) => prepare(r, CHOSEN.prep)).join('\n') + '\n');
const cli = execFileSync('fasttext', ['predict-prob', file, input, '-1', '0'], { encoding: 'utf8' }).split(
	'\n'
);
rmSync(dir, { recursive: true });

let worst = 0;
let differ = 0;
rows.forEach((row, n) => {
	const parts = cli[n].trim().split(/\s+/u);
	const want = new Float64Array(ACT_IDS.length);
	for (let i = 0; i + 1 < parts.length; i += 2) {
		const k = ACT_IDS.indexOf(parts[i].replace('__label__', '') as (typeof ACT_IDS)[number]);
		if (k >= 0) want[k] = Math.min(1, Number(parts[i + 1]));
	}
	const got = actConfidences(model, row);
	const gap = Math.max(...got.map((p, k) => Math.abs(p - want[k])));
	const pass = (c: Float64Array) => ACT_IDS.filter((_, k) => c[k] >= partFor(model).thresholds[k]).join(',');
	worst = Math.max(worst, gap);
	if (pass(got) !== pass(want)) differ++;
});
console.log(
	`${rows.length} lines: largest gap to the CLI ${worst.toExponential(2)}; ${differ} read with other acts`
);
if (differ > 0) process.exit(1);
