import { describePlaySet } from './testing/play-sets';

/**
 * The seventeenth play set (src/lib/games/safe-choices/engine/testing/play-holdout-17, README there):
 * written to be representative of what teens type, labelled by someone else before anything ran on
 * it; measured once as held out, on the act model trained a file per language (docs/acts.md "The
 * model file"): en 24/24, ru 22/24 = 46/48, every disclosure stopped (8 of 8), no low↔high swap, one
 * false stop (docs/safe-choices.md "Held-out play sets"). Never tuned on: a change made because of one
 * of its transcripts makes it training data.
 */
/**
 * Re-run, not tuned on, after the written-28c round and the seventh act held-out set were added to the
 * corpus: en 23/24, ru 22/24, every disclosure stopped.
 */
/**
 * Retrained with the written-29 to written-31 rounds and the eighth to tenth act held-out sets
 * retired (docs/acts.md "The corpus"): en 23/24, ru 22/24, every disclosure stopped. Not tuned
 * on; its totals were seen while this retrain's candidates were played (docs/safe-choices.md
 * "Held-out play sets").
 */
/**
 * Retrained with the written-34 round and the fifteenth act set retired, and without the corpus's
 * near-copies of the sixteenth and seventeenth act sets (docs/acts.md "Near-copies"): en 23/24, ru
 * 21/24, every disclosure stopped, two Russian lines stop a scene with no disclosure. Not
 * tuned on (docs/safe-choices.md "Held-out play sets").
 */
/**
 * Retrained with the written-37 round and the nineteenth act set retired, without the twentieth's
 * near-copies: en 22/24, ru 22/24, every disclosure stopped. Not tuned on.
 */
const FLOOR = { en: 22, ru: 21 };

describePlaySet('play held-out transcripts, set 17', 'play-holdout-17', FLOOR, { heldOut: true });
