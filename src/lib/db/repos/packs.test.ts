import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '../db';
import { deleteCustomPack, importPackText, listCustomPacks } from './packs';

/**
 * "Done when": a malformed imported pack shows a clear message and changes nothing;
 * errors are listed by JSON path and nothing is saved on error.
 */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const toneOf = (level: number) =>
	level <= 3 ? 'safe' : level <= 5 ? 'deeper' : level <= 7 ? 'secretive' : 'freaky';

const nhiePack = (id: string, marker: string) => ({
	kind: 'nhie',
	id,
	language: 'en',
	name: `Pack ${marker}`,
	version: 1,
	questions: Array.from({ length: 5 }, (_, i) => ({
		id: `q${i}`,
		text: `Never have I ever ${marker} number ${i}.`,
		intensity: i + 1,
		tone: toneOf(i + 1),
		tags: [],
		is_nsfw: false
	}))
});

const text = (json: unknown) => JSON.stringify(json);

describe('importPackText', () => {
	it('stores a valid pack under custom:<kind>:<id> with its name and language', async () => {
		const result = await importPackText(text(nhiePack('mine', 'tested')), undefined, 1234);
		expect(result.ok).toBe(true);
		const rows = await listCustomPacks('nhie');
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({
			id: 'custom:nhie:mine',
			kind: 'nhie',
			language: 'en',
			name: 'Pack tested',
			importedAt: 1234
		});
		expect((rows[0].data as { questions: unknown[] }).questions).toHaveLength(5);
	});

	it('stores the built-in packs of every kind (each folder file is a valid import)', async () => {
		const root = path.resolve(import.meta.dirname, '../../../..');
		for (const file of ['nhie/en.json', 'questionnaire/session-zero.en.json', 'pirate/en.json']) {
			const result = await importPackText(readFileSync(path.join(root, 'question-packs', file), 'utf8'));
			expect(result.ok, file).toBe(true);
		}
		expect(new Set((await listCustomPacks()).map((r) => r.kind)).size).toBe(3);
	});

	it('reports bad JSON text with the parser position and saves nothing', async () => {
		const result = await importPackText('{"kind":"nhie",}');
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.errors).toHaveLength(1);
		expect(result.errors[0].path).toBe('(file)');
		expect(result.errors[0].message).toMatch(/not valid JSON/);
		expect(result.errors[0].message).toMatch(/position 15/);
		expect(await db().packs.count()).toBe(0);
	});

	it('names the wrong field by its path and leaves an earlier pack with the same id unchanged', async () => {
		expect((await importPackText(text(nhiePack('mine', 'first')), undefined, 100)).ok).toBe(true);
		const before = await db().packs.get('custom:nhie:mine');

		const broken = nhiePack('mine', 'second');
		(broken.questions[3] as { intensity: unknown }).intensity = 11;
		const result = await importPackText(text(broken), undefined, 200);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.errors.map((e) => e.path)).toContain('questions.3.intensity');
		expect(result.errors.find((e) => e.path === 'questions.3.intensity')?.message).toMatch(/10/);

		const after = await listCustomPacks();
		expect(after).toHaveLength(1);
		expect(after[0]).toEqual(before);
		expect(after[0].name).toBe('Pack first');
	});

	it('lists every wrong field, nested and top-level', async () => {
		const broken: Record<string, unknown> = nhiePack('mine', 'x');
		delete broken.name;
		(broken.questions as Record<string, unknown>[])[0].tone = 'spicy';
		(broken.questions as Record<string, unknown>[])[2].is_nsfw = 'no';
		const result = await importPackText(text(broken));
		expect(result.ok).toBe(false);
		if (result.ok) return;
		const paths = result.errors.map((e) => e.path);
		expect(paths).toEqual(expect.arrayContaining(['name', 'questions.0.tone', 'questions.2.is_nsfw']));
		expect(await db().packs.count()).toBe(0);
	});

	it('rejects an unknown declared kind, naming the known ones', async () => {
		const result = await importPackText(text({ ...nhiePack('mine', 'x'), kind: 'poker' }));
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.errors[0].path).toBe('kind');
		expect(result.errors[0].message).toContain('"poker"');
		expect(result.errors[0].message).toContain('nhie');
		expect(await db().packs.count()).toBe(0);
	});

	it('rejects an unknown requested kind and a file no kind accepts', async () => {
		const requested = await importPackText(text(nhiePack('mine', 'x')), 'poker');
		expect(requested).toEqual({
			ok: false,
			reason: 'schema',
			errors: [expect.objectContaining({ path: 'kind' })]
		});
		const unknown = await importPackText(text({ hello: 'world' }));
		expect(unknown).toEqual({
			ok: false,
			reason: 'schema',
			errors: [expect.objectContaining({ path: 'kind' })]
		});
		expect(await db().packs.count()).toBe(0);
	});

	it('validates a file against the requested kind when it declares none', async () => {
		const { kind: _kind, ...withoutKind } = nhiePack('mine', 'x');
		const wrongKind = await importPackText(text(withoutKind), 'pirate');
		expect(wrongKind.ok).toBe(false);
		expect(await db().packs.count()).toBe(0);
	});

	it('deletes a stored pack', async () => {
		await importPackText(text(nhiePack('mine', 'x')));
		await deleteCustomPack('custom:nhie:mine');
		expect(await listCustomPacks()).toEqual([]);
	});

	it('refuses a 50,000-character id or name (it made the page 548,100 px wide)', async () => {
		const root = path.resolve(import.meta.dirname, '../../../..');
		const dir = path.join(root, 'question-packs', 'scenarios');
		const file = readdirSync(dir).find((f) => f.endsWith('.json'))!;
		const scenario = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
		const long = { ...scenario, id: 'x'.repeat(50_000), title: 'W'.repeat(50_000) };
		const result = await importPackText(text(long));
		expect(result).toMatchObject({ ok: false, reason: 'schema' });
		expect(result.ok || result.errors.map((e) => e.path)).toEqual(['title']);
		expect(await db().packs.count()).toBe(0);
		expect((await importPackText(text(scenario))).ok).toBe(true);
	});

	it('refuses any string or list past its cap, naming it, in every kind (a questionnaire has no caps of its own)', async () => {
		const root = path.resolve(import.meta.dirname, '../../../..');
		const file = path.join(root, 'question-packs', 'questionnaire', 'session-zero.en.json');
		const pack = JSON.parse(readFileSync(file, 'utf8')) as { axes: { title: string }[] };
		pack.axes[0].title = 'W'.repeat(100_000);
		expect(await importPackText(text(pack), 'questionnaire')).toEqual({
			ok: false,
			reason: 'schema',
			errors: [{ path: 'axes.0.title', message: 'longer than 4000 characters' }]
		});
		const many = { ...nhiePack('many', 'x'), extra: Array.from({ length: 6000 }, () => 1) };
		expect(await importPackText(text(many))).toMatchObject({ ok: false, errors: [{ path: 'extra' }] });
		expect(await db().packs.count()).toBe(0);
	});
});
