import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '$lib/db/db';
import {
	abandonSessionZeroRun,
	getSessionZeroRun,
	latestSessionZeroRun,
	saveSessionZeroRun
} from './session-zero';

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const rec = (id: string, ts: number) => ({
	pack: { id: 'session-zero', language: 'en' },
	init: { session_id: id, ts },
	events: [{ t: 'answer' as const, value: 'o_check', ts: ts + 1 }],
	status: 'active' as const
});

describe('quiz runs repo', () => {
	it('saves replay inputs and returns the newest non-abandoned run', async () => {
		await saveSessionZeroRun(rec('a', 1), 10);
		await saveSessionZeroRun(rec('b', 2), 20);
		expect((await latestSessionZeroRun())?.id).toBe('b');
		await abandonSessionZeroRun('b');
		expect((await latestSessionZeroRun())?.id).toBe('a');
		expect((await getSessionZeroRun('a'))?.events).toHaveLength(1);
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
		await saveSessionZeroRun(rec('a', 1), 10);
		expect((await latestSessionZeroRun())?.id).toBe('a');
		expect(await getSessionZeroRun('x')).toBeNull();
	});
});
