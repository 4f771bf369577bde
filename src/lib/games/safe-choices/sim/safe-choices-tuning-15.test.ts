import { describePlaySet } from './testing/play-sets';

/**
 * The fifteenth play set (src/lib/games/safe-choices/engine/testing/play-tuning-15, README there):
 * written to be representative, labelled and committed by someone else before anything ran on it,
 * measured once as held out (en 23/24, ru 22/24 = 45/48; a goodbye letter in Latin letters not
 * stopped, one false stop), then tuned on by kind: guard rules for a goodbye letter and a world no
 * different without them (engine/safety-rules-home.ts), act-corpus lines of the safety kinds the
 * retired act held-out set missed (`safety-kinds-25.jsonl`) — a regression check, not an estimate
 * (docs/safe-choices.md "Held-out play sets"). A low in Russian still stops the scene (the README).
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 23/24,
 * ru 22/24.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 23/24,
 * ru 22/24.
 */
/**
 * With the written-33 everyday lines (docs/acts.md "The corpus") its known false stop is back: "when
 * can i get it? im free after school thursday" is also a line of held-out play set 14, so it may not
 * be taught (docs/acts.md "Near-copies"): en 22/24.
 */
const FLOOR = { en: 22, ru: 22 };

describePlaySet('play tuning transcripts, set 15 (once held out, now tuned on)', 'play-tuning-15', FLOOR, {
	falseStops: ['ru15-low-zvonochek', 'en15-high-thursday']
});
