import { z } from 'zod';
import {
	commitRound,
	initEscalation,
	nextRoundBoldness,
	recordAnswers,
	reuseQuestions,
	type EscalationState
} from '$lib/engines/escalation';
import { selectQuestion } from '$lib/flows/escalation-round';
import { createSimLlm } from '$lib/llm/sim-client';
import { parseNhiePack, toPool } from '$lib/packs/nhie';
import { SimInputError, type SimEngine } from './types';

/** sim.md "escalation (seed 000)": plays the given answers round by round on the app's engine and flow. */
const RoundSchema = z
	.object({ answered: z.int().min(0).max(1000), have: z.int().min(0).max(1000) })
	.refine((r) => r.have <= r.answered, { message: 'have must not exceed answered', path: ['have'] });

export const EscalationScenarioSchema = z.looseObject({
	engine: z.literal('escalation'),
	seed: z.int().default(0),
	language: z.string().min(2).max(8),
	max_rounds: z.int().min(1).max(1000),
	nsfw_enabled: z.boolean().default(false),
	pack: z.union([z.string().min(1), z.record(z.string(), z.unknown())]).optional(),
	rounds: z.array(RoundSchema),
	/** Extra: the group size told to the LLM (default: the largest `answered`). */
	group_size: z.int().min(1).max(100).optional(),
	/** Extra: what to do when the pool runs out (the game offers both). */
	on_exhausted: z.enum(['reuse', 'end']).default('reuse')
});
export type EscalationScenario = z.infer<typeof EscalationScenarioSchema>;

const engine: SimEngine<EscalationScenario> = {
	schema: EscalationScenarioSchema,
	run: async (scenario, ctx) => {
		const source = scenario.pack ?? `question-packs/nhie/${scenario.language}.json`;
		const raw = typeof source === 'string' ? await ctx.readJson(source) : source;
		const parsed = parseNhiePack(raw);
		if (!parsed.ok) throw new SimInputError(`pack is invalid:\n${parsed.message.replace(/^/gm, 'pack.')}`);
		const pool = toPool(parsed.pack);
		const llm = createSimLlm(ctx.llm);
		const groupSize = scenario.group_size ?? Math.max(1, ...scenario.rounds.map((r) => r.answered));
		let state: EscalationState = initEscalation(
			{ maxRounds: scenario.max_rounds, nsfw: scenario.nsfw_enabled, language: scenario.language, groupSize },
			scenario.seed
		);
		let exhausted = false;
		for (const answers of scenario.rounds.slice(0, scenario.max_rounds)) {
			let selection = await selectQuestion(llm, state, pool);
			if (selection && !selection.chosen && scenario.on_exhausted === 'reuse') {
				state = reuseQuestions(state);
				selection = await selectQuestion(llm, state, pool);
			}
			if (!selection?.chosen) {
				exhausted = true;
				break;
			}
			state = recordAnswers(commitRound(state, selection.plan, selection.chosen), answers);
		}
		return {
			history: state.history.map((r) => ({
				round: r.round,
				tone: r.tone,
				intensity: r.intensity,
				target_intensity: r.target_intensity,
				boldness: r.boldness,
				progression: r.progression,
				effective: r.effective,
				have_ratio: r.have_ratio,
				risk: r.risk,
				de_escalated: r.de_escalated,
				question_id: r.question_id,
				source: r.source,
				text: r.text,
				answered: r.answered,
				have: r.have
			})),
			final_boldness: nextRoundBoldness(state),
			exhausted
		};
	}
};

export default engine;
