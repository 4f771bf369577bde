import { DEFAULT_SUMMARY_INTERVAL } from '$lib/games/safe-choices/engine/schedule';
import type { SafeSettings } from './settings';

/**
 * The settings before any is saved (settings.ts). Apart from the schema: the start page reads these
 * without loading zod (docs/architecture.md "How a start page starts").
 */
export const DEFAULT_SAFE_SETTINGS: SafeSettings = {
	summaryInterval: DEFAULT_SUMMARY_INTERVAL,
	suggestions: true,
	region: null
};
