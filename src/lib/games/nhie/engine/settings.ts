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
	resultMs: z.int().min(1_000).max(20_000).default(4_000),
	/** Pass-and-play: the players around one phone (null in a lobby, where every seat answers). */
	onePhone: z
		.object({ players: z.int().min(2).max(20) })
		.nullable()
		.default(null)
});
export type NhieSettings = z.infer<typeof NhieSettingsSchema>;
