export {
	checkPlayerPayload,
	refusalSentence,
	MAX_GROUP_PLAYERS,
	type GroupPlayer,
	type PayloadCheck,
	type PayloadProblem,
	PayloadProblemSchema
} from './players';
export { buildGroupView, langOf, type GroupView, type GroupProposal } from './group';
export { playerFit, rankByLeastMisery, type SettingFit, type ProposalWhy } from './proposal';
export { combinedSafety } from './safety';
export {
	LEAN_SHARE,
	DISAGREE_SHARE,
	type AxisSpread,
	type AxisPosition,
	type Disagreement,
	type ModuleHeat
} from './spread';
export type { ModeTally, ModeConflict } from './modes';
export { anyRuleAsked } from './modes';
export type { GroupLang } from './prompts';
export { CharterSchema, charterOf, scaleVerdict, type Charter, type ScaleVerdict } from './charter';
export { createTableGame, projectTable, tableResults, type TableGame } from './table';
export {
	TableSettingsSchema,
	TableStateSchema,
	TableViewSchema,
	TableIntentSchema,
	type TableSettings,
	type TableState,
	type TableView,
	type TableIntent,
	type TablePlayer,
	type TableStatus
} from './table-schemas';
export { ownWordsOf, suggestedTools, type OwnWords } from './own-words';
