import { z } from 'zod';
import { checkName } from '$lib/lobby/names';
import type { SimEngine } from './types';

/**
 * docs/sim.md "lobby-name": the host's decision on a joining player's name (lobby.md "Joining",
 * names.ts): names are compared by skeleton, so look-alikes of a taken or kicked name are refused.
 */
export const LobbyNameScenarioSchema = z.looseObject({
	engine: z.literal('lobby-name'),
	name: z.string().max(1000),
	taken: z.array(z.string().max(1000)).max(100).default([]),
	banned: z.array(z.string().max(1000)).max(100).default([])
});
export type LobbyNameScenario = z.infer<typeof LobbyNameScenarioSchema>;

const engine: SimEngine<LobbyNameScenario> = {
	schema: LobbyNameScenarioSchema,
	run: async ({ name, taken, banned }) => {
		const check = checkName(name, taken, banned);
		if (check.ok) return { accepted: true, reason: 'ok', name: check.name };
		return {
			accepted: false,
			reason: check.reason,
			...(check.suggestion ? { suggestion: check.suggestion } : {})
		};
	}
};

export default engine;
