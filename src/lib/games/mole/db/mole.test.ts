import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, db, useDb } from '$lib/db/db';
import { listMoleSessions, saveMoleSession, type MoleSession } from './mole';

const session = (id: string, finishedAt: number): MoleSession => ({
	id,
	code: 'ABCD',
	persona: 'sv',
	rounds: 5,
	startedAt: finishedAt - 1000,
	finishedAt,
	winner: 'crew',
	winReason: 'moles_banished',
	players: [
		{ id: 'p1', name: 'Ana', role: 'mole', status: 'banished' },
		{ id: 'p2', name: 'Bo', role: 'crew', status: 'in' }
	],
	missions: [{ round: 1, teamSize: 2, sabotages: 1 }],
	timeline: [
		{ round: 1, slot: 1, mood: 'tense', action: 'accusation', target: 'p1', anomaly: 'silence', text: 'x' }
	]
});

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

describe('mole sessions', () => {
	it('saves finished games under mode "mole" and lists them newest first', async () => {
		await saveMoleSession(session('a', 10));
		await saveMoleSession(session('b', 20));
		expect((await listMoleSessions()).map((s) => s.id)).toEqual(['b', 'a']);
		expect((await db().sessions.get('a'))?.mode).toBe('mole');
		// the v2 `finishedAt` index finds them (history by end time)
		expect(await db().sessions.where('finishedAt').above(15).primaryKeys()).toEqual(['b']);
	});
	it('refuses an invalid session and skips corrupt rows', async () => {
		await expect(saveMoleSession({ ...session('c', 1), winner: 'nobody' as 'crew' })).rejects.toThrow();
		await db().sessions.put({
			id: 'bad',
			mode: 'mole',
			ref: 'sv',
			status: 'finished',
			startedAt: 0,
			updatedAt: 0,
			data: { nope: 1 }
		});
		expect(await listMoleSessions()).toEqual([]);
	});
});
