import { beforeEach, describe, expect, it } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { DETERMINED_PLAYER } from '$lib/games/pirate/engine/testing/scripts';
import { PirateGameManager } from './game.svelte';

/** docs/pirate.md "The ladder", through the app's memory stores: a new manager over the same app is a reload. */
let app = memoryApp();
beforeEach(() => {
	app = memoryApp();
});

const win = async (pg: PirateGameManager, captain: string) => {
	await pg.start(captain, 'en');
	for (const text of DETERMINED_PLAYER.en) if (pg.game?.status === 'playing') await pg.send(text);
	expect(pg.game?.status).toBe('won');
};

describe('the ladder in the game manager', () => {
	it('offers the first captain only; a locked one does not start', async () => {
		const pg = new PirateGameManager(app);
		await pg.init();
		expect(pg.suggestedCaptain()).toBe('redbeard');
		expect(pg.isOpen('redbeard')).toBe(true);
		expect(pg.isOpen('silas')).toBe(false);
		await pg.start('silas', 'en');
		expect(pg.game).toBeNull();
		// a friend's challenge plays his captain, locked or not
		await pg.start('grimm', 'en', { dare: true });
		expect(pg.game).toMatchObject({ captain: 'grimm', difficulty: 'hard' });
	});

	it('a win over the first captain unlocks the second, says so, and a reload keeps it', async () => {
		const pg = new PirateGameManager(app);
		await pg.init();
		await win(pg, 'redbeard');
		expect(pg.climbed).toEqual({ captain: 'redbeard', opened: 'silas' });
		expect(pg.isOpen('silas')).toBe(true);
		expect(pg.isOpen('crane')).toBe(false);
		pg.leave();
		expect(pg.climbed).toBeNull();
		const reloaded = new PirateGameManager(app);
		await reloaded.init();
		expect(reloaded.beaten).toEqual(['redbeard']);
		expect(reloaded.isOpen('silas')).toBe(true);
		// the last captain chosen (beaten, still open) is offered again; Silas waits one click away
		expect(reloaded.suggestedCaptain()).toBe('redbeard');
		// a given-up game beats nobody
		await reloaded.start('silas', 'en');
		await reloaded.giveUp();
		expect(app.pirate.beaten).toEqual(['redbeard']);
	});

	it('a ladder that cannot be read starts again and says so; a win it cannot save is said', async () => {
		const broken = memoryApp();
		broken.pirate.ladder = async () => ({ beaten: [], dropped: 'beaten.0: expected string' });
		broken.pirate.beat = async () => {
			throw new Error('QuotaExceededError');
		};
		const pg = new PirateGameManager(broken);
		await pg.init();
		expect(pg.ladderDropped).toBe(true);
		expect(pg.suggestedCaptain()).toBe('redbeard');
		await win(pg, 'redbeard');
		expect(pg.ladderNotSaved).toBe(true);
		// the ladder still moves on in this page
		expect(pg.climbed).toEqual({ captain: 'redbeard', opened: 'silas' });
		expect(pg.isOpen('silas')).toBe(true);
	});
});
