import { db, hasDatabase } from '../db';
import { runRetention } from '../retention';
import {
	GuestSeatSchema,
	LobbyEventSchema,
	LobbyRecordSchema,
	type LobbyStore,
	type SeatStore
} from '$lib/lobby/store';

/**
 * Lobby persistence (lobby.md, "Host durability"): the host's lobby record + event log, and a
 * guest's seat (session scope: its token never goes anywhere but that lobby's host).
 */
export const dexieLobbyStore: LobbyStore = {
	load: async (code) => {
		const row = await db().lobbies.get(code);
		if (!row) return null;
		const parsed = LobbyRecordSchema.safeParse(row.data);
		return parsed.success ? parsed.data : null;
	},
	save: async (record, event, at, also) => {
		const data = LobbyRecordSchema.parse(record);
		const d = db();
		// with the mode's writes the transaction spans every table they may touch;
		// a throw anywhere in it rolls the lobby record back too
		const scope = also ? d.tables : [d.lobbies, d.lobbyEvents];
		await d.transaction('rw', scope, async (tx) => {
			await d.lobbies.put({
				id: data.code,
				mode: data.mode,
				status: data.status,
				updatedAt: at,
				finishedAt: data.finishedAt,
				data
			});
			if (event) await d.lobbyEvents.add({ lobbyId: data.code, at, data: LobbyEventSchema.parse(event) });
			await also?.(tx);
		});
	}
};

/** A lobby this device hosts and has not ended, for the home page's "Continue your lobby". */
export type HostedLobby = { code: string; mode: string; players: number; updatedAt: number };

/**
 * The open lobbies hosted on this device, newest first, touched within `maxAgeMs`
 * (a day: an evening's lobby, not last month's). Records that fail their schema are left out.
 */
export const openHostedLobbies = async (
	now: number,
	maxAgeMs = 24 * 60 * 60 * 1000
): Promise<HostedLobby[]> => {
	if (!(await hasDatabase())) return []; // nothing hosted yet (docs/architecture.md "How a start page starts")
	const rows = await db()
		.lobbies.where('updatedAt')
		.above(now - maxAgeMs)
		.toArray();
	return rows
		.filter((r) => r.status !== 'finished')
		.sort((a, b) => b.updatedAt - a.updatedAt)
		.flatMap((r) => {
			const parsed = LobbyRecordSchema.safeParse(r.data);
			if (!parsed.success) return [];
			return [{ code: r.id, mode: r.mode, players: parsed.data.seats.length, updatedAt: r.updatedAt }];
		});
};

/**
 * Seed 000 "memory lifecycle", the app shell's retention (`db/retention.ts`) run now: a finished
 * lobby goes an hour after its end, and one nobody ended (its tab closed mid-game; "Continue your
 * lobby" offers it for a day) a day after its last write, each with its event log.
 */
export const purgeFinishedLobbies = async (now: number): Promise<number> => (await runRetention(now)).lobbies;

export const dexieSeatStore: SeatStore = {
	get: async (code) => {
		if (!(await hasDatabase())) return null; // never seated (docs/architecture.md "How a start page starts")
		const row = await db().seats.get(code);
		if (!row) return null;
		const parsed = GuestSeatSchema.safeParse(row.data);
		return parsed.success ? parsed.data : null;
	},
	put: async (seat) => {
		await db().seats.put({ code: seat.code, updatedAt: Date.now(), data: GuestSeatSchema.parse(seat) });
	},
	remove: async (code) => {
		await db().seats.delete(code);
	}
};

/** Seats of lobbies not seen for a day are dead weight (session scope, never synced). */
export const purgeOldSeats = async (now: number, maxAgeMs = 24 * 60 * 60 * 1000): Promise<void> => {
	const rows = await db().seats.toArray();
	const old = rows.filter((r) => r.updatedAt < now - maxAgeMs).map((r) => r.code);
	if (old.length) await db().seats.bulkDelete(old);
};
