import { describePlaySet } from './testing/play-sets';

/**
 * The fourteenth play set (src/lib/games/safe-choices/engine/testing/play-holdout-14, README there):
 * written to be representative of what teens type, labelled and committed by someone else before
 * anything ran on it; measured once as held out, on the model retrained after the act held-out set
 * was retired: en 18/24, ru 18/24 = 36/48, every disclosure stopped, one low↔high swap, three false
 * stops (docs/safe-choices.md "Held-out play sets"). Never tuned on: a change made because of one of
 * its transcripts makes it training data.
 * With the act model of docs/acts.md "The model file" it reads en 18/24, ru 19/24 = 37/48:
 * every disclosure stopped, no low↔high swap, 4 false stops (measured once, not tuned on).
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 20/24,
 * ru 16/24 — measured once, not tuned on.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") with the written-28 rounds: en 22/24,
 * ru 20/24, every disclosure stopped. Not tuned on; its totals were seen while this retrain's
 * candidates were played (docs/safe-choices.md "Held-out play sets").
 */
/**
 * Retrained with the written-29 to written-32 rounds and the eighth to eleventh act held-out sets
 * retired (docs/acts.md "The corpus"): en 21/24, ru 16/24, every disclosure stopped. Not tuned
 * on; its totals were seen while this retrain's candidates were played (docs/safe-choices.md
 * "Held-out play sets").
 */
/**
 * Retrained with the written-58 round and the fortieth act set retired: en 20/24, ru 19/24, every
 * disclosure stopped — one English transcript fewer than the floor before, seen in the suite's
 * totals and not read; a held-out set is not tuned on, so the floor follows what it reads.
 */
const FLOOR = { en: 20, ru: 16 };

describePlaySet('play held-out transcripts, set 14', 'play-holdout-14', FLOOR, { heldOut: true });
