import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { importPackText } from '$lib/db/repos/packs';
import { memoryApp } from '$lib/app/testing/memory-app';
import { NHIE_ADULT_KEY } from '$lib/games/nhie/db/nhie';
import { BUILTIN_NHIE_PACK, NhieSetupForm, nhieAdultOf } from './setup.svelte';

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

/** A copy of the built-in Russian pack under another id and name: what a user imports. */
const russianPack = async (id: string) =>
	JSON.stringify({ ...JSON.parse(await readFile('question-packs/nhie/ru.json', 'utf8')), id, name: 'Наш' });

describe('NhieSetupForm: the pack choice (the pack registry through the state layer)', () => {
	it('lists an imported pack, and picking it sets the question language to the pack’s', async () => {
		const form = new NhieSetupForm();
		form.language = 'en';
		expect((await importPackText(await russianPack('ours'), 'nhie')).ok).toBe(true);
		await form.loadPacks();
		expect(form.packOptions).toHaveLength(1);
		const [ours] = form.packOptions;
		expect(ours).toMatchObject({ language: 'ru', error: null });
		form.pickPack(ours.id);
		expect(form.pack).toBe(ours.id);
		expect(form.language).toBe('ru');
	});

	it('a chosen pack that is gone falls back to the built-in one', async () => {
		const form = new NhieSetupForm();
		form.pack = 'custom:nhie:deleted';
		await form.loadPacks();
		expect(form.pack).toBe(BUILTIN_NHIE_PACK);
	});
});

describe('nhieAdult (nhie.md "Content filter")', () => {
	it('is off by default, on once the age gate was passed, off again when turned off', async () => {
		const app = memoryApp();
		const nhieAdult = nhieAdultOf(app);
		expect(await nhieAdult.read()).toBe(false);
		await nhieAdult.write(true, 1_000);
		expect(await nhieAdult.read()).toBe(true);
		// kept in the app's settings: a reload (another reader over the same app) finds it
		expect(app.settings.values.get(NHIE_ADULT_KEY)).toEqual({ nsfw: true, adultConfirmedAt: 1_000 });
		expect(await nhieAdultOf(app).read()).toBe(true);
		await nhieAdult.write(false);
		expect(await nhieAdult.read()).toBe(false);
	});

	it('a confirmation without the choice, or a stored value that no longer validates, reads as off', async () => {
		const app = memoryApp();
		app.settings.values.set(NHIE_ADULT_KEY, { nsfw: true, adultConfirmedAt: null });
		expect(await nhieAdultOf(app).read()).toBe(false);
		app.settings.values.set(NHIE_ADULT_KEY, { nsfw: 'yes' });
		expect(await nhieAdultOf(app).read()).toBe(false);
	});
});
