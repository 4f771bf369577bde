import { z } from 'zod';
import {
	buildGroupView,
	checkPlayerPayload,
	MAX_GROUP_PLAYERS,
	refusalSentence,
	type GroupPlayer
} from '$lib/games/session-zero-table/engine';
import { loadPack } from '$lib/games/session-zero/sim/session-zero';
import { SimInputError, type SimEngine } from '$lib/sim/types';

/** sim.md "session-zero-table (docs/session-zero.md "Session zero for a group")": several players' share payloads → the group view. */
const ScenarioSchema = z.object({
	engine: z.literal('session-zero-table'),
	pack: z
		.union([z.string().min(1), z.record(z.string(), z.unknown())])
		.default('question-packs/questionnaire/session-zero.en.json'),
	players: z.array(z.unknown()).min(1).max(MAX_GROUP_PLAYERS)
});
type Scenario = z.infer<typeof ScenarioSchema>;

const engine: SimEngine<Scenario> = {
	schema: ScenarioSchema,
	run: async (sc, ctx) => {
		const pack = await loadPack(sc.pack, ctx.readJson);
		const players: GroupPlayer[] = sc.players.map((raw, i) => {
			const r = checkPlayerPayload(pack, raw);
			if (!r.ok)
				throw new SimInputError(
					`players[${i}]: ${refusalSentence(pack, `Player ${i + 1}`, r.problem, 'en')}`
				);
			return { id: `p${i + 1}`, payload: r.payload };
		});
		return buildGroupView(pack, players);
	}
};

export default engine;
