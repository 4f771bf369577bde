import { checkName, isBannedName } from './names';
import type { AnyLobbyGame } from './projection';
import { PROTOCOL_VERSION, RejectReasons, type RejectReason } from './protocol';
import type { LobbyRecord, StoredSeat } from './store';

/**
 * Who may sit down (lobby.md, "Joining"), as a pure decision over the lobby record:
 * a valid token gets its seat back (so does a first join's retry, by the `claim` it made the seat
 * with); a revoked (kicked) device token or a kicked name, in any disguise, is refused; otherwise a
 * newcomer with a new, valid, unique name — never a takeover of an existing seat by name.
 */
export type Admission =
	| { kind: 'reject'; reason: RejectReason; suggestion?: string; mode?: string }
	| { kind: 'rejoin'; seat: StoredSeat }
	| { kind: 'newcomer'; name: string };

export type Hello = {
	protocolVersion: number;
	name: string;
	token?: string;
	claim?: string;
	adult?: boolean;
};

export const admit = (record: LobbyRecord, game: AnyLobbyGame, hello: Hello): Admission => {
	const reject = (reason: RejectReason, suggestion?: string): Admission => ({
		kind: 'reject',
		reason,
		...(suggestion ? { suggestion } : {})
	});
	if (hello.protocolVersion !== PROTOCOL_VERSION) return reject(RejectReasons.version);
	const { token } = hello;
	if (token && record.bannedTokens.includes(token)) return reject(RejectReasons.kicked);
	const known = token ? record.seats.find((s) => s.token === token && !s.isHost) : undefined;
	if (known) return { kind: 'rejoin', seat: known };
	const { claim } = hello;
	const claimed = claim ? record.seats.find((s) => s.claim === claim && !s.isHost) : undefined;
	if (claimed) return { kind: 'rejoin', seat: claimed };
	// a kicked name is refused in every disguise (names.ts: compared by skeleton)
	if (isBannedName(hello.name, record.bannedNames)) return reject(RejectReasons.kicked);
	if (record.locked) return reject(RejectReasons.locked);
	// A newcomer to an adults-only room must have passed its own 18+ gate
	if (game.adultOnly?.(record.settings) && hello.adult !== true)
		return { kind: 'reject', reason: RejectReasons.adultOnly, mode: record.mode };
	if (record.status === 'finished' || (record.status === 'playing' && !game.addPlayer))
		return reject(RejectReasons.started);
	if (record.seats.length >= game.maxPlayers) return reject(RejectReasons.full);
	const check = checkName(
		hello.name,
		record.seats.map((s) => s.name)
	);
	if (!check.ok)
		return reject(
			check.reason === 'taken' ? RejectReasons.nameTaken : RejectReasons.nameInvalid,
			check.suggestion
		);
	return { kind: 'newcomer', name: check.name };
};
