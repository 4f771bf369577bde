import type { ZodType } from 'zod';
import type { LobbyView } from './protocol';
import type { SeatStore } from './store';
import type { Transport } from './transport';

/** The types of a guest (guest.ts): its status, why a join failed, its ports and knobs. */
export type GuestStatus = 'idle' | 'connecting' | 'joined' | 'reconnecting' | 'failed' | 'kicked';
export type JoinErrorCode =
	| 'server_unreachable'
	| 'not_found'
	| 'peer_unreachable'
	| 'locked'
	| 'full'
	| 'started'
	| 'name_taken'
	| 'name_invalid'
	| 'kicked'
	| 'version'
	| 'closed'
	| 'malformed'
	| 'adult_only'
	| 'screen_key'
	| 'replaced'
	| 'no_webrtc'
	/** The join's own code could not be loaded (guest side only; never sent by a host). */
	| 'load_failed'
	/**
	 * Whoever answers for the room could not prove the room's key (docs/lobby.md "Host identity"):
	 * someone else holds the code while the host is away. Guest side only; retried.
	 */
	| 'host_unproven';
export type JoinError = { code: JoinErrorCode; suggestion?: string };

export type GuestDeps = {
	transport: Transport;
	seats: SeatStore;
	now?: () => number;
	onChange?: () => void;
	heartbeatMs?: number;
	hostSilentMs?: number;
	/** A first join says why it failed within this time (lobby.md: 15 s). */
	joinTimeoutMs?: number;
	/** Off the lobby this long, the guest is offered to leave (docs/lobby.md "Host durability": 2 minutes). */
	longGoneMs?: number;
	/** The mode's `viewSchema`: a `view.game` that fails it is dropped and a resync asked for. */
	viewSchema?: (mode: string) => ZodType | null;
	/** The mode's prelude view schema (docs/lobby.md "Before the start"); without it a prelude is left out. */
	preludeSchema?: (mode: string) => ZodType | null;
	/**
	 * A big screen (docs/lobby.md "The big screen"): sends `watch` instead of `hello` and gets a spectator's view, no
	 * seat. Give it a seat store of its own (the token it keeps lets it back into a locked room).
	 */
	watch?: boolean;
};

/**
 * Everything a guest's UI reads of it, at one moment (`LobbyGuest.snapshot()`, frozen): the state
 * manager publishes it whole on every change instead of copying field by field.
 */
export type GuestSnapshot = Readonly<{
	view: LobbyView | null;
	status: GuestStatus;
	error: JoinError | null;
	mode: string | null;
	longGone: boolean;
	lostAt: number | null;
	clockOffset: number;
	/**
	 * The host's pings this guest has heard (one per heartbeat): a sign that its link carries the
	 * host's messages, which the page shows as `data-pings-heard` for tests to wait on.
	 */
	pingsHeard: number;
	fingerprint: string | null;
}>;

/** A guest's snapshot before it has one (no join yet). */
export const NO_GUEST: GuestSnapshot = Object.freeze({
	view: null,
	status: 'idle',
	error: null,
	mode: null,
	longGone: false,
	lostAt: null,
	clockOffset: 0,
	pingsHeard: 0,
	fingerprint: null
});
