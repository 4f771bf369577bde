import {
	planRequest,
	planRound,
	resolveRound,
	type ChosenQuestion,
	type EscalationState,
	type GenerateReply,
	type PickReply,
	type PoolQuestion,
	type RoundPlan
} from '$lib/engines/escalation';
import type { LlmClient } from '$lib/llm/types';
import { runTaskWith } from './run-task';

/**
 * One round's question selection (escalation.md steps 1–7): the engine plans, the LLM picks or
 * generates (with a timeout), the engine validates the reply or falls back to the first candidate.
 */
export const SELECT_TIMEOUT_MS = 12_000;

export type Selection = { plan: RoundPlan; chosen: ChosenQuestion | null; llmError?: string };

export const selectQuestion = async (
	llm: LlmClient,
	state: EscalationState,
	pool: readonly PoolQuestion[],
	{ timeoutMs = SELECT_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {}
): Promise<Selection | null> => {
	const plan = planRound(state, pool);
	if (!plan) return null;
	if (!llm.available) return { plan, chosen: resolveRound(plan, null, false) };
	const spec = planRequest(plan);
	const outcome = await runTaskWith<unknown>(llm, spec, { signal, deadlineMs: timeoutMs });
	if (outcome.source === 'llm')
		return { plan, chosen: resolveRound(plan, outcome.value as PickReply | GenerateReply, true) };
	return { plan, chosen: resolveRound(plan, null, true), llmError: outcome.error ?? 'fallback' };
};
