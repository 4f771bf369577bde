import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { listNhieSessions, loadTimesUsed } from '$lib/games/nhie/db/nhie';
import { loadBuiltInPack } from '$lib/games/nhie/packs/builtin';
import { app } from '$lib/app/app';
import { memoryTabs } from '$lib/app/tab-claim';
import { lobbiesToContinue } from '$lib/state/hosted-lobbies';
import { NhiePassManager, type PassPhase } from './pass.svelte';
import { memoryStorage, storagePassTab } from './pass-tab';
import { nextTurn } from '$lib/lobby/testing/flush';

/**
 * Pass-and-play (lobby.md): the lobby's game behind a local host, on one phone; seed 000 step 8
 * counts each question shown once; the finished game is saved with the rounds the end chart shows.
 */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

/** Lets the local host run its queued work (the question's task, commits) until the phase shows. */
const until = (game: NhiePassManager, phase: PassPhase) =>
	vi.waitFor(
		async () => {
			await game.settled();
			expect(game.phase).toBe(phase);
		},
		{ timeout: 5_000 }
	);
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('NhiePassManager', () => {
	it('plays the lobby game on one phone: a tally per round, one count per question, one next per tap', async () => {
		const packId = (await loadBuiltInPack('en')).id;
		const game = new NhiePassManager();
		await game.start({ players: 4, rounds: 10, language: 'en', nsfw: false });
		await until(game, 'question');
		const first = game.view!.question!.questionId!;
		await game.next(); // not from a result: nothing happens
		expect(game.current!.round).toBe(1);
		await game.submit(3, 1);
		await until(game, 'result');
		expect(game.current).toMatchObject({ round: 1, answered: 3, have: 1 });
		await Promise.all([game.next(), game.next()]);
		await until(game, 'question');
		expect(game.current!.round).toBe(2);
		const second = game.view!.question!.questionId!;
		expect(second).not.toBe(first);
		expect(await loadTimesUsed(packId)).toEqual({ [first]: 1, [second]: 1 });
		await game.end();
		await until(game, 'finished');
		const [saved] = await listNhieSessions();
		// the lobby's end-game rule: the open round nobody answered is dropped from the saved game
		expect(saved).toMatchObject({ kind: 'pass', packId, language: 'en' });
		expect(saved.history.map((r) => [r.round, r.have_ratio])).toEqual([[1, 1 / 3]]);
		expect(game.history.map((r) => r.round)).toEqual([1]);
		expect(total(await loadTimesUsed(packId))).toBe(2);
		game.close();
	});

	it('"Too far" on the one phone: the round says the room eased off, and so does the gentler next one', async () => {
		const game = new NhiePassManager();
		await game.start({ players: 4, rounds: 10, language: 'en', nsfw: false });
		await until(game, 'question');
		expect(game.current!.eased).toBe(false);
		await game.tooFar();
		await game.settled();
		expect(game.current!.eased).toBe(true);
		await game.submit(4, 4);
		await until(game, 'result');
		await game.next();
		await until(game, 'question');
		// round 2 after a tap: still eased, safe (never below), at the middle of safe's range
		expect(game.current).toMatchObject({ round: 2, eased: true, tone: 'safe' });
		expect(game.view!.question!.intensity).toBe(2);
		game.close();
	});

	it('a pack that cannot be loaded is said on the setup screen, nothing started', async () => {
		const game = new NhiePassManager();
		await game.start({ players: 3, rounds: 10, language: 'en', nsfw: false, pack: 'custom:nhie:gone' });
		expect(game.phase).toBe('setup');
		expect(game.error).toBeTruthy();
		expect(await listNhieSessions()).toEqual([]);
	});

	it('a phone whose storage is full: the game waits for Retry or Continue without saving, then plays on', async () => {
		const packId = (await loadBuiltInPack('en')).id;
		const full = new AppDB('test-full-' + Math.random());
		useDb(full);
		// times_used cannot grow: every new count is refused as a full disk refuses it
		let refused = 0;
		full.usage.hook('creating', () => {
			refused++;
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		});
		const game = new NhiePassManager();
		const started = game.start({ players: 4, rounds: 10, language: 'en', nsfw: false });
		const failed = () => vi.waitFor(() => expect(game.saveFailure?.kind).toBe('quota'), { timeout: 5_000 });
		await failed();
		expect(game.phase).toBe('loading');
		const refusedBefore = refused;
		game.retrySave(); // still full: asked again, never stuck silently
		await vi.waitFor(() => expect(refused).toBeGreaterThan(refusedBefore), { timeout: 5_000 });
		await failed();
		game.continueWithoutSaving();
		await started;
		await until(game, 'question');
		expect([game.saveFailure, game.unsaved]).toEqual([null, true]);
		await game.submit(3, 1);
		await until(game, 'result');
		expect(await loadTimesUsed(packId)).toEqual({});
		game.close();
	});
});

