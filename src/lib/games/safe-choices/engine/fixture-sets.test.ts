import { describe, expect, it } from 'vitest';
import { TUNING_A } from './testing/tuning-a.fixture';
import { TUNING_B } from './testing/tuning-b.fixture';
import { TUNING_C } from './testing/tuning-c.fixture';
import { SEEN_A } from './testing/seen-a.fixture';
import { SEEN_B } from './testing/seen-b.fixture';
import { report, scoreAll } from './testing/score-sets';
import { RISK_LEVELS } from './rubric';

/**
 * The hand-labelled sets (README "Fixture sets"). TUNING sets were tuned on: they are regression
 * checks, not estimates. SEEN sets were never tuned on, but their misses were read, so they are
 * checks too. The one honest estimate is the untouched holdout set (holdout.test.ts).
 */
const TUNING: [string, typeof TUNING_A][] = [
	['tuning-a', TUNING_A],
	['tuning-b', TUNING_B],
	['tuning-c', TUNING_C]
];
/**
 * seen-a: first run 8/12 with one low→high swap; 9/12 and no swap after the tuning-c changes.
 * seen-b: first run 10/12 = 83.3 % (en 5/6, ru 5/6), no swap. Missed: naming a tactic in a longer
 * clause ("making it my fault … is pressure") and «без презерватива я не согласна» read as agreeing.
 */
const SEEN: [string, typeof SEEN_A, number][] = [
	['seen-a', SEEN_A, 60],
	['seen-b', SEEN_B, 83]
];
const KNOWN_SWAPS = ['ho-ru-low-photo-polite'];
const ALL = [...TUNING, ...SEEN].flatMap(([, set]) => set);

describe('fixture sets: shape', () => {
	it('tuning-a has ≥ 16 per language, every level ≥ 5 times, every scenario, and judge talk', () => {
		for (const lang of ['en', 'ru'] as const) {
			const sub = TUNING_A.filter((h) => h.language === lang);
			expect(sub.length).toBeGreaterThanOrEqual(16);
			for (const level of RISK_LEVELS)
				expect(sub.filter((h) => h.label === level).length).toBeGreaterThanOrEqual(5);
			expect(new Set(sub.map((h) => h.scenario)).size).toBe(4);
		}
		expect(TUNING_A.filter((h) => h.judgeTalk).length).toBeGreaterThanOrEqual(3);
	});

	it('tuning-c has 20 per language, every level ≥ 6 times per language, every scenario', () => {
		for (const lang of ['en', 'ru'] as const) {
			const sub = TUNING_C.filter((h) => h.language === lang);
			expect(sub.length).toBe(20);
			for (const level of RISK_LEVELS)
				expect(sub.filter((h) => h.label === level).length).toBeGreaterThanOrEqual(6);
			expect(new Set(sub.map((h) => h.scenario)).size).toBe(4);
		}
	});

	it('ids are unique across the sets and every label has a reason', () => {
		expect(new Set(ALL.map((h) => h.id)).size).toBe(ALL.length);
		for (const h of ALL) expect(h.why.length, h.id).toBeGreaterThan(20);
	});
});

describe('heuristic scorer against the tuning and seen sets', () => {
	it.each(TUNING)('%s: agrees on ≥ 85 % of levels and never swaps low and high', (name, set) => {
		const { pct, swaps } = report(name, scoreAll(set));
		// one swap read through the act model: «ну и ладно. кидаю тебя в чс…» opens with a dismissive
		// "fine then" the model reads as a reluctant yes, stronger than the blocking after it
		expect(swaps.filter((id) => !KNOWN_SWAPS.includes(id))).toEqual([]);
		expect(pct).toBeGreaterThanOrEqual(85);
	});

	it.each(SEEN)('%s: prints its agreement, and it stays ≥ its floor', (name, set, floor) => {
		const { pct } = report(name, scoreAll(set));
		expect(pct).toBeGreaterThanOrEqual(floor);
	});

	it('ignores the text addressed to the judge (safe-choices.md guard)', () => {
		for (const { h, a } of scoreAll(ALL.filter((h) => h.judgeTalk)))
			expect(a.guards, h.id).toContain('judge_text_ignored');
	});
});
