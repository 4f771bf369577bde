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
import { loadActModel } from '$lib/engines/acts';
import { playScene } from './safe-choices-play';
import { formatIssues } from '$lib/sim/run-scenario';
import { SimInputError, type SimEngine } from '$lib/sim/types';

/**
 * sim.md, "risk (seed 001)": assesses a transcript after every `summary_interval` player turns and
 * once more at the end (`final`), on the same engine and flow code as the app.
 */
const SafeChoicesSimSchema = z.object({
	engine: z.literal('safe-choices'),
	language: z.enum(['en', 'ru']),
	scenario: z.union([z.string().min(1), z.record(z.string(), z.unknown())]).optional(),
	summary_interval: z.number().int().min(1).default(DEFAULT_SUMMARY_INTERVAL),
	/** docs/sim.md: the transcript holds only the teen's lines; the app's character answers them. */
	play: z.boolean().default(false),
	seed: z.number().int().min(0).default(1),
	transcript: z.array(z.object({ role: z.enum(['npc', 'player']), text: z.string().min(1) }))
});
type SafeChoicesSim = z.infer<typeof SafeChoicesSimSchema>;

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
	ref: SafeChoicesSim['scenario'],
	readJson: (p: string, field?: string) => Promise<unknown>
): Promise<Scenario | null> => {
	if (ref === undefined) return null;
	const raw = typeof ref === 'string' ? await readJson(ref, 'scenario') : ref;
	const parsed = ScenarioSchema.safeParse(raw);
	if (!parsed.success) throw new SimInputError(formatIssues(parsed.error, 'scenario'));
	return parsed.data;
};

const engine: SimEngine<SafeChoicesSim> = {
	schema: SafeChoicesSimSchema,
	run: async (sim, ctx) => {
		const scenario = await readScenario(sim.scenario, ctx.readJson);
		const llm = createSimLlm(ctx.llm);
		const model = await loadActModel();
		let transcript = sim.transcript;
		let played: Awaited<ReturnType<typeof playScene>> | null = null;
		if (sim.play) {
			if (!scenario)
				throw new SimInputError('scenario: "play": true needs the scenario the character comes from');
			if (sim.transcript.some((l) => l.role !== 'player'))
				throw new SimInputError('transcript: with "play": true, only the teen\'s lines (role "player")');
			const lines = sim.transcript.map((l) => l.text);
			played = await playScene(llm, model, scenario, sim.language, lines, sim.seed);
			// safeguarding stopped the scene: not scored
			if (played.stopped)
				return { stopped: played.stopped, turns: played.turns, assessments: [], final: null };
			transcript = played.transcript;
		}
		const results: RiskAssessment[] = [];
		for (const step of planAssessments(playerTurnCount(transcript), sim.summary_interval)) {
			const { assessment } = await runRiskAssessment(llm, {
				model,
				transcript: transcriptUpTo(transcript, step.afterPlayerTurn),
				language: sim.language,
				kind: step.kind,
				lastAssessedTurn: step.lastAssessedTurn,
				scenario
			});
			results.push(assessment);
		}
		const final = results[results.length - 1];
		return {
			...(played ? { stopped: null, turns: played.turns } : {}),
			assessments: results.filter((a) => a.kind === 'interval').map(toOutput),
			final: toOutput(final)
		};
	}
};

export default engine;
