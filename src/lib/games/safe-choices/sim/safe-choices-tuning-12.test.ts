import { describePlaySet } from './testing/play-sets';

/**
 * The twelfth play set (src/lib/games/safe-choices/engine/testing/play-tuning-12, README there):
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
/**
 * Retired (tuned on) with the act model trained a file per language (docs/acts.md "The model file"):
 * on it a scene ended at its first line ("thanks, I'll stick with cola" read as leaving), so a
 * disclosure later in it was never read; its misread lines went into the act corpus
 * (`play-tuned-misreads.jsonl`). Set 17 is the fresh held-out set in its place.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 22/24,
 * ru 23/24.
 */
/**
 * Retrained with the written-29 and written-30 rounds and the eighth and ninth act held-out sets
 * retired (docs/acts.md "The corpus"): en 23/24, ru 22/24.
 */
/**
 * Retrained with the written-38 round and the twentieth act set retired (docs/acts.md "The
 * corpus"): en 23/24, ru 23/24 — a hoodie given back reads as distress since, and stops the scene.
 * On the `written-40` model neither named false stop stops its scene; both stay named, as a retrain
 * may move them back.
 */
const FLOOR = { en: 22, ru: 22 };

// «…мне папа уже пишет, я домой» in Latin letters reads as a disclosure (a father writing reads as
// harm in this file's lines); a false stop only shows help the teen can close (the set's README)
describePlaySet('play tuning transcripts, set 12 (once held out, now tuned on)', 'play-tuning-12', FLOOR, {
	falseStops: ['ru12-low-translit-papa-pishet', 'en12-low-pshe']
});
