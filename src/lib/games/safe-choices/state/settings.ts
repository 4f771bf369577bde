import { z } from 'zod';
import { DEFAULT_SUMMARY_INTERVAL } from '$lib/games/safe-choices/engine/schedule';

/**
 * Session-scope safe-choices settings: how often the role-play checks in (safe-choices.md SUMMARY_INTERVAL).
 * Loaded when read from a saved database or written, not with the picker (docs/architecture.md "How a start page starts").
 */
export const SafeSettingsSchema = z.object({
	summaryInterval: z.number().int().min(1).max(10).default(DEFAULT_SUMMARY_INTERVAL)
});
export type SafeSettings = z.infer<typeof SafeSettingsSchema>;
