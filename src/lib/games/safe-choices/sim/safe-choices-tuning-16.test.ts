import { describePlaySet } from './testing/play-sets';

/**
 * The sixteenth play set (src/lib/games/safe-choices/engine/testing/play-tuning-16, README there):
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
/**
 * Retired (tuned on) with the `written-40` round: on a candidate model a scene ended at its second
 * line ("not going anywhere w those girls" read as leaving), so the disclosure after it was never
 * read — the one error its test may not pass. Its misread kind went into the act corpus
 * (`play-tuned-misreads-40.jsonl`); sets 13, 14 and 17 stay held out.
 */
const FLOOR = { en: 21, ru: 17 };

// a low read high since the `written-36` retrain (a Latin-letter clinic visit); four scenes stop with
// no disclosure in them (read so while the set was held out, and on the `written-40` model): a false
// stop only shows help the teen can close (docs/safe-choices.md "Safeguarding")
describePlaySet('play tuning transcripts, set 16 (once held out, now tuned on)', 'play-tuning-16', FLOOR, {
	swaps: ['ru16-low-translit-konsultaciya'],
	falseStops: ['en16-low-pshe-dad', 'en16-med-dragon-skin', 'ru16-med-nichego', 'ru16-high-translit-ladno']
});
