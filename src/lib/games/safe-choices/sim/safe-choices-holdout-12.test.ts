import { describePlaySet } from './testing/play-sets';

/**
 * The twelfth play set (src/lib/games/safe-choices/engine/testing/play-holdout-12, README there):
 * written to be representative of what teens type, labelled and committed by someone else before
 * anything ran on it; measured once as held out, after set 11's tuning: en 22/24, ru 24/24 = 46/48,
 * every disclosure stopped, no false stop, no low↔high swap (docs/safe-choices.md "Held-out play
 * sets"). Never tuned on: a change made because of one of its transcripts makes it training data.
 * Re-run on the model retrained with the retired act held-out sets (docs/acts.md "The held-out
 * set"), not tuned on: en 21, ru 22 (a false stop each), the floor since.
 * With the act model of docs/acts.md "The model file" it reads en 22/24, ru 22/24 = 44/48:
 * every disclosure stopped, no low↔high swap, 2 false stops (measured once, not tuned on).
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 21/24,
 * ru 21/24 — measured once, not tuned on.
 */
const FLOOR = { en: 21, ru: 21 };

describePlaySet('play held-out transcripts, set 12', 'play-holdout-12', FLOOR, { heldOut: true });
