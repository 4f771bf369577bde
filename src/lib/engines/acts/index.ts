export { ACT_IDS, ActIdSchema, ActScoreSchema, CorpusRowSchema } from './schema';
export type { ActId, ActScore, CorpusRow } from './schema';
export { ACT_LANGUAGES, actConfidences, loadActModel, parseActModel, partFor, readActs } from './model';
export type { ActInput, ActLanguage, ActModel, ActModelPart } from './model';
export { eitherSafety, needsSafeguarding, readSafety } from './safety';
export type { SafetyRead } from './safety';
