import { z } from 'zod';

/** Conversation acts (Safe choices, the narrator's reading of a line). */
export const CONVERSATION_ACTS = [
	'refuse',
	'refuse_humour',
	'agree',
	'agree_reluctant',
	'hedge',
	'deflect',
	'name_tactic',
	'quote_reject',
	'seek_help',
	'leave',
	'disclose_info',
	'disclose_harm',
	'distress',
	'question',
	'address_system'
] as const;
/** The pirate's persuasion acts: what strategy variety counts (docs/pirate.md "Merit"). */
export const PERSUASION_ACTS = [
	'false_identity',
	'story',
	'urgency',
	'threat',
	'bargain',
	'flattery',
	'emotional',
	'authority',
	'proof',
	'answer_objection'
] as const;
/** The pirate's non-moves that are acts (docs/pirate.md "Merit"). */
export const NON_MOVE_ACTS = [
	'keyword_list',
	'gibberish',
	'repetition',
	'instruction_override',
	'ask_phrase'
] as const;
/** The narrator's tone acts (docs/mole.md). */
export const TONE_ACTS = ['accuse', 'defend', 'deny', 'shout', 'joke'] as const;

/**
 * The act ids: a contract shared by the engines, the sim (`acts` engine) and the corpus
 * (docs/acts.md "Acts"). Add ids; never rename one, never reorder (the model file lists them).
 */
export const ACT_IDS = [...CONVERSATION_ACTS, ...PERSUASION_ACTS, ...NON_MOVE_ACTS, ...TONE_ACTS] as const;
export const ActIdSchema = z.enum(ACT_IDS);
export type ActId = z.infer<typeof ActIdSchema>;

/**
 * Languages the model reads; Polish carries the pirate's acts only, Swedish the mole narrator's
 * (docs/acts.md "Languages").
 */
export const ACT_LANGUAGES = ['en', 'ru', 'pl', 'sv'] as const;
export const ActLanguageSchema = z.enum(ACT_LANGUAGES);
export type ActLanguage = z.infer<typeof ActLanguageSchema>;

/** One labelled line of the corpus or the held-out set (question-packs/acts/…/*.jsonl). */
export const CorpusRowSchema = z.object({
	text: z.string().min(1).max(2000),
	previous: z.string().max(2000).optional(),
	language: z.string().regex(/^[a-z]{2}$/u),
	acts: z.array(ActIdSchema)
});
export type CorpusRow = z.infer<typeof CorpusRowSchema>;

/** What the model answers for one line: acts strongest first. */
export const ActScoreSchema = z.object({ act: ActIdSchema, confidence: z.number().min(0).max(1) });
export type ActScore = z.infer<typeof ActScoreSchema>;
