export * from './schema';
export * from './state';
export {
	validateQuestionnairePack,
	normaliseAliases,
	modeValues,
	type PackIssue,
	type PackValidation
} from './validate';
export { confidenceOf, levelOf, type ConfidenceLevel } from './confidence';
export { applyEffects } from './effects';
export {
	safetyVerdict,
	passesEligibility,
	isCandidate,
	renderQuestion,
	type RenderedQuestion
} from './eligibility';
export { pickBest, pickFromPool, scoreQuestion, pickContext } from './router';
export { rankClusters, candidatesOf, drawOf } from './clusters';
export { evaluateStop, proposalReason } from './stop';
export { estimateRemaining } from './progress';
export {
	initialState,
	startRun,
	answerCurrent,
	seeResult,
	keepAnswering,
	startFlow,
	replay,
	undoLast
} from './machine';
export { summarise, explain, type RunResult, type AxisResult, type AxisExplanation } from './result';
export { axisAnswers, answeredModules, type AxisAnswer } from './answered';
export { buildSharePayload, resultFromShare, leaderFitsOf, type ShareExtras, type OwnCleaner } from './share';
export { SAFETY_TOOLS, OWN_MAX, OWN_CHARS, NOTE_CHARS, type SafetyTool } from './own-limits';
export { SharePayloadSchema, type SharePayload } from './share-schema';
export { indexPack } from './defaults';
export {
	CHECKLIST_MARKS,
	encodeChecklist,
	parseChecklist,
	checklistTopics,
	choiceValues,
	marksFromProfile,
	topicsOf,
	readableSafety,
	type ChecklistMark,
	type ChecklistMarks,
	type SafetyItem
} from './checklist';
export { earlierChoice, undoneAnswers } from './earlier';
