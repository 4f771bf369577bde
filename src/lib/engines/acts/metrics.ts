import type { ActId, ActScore, CorpusRow } from './schema';

/**
 * docs/acts.md "Bench": precision, recall and F1 per act and language on labelled lines, and the
 * macro-F1 of a language over the acts its lines carry.
 */
export type ActMetrics = { act: ActId; support: number; precision: number; recall: number; f1: number };
export type LanguageMetrics = { language: string; lines: number; macroF1: number; acts: ActMetrics[] };

const ratio = (a: number, b: number): number => (b ? a / b : 1);
const r3 = (x: number): number => Math.round(x * 1000) / 1000;

export const scoreLanguage = (
	language: string,
	rows: readonly CorpusRow[],
	predict: (row: CorpusRow) => readonly ActScore[]
): LanguageMetrics => {
	const counts = new Map<ActId, { tp: number; fp: number; fn: number }>();
	const at = (act: ActId) => {
		let c = counts.get(act);
		if (!c) counts.set(act, (c = { tp: 0, fp: 0, fn: 0 }));
		return c;
	};
	for (const row of rows) {
		const got = new Set(predict(row).map((p) => p.act));
		const want = new Set(row.acts);
		for (const act of want) {
			if (got.has(act)) at(act).tp++;
			else at(act).fn++;
		}
		for (const act of got) if (!want.has(act)) at(act).fp++;
	}
	const acts = [...counts.entries()]
		.filter(([, c]) => c.tp + c.fn > 0)
		.map(([act, c]) => {
			const precision = ratio(c.tp, c.tp + c.fp);
			const recall = ratio(c.tp, c.tp + c.fn);
			const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
			return { act, support: c.tp + c.fn, precision: r3(precision), recall: r3(recall), f1: r3(f1) };
		})
		.sort((a, b) => a.act.localeCompare(b.act));
	const macroF1 = acts.length ? r3(acts.reduce((s, a) => s + a.f1, 0) / acts.length) : 0;
	return { language, lines: rows.length, macroF1, acts };
};
