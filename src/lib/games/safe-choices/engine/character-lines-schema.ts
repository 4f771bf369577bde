import { z } from 'zod';
import { TacticSchema } from './tactics';

/**
 * The character's lines (docs/safe-choices.md "The character"), a scenario pack's
 * `character_lines`: what the character says back to each thing the teen did — per act, and
 * optionally per stage, per the tactic the character was using, and for the first no or a later
 * one. The most specific rule with a line not said yet wins; none is said twice in a conversation.
 */
export const REPLY_ACTS = [
	'refuse', // a plain no: "first" the first time, "again" after
	'refuse_humour', // a no as a joke or sarcasm
	'name_tactic', // the tactic named (answered as the tactic the character was using)
	'seek_help', // a trusted adult named: holding firm
	'agree', // a yes: the consequence — the character presses its advantage
	'hedge', // hesitation
	'question', // a question: an answer
	'deflect' // a change of subject
] as const;
export const ReplyActSchema = z.enum(REPLY_ACTS);
export type ReplyAct = z.infer<typeof ReplyActSchema>;

export const CharacterLineRuleSchema = z.object({
	answers: ReplyActSchema,
	nth: z.enum(['first', 'again']).optional(),
	stage: z.number().int().min(0).max(9).optional(),
	tactic: TacticSchema.optional(),
	lines: z.array(z.string().trim().min(1).max(300)).min(1).max(20)
});
export type CharacterLineRule = z.infer<typeof CharacterLineRuleSchema>;

export const CharacterLinesSchema = z.array(CharacterLineRuleSchema).max(200);

export type ReplyQuery = { answers: ReplyAct; stage: number; tactic: string | null; nth: 'first' | 'again' };

/** The pools that answer a query, most specific first (a rule's every given key must match). */
export const replyPools = (rules: readonly CharacterLineRule[] | undefined, q: ReplyQuery): string[][] =>
	(rules ?? [])
		.filter(
			(r) =>
				r.answers === q.answers &&
				(r.stage === undefined || r.stage === q.stage) &&
				(r.tactic === undefined || r.tactic === q.tactic) &&
				(r.nth === undefined || r.nth === q.nth)
		)
		.map((r) => ({ r, n: +(r.stage !== undefined) + +(r.tactic !== undefined) + +(r.nth !== undefined) }))
		.sort((a, b) => b.n - a.n)
		.map(({ r }) => r.lines);
