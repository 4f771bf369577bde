import { describePlaySet } from './testing/play-sets';

/**
 * The seventh play set (src/lib/games/safe-choices/engine/testing/play-tuning-7, README there):
 * written, labelled and committed by someone else before anything ran on it, measured once as the
 * held-out set (en 19/24, ru 21/24 = 40/48, no low↔high swap, but two disclosures of violence at home
 * did not stop the scene and one strict parent did), then tuned on — so it is tuning data now, a
 * regression check, not an estimate (docs/safe-choices.md "Two scorers, one result shape").
 */
/**
 * Tuned by kind, never by line (docs/safe-choices.md "Safeguarding"): guard rules for violence and
 * injuries at home (engine/safety-rules.ts) and act-corpus lines written by kind
 * (`teen-harm-kinds.jsonl`, docs/acts.md "The corpus"), detail shapes for more street types and a
 * handle after its app (engine/disclosure.ts): en 24/24, ru 24/24.
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 23/24,
 * ru 24/24.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 24/24,
 * ru 22/24.
 */
const FLOOR = { en: 24, ru: 22 };

describePlaySet('play tuning transcripts, set 7 (once held out, now tuned on)', 'play-tuning-7', FLOOR);