/**
 * A reload while the phone goes round (a pull-to-refresh, a tab the phone discarded): the tab's
 * game goes on where it was — same round, same question, same count of players, same history.
 */
/** One tab's pass-and-play storage (its sessionStorage across reloads). */
const tabOf = (storage = memoryStorage()) => storagePassTab(() => storage);

describe('NhiePassManager after a reload of its tab', () => {
	it('resumes the game this tab played, and plays on from there', async () => {
		const tab = tabOf();
		const game = new NhiePassManager(app, tab);
		await game.start({ players: 5, rounds: 10, language: 'en', nsfw: false });
		await until(game, 'question');
		await game.submit(4, 2);
		await until(game, 'result');
		await game.next();
		await until(game, 'question');
		const at = game.current!;
		game.close(); // the page goes away with the reload

		const reloaded = new NhiePassManager(app, tab);
		expect(await reloaded.resume()).toBe(true);
		await until(reloaded, 'question');
		expect(reloaded.current).toEqual(at);
		expect(reloaded.players).toBe(5);
		expect(reloaded.history.map((r) => r.round)).toEqual([1]);
		await reloaded.submit(5, 5);
		await until(reloaded, 'result');
		expect(reloaded.current).toMatchObject({ round: 2, answered: 5, have: 5 });

		// Play again after the end: the finished game is not resumed any more
		await reloaded.end();
		await until(reloaded, 'finished');
		reloaded.reset();
		expect(await new NhiePassManager(app, tab).resume()).toBe(false);
	});

	it('another tab, or a tab whose saved game is unreadable or gone, starts with the setup', async () => {
		const game = new NhiePassManager(app, tabOf());
		await game.start({ players: 3, rounds: 10, language: 'en', nsfw: false });
		await until(game, 'question');
		expect(await new NhiePassManager(app, tabOf()).resume()).toBe(false);

		const garbled = memoryStorage();
		garbled.setItem('parlor.pass-game', '{"code":"ABCD","pack":"builtin","players":"lots"}');
		const other = new NhiePassManager(app, tabOf(garbled));
		expect(await other.resume()).toBe(false);
		expect(other.phase).toBe('setup');

		const gone = tabOf();
		gone.write({ code: 'ZZZZ', pack: 'builtin', players: 3 });
		expect(await new NhiePassManager(app, gone).resume()).toBe(false);
		expect(gone.read()).toBeNull();
		game.close();
	});

	it('is no lobby to continue from the home page', async () => {
		const game = new NhiePassManager(app, tabOf());
		await game.start({ players: 3, rounds: 10, language: 'en', nsfw: false });
		await until(game, 'question');
		expect(await lobbiesToContinue(Date.now(), app.lobbies)).toEqual([]);
		game.close();
	});
});

