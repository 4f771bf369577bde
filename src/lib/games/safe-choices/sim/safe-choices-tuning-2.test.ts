import { describePlaySet } from './testing/play-sets';

/**
 * The second play set (src/lib/games/safe-choices/engine/testing/play-tuning-2, README there): written
 * and labelled before anything ran on it, measured once as the held-out set (32/44 with the act model
 * of that day; 33/44 after the act model was retrained), then its misses were read and the scorer's
 * mapping to the rubric changed — so it is tuning data now, a regression check, not an estimate.
 */
/** Tuned: en 22/22, ru 22/22 (the act corpus reads "says who" and its like as a question since). */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 22/22,
 * ru 22/22.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 22/22,
 * ru 21/22.
 */
/**
 * Retrained with the written-38 round and the twentieth act set retired (docs/acts.md "The
 * corpus"): en 21/22, ru 21/22 — a secret agreed to ("yeah its our secret") reads as harm since,
 * and stops the scene. On the `written-40` model English reads 22/22 again; the floor and the named false
 * stop stay, as a retrain may move them back.
 */
const FLOOR = { en: 21, ru: 21 };

describePlaySet('play tuning transcripts, set 2 (once held out, now tuned on)', 'play-tuning-2', FLOOR, {
	falseStops: ['en2-high-secret']
});
