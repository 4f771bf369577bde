import { z } from 'zod';
import { DIFFICULTIES, PIRATE_LANGUAGES } from '$lib/games/pirate/engine/constants';
import { CAPTAIN_ID } from '$lib/games/pirate/engine/captain-schema';

/**
 * Session-scope pirate settings: last difficulty and captain, chosen content language, a model per difficulty.
 * Loaded when read from a saved database or written, not with the start screen (docs/architecture.md "How a start page starts").
 */
export const PirateSettingsSchema = z.object({
	difficulty: z.enum(DIFFICULTIES).default('easy'),
	/** the captain of the ladder chosen last (docs/pirate.md "The ladder"); unset: the next to climb */
	captain: z.string().regex(CAPTAIN_ID).optional(),
	/** Unset: follows the UI language where a pirate pack exists (en, ru), else English. */
	contentLanguage: z.enum(PIRATE_LANGUAGES).optional(),
	/** pirate.md: "A model per difficulty can be set (e.g. a smaller model for easy)". */
	models: z.partialRecord(z.enum(DIFFICULTIES), z.string().trim().min(1)).default({})
});
export type PirateSettings = z.infer<typeof PirateSettingsSchema>;
