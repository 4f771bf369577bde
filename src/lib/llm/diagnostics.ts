import type { ProviderKind } from './types';

/**
 * llm.md: every call records `{site, provider, ms, tokens, ok, fallbackUsed}` in a small in-memory
 * ring (the last 50) shown on the diagnostics panel. Never the prompt, the reply or the key.
 */
export type CallRecord = {
	site: string;
	provider: ProviderKind;
	ms: number;
	tokens: number;
	ok: boolean;
	fallbackUsed: boolean;
	/** Error code when not ok (e.g. 'timeout', 'invalid_output'). */
	error?: string;
	at: number;
};

export const RING_SIZE = 50;

const ring: CallRecord[] = [];
const listeners = new Set<(calls: readonly CallRecord[]) => void>();

export const recordCall = (call: Omit<CallRecord, 'at'> & { at?: number }): void => {
	ring.push({ ...call, at: call.at ?? Date.now() });
	if (ring.length > RING_SIZE) ring.splice(0, ring.length - RING_SIZE);
	const snapshot = recentCalls();
	for (const l of listeners) l(snapshot);
};

/** Oldest first. */
export const recentCalls = (): readonly CallRecord[] => ring.slice();

export const clearCalls = (): void => {
	ring.length = 0;
	for (const l of listeners) l([]);
};

export const onCalls = (listener: (calls: readonly CallRecord[]) => void): (() => void) => {
	listeners.add(listener);
	return () => listeners.delete(listener);
};
