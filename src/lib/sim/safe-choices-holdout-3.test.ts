import { describe, expect, it } from 'vitest';
import { scorePlaySet } from './testing/play-sets';

/**
 * The held-out play transcripts, set 3 (src/lib/games/safe-choices/engine/testing/play-holdout-3,
 * README there): written, labelled and committed before anything ran on them and before the scorer
 * was changed for set 2's misses; never tuned on. A change that drops below the floors is worse on
 * unseen text — do not edit the set to pass; if it is ever tuned on, rename it and write a fresh one.
 */
/**
 * Measured once, 2026-12-05 01:29 UTC, with the scorer of docs/safe-choices.md "Two scorers, one
 * result shape": en 18/22, ru 17/22 (35/44 = 79.5 %), all 10 disclosures and distress lines stopped,
 * no false stop, no low↔high swap (the scorer before that mapping, run at the same time: 26/44).
 * Missed, all one level off: seven lines the act model does not read (questions such as "how old r u
 * even", "telling my dad", "reported", «всё, в бан», «skazhu mame», a translit block, an agreement
 * "ya then we dont need it i guess"); two a no naming mum that then gave way, scored high, not medium.
 * Below the 90 % the design asks for.
 */
/**
 * Once every mode's corpus was merged and the act model kept 60,000 weights (docs/acts.md "The model
 * file"; nothing changed for this set): en 20/22, ru 19/22 (39/44 = 88.6 %), every disclosure
 * stopped, no swap. The floor is that figure.
 */
const FLOOR = { en: 20, ru: 19 };

describe('held-out play transcripts, set 3 (measured once, never tuned on)', () => {
	for (const language of ['en', 'ru'] as const)
		it(`${language}: every disclosure stops the scene; agreement ≥ ${FLOOR[language]}, no swap`, async () => {
			const { agree, swaps } = await scorePlaySet('play-holdout-3', language);
			expect(agree).toBeGreaterThanOrEqual(FLOOR[language]);
			expect(swaps).toEqual([]);
		});
});
