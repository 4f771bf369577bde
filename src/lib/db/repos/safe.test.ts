import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { scoreHeuristic } from '$lib/engines/risk';
import { AppDB, db, useDb } from '../db';
import { getAttempt, listAttempts, progressFor, saveAttempt, type SafeAttempt } from './safe';

const transcript = [
	{ role: 'npc' as const, text: 'Come on.' },
	{ role: 'player' as const, text: 'No, you’re pressuring me. I’m leaving.' }
];
const attempt = (id: string, startedAt: number, finished = true): SafeAttempt => {
	const score = scoreHeuristic({ transcript, language: 'en', kind: 'final', lastAssessedTurn: 0 });
	return {
		id,
		scenarioId: 'party-pressure',
		language: 'en',
		startedAt,
		endedAt: finished ? startedAt + 60_000 : null,
		turns: 1,
		outcome: finished ? 'left' : 'playing',
		transcript,
		assessments: finished ? [{ afterPlayerTurn: 1, kind: 'final', at: startedAt + 60_000, score }] : [],
		lastScore: finished ? score : null
	};
};

beforeEach(() => {
	useDb(new AppDB('test-' + Math.random()));
});

describe('safe attempts repository', () => {
	it('stores attempts in sessions with mode safe and ref = scenario id, assessments inside', async () => {
		await saveAttempt(attempt('a1', 1000), 2000);
		const row = await db().sessions.get('a1');
		expect(row).toMatchObject({ mode: 'safe', ref: 'party-pressure', status: 'finished' });
		expect((await getAttempt('a1'))?.assessments[0].kind).toBe('final');
	});

	it('lists progress of finished attempts per scenario, oldest first', async () => {
		await saveAttempt(attempt('b', 2000), 3000);
		await saveAttempt(attempt('a', 1000), 3000);
		await saveAttempt(attempt('c', 3000, false), 3000);
		const p = await progressFor('party-pressure');
		expect(p.map((x) => x.id)).toEqual(['a', 'b']);
		expect(p[0].riskScore).toBe(attempt('a', 1000).lastScore!.riskScore);
		expect(await progressFor('other')).toEqual([]);
	});

	it('rejects an invalid attempt on write and skips a corrupt row on read', async () => {
		await expect(saveAttempt({ ...attempt('x', 1), turns: -1 }, 2)).rejects.toThrow();
		await db().sessions.put({
			id: 'bad',
			mode: 'safe',
			ref: 'party-pressure',
			status: 'finished',
			startedAt: 1,
			updatedAt: 1,
			data: { nope: true }
		});
		expect(await listAttempts('party-pressure')).toEqual([]);
	});
});
