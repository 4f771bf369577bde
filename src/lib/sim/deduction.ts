import { z } from 'zod';
import { decideSlot } from '$lib/engines/deduction/narrator';
import { promptText } from '$lib/engines/deduction/prompts';
import type { AccusationMemory } from '$lib/engines/deduction/slot';
import { ROLES, type AnalysedMessage, type SlotNumber } from '$lib/engines/deduction/types';
import { hashString, seedPrng } from '$lib/engines/kit/prng';
import { runNarratorSlot } from '$lib/flows/deduction-narrator';
import { createSimLlm } from '$lib/llm/sim-client';
import { parsePersonaPack } from '$lib/packs/deduction';
import { SimInputError, type SimEngine } from './types';

/**
 * sim.md "deduction (seed 003)": two narrator slots per round (0.40, 0.85 of the discussion), each
 * seeing only earlier messages, on the same slot code as the lobby game. `prompt` is built even
 * offline; the text then comes from the persona's templates. Roles are accepted and never read by
 * the narrator (seed 003 pitfall 1).
 */
const MessageSchema = z.object({
	player: z.string().min(1),
	text: z.string().max(2000),
	at: z.number().min(0).max(1)
});

export const DeductionScenarioSchema = z
	.looseObject({
		engine: z.literal('deduction'),
		seed: z.int().default(0),
		language: z.string().min(2).max(8),
		/** Optional: a persona pack path or inline object (default: question-packs/deduction/<language>.json). */
		pack: z.union([z.string().min(1), z.record(z.string(), z.unknown())]).optional(),
		nsfw_enabled: z.boolean().default(false),
		players: z
			.array(
				z.object({ id: z.string().min(1), name: z.string().min(1).max(40), role: z.enum(ROLES).optional() })
			)
			.min(1)
			.max(20),
		rounds: z.array(z.object({ messages: z.array(MessageSchema) })).max(50)
	})
	.superRefine((s, ctx) => {
		const ids = new Set<string>();
		s.players.forEach((p, i) => {
			if (ids.has(p.id))
				ctx.addIssue({
					code: 'custom',
					path: ['players', i, 'id'],
					message: `duplicate player id "${p.id}"`
				});
			ids.add(p.id);
		});
		s.rounds.forEach((r, ri) =>
			r.messages.forEach((m, mi) => {
				if (!ids.has(m.player))
					ctx.addIssue({
						code: 'custom',
						path: ['rounds', ri, 'messages', mi, 'player'],
						message: `unknown player "${m.player}"`
					});
			})
		);
	});
export type DeductionScenario = z.infer<typeof DeductionScenarioSchema>;

const engine: SimEngine<DeductionScenario> = {
	schema: DeductionScenarioSchema,
	run: async (scenario, ctx) => {
		const source = scenario.pack ?? `question-packs/deduction/${scenario.language}.json`;
		let raw: unknown;
		try {
			raw = typeof source === 'string' ? await ctx.readJson(source) : source;
		} catch (e) {
			throw new SimInputError(
				`pack: cannot read ${String(source)} (${e instanceof Error ? e.message : String(e)})`
			);
		}
		let persona;
		try {
			persona = parsePersonaPack(raw, typeof source === 'string' ? source : 'inline pack');
		} catch (e) {
			throw new SimInputError(e instanceof Error ? e.message : String(e));
		}
		const llm = createSimLlm(ctx.llm);
		// Messages keep their order within a round by `at` (stable for equal times).
		// Message ids are 1-based positions in the scenario, in input order (`evidence.ids` cite them).
		let nextId = 1;
		const messages: AnalysedMessage[] = scenario.rounds.flatMap((r, i) =>
			r.messages
				.map((m) => ({ id: nextId++, player: m.player, text: m.text, round: i + 1, at: m.at }))
				.sort((a, b) => a.at - b.at)
		);
		const players = scenario.players.map((p) => ({ id: p.id, name: p.name }));
		const nameOf = (id: string | null) => (id ? (players.find((p) => p.id === id)?.name ?? null) : null);
		let rng = seedPrng(hashString(`narrator:${scenario.seed}`));
		let memory: AccusationMemory = { round: 0, count: 0, lastTarget: null };
		let used: string[] = [];
		const slots = [];
		for (let round = 1; round <= scenario.rounds.length; round++) {
			for (const slot of [1, 2] as SlotNumber[]) {
				const d = decideSlot({
					persona,
					players,
					messages,
					round,
					slot,
					memory,
					rng,
					key: `${scenario.seed}:${round}:${slot}`,
					used,
					nsfw: scenario.nsfw_enabled
				});
				rng = d.rng;
				memory = d.memory;
				used = d.used;
				const line = await runNarratorSlot(llm, d, {
					language: persona.language,
					nsfw: scenario.nsfw_enabled,
					targetName: nameOf(d.plan.target),
					players: players.map((p) => p.name),
					roleHints: persona.roleHints
				});
				slots.push({
					round,
					slot,
					mood: d.plan.mood,
					analysis: d.analysis.players,
					action: d.plan.action,
					target: d.plan.target,
					anomaly: d.plan.anomaly,
					mention: d.plan.mention,
					question: d.plan.question,
					...(d.plan.action === 'accusation' ? { evidence: d.evidence } : {}),
					text: line?.text ?? null,
					source: line?.source ?? null,
					prompt: d.prompt ? promptText(d.prompt) : null
				});
			}
		}
		return { slots };
	}
};

export default engine;
