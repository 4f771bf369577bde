import { describe, expect, it } from 'vitest';
import { scoreHeuristic } from './heuristic';
import { HELD_OUT, heldOutTranscript } from './held-out.fixture';
import { DIMENSIONS, RISK_LEVELS } from './rubric';

/**
 * The held-out set (held-out.fixture.ts) was labelled by hand from seed 001's rubric before the
 * scorer was run on it; this measures how far the heuristic generalises beyond the set its lexicons
 * were written with (labelled.fixture.ts).
 */
const results = HELD_OUT.map((h) => ({
	h,
	a: scoreHeuristic({
		transcript: heldOutTranscript(h),
		language: h.language,
		kind: 'final',
		lastAssessedTurn: 0
	})
}));

describe('held-out set: shape', () => {
	it('has ≥ 16 transcripts per language, every level ≥ 5 times, every scenario, and judge talk', () => {
		for (const lang of ['en', 'ru'] as const) {
			const sub = HELD_OUT.filter((h) => h.language === lang);
			expect(sub.length).toBeGreaterThanOrEqual(16);
			for (const level of RISK_LEVELS)
				expect(sub.filter((h) => h.label === level).length).toBeGreaterThanOrEqual(5);
			expect(new Set(sub.map((h) => h.scenario)).size).toBe(4);
		}
		expect(HELD_OUT.filter((h) => h.judgeTalk).length).toBeGreaterThanOrEqual(3);
		expect(new Set(HELD_OUT.map((h) => h.id)).size).toBe(HELD_OUT.length);
	});
});

describe('heuristic scorer against the held-out set', () => {
	it('agrees on ≥ 85 % of levels and never swaps low and high', () => {
		const agree = results.filter(({ h, a }) => a.riskLevel === h.label);
		const swaps = results.filter(
			({ h, a }) =>
				(h.label === 'low' && a.riskLevel === 'high') || (h.label === 'high' && a.riskLevel === 'low')
		);
		for (const lang of ['en', 'ru'] as const) {
			const sub = results.filter(({ h }) => h.language === lang);
			const ok = sub.filter(({ h, a }) => a.riskLevel === h.label).length;
			console.log(`held-out agreement ${lang}: ${ok}/${sub.length}`);
		}
		for (const { h, a } of results.filter(({ h, a }) => a.riskLevel !== h.label)) {
			const dims = DIMENSIONS.map((k) => `${k[0].toUpperCase()}${a.dimensions[k]}`).join(' ');
			console.log(`  ✗ ${h.id}: label ${h.label}, heuristic ${a.riskLevel} (${a.riskScore}; ${dims})`);
		}
		const pct = (100 * agree.length) / results.length;
		console.log(
			`held-out agreement: ${agree.length}/${results.length} = ${pct.toFixed(1)} %, low↔high swaps: ${swaps.length}`
		);
		expect(swaps.map(({ h }) => h.id)).toEqual([]);
		expect(pct).toBeGreaterThanOrEqual(85);
	});

	it('ignores the text addressed to the judge (risk.md guard)', () => {
		for (const { h, a } of results.filter(({ h }) => h.judgeTalk))
			expect(a.guards, h.id).toContain('judge_text_ignored');
	});
});
