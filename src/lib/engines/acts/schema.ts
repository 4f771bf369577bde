import { z } from 'zod';

/**
 * The act ids: a contract shared by the engines, the sim (`acts` engine) and the corpus
 * (docs/acts.md "Acts"). Add ids; never rename one.
 */
export const ACT_IDS = [
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
	'address_system',
	'false_identity',
	'story',
	'urgency',
	'threat',
	'bargain',
	'flattery',
	'emotional',
	'authority',
	'proof',
	'answer_objection',
	'keyword_list',
	'gibberish',
	'repetition',
	'instruction_override',
	'ask_phrase',
	'accuse',
	'defend',
	'deny',
	'shout',
	'joke'
] as const;
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
