import { z } from 'zod';
import { createNhieGame, nextRoundBoldness, type NhieSettings } from '$lib/games/nhie/engine';
import { createTaskRunner } from '$lib/flows/run-task';
import { createSimLlm } from '$lib/sim/llm-client';
import { parseNhiePack, toPool } from '$lib/games/nhie/packs/nhie';
import { act, settle, tickTo, type Driven } from '$lib/sim/drive-game';
import { SimInputError, type SimEngine } from '$lib/sim/types';

/**
 * sim.md "nhie (seed 000)": plays the given answers round by round on the lobby's own game
 * (`createNhieGame`): seats, answer intents, the answer timeout and the result pause on a virtual
 * clock, and the question choice as the game's task through the task runner.
 */
const RoundSchema = z
	.object({
		answered: z.int().min(0).max(1000),
		have: z.int().min(0).max(1000),
		/** "Too far" taps on this round's question (nhie.md "Too far"). */
		too_far: z.int().min(0).max(1000).default(0)
	})
	.refine((r) => r.have <= r.answered, { message: 'have must not exceed answered', path: ['have'] });

export const NhieScenarioSchema = z.looseObject({
	engine: z.literal('nhie'),
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
export type NhieScenario = z.infer<typeof NhieScenarioSchema>;

const engine: SimEngine<NhieScenario> = {
	schema: NhieScenarioSchema,
	run: async (scenario, ctx) => {
		const source = scenario.pack ?? `question-packs/nhie/${scenario.language}.json`;
		const raw =
			typeof source === 'string' ? await ctx.readJson(source, scenario.pack ? 'pack' : 'language') : source;
		const parsed = parseNhiePack(raw);
		if (!parsed.ok) throw new SimInputError(`pack is invalid:\n${parsed.message.replace(/^/gm, 'pack.')}`);
		const pool = toPool(parsed.pack);
		const runTask = createTaskRunner(createSimLlm(ctx.llm));
		const seats = Math.max(1, scenario.group_size ?? 0, ...scenario.rounds.map((r) => r.answered));
		const players = Array.from({ length: seats }, (_, i) => ({
			id: `p${i + 1}`,
			name: `Player ${i + 1}`,
			isHost: i === 0
		}));
		// The pack's language may be any code here; the game looks its pool up by the setting.
		const game = createNhieGame({ pools: { [scenario.language]: pool } as never });
		const settings = {
			rounds: scenario.max_rounds,
			nsfw: scenario.nsfw_enabled,
			language: scenario.language,
			answerTimeoutMs: 30_000,
			resultMs: 4_000,
			whoHas: 'count',
			onePhone: null
		} as NhieSettings;
		const d: Driven<ReturnType<typeof game.start>> = {
			state: game.start(players, settings, scenario.seed, 0),
			now: 0
		};
		let exhausted = false;
		for (const [i, answers] of scenario.rounds.slice(0, scenario.max_rounds).entries()) {
			await settle(game, d, runTask);
			if (d.state.phase === 'exhausted' && scenario.on_exhausted === 'reuse') {
				act(game, d, players[0].id, { type: 'reuse' });
				await settle(game, d, runTask);
			}
			if (d.state.phase !== 'question') {
				exhausted = d.state.phase === 'exhausted';
				break;
			}
			// the taps come in while the question is asked, from any seat (they are anonymous)
			for (let t = 0; t < answers.too_far; t++)
				act(game, d, players[t % players.length].id, { type: 'too_far', round: i + 1 });
			// `have` players say "I have", the rest of `answered` "I haven't", the others stay silent
			for (let p = 0; p < answers.answered; p++)
				act(game, d, players[p].id, { type: 'answer', round: i + 1, have: p < answers.have });
			if (d.state.phase === 'question') await tickTo(game, d, runTask, d.state.deadline ?? d.now);
			// the result pause, then the next question (not after the last round played)
			if (i + 1 < Math.min(scenario.rounds.length, scenario.max_rounds))
				await tickTo(game, d, runTask, d.state.deadline ?? d.now);
		}
		const state = d.state.esc;
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
				have: r.have,
				too_far: r.too_far,
				x_card: r.x_card
			})),
			final_boldness: nextRoundBoldness(state),
			exhausted
		};
	}
};

export default engine;
