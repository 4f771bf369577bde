import type { LobbyGame } from '$lib/engines/kit/lobby-game';
import type { LobbyView, PlayerEntry } from './protocol';
import type { LobbyRecord } from './store';

/**
 * THE one function that builds everything a player receives (docs/architecture.md "Lobby model",
 * in the manner of boardgame.io's player view). Lobby meta is whitelisted field by field — tokens, the
 * seed, the PeerJS token and banned lists never leave — and game data is only `game.project`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLobbyGame = LobbyGame<any, any, any, any, any>;

/** docs/lobby.md "Before the start": while the room waits, what this seat sees of the prelude. */
const preludeFor = (record: LobbyRecord, game: AnyLobbyGame, playerId: string): { prelude?: unknown } => {
	const seat = record.seats.find((s) => s.id === playerId);
	if (record.status !== 'open' || !game.prelude || !seat) return {};
	const { id, name, isHost } = seat;
	return { prelude: game.prelude.project(record.prelude ?? null, { id, name, isHost }) };
};

export const projectFor = <V>(
	record: LobbyRecord,
	game: AnyLobbyGame,
	presence: (playerId: string) => PlayerEntry['presence'],
	playerId: string
): LobbyView<V> => ({
	code: record.code,
	mode: record.mode,
	phase: record.status === 'open' ? 'waiting' : record.status === 'playing' ? 'playing' : 'finished',
	locked: record.locked,
	stateId: record.stateId,
	you: playerId,
	hostId: record.hostPlayerId,
	minPlayers: game.minPlayers,
	maxPlayers: game.maxPlayers,
	settings: record.settings,
	adult: game.adultOnly?.(record.settings) ?? false,
	players: record.seats.map((s) => ({ id: s.id, name: s.name, isHost: s.isHost, presence: presence(s.id) })),
	...preludeFor(record, game, playerId),
	game: record.game === null || record.game === undefined ? null : (game.project(record.game, playerId) as V)
});
