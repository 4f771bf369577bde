import { TONE_WEIGHT, type Tone } from './tones';

/**
 * Boldness, progression and risk (seed 000 "Boldness Score Formula", "Risk Coefficient";
 * nhie.md steps 1, 2 and 4).
 */
export const ALPHA = 0.3;
export const PROGRESSION_CAP = 0.2;
export const PROGRESSION_SLOPE = 0.4;
export const RISK_THRESHOLD = 0.75;
export const DE_ESCALATION_DROP = 0.15;
/** R(k) only exists for rounds whose question intensity was above this. */
export const RISK_MIN_INTENSITY = 5;

export type RoundAnswers = { answered: number; have: number };

/** δ = have / answered × w(tone); null when nobody answered (the round changes nothing). */
export const boldnessDelta = ({ answered, have }: RoundAnswers, tone: Tone): number | null =>
	answered > 0 ? (have / answered) * TONE_WEIGHT[tone] : null;

/** seed 000: B(r) = α δ(r−1) + (1 − α) B(r−1); unchanged when round r−1 had no answer. */
export const nextBoldness = (previous: number, delta: number | null): number =>
	delta === null ? previous : ALPHA * delta + (1 - ALPHA) * previous;

/** nhie.md step 2: P(r) = min(0.2, r / max_rounds × 0.4). */
export const progression = (round: number, maxRounds: number): number =>
	Math.min(PROGRESSION_CAP, (round / maxRounds) * PROGRESSION_SLOPE);

export const effectiveScore = (boldness: number, progressionValue: number): number =>
	boldness + progressionValue;

export const haveRatio = ({ answered, have }: RoundAnswers): number | null =>
	answered > 0 ? have / answered : null;

/** R(k) = have_not / answered for a round whose intensity was > 5, else null. */
export const riskOf = ({ answered, have }: RoundAnswers, intensity: number): number | null =>
	intensity > RISK_MIN_INTENSITY && answered > 0 ? (answered - have) / answered : null;

/** seed 000: the safety valve fires when R > 0.75 for two consecutive (countable) rounds. */
export const isRisky = (risk: number | null): boolean => risk !== null && risk > RISK_THRESHOLD;
