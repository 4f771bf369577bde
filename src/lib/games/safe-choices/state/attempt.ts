import type { AssessmentKind, NpcStep, RiskAssessment, Scenario } from '$lib/games/safe-choices/engine';
import type { SafeAttempt } from '$lib/app/stores';

/** A new attempt at `scenario`: the character's opening line (the step's, or the scenario's) in it. */
export const newAttempt = (
	scenario: Scenario,
	step: NpcStep,
	made: { id: string; now: number }
): SafeAttempt => ({
	id: made.id,
	scenarioId: scenario.id,
	language: scenario.language,
	startedAt: made.now,
	endedAt: null,
	turns: 0,
	outcome: 'playing',
	transcript: [{ role: 'npc', text: step.line ?? scenario.opening }],
	assessments: [],
	lastScore: null
});

/** `attempt` with an assessment made after its player turn `afterPlayerTurn`, now its latest score. */
export const withAssessment = (
	attempt: SafeAttempt,
	made: { afterPlayerTurn: number; kind: AssessmentKind; at: number; score: RiskAssessment }
): SafeAttempt => ({
	...attempt,
	assessments: [...attempt.assessments, made],
	lastScore: made.score
});

/**
 * An attempt kept as abandoned, never in the progress chart (progress.ts): the page left
 * mid-role-play (a check-in score it had stays), or a scene stopped for safeguarding that the teen
 * chose to keep — never scored (docs/safe-choices.md "Safeguarding"), so its score is dropped.
 */
export const abandoned = (attempt: SafeAttempt, now: number, why: 'left' | 'stopped'): SafeAttempt => ({
	...attempt,
	outcome: 'abandoned',
	endedAt: now,
	...(why === 'stopped' ? { lastScore: null } : {})
});
