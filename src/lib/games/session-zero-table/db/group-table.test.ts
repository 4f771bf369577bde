import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SharePayload } from '$lib/games/session-zero/engine';
import { exportAll, importAll } from '$lib/db/backup';
import { AppDB, db, useDb } from '$lib/db/db';
import {
	deleteSessionZeroTable,
	getSessionZeroTable,
	listSessionZeroTables,
	saveSessionZeroTable,
	type SessionZeroTable
} from './group-table';

const payload: SharePayload = {
	schema_version: 1,
	share_scope: 'gm',
	safety_included: true,
	pack: { id: 'session-zero', language: 'en' },
	axes: { tone: { score: 4, confidence: 0.7 } },
	modules: {},
	modes: { pvp: 'false' },
	result: { leader: 'noir_mystery', margin: 0.2, ranking: [], draw: null },
	safety: { lines: ['spiders'], veils: [] }
};
const table = (id: string): SessionZeroTable => ({
	id,
	name: 'Thursday group',
	anonymous: false,
	createdAt: 1,
	players: [{ name: 'Anna', payload }]
});

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

describe('Session zero tables in Dexie', () => {
	it('saves, lists newest first and deletes', async () => {
		await saveSessionZeroTable(table('a'), 1);
		await saveSessionZeroTable(table('b'), 2);
		expect((await listSessionZeroTables()).map((t) => t.id)).toEqual(['b', 'a']);
		await deleteSessionZeroTable('b');
		expect(await getSessionZeroTable('b')).toBeNull();
		expect((await getSessionZeroTable('a'))?.players[0].payload.safety?.lines).toEqual(['spiders']);
	});

	it('refuses to write a payload that is not a share payload, and skips a broken row on read', async () => {
		const bad = { ...table('x'), players: [{ name: 'A', payload: { ...payload, answers: [] } }] };
		await expect(saveSessionZeroTable(bad as unknown as SessionZeroTable, 1)).rejects.toThrow();
		await db().groupTables.put({ id: 'broken', updatedAt: 5, data: { nope: 1 } });
		await saveSessionZeroTable(table('ok'), 1);
		expect((await listSessionZeroTables()).map((t) => t.id)).toEqual(['ok']);
	});

	it('goes out with the data export and comes back with the import', async () => {
		await saveSessionZeroTable(table('t1'), 3);
		const backup = await exportAll(new Date(0));
		expect(backup.tables.groupTables).toHaveLength(1);
		useDb(new AppDB('test-' + Math.random()));
		expect(await importAll(JSON.stringify(backup))).toMatchObject({ ok: true });
		expect((await getSessionZeroTable('t1'))?.name).toBe('Thursday group');
	});

	it('keeps the GM’s safety tools with the table; a row saved before them still reads', async () => {
		await saveSessionZeroTable({ ...table('t'), tools: ['x_card', 'open_door'] }, 1);
		expect((await getSessionZeroTable('t'))?.tools).toEqual(['x_card', 'open_door']);
		await saveSessionZeroTable({ ...table('none'), tools: [] }, 2);
		expect((await getSessionZeroTable('none'))?.tools).toEqual([]);
		// an older row has no `tools`: it reads, with none chosen yet
		await db().groupTables.put({ id: 'old', updatedAt: 3, data: table('old') });
		expect((await getSessionZeroTable('old'))?.tools ?? null).toBeNull();
		// a tool the app does not know is refused on write and makes the row unreadable, not a crash
		await expect(saveSessionZeroTable({ ...table('y'), tools: ['panic' as 'x_card'] }, 4)).rejects.toThrow();
		await db().groupTables.put({ id: 'bad', updatedAt: 5, data: { ...table('bad'), tools: ['panic'] } });
		expect((await listSessionZeroTables()).map((t) => t.id)).toEqual(['old', 'none', 't']);
	});
});
