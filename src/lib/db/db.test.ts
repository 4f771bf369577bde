import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fixture from './testing/v1.json';
import v2 from './testing/v2.json';
import { AppDB, db, DB_VERSION, TABLE_NAMES, useDb } from './db';
import { deleteAll, exportAll, importAll, countAll } from './backup';
import { getAttempt, listAttempts } from '$lib/games/safe-choices/db/safe-choices';
import { FINISHED_LOBBY_TTL_MS, runRetention } from './retention';

let name: string;
beforeEach(() => {
	name = `test-${Math.random()}`;
	useDb(new AppDB(name));
});
afterEach(async () => {
	db().close();
	await Dexie.delete(name);
});

/** Writes a frozen fixture as its old schema stored it, then opens it with the current AppDB. */
const openFrozen = async (version: number, frozen: { stores: Record<string, string>; rows: object }) => {
	db().close();
	const old = new Dexie(name);
	old.version(version).stores(frozen.stores);
	await old.open();
	for (const [table, rows] of Object.entries(frozen.rows)) await old.table(table).bulkAdd(rows);
	old.close();
	const current = new AppDB(name);
	useDb(current);
	await current.open();
	return current;
};

describe('migration from a frozen v1 database', () => {
	it('keeps every row and fills finishedAt for finished sessions only', async () => {
		const current = await openFrozen(1, fixture);
		expect(current.verno).toBe(DB_VERSION);
		expect(await current.sessions.get('s-finished')).toMatchObject({ finishedAt: 500, data: { turns: 4 } });
		expect((await current.sessions.get('s-active'))?.finishedAt).toBeNull();
		expect(await current.settings.get('ui')).toEqual(fixture.rows.settings[0]);
		expect(await current.lobbyEvents.count()).toBe(1);
		// the v2 index is usable
		expect(await current.sessions.where('finishedAt').above(0).primaryKeys()).toEqual(['s-finished']);
		expect(await current.scenarioSessions.count()).toBe(0);
	});
});

// The v2 fixture as plain rows (its Safe-choices `data` is the v2 attempt shape).
type Row = Record<string, unknown> & { id?: string; mode?: string };
type V2Attempt = { scenarioId: string; startedAt: number; assessments: Record<string, unknown>[] };
const v2Rows = v2.rows as unknown as Record<string, Row[]>;
// The fixture's note: this row's data is not a v2 attempt, so it must stay in `sessions`.
const MALFORMED = 'safe-malformed';
const movedRows = v2Rows.sessions.filter((r) => r.mode === 'safe' && r.id !== MALFORMED);
const attemptOf = (r: Row) => r.data as V2Attempt;
const withoutSeq = (rows: Record<string, unknown>[]) => rows.map(({ seq: _seq, ...r }) => r);
/** The same rows in any order (tables list rows by primary key, the fixture by hand). */
const expectSameRows = (actual: unknown[], expected: unknown[]) => {
	expect(actual).toHaveLength(expected.length);
	expect(actual).toEqual(expect.arrayContaining(expected));
};

/** The v3 state the v2 fixture must become, whether upgraded in place or imported from an export. */
const expectV3FromV2 = async () => {
	const d = db();
	for (const table of ['settings', 'packs', 'usage', 'lobbies', 'seats'] as const)
		expectSameRows(await d.table(table).toArray(), v2Rows[table]);
	expectSameRows(withoutSeq(await d.lobbyEvents.toArray()), v2Rows.lobbyEvents);
	// other modes' sessions and the unreadable safe row stay, unchanged
	const stay = v2Rows.sessions.filter((r) => r.mode !== 'safe' || r.id === MALFORMED);
	expectSameRows(await d.sessions.toArray(), stay);
	expect(await d.scenarioSessions.count()).toBe(movedRows.length);
	const responses = movedRows.reduce((n, r) => n + attemptOf(r).assessments.length, 0);
	expect(await d.scenarioResponses.count()).toBe(responses);
	for (const row of movedRows) {
		const a = row.data as Record<string, unknown> & V2Attempt;
		// indexed fields top-level (games/safe-choices/db/safe-choices.test.ts checks the whole row shape)
		expect(await d.scenarioSessions.get(String(row.id))).toMatchObject({
			scenarioId: a.scenarioId,
			startedAt: a.startedAt,
			lastScore: a.lastScore
		});
		const stored = await d.scenarioResponses.where('sessionId').equals(String(row.id)).sortBy('id');
		expect(stored.map(({ id: _id, sessionId, ...r }) => ({ sessionId, r }))).toEqual(
			a.assessments.map((r) => ({ sessionId: row.id, r }))
		);
		// the repository reads back exactly the attempt v2 stored
		expect(await getAttempt(String(row.id))).toEqual(a);
	}
	const party = movedRows.filter((r) => attemptOf(r).scenarioId === 'party-pressure');
	expect((await listAttempts('party-pressure')).map((a) => a.id)).toEqual(
		party.sort((x, y) => attemptOf(x).startedAt - attemptOf(y).startedAt).map((r) => r.id)
	);
};

