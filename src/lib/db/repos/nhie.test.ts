import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '../db';
import {
	countQuestionOnce,
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

	it('counts a round of a game once (a reloaded host observing it again), other games and rounds apart', async () => {
		expect(await countQuestionOnce('ABCD:1', 1, 'nhie-en', 'en-0001')).toBe(true);
		expect(await countQuestionOnce('ABCD:1', 1, 'nhie-en', 'en-0001')).toBe(false);
		expect(await countQuestionOnce('ABCD:1', 2, 'nhie-en', 'en-0002')).toBe(true);
		// the same code later names another lobby (another creation time): it counts again
		expect(await countQuestionOnce('ABCD:2', 1, 'nhie-en', 'en-0001')).toBe(true);
		// concurrent observers of one round (two view changes before the first write ends)
		const both = await Promise.all([
			countQuestionOnce('EFGH:1', 1, 'nhie-en', 'en-0003'),
			countQuestionOnce('EFGH:1', 1, 'nhie-en', 'en-0003')
		]);
		expect(both.filter(Boolean)).toHaveLength(1);
		expect(await loadTimesUsed('nhie-en')).toEqual({ 'en-0001': 2, 'en-0002': 1, 'en-0003': 1 });
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
