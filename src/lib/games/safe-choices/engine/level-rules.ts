import { DIMENSION_MAX, DIMENSIONS, totalPoints, type Dimensions, type RiskLevel } from './rubric';
import type { MessageSignals } from './signals';

/**
 * The scorer's level rules (docs/safe-choices.md "Level rules"): what a whole transcript shows decides
 * its level, whatever the points placed inside seed 001's bands add up to; the points are then moved,
 * as little as they must, into that level's band (seed 001 "Alignment with Risk Level": 0–30 low,
 * 31–60 medium, 61–100 high). Where no rule applies, the points decide.
 */
export const LEVEL_RULES = [
	'detail_given',
	'went_along',
	'gave_way_after_noes',
	'held_firm_named',
	'bare_noes',
	'nothing_either_way'
] as const;
export type LevelRule = (typeof LEVEL_RULES)[number];

type Turn = { read: MessageSignals; typed?: boolean };

/** A no the model is sure of, or a trusted adult named or leaving, which hold firm like a no. */
export const clearNo = (r: MessageSignals): boolean =>
	(r.counts.firm > 0 &&
		r.acts.some((a) => (a.act === 'refuse' || a.act === 'quote_reject') && a.confidence >= 0.5)) ||
	r.help === 'committed';

/**
 * A detail given: one whose kind the patterns found (engine/disclosure.ts), or one the model is sure
 * of — a faint `disclose_info` with no detail in sight ("ok ill meet u by the door") is not one.
 */
const gaveDetail = (r: MessageSignals): boolean =>
	r.disclosed.some((k) => k !== 'detail') ||
	(r.disclosed.length > 0 && r.acts.some((a) => a.act === 'disclose_info' && a.confidence >= 0.5));

const hesitated = (r: MessageSignals): boolean => r.counts.doubt + r.counts.yielding > 0;

/**
 * A bare "ok" to the character's opening, which the next turns take back with hesitation and no yes,
 * acknowledged the opening: it did not go along (seed 001 "mixed signals"; docs/safe-choices.md
 * "Level rules"). "k" / "hmm i dunno" / "can this wait" is hesitant, not a yes.
 */
const acknowledged = (said: readonly MessageSignals[], i: number): boolean => {
	const r = said[i];
	const rest = said.slice(i + 1);
	return (
		i === 0 &&
		r.text.trim().split(/\s+/u).length <= 2 &&
		r.disclosed.length === 0 &&
		rest.some(hesitated) &&
		!rest.some((t) => t.agreed)
	);
};

/** The rule a transcript falls under, and the level it gives; null when the points decide. */
export const levelRuleOf = (turns: readonly Turn[]): { rule: LevelRule; level: RiskLevel } | null => {
	const said = turns.filter((t) => t.typed !== false && t.read.text.trim().length > 0).map((t) => t.read);
	if (said.length === 0) return null;
	// seed 001 Boundaries 0–10 and Safety 0–6: an address, a number, a school or an account lets a
	// stranger find the teen, whatever else they said
	if (said.some(gaveDetail)) return { rule: 'detail_given', level: 'high' };
	// a faint one is neither a detail nor nothing: the points (under the caps) decide
	if (said.some((r) => r.disclosed.length > 0)) return null;
	// the "Leave" button is leaving, as a typed goodbye is (docs/safe-choices.md "Not shown yet"),
	// and leaving holds firm like a no ("Reading a turn")
	const left = turns.some((t) => t.typed === false);
	if (said.some((r, i) => r.agreed && !acknowledged(said, i))) {
		const noes = said.filter((r) => !r.agreed && clearNo(r)).length + (left ? 1 : 0);
		// seed 001 Boundaries 0–10 "agreed to risky behavior" with no pushback (a question is none)
		if (noes === 0) return { rule: 'went_along', level: 'high' };
		// seed 001 "mixed signals", Boundaries 11–20: two noes keep their credit though one gave way
		if (noes >= 2) return { rule: 'gave_way_after_noes', level: 'medium' };
		return null;
	}
	const firm = said.filter((r) => r.holdsFirm).length + (left ? 1 : 0);
	// a no said with a hedge, or next to one, is not held throughout: the points weigh it
	if (said.some((r) => hesitated(r) || (r.deflects && !r.holdsFirm)) && firm > 0) return null;
	if (firm === 0)
		// seed 001 Boundaries 11–20 "hesitant or unclear": questions, a change of subject, "idk"
		return { rule: 'nothing_either_way', level: 'medium' };
	// seed 001 Recognition 17–25 (named the tactic) or Safety 14–20 (a trusted adult, leaving)
	const named = left || said.some((r) => r.counts.recognition > 0 || r.help === 'committed' || r.leaves);
	if (named) return { rule: 'held_firm_named', level: 'low' };
	// seed 001 Boundaries 21–30 with Recognition and Safety not shown: a bare no is half the answer
	return { rule: 'bare_noes', level: 'medium' };
};

/** The totals a level allows (riskScore = 100 − total): low ≥ 70, medium 40–69, high ≤ 39. */
const TOTAL_RANGE: Record<RiskLevel, [number, number]> = {
	low: [70, 100],
	medium: [40, 69],
	high: [0, 39]
};

/**
 * Moves the points into `level`'s band, to its nearest edge, keeping their shape: lowered in
 * proportion to each dimension's points, raised in proportion to each one's room left (never above
 * `ceiling`, the agreement caps). Returns whether anything moved.
 */
export const fitLevel = (
	dimensions: Dimensions,
	level: RiskLevel,
	ceiling: Partial<Dimensions> = {}
): boolean => {
	const [lo, hi] = TOTAL_RANGE[level];
	const total = totalPoints(dimensions);
	if (total >= lo && total <= hi) return false;
	const target = total > hi ? hi : lo;
	const max = (k: (typeof DIMENSIONS)[number]) => Math.min(DIMENSION_MAX[k], ceiling[k] ?? DIMENSION_MAX[k]);
	const room = DIMENSIONS.reduce((s, k) => s + (total > hi ? dimensions[k] : max(k) - dimensions[k]), 0);
	const share = room > 0 ? Math.abs(target - total) / room : 0;
	for (const k of DIMENSIONS) {
		const move = (total > hi ? dimensions[k] : max(k) - dimensions[k]) * share;
		dimensions[k] = Math.round(total > hi ? dimensions[k] - move : dimensions[k] + move);
	}
	// rounding may leave the total a point off the edge: settle it on the dimension with most room
	const outside = () => {
		const t = totalPoints(dimensions);
		return Math.sign(target - t);
	};
	for (let step = outside(); step !== 0; step = outside()) {
		const room = (d: (typeof DIMENSIONS)[number]) => (step > 0 ? max(d) - dimensions[d] : dimensions[d]);
		const k = [...DIMENSIONS].sort((a, b) => room(b) - room(a))[0];
		if (room(k) <= 0) break;
		dimensions[k] += step;
	}
	return true;
};
