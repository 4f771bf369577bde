import { admit, type Admission, type Hello } from './admission';
import type { HostLinks, LinkEntry } from './host-links';
import { seatNewcomer } from './host-seats';
import type { AnyLobbyGame } from './projection';
import { NoticeCodes, RejectReasons, type LobbyView } from './protocol';
import type { LobbyEvent, LobbyRecord } from './store';

/** What a hello needs of its host (host.ts). */
export type HelloPorts = {
	game: AnyLobbyGame;
	now: () => number;
	record: () => LobbyRecord | null;
	links: HostLinks;
	viewFor: (playerId: string) => LobbyView;
	broadcast: () => void;
	/** The seats' presence changed (the game may wait on a seat again). */
	presenceChanged: () => void;
	/** The host's commit chain: persist → `beforeBroadcast` → project → send. */
	commit: (event: Omit<LobbyEvent, 'stateId'>, beforeBroadcast?: () => void) => Promise<void>;
};

const welcome = (h: HelloPorts, entry: LinkEntry, playerId: string, token: string): void =>
	h.links.welcome(entry, playerId, token, h.record()!.mode, h.viewFor(playerId));

/**
 * A link's hello (docs/lobby.md "Joining"), in the host's queue: refused, a seat taken back
 * (rejoin: its token), or a newcomer seated — the join committed before its welcome is sent.
 */
export const handleHello = async (h: HelloPorts, entry: LinkEntry, hello: Hello): Promise<void> => {
	const r = h.record();
	// one link, one seat: a bound link cannot say hello again to become someone else
	if (entry.seatId || entry.watchId) return h.links.notice(entry, NoticeCodes.notAllowed, 0);
	const verdict: Admission = r ? admit(r, h.game, hello) : { kind: 'reject', reason: RejectReasons.closed };
	if (verdict.kind === 'reject') {
		const { kind: _kind, ...why } = verdict;
		return h.links.refuse(entry, why);
	}
	if (verdict.kind === 'rejoin') {
		h.links.bind(entry, verdict.seat.id);
		welcome(h, entry, verdict.seat.id, verdict.seat.token);
		h.broadcast();
		// the game waits for the seat again now, not at the next heartbeat — a reloaded
		// phone is back within a second, and a step must not close without it meanwhile
		h.presenceChanged();
		return;
	}
	const seat = seatNewcomer(r!, h.game, { name: verdict.name, claim: hello.claim }, h.now());
	h.links.bind(entry, seat.id);
	await h.commit({ kind: 'join', playerId: seat.id, payload: { name: seat.name } }, () =>
		welcome(h, entry, seat.id, seat.token)
	);
};
