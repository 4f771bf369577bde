import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { databaseExists } from '$lib/db/exists';

/**
 * docs/architecture.md "How a start page starts": on a first visit (no database) the reads a start page makes answer their empty value
 * without importing their repository — Dexie, the rows' schemas and the engines they come from stay
 * unloaded. Each repository records when it is imported (the real module is used).
 */
const imported = vi.hoisted(() => [] as string[]);
const track = (name: string) => async (real: () => Promise<unknown>) => {
	imported.push(name);
	return real();
};
vi.mock('$lib/games/safe-choices/db/safe-choices', (real) => track('safe')(real));
vi.mock('$lib/games/session-zero/db/session-zero', (real) => track('quiz')(real));
vi.mock('$lib/games/nhie/db/nhie', (real) => track('nhie')(real));
vi.mock('$lib/games/pirate/db/pirate', (real) => track('pirate')(real));
vi.mock('$lib/db/repos/lobby', (real) => track('lobby')(real));
vi.mock('$lib/db/repos/settings', (real) => track('settings')(real));
vi.mock('$lib/games/session-zero-table/db/group-table', (real) => track('group-table')(real));
vi.mock('$lib/db/repos/pack-rows', (real) => track('pack-rows')(real));
vi.mock('$lib/db/db', (real) => track('db')(real));

const { createApp } = await import('./app');

describe('the app object on a first visit', () => {
	it('answers every start-page read empty without loading a repository; a save then reads back', async () => {
		const app = createApp();
		const Ui = z.object({ theme: z.string() });
		expect(await app.settings.read('ui', Ui, { theme: 'system' })).toEqual({ theme: 'system' });
		expect(await app.safe.list()).toEqual([]);
		expect(await app.sessionZero.latest()).toBeNull();
		expect(await app.nhie.timesUsed('nhie-en')).toEqual({});
		expect(await app.nhie.readAdult()).toEqual({ nsfw: false, adultConfirmedAt: null });
		expect(await app.pirate.list()).toEqual([]);
		expect(await app.pirate.latestActive()).toBeNull();
		expect(await app.lobbies.openHosted(0)).toEqual([]);
		expect(await app.lobbies.seats.get('ABCD')).toBeNull();
		expect(await app.lobbies.records.load('ABCD')).toBeNull();
		expect(await app.sessionZeroTables.list()).toEqual([]);
		expect(await app.packs.nhie.imported()).toEqual([]);
		expect(await app.packs.questionnaire.imported()).toEqual([]);
		expect(imported).toEqual([]);
		expect(await databaseExists()).toBe(false);

		await app.settings.write('ui', Ui, { theme: 'dark' });
		expect(imported).toContain('settings');
		expect(await app.settings.read('ui', Ui, { theme: 'system' })).toEqual({ theme: 'dark' });
		expect(await app.nhie.readAdult()).toEqual({ nsfw: false, adultConfirmedAt: null });
		expect(imported).toContain('nhie');
	});
});
