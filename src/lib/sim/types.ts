import type { ZodType } from 'zod';

/**
 * One engine's entry in the headless runner (sim.md). `schema` validates the scenario (zod path
 * errors become the exit-2 message); `run` plays it on the same engine + flow code as the app.
 */
export type SimContext = {
	/** Reads a pack: a path relative to the working directory, or an inline object. */
	/** Reads a JSON file; `field`, the scenario field it came from, names it in the error (sim.md). */
	readJson: (path: string, field?: string) => Promise<unknown>;
	/** The scenario's `llm` field, if any (OpenAI-compatible HTTP); null means offline. */
	llm: SimLlmConfig | null;
};

export type SimLlmConfig = { baseUrl: string; model: string; apiKey?: string };

export type SimEngine<S = unknown> = {
	schema: ZodType<S>;
	run: (scenario: S, ctx: SimContext) => Promise<unknown>;
};

/** Thrown by a sim module for bad input it can only detect while running (e.g. a pack that fails). */
export class SimInputError extends Error {}
