import type { CallRecord } from '$lib/llm/diagnostics';

/** What went wrong with the player's own model, in the words a notice can use (llm.md "fallbacks"). */
export type LlmTrouble = 'key' | 'unavailable' | 'device';

const KEY = new Set(['unauthorized', 'forbidden']);
const UNAVAILABLE = new Set(['rate_limited', 'server_error', 'not_found', 'quota_exceeded']);
/** The on-device model stopped: the GPU lost it, or its cached files are damaged (llm.md "webllm"). */
const DEVICE = new Set(['device_lost', 'model_corrupt']);

/**
 * The trouble the newest failed call of a game shows, or null: a refused key, a model that
 * refuses to serve (busy, failing, gone), or an on-device model that stopped. Timeouts, broken replies and cancels are left to the
 * modes' own "offline" labels: the game went on at once on its built-in rules either way.
 */
export const troubleOf = (calls: readonly CallRecord[]): LlmTrouble | null => {
	const last = calls.at(-1);
	if (!last || last.ok || !last.error) return null;
	if (KEY.has(last.error)) return 'key';
	if (UNAVAILABLE.has(last.error)) return 'unavailable';
	return DEVICE.has(last.error) ? 'device' : null;
};
