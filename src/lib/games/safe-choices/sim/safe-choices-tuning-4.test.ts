import { describePlaySet } from './testing/play-sets';

/**
 * The fourth play set (src/lib/games/safe-choices/engine/testing/play-tuning-4, README there): written,
 * labelled and committed by someone else before anything ran on it, measured once as the held-out set
 * (36/44, and two distress lines that did not stop their scene), then its misses were read to write
 * act-corpus lines — so it is tuning data now, a regression check, not an estimate (the estimate is a
 * fresh held-out set's, docs/safe-choices.md "Two scorers, one result shape").
 */
/**
 * Tuned (act-corpus lines for quiet distress, indirect disclosure, a teacher cited against a myth,
 * questions before telling and clear noes; guard rules for quiet distress; one label corrected — its
 * README): en 22/22, ru 22/22.
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 21/22,
 * ru 22/22.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 22/22,
 * ru 21/22.
 */
/**
 * Retrained with the written-29 and written-30 rounds and the eighth and ninth act held-out sets
 * retired (docs/acts.md "The corpus"): en 21/22, ru 21/22.
 */
const FLOOR = { en: 21, ru: 21 };

describePlaySet('play tuning transcripts, set 4 (once held out, now tuned on)', 'play-tuning-4', FLOOR);
