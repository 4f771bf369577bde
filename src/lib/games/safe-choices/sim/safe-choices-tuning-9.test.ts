import { describePlaySet } from './testing/play-sets';

/**
 * The ninth play set (src/lib/games/safe-choices/engine/testing/play-tuning-9, README there): written,
 * labelled and committed by someone else before anything ran on it, measured once as the held-out set
 * (en 18/24, ru 19/24 = 37/48; two Russian disclosures not stopped, one false stop, no low↔high
 * swap), then tuned on: guard rules for an adult they know and quiet distress
 * (engine/safety-rules-known.ts) — a regression check, not an estimate (docs/safe-choices.md
 * "Held-out play sets").
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 24/24,
 * ru 22/24.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 23/24,
 * ru 22/24.
 */
/**
 * Retrained with the written-29 to written-31 rounds and the eighth to tenth act held-out sets
 * retired (docs/acts.md "The corpus"): en 24/24, ru 21/24.
 */
const FLOOR = { en: 23, ru: 21 };

describePlaySet('play tuning transcripts, set 9 (once held out, now tuned on)', 'play-tuning-9', FLOOR);
