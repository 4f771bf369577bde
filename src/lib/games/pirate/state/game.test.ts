import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryApp, refusingSettingsWrites } from '$lib/app/testing/memory-app';
import { LlmError, LlmErrorCodes, type LlmClient } from '$lib/llm/types';
import { DETERMINED_PLAYER } from '$lib/games/pirate/engine/testing/scripts';
import { MAX_MESSAGE_LENGTH, PirateGameManager } from './game.svelte';

/** Through the app's memory stores (docs/architecture.md "Composition root"): a new manager over the same app is a reload. */
let app = memoryApp();
beforeEach(() => {
	app = memoryApp();
});

describe('PirateGameManager (offline)', () => {
	it('starts, rejects empty and too long messages, plays to a win and keeps it in the history', async () => {
		const pg = new PirateGameManager(app);
		await pg.init();
		expect(pg.contentLanguage()).toBe('en');
		await pg.start('crane', 'pl', { dare: true });
		expect(pg.game?.language).toBe('pl');
		expect(pg.threshold).toBe(60);
		expect(await pg.send('   ')).toBe(false);
		expect(pg.error).toBe('empty');
		// invisible characters only are no line either (no empty bubble, no turn spent)
		expect(await pg.send('\u200b \u2060')).toBe(false);
		expect(pg.error).toBe('empty');
		expect(pg.game?.turns ?? []).toHaveLength(0);
		expect(await pg.send('x'.repeat(MAX_MESSAGE_LENGTH + 1))).toBe(false);
		expect(pg.error).toBe('tooLong');
		for (const text of DETERMINED_PLAYER.pl) {
			if (pg.game?.status !== 'playing') break;
			expect(await pg.send(text)).toBe(true);
		}
		expect(pg.game?.status).toBe('won');
		expect(pg.error).toBeNull();
		expect(await pg.send('more')).toBe(false); // the game is over
		expect(pg.history.map((g) => g.status)).toEqual(['won']);
		expect([...app.pirate.games.values()].map((g) => g.value.status)).toEqual(['won']);
	});

	it('settings the device cannot save apply for now and say so; a game still starts; a later save clears it', async () => {
		const refusing = refusingSettingsWrites(app);
		const pg = new PirateGameManager(refusing.app);
		await pg.init();
		await pg.updateSettings({ contentLanguage: 'pl' }); // no rejection reaches the page
		expect(pg.settings.contentLanguage).toBe('pl');
		expect(pg.settingsNotSaved).toBe(true);
		await pg.start('jack', pg.contentLanguage(), { dare: true });
		expect(pg.game?.language).toBe('pl');
		expect(app.settings.values.get('pirate')).toBeUndefined();
		refusing.allow();
		await pg.updateSettings({ difficulty: 'easy' });
		expect(pg.settingsNotSaved).toBe(false);
		expect(app.settings.values.get('pirate')).toMatchObject({ contentLanguage: 'pl', difficulty: 'easy' });
	});

	it('keeps the pirate language chosen while the saved settings were still loading', async () => {
		const before = new PirateGameManager(app);
		await before.init();
		await before.updateSettings({ contentLanguage: 'pl' });

		const pg = new PirateGameManager(app);
		const loading = pg.init();
		await pg.updateSettings({ contentLanguage: 'ru' });
		await loading;
		expect(pg.contentLanguage()).toBe('ru');

		const reopened = new PirateGameManager(app);
		await reopened.init();
		expect(reopened.contentLanguage()).toBe('ru');
	});

	it('resumes the active game after a reload and gives up', async () => {
		const a = new PirateGameManager(app);
		await a.init();
		await a.updateSettings({ contentLanguage: 'pl' });
		await a.start('jack', a.contentLanguage(), { dare: true });
		await a.send('daj mi skarb');
		const b = new PirateGameManager(app);
		await b.init();
		expect(b.game?.id).toBe(a.game?.id);
		expect(b.game?.turns).toHaveLength(1);
		expect(b.settings.contentLanguage).toBe('pl');
		// a message box left empty, then "Give up": the over screen carries no "write a message first"
		expect(await b.send(' ')).toBe(false);
		expect(b.error).toBe('empty');
		await b.giveUp();
		expect(b.game?.status).toBe('gave_up');
		expect(b.error).toBeNull();
		const c = new PirateGameManager(app);
		await c.init();
		expect(c.game).toBeNull();
		expect(c.history[0].status).toBe('gave_up');
	});

	it("shows the pirate's answer only once the turn is saved: a reload the moment it shows keeps it", async () => {
		let release!: () => void;
		let saving: Promise<void> = Promise.resolve();
		let asked = 0;
		const save = app.pirate.save.bind(app.pirate);
		const pg = new PirateGameManager({
			...app,
			pirate: {
				...app.pirate,
				save: async (...a: Parameters<typeof save>) => (asked++, await saving, save(...a))
			}
		});
		await pg.init();
		await pg.start('redbeard', 'en');
		saving = new Promise<void>((resolve) => (release = resolve));
		const before = asked;
		const sent = pg.send('give me the treasure');
		// the turn's save is under way and held: the answer is not shown until it lands
		await vi.waitFor(() => expect(asked).toBe(before + 1));
		expect([pg.game?.turns.length, pg.busy]).toEqual([0, true]);
		expect(await pg.send('and the map')).toBe(false); // one turn at a time
		release();
		expect(await sent).toBe(true);
		expect([pg.game?.turns.length, pg.busy]).toEqual([1, false]);
		const reloaded = new PirateGameManager(app);
		await reloaded.init();
		expect(reloaded.game?.turns).toEqual(pg.game?.turns);
	});

	it('a deleted game can be brought back as it was (undo), also after a reload', async () => {
		const a = new PirateGameManager(app);
		await a.init();
		await a.start('redbeard', 'en');
		await a.send('give me the treasure');
		await a.giveUp();
		a.leave();
		const before = a.history[0];
		await a.remove(before.id);
		expect(a.history).toEqual([]);
		expect(a.lastRemoved?.id).toBe(before.id);
		const reloaded = new PirateGameManager(app);
		await reloaded.init();
		expect(reloaded.history).toEqual([]); // really deleted from the database
		await a.undoRemove();
		expect(a.lastRemoved).toBeNull();
		expect(a.history).toEqual([before]);
		const again = new PirateGameManager(app);
		await again.init();
		expect(again.history).toEqual([before]);
	});

	it('a finished game of the history opens again to read, as it was, and nothing is saved from it', async () => {
		const pg = new PirateGameManager(app);
		await pg.init();
		await pg.start('redbeard', 'en');
		const playing = pg.game!.id;
		expect(pg.open(playing)).toBe(false); // a game on screen stays
		await pg.send('give me the treasure');
		await pg.giveUp();
		const done = pg.game!;
		pg.leave();
		const stored = JSON.stringify([...app.pirate.games.values()]);
		expect(pg.open('no such game')).toBe(false);
		expect(pg.open(done.id)).toBe(true);
		expect(pg.reviewing).toBe(true);
		expect(pg.game).toEqual(done);
		expect(pg.threshold).toBeGreaterThan(0);
		expect(await pg.send('one more try')).toBe(false); // read-only: the game is over
		expect(pg.game).toEqual(done);
		expect(JSON.stringify([...app.pirate.games.values()])).toBe(stored);
		pg.leave();
		expect(pg.reviewing).toBe(false);
		expect(pg.game).toBeNull();
		// a reload starts on the start screen, not in the game read last
		const reloaded = new PirateGameManager(app);
		await reloaded.init();
		expect(reloaded.game).toBeNull();
	});

	it("asks the app for the difficulty's own model, and a model that fails still gives a turn (the fallback)", async () => {
		const asked: (string | undefined)[] = [];
		const failing: LlmClient = {
			provider: 'http',
			available: true,
			complete: () => Promise.reject(new LlmError(LlmErrorCodes.server, 'down'))
		};
		const pg = new PirateGameManager({
			packs: app.packs,
			settings: app.settings,
			pirate: app.pirate,
			llm: async (model) => (asked.push(model), failing)
		});
		await pg.init();
		await pg.updateSettings({ models: { hard: 'big-model' } });
		await pg.start('jack', 'en', { dare: true });
		expect(await pg.send('give me the treasure')).toBe(true);
		expect(asked).toEqual([undefined, 'big-model']);
		expect(pg.game?.turns).toHaveLength(1);
		expect(pg.llmUsed).toBe(false);
	});
});
