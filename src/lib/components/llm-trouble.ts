import type { CallRecord } from '$lib/llm/diagnostics';

/** What went wrong with the player's own model, in the words a notice can use (llm.md "fallbacks"). */
export type LlmTrouble = 'key' | 'unavailable';

const KEY = new Set(['unauthorized', 'forbidden']);
const UNAVAILABLE = new Set(['rate_limited', 'server_error', 'not_found', 'quota_exceeded']);

/**
 * The trouble the newest failed call of a game shows, or null: a refused key, or a model that
 * refuses to serve (busy, failing, gone). Timeouts, broken replies and cancels are left to the
 * modes' own "offline" labels: the game went on at once on its built-in rules either way.
 */
export const troubleOf = (calls: readonly CallRecord[]): LlmTrouble | null => {
	const last = calls.at(-1);
	if (!last || last.ok || !last.error) return null;
	return KEY.has(last.error) ? 'key' : UNAVAILABLE.has(last.error) ? 'unavailable' : null;
};
