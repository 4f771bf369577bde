import type { TaskSource } from '$lib/engines/kit/lobby-game';
import type { LlmRequestSpec } from '$lib/engines/kit/llm-request';
import { recordCall } from '$lib/llm/diagnostics';
import { offlineClient } from '$lib/llm/offline';
import { runStructured } from '$lib/llm/structured';
import { LlmErrorCodes, type LlmClient } from '$lib/llm/types';

/**
 * The one task runner: every model call of every mode — lobby host, pass-and-play, sim,
 * pirate, safe choices — goes through a `TaskRunner`. It runs the engine's request through
 * structured.ts with an AbortSignal, stops at the call site's deadline (the signal is aborted and the
 * engine's fallback is returned even if the provider never settles), lets the caller cancel, records
 * the call on the diagnostics ring once, and never throws.
 */
export type TaskOutcome<T> = { value: T; source: 'llm' | 'fallback'; error?: string };

export type TaskOptions = {
	/** The caller's cancel (a player leaving the screen, a new turn). */
	signal?: AbortSignal;
	/** Overrides the site's deadline for this call. */
	deadlineMs?: number;
};

export type TaskRunner = {
	<T>(spec: LlmRequestSpec<T>, options?: TaskOptions): Promise<TaskOutcome<T>>;
	/** False when no model is set up: every task resolves with its fallback at once. */
	readonly available: boolean;
};

/**
 * Deadlines by call site: the exact site, else its prefix before the first dot. nhie.md: the
 * question choice gives up after 12 s; the mole's narrator after 15 s (a slot's line must land while
 * the discussion it comments on is still running); reading a line's acts (docs/acts.md) comes before
 * the game's own call answers it; the rest are a player waiting on one answer.
 */
export const TASK_DEADLINES_MS: Readonly<Record<string, number>> = {
	escalation: 12_000,
	deduction: 15_000,
	'pirate.merit': 20_000,
	'pirate.response': 20_000,
	'risk.judge': 30_000,
	'risk.npc': 20_000,
	acts: 8_000
};
export const DEFAULT_DEADLINE_MS = 20_000;

export const deadlineFor = (site: string, deadlines: Readonly<Record<string, number>> = TASK_DEADLINES_MS) =>
	deadlines[site] ?? deadlines[site.split('.')[0]] ?? DEFAULT_DEADLINE_MS;

export type TaskRunnerOptions = {
	/** Per-site deadlines merged over `TASK_DEADLINES_MS`. */
	deadlines?: Readonly<Record<string, number>>;
};

export const createTaskRunner = (
	llm: LlmClient = offlineClient,
	options: TaskRunnerOptions = {}
): TaskRunner => {
	const deadlines = { ...TASK_DEADLINES_MS, ...options.deadlines };
	const run = <T>(spec: LlmRequestSpec<T>, { signal, deadlineMs }: TaskOptions = {}) =>
		new Promise<TaskOutcome<T>>((resolve) => {
			const started = Date.now();
			const controller = new AbortController();
			let settled = false;
			const finish = (outcome: TaskOutcome<T>, tokens: number, ms = Date.now() - started) => {
				if (settled) return;
				settled = true;
				clearTimeout(timer);
				signal?.removeEventListener('abort', onCancel);
				controller.abort();
				recordCall({
					site: spec.site,
					provider: llm.provider,
					ms,
					tokens,
					ok: outcome.source === 'llm',
					fallbackUsed: outcome.source === 'fallback',
					error: outcome.error
				});
				resolve(outcome);
			};
			const giveUp = (error: string) => finish({ value: spec.fallback, source: 'fallback', error }, 0);
			const onCancel = () => giveUp(LlmErrorCodes.aborted);
			const timer = setTimeout(
				() => giveUp(LlmErrorCodes.timeout),
				deadlineMs ?? deadlineFor(spec.site, deadlines)
			);
			if (signal?.aborted) return onCancel();
			signal?.addEventListener('abort', onCancel, { once: true });
			runStructured(llm, spec, controller.signal).then(
				(o) =>
					finish(
						o.error === undefined
							? { value: o.value, source: o.source }
							: { value: o.value, source: o.source, error: o.error },
						o.tokens,
						o.ms
					),
				() => giveUp(LlmErrorCodes.network)
			);
		});
	return Object.assign(run, { available: llm.available }) as TaskRunner;
};

/** A task's source as a game reads it: a fallback with no model set up is `offline`. */
export const taskSource = (out: TaskOutcome<unknown>): TaskSource =>
	out.source === 'llm' ? 'llm' : out.error === LlmErrorCodes.noModel ? 'offline' : 'fallback';

/** The runner with no model: every task gets its fallback (tests, a lobby without settings). */
export const offlineTaskRunner: TaskRunner = createTaskRunner(offlineClient);

/** One task on a client with the default deadlines (single-player flows: pirate, safe choices). */
export const runTaskWith = <T>(llm: LlmClient, spec: LlmRequestSpec<T>, options?: TaskOptions) =>
	createTaskRunner(llm)(spec, options);
