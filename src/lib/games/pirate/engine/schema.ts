import { z } from 'zod';
import { type PrngState } from '$lib/engines/kit/prng';

import { ActScoreSchema } from '$lib/engines/acts/schema';
import { DIFFICULTIES, PIRATE_LANGUAGES } from './constants';
import { NON_MOVES, PERSUASION_ACTS } from './reading';
import { SUSPICIONS, type Suspicion } from './suspicions';
import { CaptainsSchema } from './captain-schema';
export {
	DIFFICULTIES,
	MERIT_COMPONENTS,
	MERIT_MAX,
	PIRATE_LANGUAGES,
	type MeritComponent
} from './constants';

export const PirateLanguageSchema = z.enum(PIRATE_LANGUAGES);
export type PirateLanguage = z.infer<typeof PirateLanguageSchema>;

export const DifficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof DifficultySchema>;

const lines = z.array(z.string().min(3)).min(2);

/** A difficulty's general reactions per stage (docs/pirate.md "The captain argues back"), whatever the act. */
const DifficultyLinesSchema = z.object({ cold: lines, warm: lines, close: lines });

/** A reply is keyed by the persuasion act it answers, or `none` (a line with no move in it). */
export const REPLY_KEYS = [...PERSUASION_ACTS, 'none'] as const;
export type ReplyKey = (typeof REPLY_KEYS)[number];
const byKey = <K extends string>(keys: readonly K[]) =>
	z.object(Object.fromEntries(keys.map((k) => [k, lines])) as Record<K, typeof lines>);

export const PiratePackSchema = z
	.object({
		language: PirateLanguageSchema,
		/** seed 004: the forbidden / surrender phrase ("Oto mój skarb, weź go"). */
		surrender_phrase: z.string().min(5),
		/** seed 004: "treasure agreement pattern" phrases, e.g. "skarb jest twój". */
		agreement_patterns: z.array(z.string().min(3)).min(3),
		/** docs/pirate.md "The ladder": the captains, easiest first, each on one of seed 004's difficulties. */
		captains: CaptainsSchema,
		lines: z.object({
			easy: DifficultyLinesSchema,
			medium: DifficultyLinesSchema,
			hard: DifficultyLinesSchema
		}),
		/** His answer to the act of a line, per stage (cold, warm, close). */
		replies: z.object({ cold: byKey(REPLY_KEYS), warm: byKey(REPLY_KEYS), close: byKey(REPLY_KEYS) }),
		/** His answer to a non-move (never an outright refusal: he may yield on the next line). */
		nonmoves: byKey(NON_MOVES),
		/** The doubt he raises: guarded (cold, warm) and soft (close). */
		questions: z.object(
			Object.fromEntries(SUSPICIONS.map((k) => [k, z.object({ guarded: lines, soft: lines })])) as Record<
				Suspicion,
				z.ZodObject<{ guarded: typeof lines; soft: typeof lines }>
			>
		),
		/** What he says when a line answered his doubt. */
		settled: byKey(SUSPICIONS),
		/** Response prompt parts (pirate.md "Response": per difficulty, earned or not). */
		prompts: z.object({
			character: z.string().min(10),
			difficulty: z.object({ easy: z.string().min(5), medium: z.string().min(5), hard: z.string().min(5) }),
			earned: z.string().min(5),
			suspicious: z.string().min(5)
		})
	})
	.superRefine((pack, ctx) => {
		// a game started by difficulty alone (older games, the sim) plays that difficulty's first captain
		for (const d of DIFFICULTIES)
			if (!pack.captains.some((c) => c.difficulty === d))
				ctx.addIssue({ code: 'custom', path: ['captains'], message: `no captain plays ${d}` });
	});
export type PiratePack = z.infer<typeof PiratePackSchema>;

/**
 * One line of the conversation. A player line keeps the acts the act model read in it (docs/acts.md;
 * the offline merit and the replay read them); a pirate line keeps the refusal mark (he was not
 * moved) and the doubt it raised. `strategies` / `personas`: what games saved before acts kept;
 * read by nothing, kept so those games still open.
 */
export const ConversationMessageSchema = z.object({
	role: z.enum(['player', 'pirate']),
	text: z.string(),
	refusal: z.boolean().default(false),
	acts: z.array(ActScoreSchema).optional(),
	raised: z.enum(SUSPICIONS).optional(),
	strategies: z.array(z.string()).optional(),
	personas: z.array(z.string()).optional()
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

export const MeritSchema = z.object({
	strategy_variety: z.number().min(0).max(30),
	conversation_depth: z.number().min(0).max(25),
	creativity: z.number().min(0).max(25),
	persistence: z.number().min(0).max(20),
	total: z.number().min(0).max(100),
	source: z.enum(['llm', 'fallback'])
});
export type Merit = z.infer<typeof MeritSchema>;

export const WIN_REASONS = [
	'exact_phrase_high_score',
	'blocked_exact_phrase_low_score',
	'agreement_high_score',
	'agreement_close_score',
	'high_score',
	'none'
] as const;
export type WinReason = (typeof WIN_REASONS)[number];

export type { PrngState };
