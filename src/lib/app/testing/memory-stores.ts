import { SessionZeroTableSchema } from '$lib/games/session-zero-table/db/group-table';
import { nhieAdultOver } from '$lib/games/nhie/db/nhie';
import { SessionZeroRunRowDataSchema } from '$lib/games/session-zero/db/session-zero';
import type { SettingsStore } from '$lib/db/repos/settings';
import { SafeAttemptSchema } from '$lib/games/safe-choices/db/safe-choices';
import { PirateGameSchema, type PirateGame } from '$lib/games/pirate/engine';
import type { PirateGames } from '../app';
import type {
	SessionZeroTables,
	NhieStore,
	SessionZeroRunRecord,
	SessionZeroRuns,
	SafeAttempt,
	SafeAttempts,
	SavedSessionZeroTable
} from '../stores';

/**
 * Test helpers: the app's document stores in memory, each checked on save by the schema its Dexie
 * version uses; the map each one exposes is what a reload would find.
 */
type Saved<T> = Map<string, { value: T; updatedAt: number }>;
const newestFirst = <T>(saved: Saved<T>): T[] =>
	[...saved.values()].sort((a, b) => b.updatedAt - a.updatedAt).map((e) => e.value);

/** Pirate games by id, with the time of the last save. */
export const memoryPirateGames = (): PirateGames & { games: Saved<PirateGame>; beaten: string[] } => {
	const games: Saved<PirateGame> = new Map();
	const beaten: string[] = [];
	return {
		games,
		/** the ladder's captains beaten, as a reload would find them */
		beaten,
		ladder: async () => ({ beaten: [...beaten], dropped: null }),
		beat: async (captain) => {
			if (!beaten.includes(captain)) beaten.push(captain);
			return [...beaten];
		},
		save: async (game, now) => {
			games.set(game.id, { value: PirateGameSchema.parse(game), updatedAt: now });
		},
		list: async () => newestFirst(games),
		latestActive: async () => newestFirst(games).find((g) => g.status === 'playing') ?? null,
		delete: async (id) => {
			games.delete(id);
		}
	};
};

/** Safe-choices attempts by id. */
export const memorySafeAttempts = (): SafeAttempts & { attempts: Map<string, SafeAttempt> } => {
	const attempts = new Map<string, SafeAttempt>();
	return {
		attempts,
		save: async (attempt) => {
			attempts.set(attempt.id, SafeAttemptSchema.parse(attempt));
		},
		list: async (scenarioId) =>
			[...attempts.values()]
				.filter((a) => scenarioId === undefined || a.scenarioId === scenarioId)
				.sort((a, b) => a.startedAt - b.startedAt),
		delete: async (id) => {
			attempts.delete(id);
		}
	};
};

/** Session zero runs by id. */
export const memorySessionZeroRuns = (): SessionZeroRuns & { runs: Saved<SessionZeroRunRecord> } => {
	const runs: Saved<SessionZeroRunRecord> = new Map();
	return {
		runs,
		save: async (run, now) => {
			const data = SessionZeroRunRowDataSchema.parse({ pack: run.pack, init: run.init, events: run.events });
			const id = run.id ?? data.init.session_id;
			runs.set(id, { value: { ...data, id, status: run.status }, updatedAt: now });
		},
		latest: async () => newestFirst(runs).find((r) => r.status !== 'abandoned') ?? null,
		abandon: async (id) => {
			const run = runs.get(id);
			if (run) runs.set(id, { ...run, value: { ...run.value, status: 'abandoned' } });
		}
	};
};

/** times_used per pack id (`usage`), the NSFW choice in the given settings. */
export const memoryNhie = (
	settings: SettingsStore
): NhieStore & { usage: Map<string, Record<string, number>> } => {
	const usage = new Map<string, Record<string, number>>();
	const adult = nhieAdultOver(settings);
	return {
		usage,
		timesUsed: async (packId) => ({ ...usage.get(packId) }),
		readAdult: adult.read,
		writeAdult: adult.write
	};
};

/** Group tables by id. */
export const memorySessionZeroTables = (): SessionZeroTables & { tables: Saved<SavedSessionZeroTable> } => {
	const tables: Saved<SavedSessionZeroTable> = new Map();
	return {
		tables,
		save: async (table, now) => {
			tables.set(table.id, {
				value: { ...SessionZeroTableSchema.parse(table), updatedAt: now },
				updatedAt: now
			});
		},
		get: async (id) => tables.get(id)?.value ?? null,
		list: async () => newestFirst(tables),
		delete: async (id) => {
			tables.delete(id);
		}
	};
};
