import { describe, expect, it } from 'vitest';
import { DETECTION_HOLDOUT } from './testing/detection-holdout.fixture';
import { DETECTION_TUNING } from './testing/detection-tuning.fixture';
import { DETECTION_TUNING_B } from './testing/detection-tuning-b.fixture';
import { detectAll, report } from './testing/detection-sets';

/**
 * Pirate detection (pirate.md "Detection") on labelled one-trick lines: the tuning sets (training
 * data: the lexicons were widened on them) and the holdout set (first and only run 14 / 33, never
 * tuned on) must not drop — a lexicon change below them is worse on unseen text. The holdout's misses
 * are listed in its file and left visible.
 */
describe('pirate detection against labelled lines', () => {
	it('tuning set (training data): stays ≥ 90 %', () => {
		expect(report('tuning', detectAll(DETECTION_TUNING))).toBeGreaterThanOrEqual(90);
	});
	it('tuning set B (training data, once the holdout): stays 100 %', () => {
		expect(report('tuning B', detectAll(DETECTION_TUNING_B))).toBe(100);
	});
	it('holdout set (measured once, never tuned on): stays ≥ 42 %, and small talk shows nothing', () => {
		const results = detectAll(DETECTION_HOLDOUT);
		expect(report('holdout', results)).toBeGreaterThanOrEqual(42);
		expect(results.filter((r) => r.want === 'none' && !r.ok)).toEqual([]);
	});
});
