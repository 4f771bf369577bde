import { bandOf, DIMENSION_MAX, DIMENSIONS, inBand, type Dimension, type Dimensions } from './rubric';
import type { MessageSignals } from './signals';

/**
 * "Not shown yet" ("a coach grounded in the transcript"): a dimension the player's words
 * gave no evidence for — either way — is not scored as a failure. Help-seeking when the chat (or the
 * check-in) came before the teen had a turn to show it is the common case.
 *
 * The arithmetic of seed 001 stays whole (riskScore = 100 − the sum of the four dimensions): a
 * dimension not shown sits in the band a transcript with no evidence gets (`NO_EVIDENCE`: the bottom
 * of the middle bands; for Safety, seed 001's "no mention of seeking help", 0–6), placed in that band
 * at the level of the rest of the play (the mean share of the shown dimensions). So it is neither
 * read as a failure nor credited as shown: naming a trusted adult still scores better.
 */
/**
 * No evidence either way. Seed 001 treats vague or ambiguous replies as lowering CONFIDENCE, and its
 * bands name what was shown — so a transcript that shows nothing sits at the bottom of the middle
 * bands ("some skills present but … incomplete"; Safety at the top of "no mention", 0–6), risk ≈ 57,
 * medium, instead of every dimension's lowest band (which would read silence as "agreed", HIGH).
 */
export const NO_EVIDENCE: Dimensions = {
	recognition: inBand('recognition', 1, 0.1),
	boundaries: inBand('boundaries', 1, 0.4),
	communication: inBand('communication', 1, 0.4),
	safety: inBand('safety', 0, 1)
};

type Read = { read: MessageSignals; typed?: boolean };

const gaveIn = (r: MessageSignals) => r.agreed || r.disclosed.length > 0;
const pushedBack = (r: MessageSignals) => r.counts.firm > 0 || r.leaves;
const hedged = (r: MessageSignals) => r.counts.yielding + r.counts.doubt > 0;

/** What evidence of each dimension one message holds (for or against). */
const SHOWS: Record<Dimension, (r: MessageSignals) => boolean> = {
	// seed 001, Recognition: named a tactic, some awareness — or accepted the framing (agreed, yielded)
	recognition: (r) =>
		r.counts.recognition + r.counts.awareness > 0 || pushedBack(r) || hedged(r) || gaveIn(r),
	// Boundaries: a refusal, hesitation, or agreement; a trusted adult named holds firm like a no
	// (docs/safe-choices.md "Reading a turn")
	boundaries: (r) => pushedBack(r) || r.help === 'committed' || hedged(r) || gaveIn(r),
	// Communication: how anything at all was said
	communication: (r) => r.text.trim().length > 0,
	// Safety/help-seeking: help named or negated ("I won't tell my mom" is agreement), leaving, or giving in
	safety: (r) => r.help !== null || r.leaves || gaveIn(r)
};

/** The dimensions the typed turns show no evidence of, in rubric order. */
export const notShownOf = (turns: readonly Read[]): Dimension[] => {
	// The "Leave" button's line is not the player's words, but leaving is an act: evidence of safety.
	const typed = turns.filter((t) => t.typed !== false).map((t) => t.read);
	const left = turns.some((t) => t.typed === false);
	return DIMENSIONS.filter((k) => !typed.some(SHOWS[k]) && !(left && k === 'safety'));
};

/** The value a dimension not shown counts at: its "no evidence" band, at the shown ones' mean share. */
export const creditNotShown = (dimensions: Dimensions, notShown: readonly Dimension[]): Dimensions => {
	const shown = DIMENSIONS.filter((k) => !notShown.includes(k));
	if (shown.length === 0 || notShown.length === 0) return dimensions;
	const share = shown.reduce((s, k) => s + dimensions[k] / DIMENSION_MAX[k], 0) / shown.length;
	const out = { ...dimensions };
	for (const k of notShown) out[k] = inBand(k, bandOf(k, NO_EVIDENCE[k]), share);
	return out;
};
