import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '$lib/db/db';
import { loadChosenNhiePack, NhiePackUnavailable } from './nhie-packs';

/** docs/nhie.md "Content filter": a pack stored before the import filtered it is read again. */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const store = async (texts: string[]) => {
	const data = {
		kind: 'nhie',
		id: 'old',
		language: 'en',
		name: 'Old pack',
		version: 1,
		questions: texts.map((text, i) => ({ id: `q${i}`, text, intensity: 2, tone: 'safe', is_nsfw: false }))
	};
	await db().packs.put({
		id: 'custom:nhie:old',
		kind: 'nhie',
		name: 'Old pack',
		language: 'en',
		importedAt: 1,
		data
	});
};

describe('loading a stored "Never have I ever" pack', () => {
	it('refuses one whose question the content filter refuses, naming the line', async () => {
		await store(['Never have I ever missed a bus', 'Never have I ever had sex in a car']);
		const loading = loadChosenNhiePack('custom:nhie:old', 'en');
		await expect(loading).rejects.toBeInstanceOf(NhiePackUnavailable);
		await expect(loading).rejects.toThrow(/questions\.1\.text: refused by the content filter/u);
	});
	it('loads a clean one', async () => {
		await store(['Never have I ever missed a bus']);
		await expect(loadChosenNhiePack('custom:nhie:old', 'en')).resolves.toMatchObject({
			packId: 'custom:nhie:old'
		});
	});
});
