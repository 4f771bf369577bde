import { z } from 'zod';

/**
 * What the host persists (lobby.md, "Host durability") and what a guest keeps (its seat token).
 * Ports: `db/repos/lobby.ts` is the Dexie version, `memoryLobbyStore` / `memorySeatStore` the test ones.
 */
export const StoredSeatSchema = z.object({
	id: z.string(),
	name: z.string(),
	isHost: z.boolean(),
	token: z.string(),
	joinedAt: z.number(),
	/** The first join's `claim` (protocol.ts hello): its retry gets this seat back. */
	claim: z.string().optional()
});
export type StoredSeat = z.infer<typeof StoredSeatSchema>;

export const LobbyRecordSchema = z.object({
	code: z.string(),
	mode: z.string(),
	/** PeerJS registration token: reclaiming the same id after a reload. */
	peerToken: z.string(),
	/**
	 * The room's signing key (host-identity.ts), kept so a reloaded host proves itself to the guests
	 * that learnt its public key. A record written before rooms had keys gets one on resume.
	 */
	hostKey: z
		.string()
		.regex(/^[0-9a-f]{64}$/)
		.optional(),
	hostPlayerId: z.string(),
	locked: z.boolean(),
	status: z.enum(['open', 'playing', 'finished']),
	seats: z.array(StoredSeatSchema),
	bannedTokens: z.array(z.string()),
	bannedNames: z.array(z.string()),
	/** Tokens of the big screens let in (docs/lobby.md "The big screen"): the same screen comes back into a room locked since. */
	screens: z.array(z.string()).optional(),
	settings: z.unknown(),
	game: z.unknown(),
	/** What the players did while the room waited (the game's `prelude`), until the start takes it. */
	prelude: z.unknown().optional(),
	stateId: z.number().int(),
	seed: z.number().int(),
	createdAt: z.number(),
	finishedAt: z.number().nullable()
});
export type LobbyRecord = z.infer<typeof LobbyRecordSchema>;

export const LobbyEventSchema = z.object({
	kind: z.enum([
		'intent',
		'join',
		'kick',
		'lock',
		'start',
		'tick',
		'task',
		'settings',
		'rematch',
		'leave',
		'end',
		'presence',
		'screen'
	]),
	playerId: z.string().nullable(),
	stateId: z.number().int(),
	payload: z.unknown()
});
export type LobbyEvent = z.infer<typeof LobbyEventSchema>;

/**
 * A mode's own writes for a commit (finished session, counters, history), given the last committed
 * record and the new one. Runs inside the record's transaction (`tx`: the store's transaction; the
 * Dexie store's writes through `db()` join it): a throw rolls the record back too.
 */
export type ModeCommit = (prev: LobbyRecord | null, next: LobbyRecord, tx: unknown) => Promise<void>;

export type LobbyStore = {
	load: (code: string) => Promise<LobbyRecord | null>;
	/**
	 * Writes the record, appends the event and runs `also` (the mode's writes) in one transaction;
	 * rejects (quota exceeded, IndexedDB error, a throwing `also`) with nothing written.
	 */
	save: (
		record: LobbyRecord,
		event: LobbyEvent | null,
		at: number,
		also?: (tx: unknown) => Promise<void>
	) => Promise<void>;
};

export const GuestSeatSchema = z.object({
	code: z.string(),
	playerId: z.string(),
	token: z.string(),
	name: z.string(),
	mode: z.string(),
	kicked: z.boolean().default(false),
	/** This device left the lobby: the seat is gone, the name kept for a later join. */
	left: z.boolean().default(false),
	/** The room's public key its host proved (host-identity.ts): the token goes to no other. */
	hostKey: z
		.string()
		.regex(/^[A-Za-z0-9_-]{43}$/)
		.optional()
});
export type GuestSeat = z.infer<typeof GuestSeatSchema>;

export type SeatStore = {
	get: (code: string) => Promise<GuestSeat | null>;
	put: (seat: GuestSeat) => Promise<void>;
	remove: (code: string) => Promise<void>;
};

export const memoryLobbyStore = (): LobbyStore & {
	events: LobbyEvent[];
	records: Map<string, LobbyRecord>;
} => {
	const records = new Map<string, LobbyRecord>();
	const events: LobbyEvent[] = [];
	return {
		records,
		events,
		load: async (code) => structuredClone(records.get(code) ?? null),
		save: async (record, event, _at, also) => {
			await also?.(null);
			records.set(record.code, structuredClone(record));
			if (event) events.push(structuredClone(event));
		}
	};
};

export const memorySeatStore = (): SeatStore => {
	const seats = new Map<string, GuestSeat>();
	return {
		get: async (code) => seats.get(code) ?? null,
		put: async (seat) => void seats.set(seat.code, { ...seat }),
		remove: async (code) => void seats.delete(code)
	};
};

/** A fresh lobby: the host is seated first (it is a player too). */
export const newLobbyRecord = (o: {
	code: string;
	mode: string;
	peerToken: string;
	hostKey?: string;
	hostId: string;
	hostName: string;
	hostToken: string;
	settings: unknown;
	seed: number;
	now: number;
}): LobbyRecord => ({
	code: o.code,
	mode: o.mode,
	peerToken: o.peerToken,
	...(o.hostKey ? { hostKey: o.hostKey } : {}),
	hostPlayerId: o.hostId,
	locked: false,
	status: 'open',
	seats: [{ id: o.hostId, name: o.hostName, isHost: true, token: o.hostToken, joinedAt: o.now }],
	bannedTokens: [],
	bannedNames: [],
	settings: o.settings,
	game: null,
	stateId: 1,
	seed: o.seed,
	createdAt: o.now,
	finishedAt: null
});
