import { Lazy } from '$lib/state/lazy.svelte';

/**
 * What a role-play runs — the NPC, the act model, the scorer, the review, the two flows: loaded
 * when a scenario is chosen or an attempt resumes, not with the picker (docs/architecture.md "How a start page starts").
 */
const loadPlay = async () => {
	const [engine, assessment, npcTurn, model] = await Promise.all([
		import('$lib/games/safe-choices/engine'),
		import('$lib/games/safe-choices/flows/assessment'),
		import('$lib/games/safe-choices/flows/npc-turn'),
		import('$lib/engines/acts').then((acts) => acts.loadActModel())
	]);
	return {
		/** The act model every reading of a turn goes through (docs/acts.md). */
		model,
		replayNpc: engine.replayNpc,
		reviewTurns: engine.reviewTurns,
		startNpc: engine.startNpc,
		runRiskAssessment: assessment.runRiskAssessment,
		runNpcTurn: npcTurn.runNpcTurn
	};
};
export type Play = Awaited<ReturnType<typeof loadPlay>>;

/** The role-play's code, loaded once (`Lazy`: a load that fails is tried again next time). */
export const rolePlayCode = (): Lazy<Play> => new Lazy(loadPlay);
