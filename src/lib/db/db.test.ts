import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fixture from './fixtures/v1.json';
import { AppDB, db, DB_VERSION, useDb } from './db';
import { deleteAll, exportAll, importAll, countAll } from './backup';
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

describe('migration from a frozen v1 database', () => {
	it('keeps every row and fills finishedAt for finished sessions only', async () => {
		db().close();
		const v1 = new Dexie(name);
		v1.version(1).stores(fixture.stores);
		await v1.open();
		for (const [table, rows] of Object.entries(fixture.rows)) await v1.table(table).bulkAdd(rows);
		v1.close();

		const current = new AppDB(name);
		useDb(current);
		await current.open();
		expect(current.verno).toBe(DB_VERSION);
		expect(await current.sessions.get('s-finished')).toMatchObject({ finishedAt: 500, data: { turns: 4 } });
		expect((await current.sessions.get('s-active'))?.finishedAt).toBeNull();
		expect(await current.settings.get('ui')).toEqual(fixture.rows.settings[0]);
		expect(await current.lobbyEvents.count()).toBe(1);
		// the v2 index is usable
		expect(await current.sessions.where('finishedAt').above(0).primaryKeys()).toEqual(['s-finished']);
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
		const result = await importAll(JSON.stringify(backup));
		expect(result).toEqual({ ok: true, rows: 3 });
		expect(await db().sessions.get('g1')).toMatchObject({ data: { won: true } });
		expect(await db().settings.get('llm')).toEqual({ key: 'llm', value: { provider: 'http', model: 'm' } });
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
