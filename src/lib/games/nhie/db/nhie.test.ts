import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '$lib/db/db';
import {
	incrementTimesUsed,
	listNhieSessions,
	loadTimesUsed,
	readNhieAdult,
	saveNhieSession,
	writeNhieAdult
} from './nhie';

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

describe('nhie repo', () => {
	it('counts times_used per pack', async () => {
		await incrementTimesUsed('nhie-en', 'en-0001');
		await incrementTimesUsed('nhie-en', 'en-0001');
		await incrementTimesUsed('nhie-en', 'en-0002');
		await incrementTimesUsed('nhie-ru', 'ru-0001');
		expect(await loadTimesUsed('nhie-en')).toEqual({ 'en-0001': 2, 'en-0002': 1 });
	});

	it('saves finished sessions and validates them', async () => {
		const s = {
			id: 's1',
			kind: 'pass' as const,
			packId: 'nhie-en',
			language: 'en',
			nsfw: false,
			startedAt: 1,
			finishedAt: 2,
			history: [
				{
					round: 1,
					tone: 'safe' as const,
					intensity: 1,
					boldness: 0,
					have_ratio: 0.5,
					de_escalated: false,
					text: 'x'
				}
			]
		};
		await saveNhieSession(s);
		expect(await listNhieSessions()).toEqual([s]);
		expect((await db().sessions.get(s.id))?.finishedAt).toBe(s.finishedAt);
		await expect(
			saveNhieSession({ ...s, history: [{ ...s.history[0], tone: 'wild' as 'safe' }] })
		).rejects.toThrow();
	});

	it('keeps the NSFW / age confirmation, off by default', async () => {
		expect(await readNhieAdult()).toEqual({ nsfw: false, adultConfirmedAt: null });
		await writeNhieAdult({ nsfw: true, adultConfirmedAt: 5 });
		expect(await readNhieAdult()).toEqual({ nsfw: true, adultConfirmedAt: 5 });
	});
});
