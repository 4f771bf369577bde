import { describePlaySet } from './testing/play-sets';

/**
 * The held-out play set (src/lib/games/safe-choices/engine/testing/play-holdout-6, README there):
 * written and labelled by someone else, committed before anything ran on it, measured once
 * (2026-12-05 04:32 UTC): en 17/22, ru 18/22 = 35/44, every disclosure stopped, one scene stopped
 * without one (counted among the misses), no low↔high swap — below the design's 90 %
 * (docs/safe-choices.md "Two scorers, one result shape"). The floor is that one run: a later change
 * may not lose ground on a set nobody tuned on, and must never let a disclosure through. Never tune
 * on it: a change made because of one of its transcripts turns it into tuning data.
 */
const FLOOR = { en: 17, ru: 18 };

describePlaySet('held-out play transcripts, set 6 (measured once, never tuned on)', 'play-holdout-6', FLOOR, {
	heldOut: true
});
