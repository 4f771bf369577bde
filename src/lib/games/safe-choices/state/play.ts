import { Lazy } from '$lib/state/lazy.svelte';
import type { RiskLanguage } from '$lib/games/safe-choices/engine/types';

/**
 * What a role-play runs — the NPC, the act model, the scorer, the review, the two flows: loaded
 * when a scenario is chosen or an attempt resumes, not with the picker (docs/architecture.md "How a start page starts").
 */
const loadPlay = async (language: RiskLanguage) => {
	const [engine, assessment, npcTurn, model] = await Promise.all([
		import('$lib/games/safe-choices/engine'),
		import('$lib/games/safe-choices/flows/assessment'),
		import('$lib/games/safe-choices/flows/npc-turn'),
		import('$lib/engines/acts').then((acts) => acts.loadActModel([language]))
	]);
	return {
		/** The act model every reading of a turn goes through, the attempt's language's file (docs/acts.md). */
		model,
		replayNpc: engine.replayNpc,
		reviewTurns: engine.reviewTurns,
		startNpc: engine.startNpc,
		runRiskAssessment: assessment.runRiskAssessment,
		runNpcTurn: npcTurn.runNpcTurn
	};
};
export type Play = Awaited<ReturnType<typeof loadPlay>>;

/**
 * The role-play's code for a language, loaded once (`Lazy`: a load that fails is tried again next
 * time); the act model's file is the language's own, so a role-play fetches one (docs/acts.md "Loading").
 */
export const rolePlayCode = (): ((language: RiskLanguage) => Lazy<Play>) => {
	const byLanguage = new Map<RiskLanguage, Lazy<Play>>();
	return (language) => {
		let code = byLanguage.get(language);
		if (!code) byLanguage.set(language, (code = new Lazy(() => loadPlay(language))));
		return code;
	};
};
