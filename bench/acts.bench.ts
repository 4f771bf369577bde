/**
 * docs/acts.md "Bench": the act model on the held-out set (question-packs/acts/holdout/<lang>.jsonl,
 * labelled before any training and never tuned on) — precision, recall and F1 per act and
 * language, macro-F1 per language, the model file's size gzipped and the time per line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scoreLanguage } from '../src/lib/engines/acts/metrics';
import { readActs, type ActModel } from '../src/lib/engines/acts/model';
import { defaultThreshold } from '../src/lib/engines/acts/thresholds';
import { needsSafeguarding, readSafety } from '../src/lib/engines/acts/safety';
import { actModelFiles, readJsonl, readShippedActModel } from '../scripts/acts-files';
import { measure, type Bench, type BenchResult } from './types';

const ACTS = path.resolve(import.meta.dirname, '..', 'question-packs', 'acts');
const HOLDOUT = path.join(ACTS, 'holdout');
/** A second check of the two safety acts, written after the model (docs/acts.md "Bench"). */
const SAFETY_CHECK = path.join(ACTS, 'check-safety');
const SAFETY = new Set(['disclose_harm', 'distress']);
/** Everyday lines that carry neither safety act, written after the model (docs/acts.md "Bench"). */
const EVERYDAY_CHECK = path.join(ACTS, 'check-everyday');

/** Targets of docs/acts.md "Bench": the bench reports them next to the figures. */
export const ACT_TARGETS = { macroF1: 0.85, safetyRecall: 0.98, gzipBytes: 150 * 1024, msPerLine: 2 };

/** The same model with every act at the default threshold: what the chosen ones add (docs/acts.md "Thresholds"). */
const atDefaults = (model: ActModel): ActModel => ({
	parts: new Map(
		[...model.parts].map(([l, p]) => [
			l,
			{
				...p,
				thresholds: p.acts.map(defaultThreshold)
			}
		])
	)
});

const bench: Bench = async () => {
	const model = readShippedActModel();
	const plain = atDefaults(model);
	const results: BenchResult[] = [];
	const all = readdirSync(HOLDOUT)
		.filter((f) => f.endsWith('.jsonl'))
		.sort()
		.map((f) => ({ language: f.replace('.jsonl', ''), rows: readJsonl(path.join(HOLDOUT, f)) }));
	for (const { language, rows } of all) {
		const m = scoreLanguage(language, rows, (row) => readActs(model, row));
		const defaults = scoreLanguage(language, rows, (row) => readActs(plain, row)).macroF1;
		const safety = Object.fromEntries(
			m.acts.filter((a) => a.act === 'disclose_harm' || a.act === 'distress').map((a) => [a.act, a.recall])
		);
		results.push({
			name: `macro-F1 ${language}`,
			unit: 'ratio',
			value: m.macroF1,
			extra: {
				lines: m.lines,
				target: ACT_TARGETS.macroF1,
				atDefaultThresholds: defaults,
				safetyRecall: safety,
				acts: m.acts
			}
		});
	}
	for (const f of readdirSync(SAFETY_CHECK)
		.filter((f) => f.endsWith('.jsonl'))
		.sort()) {
		const language = f.replace('.jsonl', '');
		const m = scoreLanguage(language, readJsonl(path.join(SAFETY_CHECK, f)), (row) => readActs(model, row));
		const acts = m.acts.filter((a) => SAFETY.has(a.act));
		results.push({
			name: `safety check ${language}: lowest recall`,
			unit: 'ratio',
			value: Math.min(...acts.map((a) => a.recall)),
			extra: { lines: m.lines, acts }
		});
	}
	// docs/acts.md "Bench": how often ordinary talk reads as harm or distress (in Safe choices such a
	// line stops the scene and shows help)
	for (const f of readdirSync(EVERYDAY_CHECK)
		.filter((f) => f.endsWith('.jsonl'))
		.sort()) {
		const rows = readJsonl(path.join(EVERYDAY_CHECK, f));
		const misread = rows.filter((row) => needsSafeguarding(readSafety(model, row)));
		results.push({
			name: `everyday check ${f.replace('.jsonl', '')}: read as harm or distress`,
			unit: 'ratio',
			value: misread.length / rows.length,
			extra: { lines: rows.length, misread: misread.length }
		});
	}
	// docs/acts.md "The model file": a mode fetches its language's file, so each is held to the budget
	for (const file of actModelFiles()) {
		const text = readFileSync(file, 'utf8');
		results.push({
			name: `model size gzipped: ${path.basename(file)}`,
			unit: 'bytes',
			value: gzipSync(text, { level: 9 }).length,
			extra: { raw: text.length, target: ACT_TARGETS.gzipBytes }
		});
	}
	const lines = all.flatMap((a) => a.rows);
	const t = await measure(
		() => {
			for (const row of lines) readActs(model, row);
		},
		{ iterations: 20, warmup: 3 }
	);
	results.push({
		name: 'time per line',
		unit: 'ms',
		median: t.median / lines.length,
		p95: t.p95 / lines.length,
		iterations: t.iterations,
		extra: { lines: lines.length, target: ACT_TARGETS.msPerLine }
	});
	return results;
};

export default bench;
