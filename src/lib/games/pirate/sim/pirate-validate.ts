import { z } from 'zod';
import {
	DifficultySchema,
	PirateLanguageSchema,
	THRESHOLDS,
	validateResponse
} from '$lib/games/pirate/engine';
import { PackFieldSchema, readPiratePack } from './pirate';
import type { SimEngine } from '$lib/sim/types';

/** sim.md "Validation alone (seed 004, Win Condition Logic)". */
export const PirateValidateScenarioSchema = z.looseObject({
	engine: z.literal('pirate-validate'),
	language: PirateLanguageSchema,
	difficulty: DifficultySchema,
	merit_score: z.number().min(0).max(100),
	pirate_response: z.string(),
	pack: PackFieldSchema
});
export type PirateValidateScenario = z.infer<typeof PirateValidateScenarioSchema>;

const engine: SimEngine<PirateValidateScenario> = {
	schema: PirateValidateScenarioSchema,
	run: async (scenario, ctx) => {
		const pack = await readPiratePack(scenario, ctx);
		const v = validateResponse(scenario.pirate_response, scenario.merit_score, scenario.difficulty, pack);
		return {
			is_won: v.isWon,
			is_blocked: v.isBlocked,
			reason: v.reason,
			threshold: THRESHOLDS[scenario.difficulty]
		};
	}
};

export default engine;
