import { describePlaySet } from './testing/play-sets';

/**
 * The sixth play set (src/lib/games/safe-choices/engine/testing/play-tuning-6, README there): written,
 * labelled and committed by someone else before anything ran on it, measured once as the held-out set
 * (en 17/22, ru 18/22 = 35/44, every disclosure stopped, one false stop, no low↔high swap), then its
 * misses were read to make the scorer's mapping follow the label rules — so it is tuning data now, a
 * regression check, not an estimate (the estimate is a fresh held-out set's, docs/safe-choices.md
 * "Two scorers, one result shape").
 */
/**
 * Tuned: the scorer's level rules (docs/safe-choices.md "Level rules" — a detail given is high, two
 * noes that gave way medium, held firm with the tactic or an adult named low, nothing either way
 * medium), a detail read by its shape (engine/disclosure.ts), and act-corpus lines by kind
 * (`teen-kinds.jsonl`, docs/acts.md "The corpus"): en 22/22, ru 22/22.
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 20/22,
 * ru 20/22.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 21/22,
 * ru 22/22.
 */
/**
 * Retrained with the `written-36` round and the eighteenth act set retired: en 21/22, ru 21/22 — the
 * named false stop `ru6-low-sarcastic` (a health fact from a biology lesson read as distress) stops
 * again, though its line's kind was taught by contrast (docs/acts.md "The corpus").
 */
const FLOOR = { en: 21, ru: 21 };

describePlaySet('play tuning transcripts, set 6 (once held out, now tuned on)', 'play-tuning-6', FLOOR, {
	falseStops: ['ru6-low-sarcastic', 'en6-med-idk']
});
