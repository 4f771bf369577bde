import type { AnyLobbyGame } from './projection';
import { newId, newToken } from './room-code';
import type { LobbyRecord, StoredSeat } from './store';

/** What a host-side change of the record may use (`LobbyHost.transact`). */
export type ChangeContext = { now: number; game: AnyLobbyGame; randomInt: (max: number) => number };

/**
 * A newcomer admitted (admission.ts) sits down: a new seat with its secret token (and the first join's
 * `claim`, protocol.ts hello); in a running game it plays from where the game lets it (`addPlayer`:
 * *Never have I ever*'s next question).
 */
export const seatNewcomer = (
	r: LobbyRecord,
	game: AnyLobbyGame,
	{ name, claim }: { name: string; claim?: string },
	now: number
): StoredSeat => {
	const seat = {
		id: newId(),
		name,
		isHost: false,
		token: newToken(),
		joinedAt: now,
		...(claim ? { claim } : {})
	};
	r.seats.push(seat);
	if (r.status === 'playing' && r.game !== null && game.addPlayer)
		r.game = game.addPlayer(r.game, { id: seat.id, name, isHost: false }, now);
	return seat;
};

/**
 * A seat is freed (lobby.md, host controls): the player is out of the seats and, once the
 * game runs, the game decides what becomes of their role (`removePlayer`). A kick also revokes the
 * token and bars the name; a player who left (`ban: false`) may sit down again later under its name.
 */
export const freeSeat = (
	r: LobbyRecord,
	playerId: string,
	{ now, game }: ChangeContext,
	ban: boolean
): StoredSeat | null => {
	const seat = r.seats.find((s) => s.id === playerId);
	if (!seat || seat.isHost) return null;
	r.seats = r.seats.filter((s) => s.id !== playerId);
	if (ban) {
		r.bannedTokens.push(seat.token);
		r.bannedNames.push(seat.name);
	}
	if (r.game !== null && r.status === 'playing' && game.removePlayer)
		r.game = game.removePlayer(r.game, playerId, now);
	return seat;
};

/** `freeSeat` as a change for `LobbyHost.transact`: true when there was such a seat. */
export const seatFreed =
	(playerId: string, ban: boolean) =>
	(r: LobbyRecord, ctx: ChangeContext): boolean =>
		freeSeat(r, playerId, ctx, ban) !== null;

/** The host ends the lobby for everyone: finished, so nobody is offered to continue it. */
export const endRecord = (r: LobbyRecord, { now }: ChangeContext): boolean => {
	r.status = 'finished';
	r.finishedAt ??= now;
	return true;
};

/**
 * "Play again": the same room — code, seats, settings, lock — with a fresh game waiting
 * for the start (a new seed, so other questions and roles). `createdAt` is the new game's, so the
 * finished session the mode saved keeps its own id. Only a finished game is replayed. `patch`: the
 * settings the host changed first (docs/lobby.md "Play again"): merged over the
 * room's and checked by the game's schema — settings the game refuses replay nothing.
 */
export const rematchWith =
	(patch: Record<string, unknown> | null) =>
	(r: LobbyRecord, { now, randomInt, game }: ChangeContext): boolean => {
		if (r.status !== 'finished') return false;
		if (patch) {
			const parsed = game.settingsSchema.safeParse({ ...(r.settings as object), ...patch });
			if (!parsed.success) return false;
			r.settings = parsed.data;
		}
		r.status = 'open';
		r.game = null;
		r.finishedAt = null;
		r.seed = randomInt(2 ** 31);
		r.createdAt = now;
		return true;
	};
