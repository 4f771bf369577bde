import { nextFloat, nextInt, type PrngState } from '$lib/engines/kit/prng';
import type { SlotAnalysis } from './analysis';
import { computeMood, shouldSendGapFill } from './mood';
import { ANOMALIES, type ActionKind, type Anomaly, type Mention, type Mood, type SlotAction } from './types';

/**
 * One narrator slot's decision (seed 003 "Pattern 1", pitfall 4): accusation first, within the
 * per-round cap and never the same player twice in a row (`barredTarget`); otherwise a mood-gated
 * gap-fill.
 * Depends only on public behaviour (the analysis) and the narrator's own PRNG — never on roles.
 */
export type AccusationMemory = { round: number; count: number; lastTarget: string | null };

/** What an accusation stands on: an anomaly of the target's, or one of their public actions. */
export type Ground = Anomaly | ActionKind;
export const isAnomaly = (g: Ground): g is Anomaly => (ANOMALIES as readonly string[]).includes(g);

export type SlotPlan = {
	mood: Mood;
	action: SlotAction;
	target: string | null;
	anomaly: Anomaly | null;
	/** An accusation grounded on a public action instead of an anomaly (then `anomaly` is null). */
	publicAction: ActionKind | null;
	mention: Mention | null;
	/** ~30 % of accusations end with a question to the group. */
	question: boolean;
};

// Claude's discretion in seed 003, adopted by mole.md: 1 accusation in rounds 1–2, 2 from round 3.
export const accusationCap = (round: number): number => (round <= 2 ? 1 : 2);
export const QUESTION_SHARE = 0.3;
export const DIRECT_SHARE = 0.5;

/**
 * The player the next accusation may not name: the latest target, while that accusation fell in this
 * round or the previous one (docs/mole.md "A slot": never the same player twice in a row — but a
 * player silent or shouting for rounds after that is called out again, not locked out for good).
 */
export const barredTarget = (memory: AccusationMemory, round: number): string | null =>
	memory.lastTarget !== null && memory.round >= round - 1 ? memory.lastTarget : null;

/**
 * Each candidate's grounds: the anomalies that can be voiced (evidence to name), then their notable
 * public actions (mole.md: public actions are observed behaviour too); players, minus the barred one.
 */
export const accusationCandidates = (
	analysis: SlotAnalysis,
	lastTarget: string | null,
	grounded: (target: string, anomaly: Anomaly) => boolean = () => true,
	actions: Readonly<Record<string, readonly ActionKind[]>> = {}
): [string, Ground[]][] =>
	Object.entries(analysis.players)
		.filter(([id]) => id !== lastTarget)
		.map(([id, p]): [string, Ground[]] => [
			id,
			[...p.anomalies.filter((a) => grounded(id, a)), ...(actions[id] ?? [])]
		])
		.filter(([, grounds]) => grounds.length > 0);

export type PlanInput = {
	analysis: SlotAnalysis;
	round: number;
	memory: AccusationMemory;
	rng: PrngState;
	/** False when nothing of the target's can be named for that anomaly (no evidence): never fabricated. */
	grounded?: (target: string, anomaly: Anomaly) => boolean;
	/** False when the persona has no template fitting (ground, mention): no accusation fires. */
	canVoice?: (ground: Ground, mention: Mention) => boolean;
	/** Each player's notable public actions this slot (kinds, at most one of each). */
	actions?: Readonly<Record<string, readonly ActionKind[]>>;
	/** Narrator lines already said this round (the calm gap-fill gate, mood.ts). */
	saidThisRound?: number;
};

export const planSlot = ({
	analysis,
	round,
	memory,
	rng,
	grounded,
	canVoice,
	actions,
	saidThisRound = 0
}: PlanInput): { plan: SlotPlan; rng: PrngState } => {
	const mood = computeMood(analysis);
	const used = memory.round === round ? memory.count : 0;
	let st = rng;
	if (used < accusationCap(round)) {
		const candidates = accusationCandidates(analysis, barredTarget(memory, round), grounded, actions);
		if (candidates.length > 0) {
			// Silence, shifts and actions weigh the same: a uniform pick among players, then among their grounds.
			let i: number;
			[i, st] = nextInt(st, 0, candidates.length - 1);
			const [target, grounds] = candidates[i];
			let j: number;
			[j, st] = nextInt(st, 0, grounds.length - 1);
			let f: number;
			[f, st] = nextFloat(st);
			const mention: Mention = f < DIRECT_SHARE ? 'direct' : 'third_person';
			[f, st] = nextFloat(st);
			const question = f < QUESTION_SHARE;
			const ground = grounds[j];
			if (!canVoice || canVoice(ground, mention)) {
				const anomaly = isAnomaly(ground) ? ground : null;
				const publicAction = isAnomaly(ground) ? null : ground;
				return {
					plan: { mood, action: 'accusation', target, anomaly, publicAction, mention, question },
					rng: st
				};
			}
		}
	}
	const action: SlotAction = shouldSendGapFill(mood, analysis.windowMessages, saidThisRound)
		? 'gapfill'
		: 'none';
	return {
		plan: { mood, action, target: null, anomaly: null, publicAction: null, mention: null, question: false },
		rng: st
	};
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
