import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { AppDB, db, useDb } from '$lib/db/db';
import { importPackText } from '$lib/db/repos/packs';
import { packRegistry, type PackRegistry } from '$lib/app/pack-registry';
import type { QuestionnairePack, SharePayload } from '$lib/games/session-zero/engine';
import { encodeSharePayload } from '$lib/games/session-zero/packs/questionnaire-share';
import { ImportedSessionZeroPacks, SharedSessionZeroResult } from './packs.svelte';

/**
 * The Session zero pages reach packs through these managers (the app's pack registry,
 * or the one a test gives): a shared result's link, its pack in the reader's language, the three
 * ways it can fail, and the imported packs split into usable and broken.
 */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const payload: SharePayload = {
	schema_version: 1,
	share_scope: 'public',
	safety_included: false,
	pack: { id: 'session-zero', language: 'en' },
	axes: { tone: { score: 2, confidence: 0.5 } },
	modules: {},
	modes: {},
	result: { leader: 'noir', margin: 0.2, ranking: [{ id: 'noir', score: 1 }], draw: null }
};
const link = async (p: SharePayload = payload) => `#${await encodeSharePayload(p)}`;
type Questionnaires = PackRegistry['questionnaire'];

describe('SharedSessionZeroResult', () => {
	it('opens a link and loads its pack in the reader language', async () => {
		const shared = new SharedSessionZeroResult(packRegistry.questionnaire);
		expect(shared.loading).toBe(true);
		await shared.open(await link());
		await shared.loadPack('ru');
		expect(shared.error).toBeNull();
		expect(shared.pack?.language).toBe('ru');
		expect(shared.loading).toBe(false);
	});

	it('a broken link, a pack not on this device and a pack that fails are three different errors', async () => {
		const broken = new SharedSessionZeroResult(packRegistry.questionnaire);
		await broken.open('#%%%');
		expect([broken.error, broken.loading, broken.payload]).toEqual(['link', false, null]);

		const missing = new SharedSessionZeroResult(packRegistry.questionnaire);
		await missing.open(await link({ ...payload, pack: { id: 'our-table', language: 'en' } }));
		await missing.loadPack('en');
		expect(missing.error).toBe('missing');

		const failing = new SharedSessionZeroResult({
			...packRegistry.questionnaire,
			shared: () => Promise.reject(new Error('invalid'))
		});
		await failing.open(await link());
		await failing.loadPack('en');
		expect([failing.error, failing.pack]).toEqual(['pack', null]);
	});

	it('keeps only the newest answer when the reader language changes while a pack loads', async () => {
		const answers: ((p: QuestionnairePack) => void)[] = [];
		const slow: Questionnaires = {
			...packRegistry.questionnaire,
			shared: () => new Promise((resolve) => answers.push(resolve))
		};
		const shared = new SharedSessionZeroResult(slow);
		await shared.open(await link());
		const first = shared.loadPack('en');
		const second = shared.loadPack('ru');
		const [en, ru] = await Promise.all(['en', 'ru'].map((l) => packRegistry.questionnaire.builtin(l)));
		answers[1](ru);
		await second;
		answers[0](en);
		await first;
		expect(shared.pack?.language).toBe('ru');
	});
});

describe('ImportedSessionZeroPacks', () => {
	it('lists the imported questionnaires and keeps the one that no longer validates apart, with the reason', async () => {
		const text = await readFile('question-packs/questionnaire/session-zero.en.json', 'utf8');
		for (const id of ['table-a', 'table-b'])
			expect((await importPackText(JSON.stringify({ ...JSON.parse(text), id, title: id }))).ok).toBe(true);
		await db().packs.update('custom:questionnaire:table-b.en', { data: { id: 'table-b' } });
		const packs = new ImportedSessionZeroPacks(packRegistry.questionnaire);
		expect(packs.list).toEqual([]);
		await packs.load();
		expect(packs.list.map((o) => o.id).sort()).toEqual([
			'custom:questionnaire:table-a.en',
			'custom:questionnaire:table-b.en'
		]);
		expect(packs.broken.map((o) => o.id)).toEqual(['custom:questionnaire:table-b.en']);
		expect(packs.broken[0].error).toBeTruthy();
	});
});
