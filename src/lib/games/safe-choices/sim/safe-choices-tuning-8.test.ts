import { describePlaySet } from './testing/play-sets';

/**
 * The eighth play set (src/lib/games/safe-choices/engine/testing/play-tuning-8, README there):
 * written, labelled and committed by someone else before anything ran on it, measured once as the
 * held-out set (en 20/24, ru 18/24 = 38/48, no low↔high swap, but two Russian disclosures — a belt at
 * home in Latin letters, self-harm with a lighter — did not stop the scene and two scenes stopped
 * without one), then tuned on — so it is tuning data now, a regression check, not an estimate
 * (docs/safe-choices.md "Two scorers, one result shape").
 */
/**
 * Tuned by kind, never by line (docs/safe-choices.md "Safeguarding"): guard rules for self-harm and
 * beatings with an object at home (engine/safety-rules-body.ts) and act-corpus lines by kind
 * (`teen-selfharm-kinds.jsonl`, docs/acts.md "The corpus": small talk and a friend's case put
 * hypothetically kept from stopping, yeses to the secret, hesitation in Latin letters): en 21/24,
 * ru 22/24, every disclosure stopped, no false stop. Retrained with the retired act held-out sets
 * and the safety kinds they missed (docs/acts.md "The held-out set"): ru 21/24, and a reluctant yes
 * in Latin letters ("ladno. odno. i bolshe ne prosi") stops the scene as distress — a false stop that
 * only shows help (the set's README).
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 24/24,
 * ru 23/24.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 24/24,
 * ru 23/24.
 */
const FLOOR = { en: 24, ru: 23 };

describePlaySet('play tuning transcripts, set 8 (once held out, now tuned on)', 'play-tuning-8', FLOOR, {
	falseStops: []
});
