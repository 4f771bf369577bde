import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { listNhieSessions, loadTimesUsed } from '$lib/db/repos/nhie';
import { loadBuiltInPack } from '$lib/packs/nhie-builtin';
import { NhiePassManager } from './nhie-pass.svelte';

/** Pass-and-play (lobby.md): one phone, no resume; seed 000 step 8 counts each question shown once. */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('NhiePassManager', () => {
	it('counts one use per round shown; a double tap on "next" draws one round', async () => {
		const packId = (await loadBuiltInPack('en')).id;
		const game = new NhiePassManager();
		await game.start({ players: 4, rounds: 10, language: 'en', nsfw: false });
		expect(game.phase).toBe('question');
		const first = game.current!.question_id!;
		await game.next(); // not from a result: nothing happens
		expect(game.current!.round).toBe(1);
		game.submit(3, 1);
		expect(game.phase).toBe('result');
		await Promise.all([game.next(), game.next()]);
		expect(game.phase).toBe('question');
		expect(game.current!.round).toBe(2);
		const second = game.current!.question_id!;
		expect(second).not.toBe(first);
		await settle();
		expect(await loadTimesUsed(packId)).toEqual({ [first]: 1, [second]: 1 });
		game.end();
		await settle();
		const [saved] = await listNhieSessions();
		// the unanswered open round is dropped from the saved game
		expect(saved.history.map((r) => [r.round, r.have_ratio])).toEqual([[1, 1 / 3]]);
		expect(total(await loadTimesUsed(packId))).toBe(2);
	});
});
