import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { scoreHeuristic, type AssessmentKind } from '$lib/games/safe-choices/engine';
import { toProgressPoints } from '$lib/games/safe-choices/state/progress';
import { AppDB, db, useDb } from '$lib/db/db';
import {
	deleteAttempt,
	getAttempt,
	listAttempts,
	saveAttempt,
	type SafeAttempt,
	type ScenarioResponse
} from './safe-choices';

import { loadActModel } from '$lib/engines/acts';

const model = await loadActModel();

const transcript = [
	{ role: 'npc' as const, text: 'Come on.' },
	{ role: 'player' as const, text: 'No, you’re pressuring me. I’m leaving.' }
];
const response = (kind: AssessmentKind, at: number): ScenarioResponse => ({
	afterPlayerTurn: 1,
	kind,
	at,
	score: scoreHeuristic({ model, transcript, language: 'en', kind, lastAssessedTurn: 0 })
});
const attempt = (id: string, startedAt: number, finished = true): SafeAttempt => {
	const assessments = finished ? [response('final', startedAt + 60_000)] : [];
	return {
		id,
		scenarioId: 'party-pressure',
		language: 'en',
		startedAt,
		endedAt: finished ? startedAt + 60_000 : null,
		turns: 1,
		outcome: finished ? 'left' : 'playing',
		transcript,
		assessments,
		lastScore: assessments.at(-1)?.score ?? null
	};
};

beforeEach(() => {
	useDb(new AppDB('test-' + Math.random()));
});

describe('safe attempts repository (safe-choices.md, "Storage (Dexie)")', () => {
	it('stores an attempt as a scenarioSessions row and one scenarioResponses row per assessment', async () => {
		const a = attempt('a1', 1000);
		await saveAttempt(a);
		expect(await db().scenarioSessions.get('a1')).toEqual({
			id: 'a1',
			scenarioId: a.scenarioId,
			language: a.language,
			startedAt: a.startedAt,
			endedAt: a.endedAt,
			turns: a.turns,
			lastScore: a.lastScore,
			data: { outcome: a.outcome, transcript: a.transcript }
		});
		const rows = await db().scenarioResponses.where('sessionId').equals('a1').toArray();
		expect(rows.map(({ id: _id, ...r }) => r)).toEqual(a.assessments.map((r) => ({ sessionId: 'a1', ...r })));
		expect(await db().sessions.count()).toBe(0);
		expect(await getAttempt('a1')).toEqual(a);
		expect(await getAttempt('nope')).toBeNull();
	});

	it('keeps the seed and origin of a turn tried again (safe-choices.md "Try that turn again")', async () => {
		const again: SafeAttempt = { ...attempt('a2', 5000), seed: 1000, from: { attemptId: 'a1', turn: 2 } };
		await saveAttempt(again);
		expect(await getAttempt('a2')).toEqual(again);
		expect(toProgressPoints(await listAttempts('party-pressure'))[0].from).toEqual({
			attemptId: 'a1',
			turn: 2
		});
		// one saved before either existed reads as before: no seed, no origin
		await saveAttempt(attempt('a1', 1000));
		expect(await getAttempt('a1')).not.toHaveProperty('from');
		await expect(saveAttempt({ ...again, from: { attemptId: 'a1', turn: 0 } })).rejects.toThrow();
	});

	it('saving again replaces the responses and keeps their order', async () => {
		const a = attempt('a', 1000, false);
		await saveAttempt(a);
		const first = { ...a, assessments: [response('interval', 2000), response('forced', 3000)] };
		await saveAttempt(first);
		const second = { ...first, assessments: [...first.assessments, response('final', 4000)] };
		await saveAttempt(second);
		expect(await db().scenarioResponses.count()).toBe(3);
		expect((await getAttempt('a'))?.assessments.map((r) => r.kind)).toEqual(['interval', 'forced', 'final']);
		await saveAttempt({ ...second, assessments: [] });
		expect(await db().scenarioResponses.count()).toBe(0);
	});

	it('lists progress of finished attempts per scenario, oldest first', async () => {
		await saveAttempt(attempt('b', 2000));
		await saveAttempt(attempt('a', 1000));
		await saveAttempt(attempt('c', 3000, false));
		await saveAttempt({ ...attempt('other-1', 500), scenarioId: 'other' });
		// left mid-role-play after a check-in: kept, but not a result
		await saveAttempt({ ...attempt('d', 4000), outcome: 'abandoned' });
		const progressFor = async (id: string) => toProgressPoints(await listAttempts(id));
		const p = await progressFor('party-pressure');
		expect(p.map((x) => x.id)).toEqual(['a', 'b']);
		expect(p[0].riskScore).toBe(attempt('a', 1000).lastScore!.riskScore);
		expect(p[0].riskLevel).toBe(attempt('a', 1000).lastScore!.riskLevel);
		expect((await progressFor('other')).map((x) => x.id)).toEqual(['other-1']);
		expect(await progressFor('none')).toEqual([]);
		expect((await listAttempts()).map((a) => a.id)).toEqual(['other-1', 'a', 'b', 'c', 'd']);
		expect((await listAttempts('party-pressure')).find((a) => a.id === 'b')?.assessments).toHaveLength(1);
	});

	it('deletes an attempt with its responses only', async () => {
		await saveAttempt(attempt('a', 1000));
		await saveAttempt(attempt('b', 2000));
		await deleteAttempt('a');
		expect(await getAttempt('a')).toBeNull();
		expect(await db().scenarioResponses.where('sessionId').equals('a').count()).toBe(0);
		expect((await getAttempt('b'))?.assessments).toHaveLength(1);
	});

	it('rejects an invalid attempt on write and writes nothing', async () => {
		await expect(saveAttempt({ ...attempt('x', 1), turns: -1 })).rejects.toThrow();
		const badScore = { ...attempt('y', 1) };
		badScore.assessments = [{ ...badScore.assessments[0], score: { ...badScore.lastScore!, total: 101 } }];
		await expect(saveAttempt(badScore)).rejects.toThrow();
		expect(await db().scenarioSessions.count()).toBe(0);
		expect(await db().scenarioResponses.count()).toBe(0);
	});

	it('skips a corrupt session row, and leaves a corrupt response out of its attempt', async () => {
		await saveAttempt(attempt('good', 2000));
		await db().scenarioSessions.put({
			id: 'bad',
			scenarioId: 'party-pressure',
			language: 'en',
			startedAt: 1,
			endedAt: null,
			turns: 1,
			lastScore: { nope: true },
			data: {}
		});
		await db().scenarioResponses.add({
			sessionId: 'good',
			afterPlayerTurn: 1,
			kind: 'forced',
			at: 3000,
			score: { nope: true }
		});
		expect(await getAttempt('bad')).toBeNull();
		const list = await listAttempts('party-pressure');
		expect(list.map((a) => a.id)).toEqual(['good']);
		expect(list[0]).toEqual(attempt('good', 2000));
	});
});
