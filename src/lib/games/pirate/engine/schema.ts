import { z } from 'zod';
import { type PrngState } from '$lib/engines/kit/prng';

import { DIFFICULTIES, PIRATE_LANGUAGES } from './constants';
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

/** pirate.md "Detection": the strategies and personas the lexicons name. */
export const STRATEGIES = [
	'deception',
	'false_identity',
	'manipulation',
	'lies',
	'trickery',
	'flattery',
	'emotional',
	'bribery',
	'threat',
	'authority',
	'urgency',
	'role_play',
	'instruction_override'
] as const;
export type Strategy = (typeof STRATEGIES)[number];
export const PERSONAS = [
	'crew_member',
	'merchant',
	'captain',
	'navy_officer',
	'priest',
	'relative',
	'fortune_teller',
	'tax_collector'
] as const;
export type Persona = (typeof PERSONAS)[number];

const lexicon = <K extends string>(keys: readonly K[]) =>
	z.object(
		Object.fromEntries(keys.map((k) => [k, z.array(z.string().min(2)).min(1)])) as Record<
			K,
			z.ZodArray<z.ZodString>
		>
	);

const lineList = z.array(z.string().min(3)).min(2);

/** A difficulty's line bank (pirate.md "Response": offline bank keyed by difficulty, earned, strategy). */
const DifficultyLinesSchema = z.object({
	/** Refusals (carry the refusal mark) after a detected strategy with no retort of its own. */
	refuse: lineList,
	/** Answers to a message with no detected strategy: a brush-off, not a refusal of an attempt. */
	brushoff: lineList,
	/** Earned lines: each must contain the surrender phrase (checked by the pack check below). */
	surrender: lineList,
	/** The first pirate line of a game. */
	greeting: z.array(z.string().min(3)).min(1)
});

export const PiratePackSchema = z
	.object({
		language: PirateLanguageSchema,
		/** seed 004: the forbidden / surrender phrase ("Oto mój skarb, weź go"). */
		surrender_phrase: z.string().min(5),
		/** seed 004: "treasure agreement pattern" phrases, e.g. "skarb jest twój". */
		agreement_patterns: z.array(z.string().min(3)).min(3),
		/** Classifies LLM lines as refusals (pirate.md "Merit": persistence). */
		refusal_lexicon: z.array(z.string().min(2)).min(3),
		strategies: lexicon(STRATEGIES),
		personas: lexicon(PERSONAS),
		/** Per-strategy refusals shared by every difficulty. */
		retorts: lexicon(STRATEGIES),
		lines: z.object({
			easy: DifficultyLinesSchema,
			medium: DifficultyLinesSchema,
			hard: DifficultyLinesSchema
		}),
		/** Response prompt parts (pirate.md "Response": per difficulty, earned or not). */
		prompts: z.object({
			character: z.string().min(10),
			difficulty: z.object({ easy: z.string().min(5), medium: z.string().min(5), hard: z.string().min(5) }),
			earned: z.string().min(5),
			suspicious: z.string().min(5)
		})
	})
	.superRefine((pack, ctx) => {
		for (const d of DIFFICULTIES)
			pack.lines[d].surrender.forEach((line, i) => {
				if (!line.toLowerCase().includes(pack.surrender_phrase.toLowerCase()))
					ctx.addIssue({
						code: 'custom',
						path: ['lines', d, 'surrender', i],
						message: 'a surrender line must contain surrender_phrase'
					});
			});
	});
export type PiratePack = z.infer<typeof PiratePackSchema>;

/**
 * One line of the conversation; `refusal` is the game's refusal mark (pirate.md "Merit"). A player
 * line keeps the strategies and personas it showed with evidence (detect.ts), which the offline
 * merit and the end-of-game replay read; older saved lines have none and count for nothing there.
 */
export const ConversationMessageSchema = z.object({
	role: z.enum(['player', 'pirate']),
	text: z.string(),
	refusal: z.boolean().default(false),
	strategies: z.array(z.enum(STRATEGIES)).optional(),
	personas: z.array(z.enum(PERSONAS)).optional()
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
