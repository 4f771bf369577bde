import Dexie, { type EntityTable, type PromiseExtended } from 'dexie';
import { databaseExists, DB_NAME, handleBuilt } from './exists';
import { moveSafeSessions } from '$lib/games/safe-choices/db/migrate';
import { chooseStorage, type StorageChoice } from './storage-choice';

/**
 * The one Dexie database (architecture.md, "Data scopes"). Every table row carries its indexed
 * fields plus a `data` payload that the owning repository validates with its own zod schema on
 * read and write: repositories (src/lib/db/repos/*) are the only writers.
 */
export type SettingRow = { key: string; value: unknown };
/** Custom packs imported by the user. `kind` is the pack kind (nhie, questionnaire, scenario, pirate, deduction). */
export type PackRow = {
	id: string;
	kind: string;
	language: string;
	name: string;
	importedAt: number;
	data: unknown;
};
/** Device-wide question usage counters (`times_used`, seed 000). key = `${packId}:${questionId}`. */
export type UsageRow = { key: string; packId: string; count: number };
/** A hosted lobby: engine state, players and tokens, so a host reload resumes it (lobby.md). */
export type LobbyRow = {
	id: string;
	mode: string;
	status: 'open' | 'playing' | 'finished';
	updatedAt: number;
	finishedAt: number | null;
	data: unknown;
};
export type LobbyEventRow = { seq?: number; lobbyId: string; at: number; data: unknown };
/** A guest's seat in a lobby (session scope: never sent to anyone but that lobby's host). */
export type SeatRow = { code: string; updatedAt: number; data: unknown };
/** Finished or in-progress sessions of each mode (document scope). Safe-choices attempts live in
 * `scenarioSessions` since v3; a 'safe' row left here is one the v3 upgrade could not read. */
export type SessionRow = {
	id: string;
	mode: 'nhie' | 'quiz' | 'safe' | 'mole' | 'pirate';
	/** e.g. questionnaire pack id, scenario id, difficulty. */
	ref: string;
	status: 'active' | 'finished' | 'abandoned';
	startedAt: number;
	updatedAt: number;
	/** Since schema v2: when the session finished (null or absent while active or abandoned). */
	finishedAt?: number | null;
	data: unknown;
};

/**
 * Since v3, a Safe-choices attempt (safe-choices.md, "Storage (Dexie)"): the spec's fields top-level,
 * `data` = the rest (outcome, transcript). `lastScore` is a RiskAssessment or null.
 */
export type ScenarioSessionRow = {
	id: string;
	scenarioId: string;
	language: string;
	startedAt: number;
	endedAt: number | null;
	turns: number;
	lastScore: unknown;
	data: unknown;
};
/** Since v3, one assessment of an attempt (safe-choices.md): `score` is a RiskAssessment. `id` keeps their order. */
export type ScenarioResponseRow = {
	id?: number;
	sessionId: string;
	afterPlayerTurn: number;
	kind: 'interval' | 'forced' | 'final';
	at: number;
	score: unknown;
};

/** Since v4, a Session zero table (docs/session-zero.md "Session zero for a group"): the players' share payloads the GM collected (games/session-zero-table/db/group-table.ts). */
export type SessionZeroTableRow = { id: string; updatedAt: number; data: unknown };

/** The current schema version (`AppDB.verno`); exports record it. */
export const DB_VERSION = 4;