describe('NhiePassManager across tabs and sessions', () => {
	const setup = { players: 4, rounds: 10, language: 'en', nsfw: false } as const;

	it('a duplicated tab (its sessionStorage copied) does not play the game beside the first; it may take it over', async () => {
		const tabs = memoryTabs();
		const [session, device] = [memoryStorage(), memoryStorage()];
		const claimsA = tabs.tab();
		const claimsB = tabs.tab();
		const first = new NhiePassManager(app, tabOf(session), tabOf(device), () => claimsA);
		await first.start(setup);
		await until(first, 'question');
		const at = first.current;

		const copy = memoryStorage();
		copy.setItem('parlor.pass-game', session.getItem('parlor.pass-game')!);
		const second = new NhiePassManager(app, tabOf(copy), tabOf(device), () => claimsB);
		await second.init();
		expect(second.tab.elsewhere).toBe('open');
		expect(second.phase).toBe('setup');

		await second.takeOver();
		await until(second, 'question');
		expect(second.current).toEqual(at);
		expect(first.tab.elsewhere).toBe('moved');
		expect(first.phase).toBe('setup');
		await second.submit(4, 1);
		await until(second, 'result');
		second.close();
	});

	it('the installed app opened again (a new session) offers the unfinished game and goes on where it was', async () => {
		const device = memoryStorage();
		const first = new NhiePassManager(app, tabOf(), tabOf(device));
		await first.start(setup);
		await until(first, 'question');
		const at = first.current;
		first.close(); // the phone closed the app

		const relaunched = new NhiePassManager(app, tabOf(), tabOf(device));
		await relaunched.init();
		expect(relaunched.phase).toBe('setup');
		expect(relaunched.unfinished).toMatchObject({ players: 4 });
		expect(await relaunched.continueUnfinished()).toBe(true);
		await until(relaunched, 'question');
		expect(relaunched.current).toEqual(at);

		// ended: nothing is offered any more, nor after 12 hours
		await relaunched.end();
		await until(relaunched, 'finished');
		relaunched.close();
		const later = new NhiePassManager(app, tabOf(), tabOf(device));
		await later.init();
		expect(later.unfinished).toBeNull();

		const other = new NhiePassManager(app, tabOf(), tabOf(device));
		await other.start(setup);
		await until(other, 'question');
		other.close();
		const nextDay = new NhiePassManager(app, tabOf(), tabOf(device));
		await nextDay.init(Date.now() + 13 * 60 * 60 * 1000);
		expect(nextDay.unfinished).toBeNull();
	});

	it('a new game retires the unfinished one no tab plays (cleaned up an hour later), not one another tab plays', async () => {
		const tabs = memoryTabs();
		const device = memoryStorage();
		const [one, two] = [tabs.tab(), tabs.tab()];
		const abandoned = new NhiePassManager(app, tabOf(), tabOf(device), () => one);
		await abandoned.start(setup);
		await until(abandoned, 'question');
		const first = JSON.parse(device.getItem('parlor.pass-game')!).code as string;
		abandoned.close(); // the tab was closed mid-game: its lock goes
		await nextTurn();

		const next = new NhiePassManager(app, tabOf(), tabOf(device), () => two);
		await next.init();
		expect(next.unfinished).not.toBeNull();
		await next.start(setup); // a new game, not "Continue that game"
		expect(next.unfinished).toBeNull();
		await until(next, 'question');
		expect((await app.lobbies.records.load(first))?.status).toBe('finished');
		await app.lobbies.purgeFinished(Date.now() + 2 * 60 * 60 * 1000);
		expect(await app.lobbies.records.load(first)).toBeNull();

		// the game `next` plays in its tab is left alone by a third tab's new game
		const second = JSON.parse(device.getItem('parlor.pass-game')!).code as string;
		const third = new NhiePassManager(app, tabOf(), tabOf(device), () => tabs.tab());
		await third.start(setup);
		await until(third, 'question');
		expect((await app.lobbies.records.load(second))?.status).toBe('playing');
		next.close();
		third.close();
	});
});
