import { z } from 'zod';
import {
	CAPTAIN_ID,
	DifficultySchema,
	newGame,
	PirateLanguageSchema,
	THRESHOLDS,
	type Captain,
	type PiratePack
} from '$lib/games/pirate/engine';
import { runPirateTurn } from '$lib/games/pirate/flows/turn';
import { loadActModel } from '$lib/engines/acts/model';
import { createSimLlm } from '$lib/sim/llm-client';
import { parsePiratePack } from '$lib/games/pirate/packs/pirate';
import { SimInputError, type SimContext, type SimEngine } from '$lib/sim/types';

/** sim.md "pirate (seed 004)": each message is one player turn through the graph. */
export const PackFieldSchema = z.union([z.string().min(1), z.record(z.string(), z.unknown())]).optional();

export const readPiratePack = async (
	scenario: { language: string; pack?: string | Record<string, unknown> },
	ctx: SimContext
): Promise<PiratePack> => {
	const source = scenario.pack ?? `question-packs/pirate/${scenario.language}.json`;
	const raw =
		typeof source === 'string' ? await ctx.readJson(source, scenario.pack ? 'pack' : 'language') : source;
	const parsed = parsePiratePack(raw);
	if (!parsed.ok) throw new SimInputError(`pack is invalid:\n${parsed.message.replace(/^/gm, 'pack.')}`);
	if (parsed.pack.language !== scenario.language)
		throw new SimInputError(
			`pack.language: the pack is "${parsed.pack.language}" but language is "${scenario.language}"`
		);
	return parsed.pack;
};

export const PirateScenarioSchema = z
	.looseObject({
		engine: z.literal('pirate'),
		language: PirateLanguageSchema,
		/** the difficulty's first captain plays, unless `captain` names one (docs/pirate.md "The ladder") */
		difficulty: DifficultySchema.optional(),
		captain: z.string().regex(CAPTAIN_ID, 'a captain id is lower-case letters, digits and dashes').optional(),
		messages: z.array(z.string().trim().min(1, 'a message must not be empty').max(2000)),
		/** Extra: the seed of the line bank's rotation (default 0). */
		seed: z.int().default(0),
		/** Extra: a pack path or an inline pack (default: the built-in pack of `language`). */
		pack: PackFieldSchema
	})
	.refine((s) => s.difficulty !== undefined || s.captain !== undefined, {
		path: ['difficulty'],
		message: 'give difficulty or captain'
	});
export type PirateScenario = z.infer<typeof PirateScenarioSchema>;

/** The scenario's captain: named, or the difficulty's first; an unknown one, or a mismatch, is bad input. */
const captainFor = (scenario: PirateScenario, pack: PiratePack): Captain => {
	const found = scenario.captain
		? pack.captains.find((c) => c.id === scenario.captain)
		: pack.captains.find((c) => c.difficulty === scenario.difficulty);
	if (!found)
		throw new SimInputError(
			`captain: there is no captain "${scenario.captain}" (the ladder: ${pack.captains.map((c) => c.id).join(', ')})`
		);
	if (scenario.difficulty && found.difficulty !== scenario.difficulty)
		throw new SimInputError(
			`difficulty: captain "${found.id}" plays ${found.difficulty}, not ${scenario.difficulty}`
		);
	return found;
};

const engine: SimEngine<PirateScenario> = {
	schema: PirateScenarioSchema,
	run: async (scenario, ctx) => {
		const pack = await readPiratePack(scenario, ctx);
		const llm = createSimLlm(ctx.llm);
		const captain = captainFor(scenario, pack);
		const acts = await loadActModel();
		let game = newGame({
			id: 'sim',
			language: scenario.language,
			captain: captain.id,
			seed: scenario.seed,
			now: 0,
			pack
		});
		const turns = [];
		for (const text of scenario.messages) {
			if (game.status !== 'playing') break;
			const { game: next, turn, path } = await runPirateTurn(game, text, pack, { llm, acts, now: () => 0 });
			game = next;
			turns.push({ ...turn, path });
		}
		return {
			captain: captain.id,
			difficulty: captain.difficulty,
			greeting: game.history[0].text,
			turns,
			status: game.status,
			win_reason: game.winReason,
			threshold: THRESHOLDS[captain.difficulty]
		};
	}
};

export default engine;
