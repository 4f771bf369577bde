import { scoreHeuristic } from './heuristic';
import { heldOutTranscript, type HeldOut } from './held-out.fixture';
import { DIMENSIONS } from './rubric';

/** Scores hand-labelled transcript sets with the heuristic and prints agreement (test helper). */
export const scoreAll = (set: HeldOut[]) =>
	set.map((h) => ({
		h,
		a: scoreHeuristic({
			transcript: heldOutTranscript(h),
			language: h.language,
			kind: 'final',
			lastAssessedTurn: 0
		})
	}));
export type Scored = ReturnType<typeof scoreAll>[number];

export const agrees = ({ h, a }: Scored) => a.riskLevel === h.label;
export const swapped = ({ h, a }: Scored) =>
	(h.label === 'low' && a.riskLevel === 'high') || (h.label === 'high' && a.riskLevel === 'low');

/** Prints agreement per language, each disagreement with its dimensions, and the total. */
export const report = (name: string, results: Scored[]): { pct: number; swaps: string[] } => {
	for (const lang of ['en', 'ru'] as const) {
		const sub = results.filter(({ h }) => h.language === lang);
		console.log(`${name} agreement ${lang}: ${sub.filter(agrees).length}/${sub.length}`);
	}
	for (const { h, a } of results.filter((r) => !agrees(r))) {
		const dims = DIMENSIONS.map((k) => `${k[0].toUpperCase()}${a.dimensions[k]}`).join(' ');
		console.log(`  ✗ ${h.id}: label ${h.label}, heuristic ${a.riskLevel} (${a.riskScore}; ${dims})`);
	}
	const agree = results.filter(agrees).length;
	const swaps = results.filter(swapped).map(({ h }) => h.id);
	const pct = (100 * agree) / results.length;
	console.log(
		`${name} agreement: ${agree}/${results.length} = ${pct.toFixed(1)} %, low↔high swaps: ${swaps.length}`
	);
	return { pct, swaps };
};
