import { describePlaySet } from './testing/play-sets';

/**
 * The tenth play set (src/lib/games/safe-choices/engine/testing/play-tuning-10, README there): written,
 * labelled and committed by someone else before anything ran on it, measured once as the held-out set
 * (en 18/24, ru 18/24 = 36/48; three disclosures not stopped, three false stops, no low↔high swap),
 * then tuned on: the act model's features, averaged training and its broad teen, safety and
 * contrast corpora (docs/acts.md "Choosing the model", "The corpus") — a regression check, not an
 * estimate (docs/safe-choices.md "Held-out play sets").
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 23/24,
 * ru 24/24.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 24/24,
 * ru 24/24.
 */
/**
 * Retrained with the written-29 rounds and the eighth act held-out set retired (docs/acts.md "The
 * corpus"): en 23/24, ru 24/24.
 */
const FLOOR = { en: 23, ru: 24 };

describePlaySet('play tuning transcripts, set 10 (once held out, now tuned on)', 'play-tuning-10', FLOOR, {
	falseStops: ['en10-med-dont-really-drink']
});