describe('migration from a frozen v2 database (v3: scenarioSessions, scenarioResponses)', () => {
	it('moves Safe-choices attempts and their assessments, keeps the malformed row and the rest', async () => {
		const current = await openFrozen(2, v2);
		expect(current.verno).toBe(DB_VERSION);
		expect(movedRows.length).toBeGreaterThan(1);
		await expectV3FromV2();
	});
});

describe('backup', () => {
	const seed = async () => {
		await db().settings.put({ key: 'llm', value: { provider: 'http', apiKey: 'sk-secret', model: 'm' } });
		await db().usage.put({ key: 'p:q1', packId: 'p', count: 2 });
		await db().sessions.put({
			id: 'g1',
			mode: 'pirate',
			ref: 'easy',
			status: 'finished',
			startedAt: 1,
			updatedAt: 2,
			finishedAt: 2,
			data: { won: true }
		});
	};

	it('round-trips export → delete all → import, without the API key', async () => {
		await seed();
		const backup = await exportAll(new Date(0));
		expect(JSON.stringify(backup)).not.toContain('sk-secret');
		await deleteAll();
		expect(Object.values(await countAll()).every((n) => n === 0)).toBe(true);
		const result = await importAll(JSON.stringify(backup), { llm: 'use', network: 'keep' });
		expect(result).toEqual({ ok: true, rows: 3 });
		expect(await db().sessions.get('g1')).toMatchObject({ data: { won: true } });
		expect(await db().settings.get('llm')).toEqual({ key: 'llm', value: { provider: 'http', model: 'm' } });
	});

	it('imports a v2 export as the v3 upgrade would, and exports it again as v3', async () => {
		const tables = Object.fromEntries(
			TABLE_NAMES.filter((t) => t in v2Rows).map((t) => [t, withoutSeq(v2Rows[t])])
		);
		const file = { format: 'parlor-backup', version: 1, dbVersion: 2, exportedAt: 'x', tables };
		const result = await importAll(JSON.stringify(file));
		expect(result.ok).toBe(true);
		await expectV3FromV2();
		const again = await exportAll(new Date(0));
		expect(again.dbVersion).toBe(DB_VERSION);
		expect(again.tables.scenarioSessions).toHaveLength(movedRows.length);
		await deleteAll();
		expect(await importAll(JSON.stringify(again))).toEqual({
			ok: true,
			rows: Object.values(again.tables).reduce((n, rows) => n + rows.length, 0)
		});
		expect(await exportAll(new Date(0))).toEqual(again);
	});

	it('imports a v1 export with finishedAt filled as the v2 upgrade does', async () => {
		const tables = { packs: [], seats: [], ...fixture.rows };
		const file = { format: 'parlor-backup', version: 1, dbVersion: 1, exportedAt: 'x', tables };
		expect((await importAll(JSON.stringify(file))).ok).toBe(true);
		expect((await db().sessions.get('s-finished'))?.finishedAt).toBe(500);
		expect((await db().sessions.get('s-active'))?.finishedAt).toBeNull();
	});

	it('a malformed file changes nothing and names what is wrong', async () => {
		await seed();
		const before = await exportAll(new Date(0));
		const bad = structuredClone(before) as { tables: { sessions: { mode: string }[] } };
		bad.tables.sessions[0].mode = 'chess';
		const result = await importAll(JSON.stringify(bad));
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.issues[0].path).toBe('tables.sessions.0.mode');
		expect(await exportAll(new Date(0))).toEqual(before);

		const notJson = await importAll('{oops');
		expect(notJson.ok).toBe(false);
		expect(await exportAll(new Date(0))).toEqual(before);
	});
});

describe('retention (seed 000 memory lifecycle)', () => {
	it('deletes a finished lobby and its events one hour after it finished, not before', async () => {
		const finishedAt = 1_000_000;
		await db().lobbies.put({
			id: 'L',
			mode: 'nhie',
			status: 'finished',
			updatedAt: finishedAt,
			finishedAt,
			data: {}
		});
		await db().lobbyEvents.add({ lobbyId: 'L', at: finishedAt, data: {} });
		await db().lobbies.put({
			id: 'Open',
			mode: 'nhie',
			status: 'playing',
			updatedAt: finishedAt,
			finishedAt: null,
			data: {}
		});

		expect(await runRetention(finishedAt + FINISHED_LOBBY_TTL_MS - 1)).toEqual({ lobbies: 0, events: 0 });
		expect(await runRetention(finishedAt + FINISHED_LOBBY_TTL_MS + 1)).toEqual({ lobbies: 1, events: 1 });
		expect(await db().lobbies.get('L')).toBeUndefined();
		expect(await db().lobbies.get('Open')).toBeDefined();
	});
});
