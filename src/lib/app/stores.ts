import type { SessionZeroTable } from '$lib/games/session-zero-table/db/group-table';
import type { NhieAdult } from '$lib/games/nhie/db/nhie';
import type { SessionZeroRunRecord } from '$lib/games/session-zero/db/session-zero';
import type { SafeAttempt } from '$lib/games/safe-choices/db/safe-choices';
import { savedDataMayExist } from '$lib/db/exists';

/**
 * The document-scope stores of the app object (docs/architecture.md "Composition root"):
 * what a state manager saves and reads back, as a type with its Dexie version here and a memory
 * version in `testing/memory-stores.ts`. The row types come with them, so the state layer needs
 * nothing from `$lib/db`. The Dexie versions import their repository on first use (docs/architecture.md "How a start page starts"): a
 * start page loads neither Dexie nor a repository's engines (the risk scorer's lexicons, a pack
 * schema) before it reads or saves something.
 */
export type { SessionZeroTable, NhieAdult, SessionZeroRunRecord, SafeAttempt };

/** Safe-choices attempts (safe-choices.md "Storage (Dexie)"). */
export type SafeAttempts = {
	/** Writes the attempt with its assessments, all or nothing. */
	save: (attempt: SafeAttempt) => Promise<void>;
	/** Attempts at one scenario (or all), oldest first. */
	list: (scenarioId?: string) => Promise<SafeAttempt[]>;
	/** Forgets an attempt (safeguarding stopped it and the teen did not keep it). */
	delete?: (id: string) => Promise<void>;
};

/** A Session zero run as saved: its pack and replay inputs; `id` defaults to the session id. */
export type SessionZeroRunSave = Omit<SessionZeroRunRecord, 'id'> & { id?: string };

/** Session zero runs (replay inputs, rebuilt by the deterministic engine on resume). */
export type SessionZeroRuns = {
	save: (run: SessionZeroRunSave, now: number) => Promise<void>;
	/** The newest run that is not abandoned, to resume after a reload. */
	latest: () => Promise<SessionZeroRunRecord | null>;
	abandon: (id: string) => Promise<void>;
};

/** "Never have I ever" on this device: the times_used counters (seed 000) and the NSFW choice. */
export type NhieStore = {
	timesUsed: (packId: string) => Promise<Record<string, number>>;
	readAdult: () => Promise<NhieAdult>;
	writeAdult: (value: NhieAdult) => Promise<void>;
};

export type SavedSessionZeroTable = SessionZeroTable & { updatedAt: number };

/** Session zero tables the GM collected (docs/session-zero.md "Session zero for a group"). */
export type SessionZeroTables = {
	save: (table: SessionZeroTable, now: number) => Promise<void>;
	get: (id: string) => Promise<SavedSessionZeroTable | null>;
	/** Newest first. */
	list: () => Promise<SavedSessionZeroTable[]>;
	delete: (id: string) => Promise<void>;
};

/**
 * A read that answers `empty()` while nothing can be saved on this device (a first visit: no
 * database), without importing its repository (docs/architecture.md "How a start page starts", `db/exists.ts`).
 */
export const unlessFirstVisit =
	<A extends unknown[], T>(empty: () => T, read: (...args: A) => Promise<T>) =>
	async (...args: A): Promise<T> =>
		(await savedDataMayExist()) ? read(...args) : empty();

/** The NSFW choice before the host ever made one (nhie.md: adult questions off). */
const NO_ADULT_CHOICE = (): NhieAdult => ({ nsfw: false, adultConfirmedAt: null });

const safe = () => import('$lib/games/safe-choices/db/safe-choices');
const quiz = () => import('$lib/games/session-zero/db/session-zero');
const nhie = () => import('$lib/games/nhie/db/nhie');
const groupTable = () => import('$lib/games/session-zero-table/db/group-table');

export const dexieSafeAttempts: SafeAttempts = {
	save: async (attempt) => (await safe()).saveAttempt(attempt),
	delete: async (id) => (await safe()).deleteAttempt(id),
	list: unlessFirstVisit(
		() => [],
		async (scenarioId?: string) => (await safe()).listAttempts(scenarioId)
	)
};

export const dexieSessionZeroRuns: SessionZeroRuns = {
	save: async (run, now) => (await quiz()).saveSessionZeroRun(run, now),
	latest: unlessFirstVisit(
		() => null,
		async () => (await quiz()).latestSessionZeroRun()
	),
	abandon: async (id) => (await quiz()).abandonSessionZeroRun(id)
};

export const dexieNhie: NhieStore = {
	timesUsed: unlessFirstVisit(
		() => ({}),
		async (packId: string) => (await nhie()).loadTimesUsed(packId)
	),
	readAdult: unlessFirstVisit(NO_ADULT_CHOICE, async () => (await nhie()).readNhieAdult()),
	writeAdult: async (value) => (await nhie()).writeNhieAdult(value)
};

export const dexieSessionZeroTables: SessionZeroTables = {
	save: async (table, now) => (await groupTable()).saveSessionZeroTable(table, now),
	get: unlessFirstVisit(
		() => null,
		async (id: string) => (await groupTable()).getSessionZeroTable(id)
	),
	list: unlessFirstVisit(
		() => [],
		async () => (await groupTable()).listSessionZeroTables()
	),
	delete: async (id) => (await groupTable()).deleteSessionZeroTable(id)
};
