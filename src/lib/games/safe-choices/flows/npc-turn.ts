import {
	acceptNpcLine,
	buildNpcRequest,
	npcStep,
	type NpcStep,
	type RiskLanguage,
	type Scenario,
	type TranscriptLine
} from '$lib/games/safe-choices/engine';
import type { ActModel } from '$lib/engines/acts';
import type { LlmClient } from '$lib/llm/types';
import { readActsWith } from '$lib/flows/read-acts';
import { runTaskWith } from '$lib/flows/run-task';

/**
 * One NPC turn (safe-choices.md, "The NPC"): the engine's stage machine decides what happens (tactic,
 * reaction to a refusal, giving up, the end); with a model the line is worded in character by the
 * LLM, otherwise the scripted line is used. Every model line passes the content filter, else the
 * scripted line replaces it. With a model, the teen's line is first read by it too (docs/acts.md "With
 * a language model"): a disclosure or distress it finds stops the scene like the offline model's
 * (docs/safe-choices.md "Safeguarding"), and the acts it reads go into the character's prompt.
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

const readingOf = (input: NpcTurnInput) => ({
	text: input.playerText,
	previous: input.step.state.used[input.step.state.used.length - 1],
	language: input.language
});

export const runNpcTurn = async (
	llm: LlmClient,
	input: NpcTurnInput,
	signal?: AbortSignal
): Promise<NpcTurnOutcome> => {
	const { scenario, language, model } = input;
	if (!llm.available) {
		const step = npcStep(scenario, input.step.state, input.playerText, language, model);
		return { step, line: step.line, source: 'script', filtered: false };
	}
	// One finding is enough: the model's reading joins the offline model and the rules (eitherSafety)
	const read = await readActsWith(llm, model, readingOf(input), { signal });
	const step = npcStep(scenario, input.step.state, input.playerText, language, model, [read.safety]);
	if (step.line === null) return { step, line: null, source: 'script', filtered: false };
	const acts = read.acts.map((a) => a.act);
	const outcome = await runTaskWith(llm, buildNpcRequest(scenario, step, input.history, language, acts), {
		signal
	});
	if (outcome.source !== 'llm') return { step, line: step.line, source: 'script', filtered: false };
	const { line, filtered } = acceptNpcLine(outcome.value, scenario, step.line, language);
	return { step, line, source: filtered ? 'script' : 'llm', filtered };
};
