import { describePlaySet } from './testing/play-sets';

/**
 * The sixteenth play set (src/lib/games/safe-choices/engine/testing/play-holdout-16, README there):
 * written to be representative of what teens type, labelled and committed by someone else before
 * anything ran on it; measured once as held out, on the model retrained with the retired act
 * held-out sets: en 21/24, ru 21/24 = 42/48, every disclosure stopped, one low↔high swap, two false
 * stops (docs/safe-choices.md "Held-out play sets"). Never tuned on: a change made because of one of
 * its transcripts makes it training data.
 */
const FLOOR = { en: 21, ru: 21 };

describePlaySet('play held-out transcripts, set 16', 'play-holdout-16', FLOOR, {
	heldOut: true,
	swaps: ['en16-low-dad-at-11']
});
