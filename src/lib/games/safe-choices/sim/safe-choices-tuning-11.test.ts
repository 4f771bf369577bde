import { describePlaySet } from './testing/play-sets';

/**
 * The eleventh play set (src/lib/games/safe-choices/engine/testing/play-tuning-11, README there):
 * written to be representative, labelled and committed by someone else before anything ran on it,
 * measured once as the held-out set (en 20/24, ru 19/24 = 39/48; one disclosure not stopped, one
 * false stop, no low↔high swap), then tuned on by kind: a bare "ok" to the opening taken back by
 * hesitation (engine/level-rules.ts), a beating with the object named first (engine/safety-rules-body.ts)
 * and act-corpus lines (`teen-kinds-11.jsonl`) — a regression check, not an estimate
 * (docs/safe-choices.md "Held-out play sets"). Retrained with the retired act held-out sets and the
 * safety kinds they missed (docs/acts.md "The held-out set"): en 21/24.
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 21/24,
 * ru 24/24.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 24/24,
 * ru 24/24.
 */
const FLOOR = { en: 24, ru: 24 };

describePlaySet('play tuning transcripts, set 11 (once held out, now tuned on)', 'play-tuning-11', FLOOR, {
	falseStops: ['en11-low-going-home', 'en11-high-tastes-nice', 'en11-med-ew-no']
});
