import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '$lib/db/db';
import { importPackText } from '$lib/db/repos/packs';
import { loadSharedQuestionnaire } from './questionnaire-packs';
import { SessionZeroPackError } from '$lib/games/session-zero/packs/questionnaire';

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const builtInText = () => readFile('question-packs/questionnaire/session-zero.en.json', 'utf8');

/** A copy of the built-in pack under another id and title: what a user imports. */
const customText = async (id: string, title: string) =>
	JSON.stringify({ ...JSON.parse(await builtInText()), id, title });

describe('loadSharedQuestionnaire (a share link opened on this device)', () => {
	it('finds the built-in pack in the reader language, else in the sharer language', async () => {
		expect((await loadSharedQuestionnaire('session-zero', 'en', 'ru'))?.language).toBe('ru');
		expect((await loadSharedQuestionnaire('session-zero', 'en', 'pl'))?.language).toBe('en');
	});

	it('finds a pack imported on this device, and says "not here" (null) for one that is not', async () => {
		expect(await loadSharedQuestionnaire('our-table', 'en', 'en')).toBeNull();
		const imported = await importPackText(await customText('our-table', 'Our table'));
		expect(imported.ok).toBe(true);
		const pack = await loadSharedQuestionnaire('our-table', 'en', 'ru');
		expect(pack?.title).toBe('Our table');
	});

	it('an imported pack that no longer validates is an error naming it, not a silent miss', async () => {
		await importPackText(await customText('our-table', 'Our table'));
		await db().packs.update('custom:questionnaire:our-table.en', { data: { id: 'our-table' } });
		await expect(loadSharedQuestionnaire('our-table', 'en', 'en')).rejects.toThrow(SessionZeroPackError);
	});
});
