import {
	planAssessment,
	type AssessInput,
	type RiskAssessment,
	type Scenario
} from '$lib/games/safe-choices/engine';
import type { LlmClient } from '$lib/llm/types';
import { runTaskWith } from '$lib/flows/run-task';

/**
 * One risk assessment (safe-choices.md, "Two scorers, one result shape"): the LLM judge when a model is
 * set up, the heuristic scorer offline and whenever the judge's output is invalid. `source` says
 * which one produced the result; totals and levels are always computed by the engine.
 */
export type RiskAssessmentInput = AssessInput & { scenario?: Scenario | null };
export type RiskAssessmentOutcome = { assessment: RiskAssessment; error?: string };

export const runRiskAssessment = async (
	llm: LlmClient,
	input: RiskAssessmentInput,
	signal?: AbortSignal
): Promise<RiskAssessmentOutcome> => {
	const plan = planAssessment(input);
	if (!llm.available) return { assessment: plan.heuristic };
	const outcome = await runTaskWith(llm, plan.request, { signal });
	if (outcome.source === 'llm') return { assessment: plan.finalize(outcome.value) };
	return { assessment: plan.heuristic, error: outcome.error ?? 'fallback' };
};
