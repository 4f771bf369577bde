import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '$lib/db/db';
import { abandonQuizRun, getQuizRun, latestQuizRun, saveQuizRun } from './session-zero';

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const rec = (id: string, ts: number) => ({
	pack: { id: 'session-zero', language: 'en' },
	init: { session_id: id, ts },
	events: [{ t: 'answer' as const, value: 'o_check', ts: ts + 1 }],
	status: 'active' as const
});

describe('quiz runs repo', () => {
	it('saves replay inputs and returns the newest non-abandoned run', async () => {
		await saveQuizRun(rec('a', 1), 10);
		await saveQuizRun(rec('b', 2), 20);
		expect((await latestQuizRun())?.id).toBe('b');
		await abandonQuizRun('b');
		expect((await latestQuizRun())?.id).toBe('a');
		expect((await getQuizRun('a'))?.events).toHaveLength(1);
		const row = await db().sessions.get('a');
		expect(row).toMatchObject({
			mode: 'quiz',
			ref: 'session-zero.en',
			status: 'active',
			startedAt: 1,
			updatedAt: 10
		});
	});
	it('skips rows that no longer validate', async () => {
		await db().sessions.put({
			id: 'x',
			mode: 'quiz',
			ref: 'r',
			status: 'active',
			startedAt: 0,
			updatedAt: 99,
			data: { nope: 1 }
		});
		await saveQuizRun(rec('a', 1), 10);
		expect((await latestQuizRun())?.id).toBe('a');
		expect(await getQuizRun('x')).toBeNull();
	});
});
