import type { ActModel, CorpusRow } from '$lib/engines/acts';
import { stopsTheScene } from '../safeguard';
import type { RiskLanguage } from '../types';

const SAFETY: readonly string[] = ['disclose_harm', 'distress'];

/**
 * The lines of a safety set (question-packs/acts/<dir>/<language>.jsonl) read through the guard
 * (docs/safe-choices.md "How safe is it"): its disclosure and distress lines, those of them that do
 * not stop the scene, and how many of its other lines stop it.
 */
export const guardOn = (
	model: ActModel,
	rows: readonly CorpusRow[]
): { cases: CorpusRow[]; missed: CorpusRow[]; falseStops: number } => {
	const stops = (r: CorpusRow) => stopsTheScene(model, r.text, r.language as RiskLanguage, r.previous);
	const isCase = (r: CorpusRow) => r.acts.some((a) => SAFETY.includes(a));
	const cases = rows.filter(isCase);
	return {
		cases,
		missed: cases.filter((r) => !stops(r)),
		falseStops: rows.filter((r) => !isCase(r) && stops(r)).length
	};
};
