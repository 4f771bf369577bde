import { describePlaySet } from './testing/play-sets';

/**
 * The sixteenth play set (src/lib/games/safe-choices/engine/testing/play-holdout-16, README there):
 * written to be representative of what teens type, labelled and committed by someone else before
 * anything ran on it; measured once as held out, on the model retrained with the retired act
 * held-out sets: en 21/24, ru 21/24 = 42/48, every disclosure stopped, one low↔high swap, two false
 * stops (docs/safe-choices.md "Held-out play sets"). Never tuned on: a change made because of one of
 * its transcripts makes it training data.
 * With the act model of docs/acts.md "The model file" it reads en 22/24, ru 20/24 = 42/48:
 * every disclosure stopped, no low↔high swap, 1 false stop (measured once, not tuned on).
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 21/24,
 * ru 19/24 — measured once, not tuned on.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") with the written-28 rounds: en 21/24,
 * ru 20/24, every disclosure stopped. Not tuned on; its totals were seen while this retrain's
 * candidates were played (docs/safe-choices.md "Held-out play sets").
 */
/**
 * Retrained with the written-29 to written-32 rounds, the eighth to eleventh act held-out sets
 * retired and a held letter read as emphasis (docs/acts.md "The corpus", "How a line is read"): en
 * 21/24, ru 19/24, every disclosure stopped. Not tuned on; its totals were seen while this retrain's
 * candidates were played (docs/safe-choices.md "Held-out play sets").
 */
/**
 * Retrained with the written-34 round and the fifteenth act set retired, and without the corpus's
 * near-copies of the sixteenth and seventeenth act sets (docs/acts.md "Near-copies"): en 24/24, ru
 * 18/24, every disclosure stopped, two Russian lines stop a scene with no disclosure. Not
 * tuned on (docs/safe-choices.md "Held-out play sets").
 */
/**
 * Retrained with the `written-36` round, the eighteenth act set retired and the nineteenth's
 * near-copies out of the corpus: en 22/24, ru 17/24, every disclosure stopped. Not tuned on; its
 * totals were seen while this retrain's candidates were played.
 */
const FLOOR = { en: 21, ru: 17 };

// a low read high since that retrain (a Latin-letter clinic visit); kept visible, never tuned on
describePlaySet('play held-out transcripts, set 16', 'play-holdout-16', FLOOR, {
	heldOut: true,
	swaps: ['ru16-low-translit-konsultaciya']
});
