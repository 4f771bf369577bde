import { describe, expect, it } from 'vitest';
import { scorePlaySet } from './testing/play-sets';

/**
 * The second play set (src/lib/games/safe-choices/engine/testing/play-tuning-2, README there): written
 * and labelled before anything ran on it, measured once as the held-out set (32/44 with the act model
 * of that day; 33/44 after the act model was retrained), then its misses were read and the scorer's
 * mapping to the rubric changed — so it is tuning data now, a regression check, not an estimate.
 */
/** Tuned: en 22/22, ru 22/22 (the act corpus reads "says who" and its like as a question since). */
const FLOOR = { en: 22, ru: 22 };

describe('play tuning transcripts, set 2 (once held out, now tuned on)', () => {
	for (const language of ['en', 'ru'] as const)
		it(`${language}: every disclosure stops the scene; agreement ≥ ${FLOOR[language]}, no swap`, async () => {
			const { agree, swaps, stopMisses } = await scorePlaySet('play-tuning-2', language);
			expect(agree).toBeGreaterThanOrEqual(FLOOR[language]);
			expect(swaps).toEqual([]);
			expect(stopMisses).toEqual([]);
		});
});
