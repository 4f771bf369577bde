import { z } from 'zod';
import zodEn from 'zod/v4/locales/en.js';
import zodRu from 'zod/v4/locales/ru.js';
import { db, DB_VERSION, TABLE_NAMES, type TableName } from './db';
import { moveSafeSessions } from '$lib/games/safe-choices/db/migrate';
import { RowSchemas } from './schema';
import {
	KEEP_MINE,
	lobbiesToWrite,
	previewSettingsImport,
	settingsRowsToWrite,
	type ImportChoices,
	type SettingsImportPreview
} from './backup-settings';
import { storageFailure, type ImportFailure } from './import-failure';
import { nestsDeeperThan } from '$lib/packs/json-depth';
import type { UiLanguage } from '$lib/i18n/locale.svelte';

/**
 * "Your data" (issue: platform, Dexie): export everything as one JSON file, import it back, delete
 * everything. An import is validated completely before anything is written, and written in one
 * transaction: a bad file changes nothing.
 */
export const BACKUP_FORMAT = 'parlor-backup';

/** Secrets that never leave the device, even in the user's own export (llm.md: the key stays here). */
const redact = (table: TableName, row: Record<string, unknown>): Record<string, unknown> => {
	if (table !== 'settings' || row.key !== 'llm' || typeof row.value !== 'object' || row.value === null)
		return row;
	const { apiKey: _omit, ...rest } = row.value as Record<string, unknown>;
	return { ...row, value: rest };
};

export const BackupSchema = z.object({
	format: z.literal(BACKUP_FORMAT),
	version: z.literal(1),
	dbVersion: z.number().int().min(1).max(DB_VERSION),
	exportedAt: z.string(),
	tables: z.object({
		settings: z.array(RowSchemas.settings),
		packs: z.array(RowSchemas.packs),
		usage: z.array(RowSchemas.usage),
		lobbies: z.array(RowSchemas.lobbies),
		lobbyEvents: z.array(RowSchemas.lobbyEvents),
		seats: z.array(RowSchemas.seats),
		sessions: z.array(RowSchemas.sessions),
		// since dbVersion 3 (absent from older exports)
		scenarioSessions: z.array(RowSchemas.scenarioSessions).default([]),
		scenarioResponses: z.array(RowSchemas.scenarioResponses).default([]),
		// since dbVersion 4
		groupTables: z.array(RowSchemas.groupTables).default([])
	})
});
export type Backup = z.infer<typeof BackupSchema>;
type BackupTables = Backup['tables'];

/**
 * An export from an older schema, brought to the current one the way AppDB's upgrades bring a
 * stored database (db.ts): v2 fills `finishedAt`, v3 moves Safe-choices attempts out of `sessions`
 * (a row the move cannot read stays in `sessions`, as in the Dexie upgrade).
 */
export const upgradeTables = (dbVersion: number, tables: BackupTables): BackupTables => {
	let out = tables;
	if (dbVersion < 2)
		out = {
			...out,
			sessions: out.sessions.map((r) => ({
				...r,
				finishedAt: r.status === 'finished' ? r.updatedAt : null
			}))
		};
	if (dbVersion < 3) {
		const moved = moveSafeSessions(out.sessions);
		const ids = new Set(moved.ids);
		out = {
			...out,
			sessions: out.sessions.filter((r) => !ids.has(r.id)),
			scenarioSessions: [...out.scenarioSessions, ...moved.scenarioSessions],
			scenarioResponses: [...out.scenarioResponses, ...moved.scenarioResponses]
		};
	}
	return out;
};

export const exportAll = async (now: Date = new Date()): Promise<Backup> => {
	const d = db();
	const tables = {} as Record<TableName, unknown[]>;
	await d.transaction(
		'r',
		TABLE_NAMES.map((t) => d.table(t)),
		async () => {
			for (const name of TABLE_NAMES) {
				const rows = (await d.table(name).toArray()) as Record<string, unknown>[];
				tables[name] = rows.map((r) => redact(name, r));
			}
		}
	);
	return BackupSchema.parse({
		format: BACKUP_FORMAT,
		version: 1,
		dbVersion: DB_VERSION,
		exportedAt: now.toISOString(),
		tables
	});
};

export type ImportIssue = { path: string; message: string };
export type ImportResult =
	{ ok: true; rows: number } | { ok: false; reason: ImportFailure; issues: ImportIssue[] };
export type BackupPreview =
	| ({ ok: true; backup: Backup } & SettingsImportPreview)
	| { ok: false; reason: ImportFailure; issues: ImportIssue[] };

const MAX_ISSUES = 20;

const fail = (reason: ImportFailure, issues: ImportIssue[] = []) => ({ ok: false as const, reason, issues });

/** Zod's messages in the UI language (the paths stay as they are). */
const errorMap = (lang: UiLanguage) => (lang === 'ru' ? zodRu() : zodEn()).localeError;

/** Reads and checks a backup file without writing anything; says which settings it would change (backup-settings.ts). */
export const readBackup = async (text: string, lang: UiLanguage = 'en'): Promise<BackupPreview> => {
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return fail('json');
	}
	if (nestsDeeperThan(raw)) return fail('too-deep');
	const parsed = BackupSchema.safeParse(raw, { error: errorMap(lang) });
	if (!parsed.success) {
		return fail(
			'schema',
			parsed.error.issues.slice(0, MAX_ISSUES).map((i) => ({
				path: i.path.length ? i.path.map(String).join('.') : '(root)',
				message: i.message
			}))
		);
	}
	const current = await db().settings.toArray();
	return {
		ok: true,
		backup: parsed.data,
		...previewSettingsImport(current, parsed.data.tables.settings, parsed.data.tables.lobbies)
	};
};

/**
 * Replaces all data with a checked backup in one transaction (a failure changes nothing). `choices`
 * says whose LLM and network settings to keep (this device's unless told); this device's key and
 * adult choice are kept either way. `rows` counts what is stored afterwards (a backup with duplicate
 * ids stores one row per id).
 */
export const applyBackup = async (
	backup: Backup,
	choices: ImportChoices = KEEP_MINE
): Promise<ImportResult> => {
	const tables = upgradeTables(backup.dbVersion, backup.tables);
	const d = db();
	let rows = 0;
	try {
		await d.transaction(
			'rw',
			TABLE_NAMES.map((t) => d.table(t)),
			async () => {
				const current = await d.settings.toArray();
				for (const name of TABLE_NAMES) {
					const table = d.table(name);
					await table.clear();
					await table.bulkPut(
						name === 'settings'
							? settingsRowsToWrite(current, tables.settings, choices)
							: name === 'lobbies'
								? lobbiesToWrite(current, tables.lobbies)
								: tables[name]
					);
					rows += await table.count();
				}
			}
		);
	} catch (e) {
		return fail(storageFailure(e));
	}
	return { ok: true, rows };
};

/** Reads a backup file and, when it is sound, replaces all data with it (keeping this device's settings unless told). */
export const importAll = async (text: string, choices: ImportChoices = KEEP_MINE): Promise<ImportResult> => {
	const read = await readBackup(text);
	return read.ok ? applyBackup(read.backup, choices) : read;
};

export const deleteAll = async (): Promise<void> => {
	const d = db();
	await d.transaction(
		'rw',
		TABLE_NAMES.map((t) => d.table(t)),
		async () => {
			for (const name of TABLE_NAMES) await d.table(name).clear();
		}
	);
};

export const countAll = async (): Promise<Record<TableName, number>> => {
	const d = db();
	const out = {} as Record<TableName, number>;
	for (const name of TABLE_NAMES) out[name] = await d.table(name).count();
	return out;
};
