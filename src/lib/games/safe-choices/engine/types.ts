import type { Dimension, Dimensions, RiskLevel } from './rubric';

/** One line of the role-play. `npc` lines come from the scenario or the LLM; `player` lines are data. */
export type TranscriptLine = {
	role: 'npc' | 'player';
	text: string;
	/** 'leave': the "Leave" button, not typed — it counts as leaving but is never quoted. */
	action?: 'leave';
};

/** safe-choices.md, "When it scores": after every SUMMARY_INTERVAL player turns, on request, at the end. */
export const ASSESSMENT_KINDS = ['interval', 'forced', 'final'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

export type ScoreSource = 'llm' | 'heuristic';

/** The one result shape both scorers produce (safe-choices.md, "Two scorers, one result shape"). */
export type RiskAssessment = {
	afterPlayerTurn: number;
	kind: AssessmentKind;
	dimensions: Dimensions;
	total: number;
	riskScore: number;
	riskLevel: RiskLevel;
	confidence: number;
	notes: string;
	source: ScoreSource;
	/** Guards that changed the result (e.g. 'agreement_cap'), for transparency in tests and UI. */
	guards: string[];
	/**
	 * Dimensions the player's words gave no evidence of: "not shown yet", not a penalty.
	 * Both scorers set it; results saved before it existed have none.
	 */
	notShown?: Dimension[];
};

export type RiskLanguage = 'en' | 'ru';
