/**
 * Why an import (a backup or a pack) failed. The page turns each into a sentence in the UI language
 * (a full disk or a 200,000-deep file showed nothing, an uncaught error).
 */
export type ImportFailure = 'json' | 'too-deep' | 'schema' | 'quota' | 'storage';

/** A write refused for want of space (Dexie wraps the browser's QuotaExceededError in `inner`). */
export const storageFailure = (e: unknown): 'quota' | 'storage' => {
	for (let x = e as { name?: unknown; inner?: unknown } | undefined; x; x = x.inner as typeof x)
		if (x.name === 'QuotaExceededError') return 'quota';
	return 'storage';
};
