import { activePlayers } from './rules';
import type { MoleState } from './state';

/**
 * docs/mole.md "Host controls": the discussion ends early when every present player still in has
 * tapped Ready (a player away is not waited for; somebody present must have tapped).
 */
export const presentPlayers = (s: MoleState): string[] =>
	activePlayers(s)
		.map((p) => p.id)
		.filter((id) => !s.away.includes(id));

export const everyoneReady = (s: MoleState): boolean => {
	const here = presentPlayers(s);
	return here.length > 0 && here.every((id) => s.ready.includes(id));
};
