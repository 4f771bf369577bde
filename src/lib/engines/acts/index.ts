export { ACT_IDS, ActIdSchema, ActScoreSchema, CorpusRowSchema } from './schema';
export type { ActId, ActScore, CorpusRow } from './schema';
export { actConfidences, loadActModel, parseActModel, readActs } from './model';
export type { ActInput, ActModel } from './model';
export { eitherSafety, needsSafeguarding, readSafety } from './safety';
export type { SafetyRead } from './safety';
