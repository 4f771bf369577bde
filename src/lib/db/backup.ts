import { z } from 'zod';
import { db, DB_VERSION, TABLE_NAMES, type TableName } from './db';
import { moveSafeSessions } from './migrate-safe';
import { RowSchemas } from './schema';

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
		scenarioResponses: z.array(RowSchemas.scenarioResponses).default([])
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
export type ImportResult = { ok: true; rows: number } | { ok: false; issues: ImportIssue[] };

const MAX_ISSUES = 20;

/** Parses a backup file's text; returns every problem by JSON path, or replaces all data with it. */
export const importAll = async (text: string): Promise<ImportResult> => {
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch (e) {
		return { ok: false, issues: [{ path: '(file)', message: `not valid JSON (${(e as Error).message})` }] };
	}
	const parsed = BackupSchema.safeParse(raw);
	if (!parsed.success) {
		return {
			ok: false,
			issues: parsed.error.issues.slice(0, MAX_ISSUES).map((i) => ({
				path: i.path.length ? i.path.map(String).join('.') : '(root)',
				message: i.message
			}))
		};
	}
	const tables = upgradeTables(parsed.data.dbVersion, parsed.data.tables);
	const d = db();
	let rows = 0;
	await d.transaction(
		'rw',
		TABLE_NAMES.map((t) => d.table(t)),
		async () => {
			for (const name of TABLE_NAMES) {
				const table = d.table(name);
				await table.clear();
				const data = tables[name];
				await table.bulkPut(data);
				rows += data.length;
			}
		}
	);
	return { ok: true, rows };
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
