import { z } from 'zod';
import { loadActModel, readActs } from '$lib/engines/acts/model';
import type { SimEngine } from './types';

/**
 * docs/sim.md "acts": the act model on one line (docs/acts.md) — the line a player typed, the line
 * it answers and the language → the acts in it, strongest first.
 */
export const ActsScenarioSchema = z.looseObject({
	engine: z.literal('acts'),
	language: z.string().regex(/^[a-z]{2}$/u, 'a two-letter language code'),
	text: z.string().min(1).max(2000),
	previous: z.string().max(2000).optional()
});
export type ActsScenario = z.infer<typeof ActsScenarioSchema>;

const engine: SimEngine<ActsScenario> = {
	schema: ActsScenarioSchema,
	run: async ({ language, text, previous }) => {
		const model = await loadActModel();
		return { acts: readActs(model, { text, previous, language }) };
	}
};

export default engine;
