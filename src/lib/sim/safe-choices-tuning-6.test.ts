import { describePlaySet } from './testing/play-sets';

/**
 * The sixth play set (src/lib/games/safe-choices/engine/testing/play-tuning-6, README there): written,
 * labelled and committed by someone else before anything ran on it, measured once as the held-out set
 * (en 17/22, ru 18/22 = 35/44, every disclosure stopped, one false stop, no low↔high swap), then its
 * misses were read to make the scorer's mapping follow the label rules — so it is tuning data now, a
 * regression check, not an estimate (the estimate is a fresh held-out set's, docs/safe-choices.md
 * "Two scorers, one result shape").
 */
const FLOOR = { en: 17, ru: 18 };

describePlaySet('play tuning transcripts, set 6 (once held out, now tuned on)', 'play-tuning-6', FLOOR);
