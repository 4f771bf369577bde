import { describe, expect, it } from 'vitest';
import { BLIND } from './blind.fixture';
import { BLIND2 } from './blind2.fixture';
import { report, scoreAll } from './blind-report';
import { RISK_LEVELS } from './rubric';

/**
 * The blind set (blind.fixture.ts) was labelled by hand from seed 001 before the heuristic was read,
 * and committed before the scorer was run on it. First run (before any change): 32/40 = 80.0 %
 * (en 16/20, ru 16/20), no low↔high swap — misses: a discourse "ok"/"ну ок"/«давай …?» read as agreement
 * (boundaries capped at 10), fillers inside fixed phrases ("i just don't want to"), inflected Russian
 * refusals («не кидаю»), «пожалуй, откажусь» read as a hedge, "gotta go"/«мне пора» not read as leaving.
 */
const BLIND_FLOOR_PCT = 85;
/**
 * blind2.fixture.ts: written after the changes, measured once, never tuned on; the floor is its first
 * run, 10/12 = 83.3 % (en 5/6, ru 5/6), no low↔high swap. Missed: naming a tactic in a longer clause
 * ("making it my fault … is pressure"), and «без презерватива я не согласна» read as agreeing to go
 * without (the "without protection" phrase wins over a negation a word away) — a real gap, left visible.
 */
const BLIND2_FLOOR_PCT = 83;

describe('blind set: shape', () => {
	it('20 per language, every level ≥ 6 times per language, every scenario, ≥ 4 judge-talk transcripts', () => {
		for (const lang of ['en', 'ru'] as const) {
			const sub = BLIND.filter((h) => h.language === lang);
			expect(sub.length).toBe(20);
			for (const level of RISK_LEVELS)
				expect(sub.filter((h) => h.label === level).length).toBeGreaterThanOrEqual(6);
			expect(new Set(sub.map((h) => h.scenario)).size).toBe(4);
		}
		expect(BLIND.filter((h) => h.judgeTalk).length).toBeGreaterThanOrEqual(4);
		expect(new Set(BLIND.map((h) => h.id)).size).toBe(BLIND.length);
	});
});

describe('heuristic scorer against the blind set', () => {
	it(`blind: agrees on ≥ ${BLIND_FLOOR_PCT} % of levels and never swaps low and high`, () => {
		const { pct, swaps } = report('blind', scoreAll(BLIND));
		expect(swaps).toEqual([]);
		expect(pct).toBeGreaterThanOrEqual(BLIND_FLOOR_PCT);
	});

	it(`blind2 (measured, not tuned on): prints its agreement, and it stays ≥ ${BLIND2_FLOOR_PCT} %`, () => {
		const { pct } = report('blind2', scoreAll(BLIND2));
		expect(pct).toBeGreaterThanOrEqual(BLIND2_FLOOR_PCT);
	});

	it('ignores the text addressed to the judge (risk.md guard)', () => {
		for (const { h, a } of scoreAll([...BLIND, ...BLIND2].filter((h) => h.judgeTalk)))
			expect(a.guards, h.id).toContain('judge_text_ignored');
	});
});
