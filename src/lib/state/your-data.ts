/**
 * Storage as the app shell and the "Your data" page reach it (architecture.md: the UI reaches
 * storage only through the state layer): persistence and retention, backup export / import / delete
 * (every row validated with zod, db/backup.ts) and the user's imported packs.
 */
export { requestPersistence, startRetention } from '$lib/db/retention';
export {
	applyBackup,
	countAll,
	deleteAll,
	exportAll,
	readBackup,
	type Backup,
	type ImportIssue
} from '$lib/db/backup';
export type { LlmImportChoice, LlmImportPreview } from '$lib/db/backup-llm';
export { storageFailure, type ImportFailure } from '$lib/db/import-failure';
export { deleteCustomPack, importPackText, listCustomPacks } from '$lib/db/repos/packs';
export type { PackRow } from '$lib/db/db';
