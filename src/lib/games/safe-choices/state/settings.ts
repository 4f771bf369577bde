import { z } from 'zod';
import { DEFAULT_SUMMARY_INTERVAL } from '$lib/games/safe-choices/engine/schedule';

/**
 * Session-scope safe-choices settings: how often the role-play checks in (safe-choices.md
 * SUMMARY_INTERVAL), whether suggested replies show under the reply box ("Suggested replies"), and
 * the region whose help comes first (null: the one the locale names, "Help by region").
 * Loaded when read from a saved database or written, not with the picker (docs/architecture.md "How a start page starts").
 */
export const SafeSettingsSchema = z.object({
	summaryInterval: z.number().int().min(1).max(10).default(DEFAULT_SUMMARY_INTERVAL),
	suggestions: z.boolean().default(true),
	region: z
		.string()
		.regex(/^[A-Z]{2}$/)
		.nullable()
		.default(null)
});
export type SafeSettings = z.infer<typeof SafeSettingsSchema>;
