import { z } from 'zod';
import { NHIE_ROUNDS } from './rounds';

/**
 * The settings of a "Never have I ever" game, apart from the game: the host's setup form checks
 * them without loading the engine (docs/architecture.md "How a start page starts").
 */
export const NhieSettingsSchema = z.object({
	rounds: z.int().min(NHIE_ROUNDS.min).max(NHIE_ROUNDS.max).default(NHIE_ROUNDS.default),
	nsfw: z.boolean().default(false),
	language: z.enum(['en', 'ru']).default('en'),
	answerTimeoutMs: z.int().min(5_000).max(120_000).default(30_000),
	/**
	 * How long a round's result stands before the next question: 0 = until the host goes on
	 * ("Until I tap"); the host's choices are 10 s and 30 s (docs/nhie.md "The result").
	 */
	resultMs: z.int().min(0).max(30_000).default(10_000),
	/** "Show who" names who has on every phone and the TV; "Only the count" keeps the ≥ 3 rule. */
	whoHas: z.enum(['count', 'names']).default('count'),
	/** Players may add their own questions (docs/nhie.md "Questions from the players"). */
	ownQuestions: z.boolean().default(true),
	/** Pass-and-play: the players around one phone (null in a lobby, where every seat answers). */
	onePhone: z
		.object({ players: z.int().min(2).max(20) })
		.nullable()
		.default(null)
});
export type NhieSettings = z.infer<typeof NhieSettingsSchema>;

export { RESULT_HOLDS } from './rounds';
