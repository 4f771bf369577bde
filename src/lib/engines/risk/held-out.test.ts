import { describe, expect, it } from 'vitest';
import { report, scoreAll } from './blind-report';
import { HELD_OUT, type HeldOut } from './held-out.fixture';
import { HELD_OUT_FRESH } from './held-out.fresh.fixture';
import { HELD_OUT_UNSEEN } from './held-out.unseen.fixture';
import { RISK_LEVELS } from './rubric';

/**
 * The held-out sets (held-out.fixture.ts, held-out.fresh.fixture.ts) were labelled by hand from
 * seed 001's rubric and committed before the scorer was run on them; they measure how far the
 * heuristic generalises beyond the set its lexicons were written with (labelled.fixture.ts).
 */
const SETS: [string, HeldOut[]][] = [
	['held-out', HELD_OUT],
	['fresh', HELD_OUT_FRESH]
];
/**
 * Measured, never tuned on (held-out.unseen.fixture.ts): its number is the honest estimate. First
 * run, 8/12 with one low→high swap. What it missed: a discourse "ok" ("ok but…", "…with my friends ok")
 * read as agreement, which caps boundaries; "I don't really drink" is not a refusal to the lexicon;
 * free Russian word order and implied subjects («доверие тут ни при чём», «защиту не бросаем», «идём
 * в центр… анонимно») match nothing, and a transcript that matches nothing falls to band 0 everywhere.
 * After the blind-set changes (blind.test.ts), which were not tuned on this set: 9/12, no swap.
 */
const UNSEEN_FLOOR_PCT = 60;
const ALL = [...SETS.flatMap(([, set]) => set), ...HELD_OUT_UNSEEN];

describe('held-out sets: shape', () => {
	it('the first set has ≥ 16 per language, every level ≥ 5 times, every scenario, and judge talk', () => {
		for (const lang of ['en', 'ru'] as const) {
			const sub = HELD_OUT.filter((h) => h.language === lang);
			expect(sub.length).toBeGreaterThanOrEqual(16);
			for (const level of RISK_LEVELS)
				expect(sub.filter((h) => h.label === level).length).toBeGreaterThanOrEqual(5);
			expect(new Set(sub.map((h) => h.scenario)).size).toBe(4);
		}
		expect(HELD_OUT.filter((h) => h.judgeTalk).length).toBeGreaterThanOrEqual(3);
	});

	it('ids are unique across both sets and every label has a reason', () => {
		expect(new Set(ALL.map((h) => h.id)).size).toBe(ALL.length);
		for (const h of ALL) expect(h.why.length, h.id).toBeGreaterThan(20);
	});
});

describe('heuristic scorer against the held-out sets', () => {
	it.each(SETS)('%s: agrees on ≥ 85 % of levels and never swaps low and high', (name, set) => {
		const { pct, swaps } = report(name, scoreAll(set));
		expect(swaps).toEqual([]);
		expect(pct).toBeGreaterThanOrEqual(85);
	});

	it(`unseen (measured, not tuned on): prints its agreement, and it stays ≥ ${UNSEEN_FLOOR_PCT} %`, () => {
		const { pct } = report('unseen', scoreAll(HELD_OUT_UNSEEN));
		expect(pct).toBeGreaterThanOrEqual(UNSEEN_FLOOR_PCT);
	});

	it('ignores the text addressed to the judge (risk.md guard)', () => {
		for (const { h, a } of scoreAll(ALL.filter((h) => h.judgeTalk)))
			expect(a.guards, h.id).toContain('judge_text_ignored');
	});
});
