import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataMessages } from '../../routes/data/messages';
import { AppDB, db, useDb } from './db';
import { exportAll, importAll, readBackup } from './backup';
import type { ImportFailure } from './import-failure';
import { importPackText } from './repos/packs';

/**
 * Every failed import is a reason the page says as a sentence (en + ru), never an
 * uncaught error, and nothing changes; the count reports the rows actually stored.
 */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));
afterEach(() => vi.restoreAllMocks());

const session = (id: string, marker: string) => ({
	id,
	mode: 'pirate' as const,
	ref: 'easy',
	status: 'finished' as const,
	startedAt: 1,
	updatedAt: 2,
	finishedAt: 2,
	data: { marker }
});

const backupWith = (sessions: unknown[]) =>
	JSON.stringify({
		format: 'parlor-backup',
		version: 1,
		dbVersion: 3,
		exportedAt: 'x',
		tables: { settings: [], packs: [], usage: [], lobbies: [], lobbyEvents: [], seats: [], sessions }
	});

/** `{"a":{"a":…}}` nested `depth` times, built as text (JSON.stringify itself would overflow). */
const deepJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const seedKept = async () => {
	await db().sessions.put(session('kept', 'before'));
	return exportAll(new Date(0));
};

const quotaOnWrite = () =>
	vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
		throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
	});

describe('backup import failures', () => {
	it('a backup with duplicate ids reports the rows actually stored', async () => {
		const result = await importAll(backupWith([session('g1', 'one'), session('g1', 'two')]));
		expect(await db().sessions.count()).toBe(1);
		expect(result).toEqual({ ok: true, rows: 1 });
	});

	it('200,000-deep nesting is refused as too deep, and nothing changes', async () => {
		const before = await seedKept();
		const text = backupWith([{ ...session('deep', 'x'), data: 'DEEP' }]).replace('"DEEP"', deepJson(200_000));
		expect(await importAll(text)).toEqual({ ok: false, reason: 'too-deep', issues: [] });
		expect(await exportAll(new Date(0))).toEqual(before);
	});

	it('a full disk (QuotaExceededError while writing) is a quota failure, and nothing changes', async () => {
		const before = await seedKept();
		quotaOnWrite();
		const result = await importAll(backupWith([session('new', 'x')]));
		vi.restoreAllMocks();
		expect(result).toEqual({ ok: false, reason: 'quota', issues: [] });
		expect(await exportAll(new Date(0))).toEqual(before);
	});

	it('invalid JSON and a wrong schema are reasons too; the schema issues come in the UI language', async () => {
		expect(await importAll('{oops')).toMatchObject({ ok: false, reason: 'json' });
		const wrong = backupWith([{ ...session('s', 'x'), status: 42 }]);
		const en = await readBackup(wrong, 'en');
		const ru = await readBackup(wrong, 'ru');
		expect(en).toMatchObject({ ok: false, reason: 'schema', issues: [{ path: 'tables.sessions.0.status' }] });
		expect(ru).toMatchObject({ ok: false, reason: 'schema', issues: [{ path: 'tables.sessions.0.status' }] });
		if (ru.ok || en.ok) return;
		expect(ru.issues[0].message).toMatch(/[а-я]/);
		expect(ru.issues[0].message).not.toBe(en.issues[0].message);
	});
});

describe('pack import failures', () => {
	it('deep nesting and a full disk are reasons, not thrown errors; nothing is saved', async () => {
		expect(await importPackText(deepJson(200_000))).toEqual({ ok: false, reason: 'too-deep', errors: [] });
		quotaOnWrite();
		const pack = {
			kind: 'nhie',
			id: 'p',
			language: 'en',
			name: 'P',
			version: 1,
			questions: [1, 2, 3, 4, 5].map((i) => ({
				id: `q${i}`,
				text: `Never have I ever counted to ${i}.`,
				intensity: i,
				tone: i <= 3 ? 'safe' : 'deeper',
				is_nsfw: false
			}))
		};
		expect(await importPackText(JSON.stringify(pack))).toEqual({ ok: false, reason: 'quota', errors: [] });
		vi.restoreAllMocks();
		expect(await db().packs.count()).toBe(0);
	});
});

describe('the page’s sentences', () => {
	it('has a distinct sentence for every reason in English and in Russian', () => {
		const reasons: ImportFailure[] = ['json', 'too-deep', 'schema', 'quota', 'storage'];
		for (const lang of ['en', 'ru'] as const) {
			const said = reasons.map((r) => dataMessages(lang).importFailedBecause[r]);
			expect(new Set(said).size).toBe(reasons.length);
			if (lang === 'ru') for (const s of said) expect(s.replace(/JSON|Parlor/g, '')).not.toMatch(/[a-z]{3}/i);
		}
	});
});
