import { z } from 'zod';
import {
	planAssessments,
	ScenarioSchema,
	transcriptUpTo,
	playerTurnCount,
	type RiskAssessment,
	type Scenario
} from '$lib/games/safe-choices/engine';
import { DEFAULT_SUMMARY_INTERVAL } from '$lib/games/safe-choices/engine/schedule';
import { runRiskAssessment } from '$lib/games/safe-choices/flows/assessment';
import { createSimLlm } from '$lib/sim/llm-client';
import { formatIssues } from './run-scenario';
import { SimInputError, type SimEngine } from './types';

/**
 * sim.md, "risk (seed 001)": assesses a transcript after every `summary_interval` player turns and
 * once more at the end (`final`), on the same engine and flow code as the app.
 */
const RiskSimSchema = z.object({
	engine: z.literal('safe-choices'),
	language: z.enum(['en', 'ru']),
	scenario: z.union([z.string().min(1), z.record(z.string(), z.unknown())]).optional(),
	summary_interval: z.number().int().min(1).default(DEFAULT_SUMMARY_INTERVAL),
	transcript: z.array(z.object({ role: z.enum(['npc', 'player']), text: z.string() }))
});
type RiskSim = z.infer<typeof RiskSimSchema>;

const toOutput = (a: RiskAssessment) => ({
	after_player_turn: a.afterPlayerTurn,
	kind: a.kind,
	riskScore: a.riskScore,
	riskLevel: a.riskLevel,
	confidence: a.confidence,
	notes: a.notes,
	dimensions: a.dimensions,
	total: a.total,
	source: a.source,
	not_shown: a.notShown ?? []
});

const readScenario = async (
	ref: RiskSim['scenario'],
	readJson: (p: string, field?: string) => Promise<unknown>
): Promise<Scenario | null> => {
	if (ref === undefined) return null;
	const raw = typeof ref === 'string' ? await readJson(ref, 'scenario') : ref;
	const parsed = ScenarioSchema.safeParse(raw);
	if (!parsed.success) throw new SimInputError(formatIssues(parsed.error, 'scenario'));
	return parsed.data;
};

const engine: SimEngine<RiskSim> = {
	schema: RiskSimSchema,
	run: async (sim, ctx) => {
		const scenario = await readScenario(sim.scenario, ctx.readJson);
		const llm = createSimLlm(ctx.llm);
		const results: RiskAssessment[] = [];
		for (const step of planAssessments(playerTurnCount(sim.transcript), sim.summary_interval)) {
			const { assessment } = await runRiskAssessment(llm, {
				transcript: transcriptUpTo(sim.transcript, step.afterPlayerTurn),
				language: sim.language,
				kind: step.kind,
				lastAssessedTurn: step.lastAssessedTurn,
				scenario
			});
			results.push(assessment);
		}
		const final = results[results.length - 1];
		return {
			assessments: results.filter((a) => a.kind === 'interval').map(toOutput),
			final: toOutput(final)
		};
	}
};

export default engine;
