import {
	acceptNpcLine,
	buildNpcRequest,
	npcStep,
	type NpcStep,
	type RiskLanguage,
	type Scenario,
	type TranscriptLine
} from '$lib/games/safe-choices/engine';
import { readActs, type ActModel } from '$lib/engines/acts';
import type { LlmClient } from '$lib/llm/types';
import { runTaskWith } from '$lib/flows/run-task';

/**
 * One NPC turn (safe-choices.md, "The NPC"): the engine's stage machine decides what happens (tactic,
 * reaction to a refusal, giving up, the end); with a model the line is worded in character by the
 * LLM, otherwise the scripted line is used. Every model line passes the content filter, else the
 * scripted line replaces it.
 */
export type NpcTurnInput = {
	scenario: Scenario;
	step: NpcStep;
	/** The conversation so far, ending with the player's new message. */
	history: readonly TranscriptLine[];
	playerText: string;
	language: RiskLanguage;
	/** The act model (docs/acts.md), loaded by the caller. */
	model: ActModel;
};

export type NpcTurnOutcome = {
	step: NpcStep;
	line: string | null;
	source: 'llm' | 'script';
	filtered: boolean;
};

const actsOf = (input: NpcTurnInput): string[] => {
	const previous = input.step.state.used[input.step.state.used.length - 1];
	return readActs(input.model, { text: input.playerText, previous, language: input.language }).map(
		(a) => a.act
	);
};

export const runNpcTurn = async (
	llm: LlmClient,
	input: NpcTurnInput,
	signal?: AbortSignal
): Promise<NpcTurnOutcome> => {
	const step = npcStep(input.scenario, input.step.state, input.playerText, input.language, input.model);
	if (step.line === null) return { step, line: null, source: 'script', filtered: false };
	if (!llm.available) return { step, line: step.line, source: 'script', filtered: false };
	const outcome = await runTaskWith(
		llm,
		buildNpcRequest(input.scenario, step, input.history, input.language, actsOf(input)),
		{ signal }
	);
	if (outcome.source !== 'llm') return { step, line: step.line, source: 'script', filtered: false };
	const { line, filtered } = acceptNpcLine(outcome.value, input.scenario, step.line, input.language);
	return { step, line, source: filtered ? 'script' : 'llm', filtered };
};
