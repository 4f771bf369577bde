import { actsRequest, combineReadings, safetyOf } from '$lib/engines/acts/llm';
import { readActs, type ActInput, type ActModel } from '$lib/engines/acts/model';
import type { ActScore } from '$lib/engines/acts/schema';
import type { SafetyRead } from '$lib/engines/acts/safety';
import type { LlmClient } from '$lib/llm/types';
import { createTaskRunner, type TaskOptions, type TaskRunner } from './run-task';

/**
 * docs/acts.md "With a language model": the one function the game flows call to read a line.
 * With no model (null, or the offline client) it is the offline model's answer. With one, the same
 * question is put to it (engines/acts/llm.ts); any failure — no answer by the deadline, 429/500,
 * an invalid reply after its one retry, a cancel — leaves the offline answer, and a success is
 * guarded by it: a disclosure or distress found by either side counts. Never throws.
 */
export type ActsReading = {
	/** The acts, strongest first (the language model's, plus what the guard added). */
	acts: ActScore[];
	safety: SafetyRead;
	/** `llm`: the model answered; `offline`: none is set up; `fallback`: it failed (see `error`). */
	source: 'llm' | 'offline' | 'fallback';
	error?: string;
};

export const readActsWith = async (
	llm: LlmClient | TaskRunner | null,
	model: ActModel,
	input: ActInput,
	options: TaskOptions = {}
): Promise<ActsReading> => {
	const offline = readActs(model, input);
	if (!llm?.available) return { acts: offline, safety: safetyOf(offline), source: 'offline' };
	// A lobby host passes its injected runner (HostDeps.runTask); a single-player flow its client.
	const run = typeof llm === 'function' ? llm : createTaskRunner(llm);
	const out = await run(actsRequest(input, offline), options);
	if (out.source !== 'llm')
		return { acts: offline, safety: safetyOf(offline), source: 'fallback', error: out.error };
	return { ...combineReadings(out.value.acts, offline), source: 'llm' };
};