export const TABLE_NAMES = [
	'settings',
	'packs',
	'usage',
	'lobbies',
	'lobbyEvents',
	'seats',
	'sessions',
	'scenarioSessions',
	'scenarioResponses',
	'groupTables'
] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export class AppDB extends Dexie {
	settings!: EntityTable<SettingRow, 'key'>;
	packs!: EntityTable<PackRow, 'id'>;
	usage!: EntityTable<UsageRow, 'key'>;
	lobbies!: EntityTable<LobbyRow, 'id'>;
	lobbyEvents!: EntityTable<LobbyEventRow, 'seq'>;
	seats!: EntityTable<SeatRow, 'code'>;
	sessions!: EntityTable<SessionRow, 'id'>;
	scenarioSessions!: EntityTable<ScenarioSessionRow, 'id'>;
	scenarioResponses!: EntityTable<ScenarioResponseRow, 'id'>;
	groupTables!: EntityTable<SessionZeroTableRow, 'id'>;

	#storage: Promise<void> | null = null;

	/** `storage` picks where the database lives, once, before it first opens (storage-choice.ts). */
	constructor(
		name = DB_NAME,
		private readonly storage: StorageChoice = chooseStorage
	) {
		super(name);
		this.version(1).stores({
			settings: '&key',
			packs: '&id, kind, language',
			usage: '&key, packId',
			lobbies: '&id, mode, status, finishedAt',
			lobbyEvents: '++seq, lobbyId',
			seats: '&code',
			sessions: '&id, mode, [mode+ref], status, updatedAt'
		});
		// v2: sessions get `finishedAt` (history screens sort finished games by it); lobbies are
		// also indexed by `updatedAt` (retention looks for stale open lobbies).
		this.version(2)
			.stores({
				lobbies: '&id, mode, status, finishedAt, updatedAt',
				sessions: '&id, mode, [mode+ref], status, updatedAt, finishedAt'
			})
			.upgrade((tx) =>
				tx
					.table('sessions')
					.toCollection()
					.modify((row: Partial<SessionRow>) => {
						row.finishedAt = row.status === 'finished' ? (row.updatedAt ?? null) : null;
					})
			);
		// v3 (safe-choices.md, "Storage (Dexie)"): Safe-choices attempts get their own tables. Every 'safe'
		// sessions row becomes one scenarioSessions row plus one scenarioResponses row per embedded
		// assessment, and leaves `sessions`. A row whose data does not have the v2 shape stays in
		// `sessions` untouched (it still counts on the data page and goes into exports), so nothing is
		// lost and the upgrade never fails on it.
		this.version(3)
			.stores({
				scenarioSessions: '&id, scenarioId, [scenarioId+startedAt], startedAt',
				scenarioResponses: '++id, sessionId'
			})
			.upgrade(async (tx) => {
				const sessions = tx.table<SessionRow, string>('sessions');
				const moved = moveSafeSessions(await sessions.where('mode').equals('safe').toArray());
				await tx.table('scenarioSessions').bulkPut(moved.scenarioSessions);
				await tx.table('scenarioResponses').bulkAdd(moved.scenarioResponses);
				await sessions.bulkDelete(moved.ids);
			});
		// v4 (docs/session-zero.md "Session zero for a group"): Session zero tables kept on the GM's device.
		this.version(4).stores({ groupTables: '&id, updatedAt' });
	}

	/**
	 * Dexie opens on the first query (its auto-open calls this). The first open waits for the storage
	 * choice; memory replaces the browser's IndexedDB in Dexie's dependencies (`_deps`, where its
	 * open looks for the factory) before anything is opened.
	 */
	override open(): PromiseExtended<Dexie> {
		this.#storage ??= this.storage().then((backend) => {
			if (backend) (this as unknown as { _deps: typeof backend })._deps = backend;
		});
		return Dexie.Promise.resolve(this.#storage).then(() => super.open());
	}
}

let instance: AppDB | null = null;

/** The app's singleton. Tests create their own `new AppDB(uniqueName)` with fake-indexeddb. */
export const db = (): AppDB => {
	if (!instance) {
		instance = new AppDB();
		handleBuilt(instance.name);
	}
	return instance;
};

/**
 * Whether the database can hold anything yet (docs/architecture.md "How a start page starts"): open, or already created on this device.
 * A read at a page's start asks first: on a first visit it returns its empty answer without
 * opening — creating — the database inside the page's start.
 */
export const hasDatabase = async (): Promise<boolean> =>
	// without building the Dexie instance (its schema parse is main-thread time) when none exists yet
	instance ? instance.isOpen() || databaseExists(instance.name) : databaseExists(DB_NAME);

/** Replaces the singleton (tests only). */
export const useDb = (next: AppDB): void => {
	instance = next;
	handleBuilt(next.name);
};
