import { nextFloat, nextInt, type PrngState } from '../kit/prng';
import type { SlotAnalysis } from './analysis';
import { computeMood, shouldSendGapFill } from './mood';
import type { Anomaly, Mention, Mood, SlotAction } from './types';

/**
 * One narrator slot's decision (seed 003 "Pattern 1", pitfall 4): accusation first, within the
 * per-round cap and never the same player twice in a row; otherwise a mood-gated gap-fill.
 * Depends only on public behaviour (the analysis) and the narrator's own PRNG — never on roles.
 */
export type AccusationMemory = { round: number; count: number; lastTarget: string | null };

export type SlotPlan = {
	mood: Mood;
	action: SlotAction;
	target: string | null;
	anomaly: Anomaly | null;
	mention: Mention | null;
	/** ~30 % of accusations end with a question to the group. */
	question: boolean;
};

// Claude's discretion in seed 003, adopted by deduction.md: 1 accusation in rounds 1–2, 2 from round 3.
export const accusationCap = (round: number): number => (round <= 2 ? 1 : 2);
export const QUESTION_SHARE = 0.3;
export const DIRECT_SHARE = 0.5;

/** Each candidate's anomalies that can be voiced (evidence to name): players, minus the last target. */
export const accusationCandidates = (
	analysis: SlotAnalysis,
	lastTarget: string | null,
	grounded: (target: string, anomaly: Anomaly) => boolean = () => true
): [string, Anomaly[]][] =>
	Object.entries(analysis.players)
		.filter(([id]) => id !== lastTarget)
		.map(([id, p]): [string, Anomaly[]] => [id, p.anomalies.filter((a) => grounded(id, a))])
		.filter(([, anomalies]) => anomalies.length > 0);

export type PlanInput = {
	analysis: SlotAnalysis;
	round: number;
	memory: AccusationMemory;
	rng: PrngState;
	/** False when nothing of the target's can be named for that anomaly (no evidence): never fabricated. */
	grounded?: (target: string, anomaly: Anomaly) => boolean;
	/** False when the persona has no template fitting (anomaly, mention): no accusation fires. */
	canVoice?: (anomaly: Anomaly, mention: Mention) => boolean;
};

export const planSlot = ({
	analysis,
	round,
	memory,
	rng,
	grounded,
	canVoice
}: PlanInput): { plan: SlotPlan; rng: PrngState } => {
	const mood = computeMood(analysis);
	const used = memory.round === round ? memory.count : 0;
	let st = rng;
	if (used < accusationCap(round)) {
		const candidates = accusationCandidates(analysis, memory.lastTarget, grounded);
		if (candidates.length > 0) {
			// Silence and shifts weigh the same: a uniform pick among players, then among their anomalies.
			let i: number;
			[i, st] = nextInt(st, 0, candidates.length - 1);
			const [target, anomalies] = candidates[i];
			let j: number;
			[j, st] = nextInt(st, 0, anomalies.length - 1);
			let f: number;
			[f, st] = nextFloat(st);
			const mention: Mention = f < DIRECT_SHARE ? 'direct' : 'third_person';
			[f, st] = nextFloat(st);
			const question = f < QUESTION_SHARE;
			const anomaly = anomalies[j];
			if (!canVoice || canVoice(anomaly, mention)) {
				return { plan: { mood, action: 'accusation', target, anomaly, mention, question }, rng: st };
			}
		}
	}
	const action: SlotAction = shouldSendGapFill(mood, analysis.windowMessages) ? 'gapfill' : 'none';
	return { plan: { mood, action, target: null, anomaly: null, mention: null, question: false }, rng: st };
};

export const rememberAccusation = (
	memory: AccusationMemory,
	round: number,
	plan: SlotPlan
): AccusationMemory =>
	plan.action !== 'accusation'
		? memory
		: {
				round,
				count: (memory.round === round ? memory.count : 0) + 1,
				lastTarget: plan.target
			};
