import { isSilentLeave, scoreHeuristic, readTranscript, type AssessInput } from './heuristic';
import { buildJudgeRequest, finalizeJudgment, type JudgeOutput } from './judge';
import type { Scenario } from './scenario-schema';
import type { RiskAssessment } from './types';
import type { LlmRequestSpec } from '$lib/engines/kit';

/**
 * Everything a flow needs for one assessment, built purely: the heuristic result (offline answer
 * and fallback), the judge's request, and how to turn the judge's output into the result.
 */
export type AssessmentPlan = {
	heuristic: RiskAssessment;
	request: LlmRequestSpec<JudgeOutput>;
	finalize: (raw: JudgeOutput) => RiskAssessment;
};

export const planAssessment = (input: AssessInput & { scenario?: Scenario | null }): AssessmentPlan => {
	const heuristic = scoreHeuristic(input);
	const turns = readTranscript(input.model, input.transcript, input.language, input.lastAssessedTurn);
	const request = buildJudgeRequest(
		{
			model: input.model,
			transcript: input.transcript,
			language: input.language,
			scenario: input.scenario,
			lastAssessedTurn: input.lastAssessedTurn
		},
		{ ...heuristic.dimensions, confidence: heuristic.confidence, notes: heuristic.notes }
	);
	// Leaving without a word has nothing for a model to judge: the heuristic's weak result stands.
	const silentLeave = isSilentLeave(turns);
	const finalize = (raw: JudgeOutput) =>
		silentLeave
			? heuristic
			: finalizeJudgment(raw, {
					afterPlayerTurn: heuristic.afterPlayerTurn,
					kind: input.kind,
					language: input.language,
					agreed: turns.some((t) => t.read.agreed),
					disclosed: turns.some((t) => t.read.disclosed.length > 0),
					substantiveTurns: turns.filter((t) => t.read.text.trim()).length,
					fallbackNotes: heuristic.notes,
					notShown: heuristic.notShown,
					turns,
					playerTexts: input.transcript
						.filter((l) => l.role === 'player' && l.action !== 'leave')
						.map((l) => l.text)
				});
	return { heuristic, request, finalize };
};
