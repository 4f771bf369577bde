import { SAFETY_TOOLS, type QuestionnairePack, type SharePayload } from '$lib/games/session-zero/engine';
import type { GameResult, LobbyGame, Seat } from '$lib/engines/kit/lobby-game';
import { checkPlayerPayload } from './players';
import {
	TableIntentSchema,
	TableSettingsSchema,
	TableStateSchema,
	TableViewSchema,
	type TableIntent,
	type TablePlayer,
	type TableSettings,
	type TableState,
	type TableView
} from './table-schemas';
import { MAX_GROUP_PLAYERS } from './players';
import { screenGroupView } from './table-screen';

/**
 * Session zero for the whole table over a lobby (docs/session-zero.md "Session zero for a group"). The GM hosts and reads; every other
 * seat is a player who runs the questionnaire on their own phone and sends only the seed 002 section 12
 * share payload of their result — Lines and Veils only when they ticked "share with the GM" (section 12.2).
 * A payload that is malformed or of another pack is refused with the reason kept beside the player
 * (`refusalSentence` words it for the GM and for them); the table goes on. Pure: no clock, no PRNG.
 */
export type TableGame = LobbyGame<TableSettings, TableState, TableIntent, TableView>;

/** The done players' results, in seating order: what the group view and the GM's saved table read. */
export const tableResults = (players: readonly TablePlayer[]): { name: string; payload: SharePayload }[] =>
	players.flatMap((p) => (p.status !== 'left' && p.payload ? [{ name: p.name, payload: p.payload }] : []));

const seatOf = (seat: Seat): TablePlayer => ({
	id: seat.id,
	name: seat.name,
	status: 'answering',
	payload: null,
	problem: null
});

const update = (s: TableState, playerId: string, f: (p: TablePlayer) => TablePlayer, now: number) => ({
	...s,
	players: s.players.map((p) => (p.id === playerId ? f(p) : p)),
	updatedAt: now
});

/**
 * THE projection (lobby.md: one function builds what each seat receives): the GM gets every result
 * (it is their table); a player gets the others' names and statuses and only their own standing —
 * never another player's payload, Lines or Veils; an id that is no seat (the big screen) gets the
 * names and statuses and the anonymous group view — no payload, no dot or Line tied to anyone.
 */
export const projectTable = (pack: QuestionnairePack, s: TableState, playerId: string): TableView => {
	if (playerId === s.hostId)
		return {
			role: 'gm',
			pack: s.pack,
			name: s.name,
			anonymous: s.anonymous,
			tools: s.tools ?? null,
			players: s.players
		};
	const me = s.players.find((p) => p.id === playerId);
	const players = s.players.map(({ id, name, status }) => ({ id, name, status }));
	if (!me)
		return { role: 'screen', pack: s.pack, name: s.name, players, group: screenGroupView(pack, s.players) };
	return {
		role: 'player',
		pack: s.pack,
		name: s.name,
		you: {
			status: me.status,
			sent: me.payload !== null,
			safetyShared: !!me.payload?.safety,
			problem: me.problem
		},
		players
	};
};

export const createTableGame = (pack: QuestionnairePack): TableGame => {
	const apply = (
		s: TableState,
		playerId: string,
		intent: TableIntent,
		now: number
	): GameResult<TableState> => {
		if (intent.type === 'anonymous') {
			if (playerId !== s.hostId) return { ok: false, reason: 'gm_only' };
			return { ok: true, state: { ...s, anonymous: intent.on } };
		}
		if (intent.type === 'tools') {
			if (playerId !== s.hostId) return { ok: false, reason: 'gm_only' };
			// in the list's order, each once: the same choice reads the same however it was ticked
			return { ok: true, state: { ...s, tools: SAFETY_TOOLS.filter((t) => intent.tools.includes(t)) } };
		}
		const me = s.players.find((p) => p.id === playerId);
		if (!me || me.status === 'left') return { ok: false, reason: 'not_a_player' };
		const c = checkPlayerPayload(pack, intent.payload);
		// a refused payload leaves the player's earlier result (if any) as it was
		const next = c.ok
			? (p: TablePlayer): TablePlayer => ({ ...p, status: 'done', payload: c.payload, problem: null })
			: (p: TablePlayer): TablePlayer => ({ ...p, problem: c.problem });
		return { ok: true, state: update(s, playerId, next, now) };
	};

	return {
		mode: 'table',
		minPlayers: 2,
		maxPlayers: MAX_GROUP_PLAYERS + 1,
		settingsSchema: TableSettingsSchema,
		intentSchema: TableIntentSchema,
		stateSchema: TableStateSchema,
		viewSchema: TableViewSchema,
		start: (players, settings, _seed, now) => {
			const host = players.find((p) => p.isHost);
			return {
				hostId: host?.id ?? '',
				pack: { id: pack.id, language: pack.language },
				name: settings.name,
				anonymous: settings.anonymous,
				tools: null,
				players: players.filter((p) => !p.isHost).map(seatOf),
				updatedAt: now
			};
		},
		apply,
		tick: () => null,
		nextDeadline: () => null,
		project: (s, playerId) => projectTable(pack, s, playerId),
		// a player who leaves before their result is in is "left"; a result already in stays at the table
		removePlayer: (s, playerId, now) =>
			update(s, playerId, (p) => (p.status === 'done' ? p : { ...p, status: 'left' }), now),
		addPlayer: (s, seat, now) =>
			s.players.some((p) => p.id === seat.id) || seat.isHost
				? s
				: { ...s, players: [...s.players, seatOf(seat)], updatedAt: now },
		// the table stays open until the GM ends the lobby; the results are kept on the GM's device
		isFinished: () => false,
		throttle: (intent) => (intent.type === 'result' ? 1000 : null)
	};
};
