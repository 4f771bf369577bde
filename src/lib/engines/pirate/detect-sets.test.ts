import { describe, expect, it } from 'vitest';
import { DETECTION_HOLDOUT } from '../../../../tests/fixtures/pirate/detection-holdout.fixture';
import { DETECTION_TUNING } from '../../../../tests/fixtures/pirate/detection-tuning.fixture';
import { detectAll, report } from '../../../../tests/fixtures/pirate/detection-sets.test-helper';

/**
 * Pirate detection (pirate.md "Detection") on labelled one-trick lines: the figures of the tuning
 * set (training data, 20 / 22 after the lexicons were widened on it) and of the holdout set (first
 * and only run 29 / 38, never tuned on) must not drop — a lexicon change below them is worse on
 * unseen text. The holdout's misses are listed in its file and left visible.
 */
describe('pirate detection against labelled lines', () => {
	it('tuning set (training data): stays ≥ 90 %', () => {
		expect(report('tuning', detectAll(DETECTION_TUNING))).toBeGreaterThanOrEqual(90);
	});
	it('holdout set (measured once, never tuned on): stays ≥ 76 %, and small talk shows nothing', () => {
		const results = detectAll(DETECTION_HOLDOUT);
		expect(report('holdout', results)).toBeGreaterThanOrEqual(76);
		expect(results.filter((r) => r.want === 'none' && !r.ok)).toEqual([]);
	});
});
