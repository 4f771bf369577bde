import type { PlayerEntry } from '$lib/lobby/protocol';

type Words = { awayPlayers: (names: string) => string; allHere: string; aloneHere: string };

/**
 * Who is here, for the lobby's status strip (docs/lobby.md): those away by name, else that everyone
 * is here — but not while the host is the only one in the room, where "everyone" would be no one.
 */
export const presenceText = (players: readonly PlayerEntry[], m: Words): string => {
	const away = players.filter((p) => p.presence === 'away').map((p) => p.name);
	if (away.length) return m.awayPlayers(away.join(', '));
	return players.length <= 1 ? m.aloneHere : m.allHere;
};
