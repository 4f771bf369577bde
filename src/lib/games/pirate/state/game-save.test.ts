import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryApp, refusingSaves } from '$lib/app/testing/memory-app';
import { PirateGameManager } from './game.svelte';

/** Save, then show (state/save-then-show.svelte.ts) on a phone whose storage is full. */
let app = memoryApp();
let full = refusingSaves(app.pirate, 'save');
beforeEach(() => {
	app = memoryApp();
	full = refusingSaves(app.pirate, 'save');
});

const manager = async () => {
	const pg = new PirateGameManager({ ...app, pirate: full.store });
	await pg.init();
	return pg;
};

describe('PirateGameManager: a turn is saved, then shown', () => {
	it('a new game that cannot be saved is not shown until Retry saves it', async () => {
		const pg = await manager();
		const start = pg.start('redbeard', 'en');
		await vi.waitFor(() => expect(pg.save.saveFailure?.kind).toBe('quota'));
		expect([pg.game, app.pirate.games.size]).toEqual([null, 0]);
		full.allow();
		pg.save.retrySave();
		await start;
		expect(pg.save.saveFailure).toBeNull();
		expect(pg.game?.status).toBe('playing');
		expect(app.pirate.games.has(pg.game!.id)).toBe(true);
		expect(pg.history.map((g) => g.id)).toEqual([pg.game!.id]);
	});

	it("a pirate's answer that cannot be saved waits for Continue without saving; then nothing is written", async () => {
		const pg = await manager();
		full.allow();
		await pg.start('redbeard', 'en');
		full.refuse();
		const sent = pg.send('Ahoy, captain. Tell me of the treasure.');
		await vi.waitFor(() => expect(pg.save.saveFailure?.kind).toBe('quota'));
		expect(pg.game?.turns).toHaveLength(0);
		pg.save.continueWithoutSaving();
		expect(await sent).toBe(true);
		expect([pg.save.saveFailure, pg.save.unsaved, pg.error]).toEqual([null, true, null]);
		expect(pg.game?.turns).toHaveLength(1);
		full.allow();
		expect(await pg.send('I only want a fair share.')).toBe(true);
		expect(pg.game?.turns).toHaveLength(2);
		expect(app.pirate.games.get(pg.game!.id)?.value.turns).toHaveLength(0);
		expect(full.refused()).toBe(1);
		pg.leave(); // the next game is saved again
		expect(pg.save.unsaved).toBe(false);
	});
});
