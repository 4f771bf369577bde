import type { Backup, BackupPreview, ImportIssue, ImportResult, readBackup } from '$lib/db/backup';
import type { ImportChoices, SettingsImportPreview } from '$lib/db/backup-settings';
import type { PackRow } from '$lib/db/db';
import type { ImportPackResult } from '$lib/db/repos/packs';

export type { Backup, ImportChoices, ImportIssue, PackRow, SettingsImportPreview };
export { storageFailure, type ImportFailure } from '$lib/db/import-failure';

/**
 * "Your data" as the app gives it to the state layer (docs/architecture.md "Composition root"): backup export / import / delete
 * (every row checked with zod, db/backup.ts), the user's imported packs, persistence and retention.
 * The Dexie version imports its modules on first use: the pages that never open "Your data" do not
 * load the backup code (zod's locales among it).
 */
/** The UI language zod's messages are given in. */
type IssueLanguage = NonNullable<Parameters<typeof readBackup>[1]>;

export type YourDataStore = {
	/** Rows per table. */
	counts: () => Promise<Record<string, number>>;
	packs: () => Promise<PackRow[]>;
	exportAll: () => Promise<Backup>;
	/** Checks a backup file without writing anything (issues in the UI language). */
	readBackup: (text: string, language: IssueLanguage) => Promise<BackupPreview>;
	applyBackup: (backup: Backup, choices: ImportChoices) => Promise<ImportResult>;
	importPack: (text: string, kind?: string) => Promise<ImportPackResult>;
	deletePack: (id: string) => Promise<void>;
	deleteAll: () => Promise<void>;
	/** Asks the browser not to evict this origin's storage; whether it agreed. */
	requestPersistence: () => Promise<boolean>;
	/** Starts the periodic clean-up (seed 000 "memory lifecycle"); returns its stop. */
	startRetention: () => Promise<() => void>;
};

const backup = () => import('$lib/db/backup');
const packs = () => import('$lib/db/repos/packs');
const packRows = () => import('$lib/db/repos/pack-rows');
const retention = () => import('$lib/db/retention');

export const dexieYourData: YourDataStore = {
	counts: async () => (await backup()).countAll(),
	packs: async () => (await packRows()).listCustomPacks(),
	exportAll: async () => (await backup()).exportAll(),
	readBackup: async (text, language) => (await backup()).readBackup(text, language),
	applyBackup: async (b, choices) => (await backup()).applyBackup(b, choices),
	importPack: async (text, kind) => (await packs()).importPackText(text, kind),
	deletePack: async (id) => (await packRows()).deleteCustomPack(id),
	deleteAll: async () => (await backup()).deleteAll(),
	requestPersistence: async () => (await retention()).requestPersistence(),
	startRetention: async () => (await retention()).startRetention()
};
