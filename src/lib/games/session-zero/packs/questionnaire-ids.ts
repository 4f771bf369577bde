/**
 * The built-in questionnaire's id and languages, apart from the pack loader: the /quiz start screen
 * names its languages without loading the pack schema and its validator (docs/architecture.md "How a start page starts").
 */
export const QUIZ_PACK_ID = 'session-zero';
export const QUIZ_LANGUAGES = ['en', 'ru'] as const;
export type SessionZeroLanguage = (typeof QUIZ_LANGUAGES)[number];
