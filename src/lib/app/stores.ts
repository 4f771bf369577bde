import {
	deleteGroupTable,
	getGroupTable,
	listGroupTables,
	saveGroupTable,
	type GroupTable
} from '$lib/db/repos/group-table';
import { loadTimesUsed, readNhieAdult, writeNhieAdult, type NhieAdult } from '$lib/db/repos/nhie';
import { abandonQuizRun, latestQuizRun, saveQuizRun, type QuizRunRecord } from '$lib/db/repos/quiz';
import { listAttempts, saveAttempt, type SafeAttempt } from '$lib/db/repos/safe';

/**
 * The document-scope stores of the app object (issue 20 §1, architecture.md "Composition root"):
 * what a state manager saves and reads back, as a type with its Dexie version here and a memory
 * version in `testing/memory-stores.ts`. The row types come with them, so the state layer needs
 * nothing from `$lib/db`.
 */
export type { GroupTable, NhieAdult, QuizRunRecord, SafeAttempt };

/** Safe-choices attempts (risk.md "Storage (Dexie)"). */
export type SafeAttempts = {
	/** Writes the attempt with its assessments, all or nothing. */
	save: (attempt: SafeAttempt) => Promise<void>;
	/** Attempts at one scenario (or all), oldest first. */
	list: (scenarioId?: string) => Promise<SafeAttempt[]>;
};

/** A Session zero run as saved: its pack and replay inputs; `id` defaults to the session id. */
export type QuizRunSave = Omit<QuizRunRecord, 'id'> & { id?: string };

/** Session zero runs (replay inputs, rebuilt by the deterministic engine on resume). */
export type QuizRuns = {
	save: (run: QuizRunSave, now: number) => Promise<void>;
	/** The newest run that is not abandoned, to resume after a reload. */
	latest: () => Promise<QuizRunRecord | null>;
	abandon: (id: string) => Promise<void>;
};

/** "Never have I ever" on this device: the times_used counters (seed 000) and the NSFW choice. */
export type NhieStore = {
	timesUsed: (packId: string) => Promise<Record<string, number>>;
	readAdult: () => Promise<NhieAdult>;
	writeAdult: (value: NhieAdult) => Promise<void>;
};

export type SavedGroupTable = GroupTable & { updatedAt: number };

/** Session zero tables the GM collected (issue 17). */
export type GroupTables = {
	save: (table: GroupTable, now: number) => Promise<void>;
	get: (id: string) => Promise<SavedGroupTable | null>;
	/** Newest first. */
	list: () => Promise<SavedGroupTable[]>;
	delete: (id: string) => Promise<void>;
};

export const dexieSafeAttempts: SafeAttempts = { save: saveAttempt, list: listAttempts };

export const dexieQuizRuns: QuizRuns = { save: saveQuizRun, latest: latestQuizRun, abandon: abandonQuizRun };

export const dexieNhie: NhieStore = {
	timesUsed: loadTimesUsed,
	readAdult: readNhieAdult,
	writeAdult: writeNhieAdult
};

export const dexieGroupTables: GroupTables = {
	save: saveGroupTable,
	get: getGroupTable,
	list: listGroupTables,
	delete: deleteGroupTable
};
