import { beforeEach, describe, expect, it } from 'vitest';
import { memoryTabs } from '$lib/app/tab-claim';
import { memoryApp } from '$lib/app/testing/memory-app';
import { PirateGameManager } from '$lib/games/pirate/state/game.svelte';
import { SessionZeroRunManager } from '$lib/games/session-zero/state/run.svelte';
import { SafeSessionManager } from '$lib/games/safe-choices/state/session.svelte';
import { RunHold } from './run-hold.svelte';
import { answerAny } from './testing/answer-any';
import { flush, nextTurn } from '$lib/lobby/testing/flush';

/**
 * One run, one tab (run-hold.svelte.ts): Session zero, Safe choices and the pirate open in two tabs
 * or windows of one device (the installed app beside a browser tab) share one database. Each tab
 * saved its own copy of the run over the other's; now the second tab says the run is open elsewhere,
 * and may take it over: the first stops, after its last save.
 */
let app = memoryApp();
let tabs = memoryTabs();
beforeEach(() => {
	app = memoryApp();
	tabs = memoryTabs();
});

const tab = () => {
	const claims = tabs.tab();
	return () => claims;
};

/** The app whose questionnaire saves wait, once `hold()` is called, until `release()` (a slow phone's storage). */
const heldSessionZeroSaves = () => {
	let held: Promise<void> | null = null;
	let release = () => {};
	const slow = {
		...app,
		sessionZero: {
			...app.sessionZero,
			save: async (...args: Parameters<typeof app.sessionZero.save>) => {
				if (held) await held;
				return app.sessionZero.save(...args);
			}
		}
	};
	const hold = () => void (held = new Promise<void>((resolve) => (release = resolve)));
	return { slow, hold, release: () => release() };
};

describe('Session zero in two tabs', () => {
	it('the second tab does not resume the run the first plays; taking it over keeps every answer', async () => {
		const first = new SessionZeroRunManager(app, tab());
		await first.init();
		await first.start('en');
		await answerAny(first);
		const id = first.state!.session_id;

		const second = new SessionZeroRunManager(app, tab());
		await second.init();
		expect(second.tab.elsewhere).toBe('open');
		expect(second.state).toBeNull();

		// the first tab plays on and saves; the second has written nothing
		await answerAny(first);
		expect(app.sessionZero.runs.get(id)?.value.events.filter((e) => e.t === 'answer')).toHaveLength(2);

		await second.takeOver();
		expect(second.tab.elsewhere).toBeNull();
		expect(second.state?.session_id).toBe(id);
		expect(second.state?.answers).toHaveLength(2);
		expect(first.tab.elsewhere).toBe('moved');
		expect(first.state).toBeNull();

		// the first tab no longer writes the run: its Back has nothing to undo, the save stays
		await first.back();
		await answerAny(second);
		expect(app.sessionZero.runs.get(id)?.value.events.filter((e) => e.t === 'answer')).toHaveLength(3);
	});

	it("taking over waits for the first tab's save under way: its last answer is in the resumed run", async () => {
		const { slow, hold, release } = heldSessionZeroSaves();
		const first = new SessionZeroRunManager(slow, tab());
		await first.init();
		await first.start('en');
		hold();
		const answering = answerAny(first); // saving, not yet saved

		const second = new SessionZeroRunManager(slow, tab());
		await second.init();
		expect(second.tab.elsewhere).toBe('open');
		const taking = second.takeOver();
		// the takeover has asked the first tab and waits; the first tab's save is still under way
		await flush(undefined, 5);
		release();
		await taking;
		await answering;
		expect(second.state?.answers).toHaveLength(1);
	});

	it('a run left (Start over) or a new one started is not held against another tab', async () => {
		const first = new SessionZeroRunManager(app, tab());
		await first.init();
		await first.start('en');
		const second = new SessionZeroRunManager(app, tab());
		await second.init();
		expect(second.tab.elsewhere).toBe('open');
		// a new run in the second tab is its own: the card goes, both play
		await second.start('en');
		expect(second.tab.elsewhere).toBeNull();
		expect(second.state?.session_id).not.toBe(first.state?.session_id);
		await answerAny(first);
		expect(first.state?.answers).toHaveLength(1);
	});
});

describe('the pirate in two tabs', () => {
	it('the second tab does not resume the game the first plays; taken over, the first saves no more turns', async () => {
		const first = new PirateGameManager(app, tab());
		await first.init();
		await first.start('redbeard', 'en');
		expect(await first.send('Ahoy, I come in peace.')).toBe(true);
		const id = first.game!.id;

		const second = new PirateGameManager(app, tab());
		await second.init();
		expect(second.tab.elsewhere).toBe('open');
		expect(second.game).toBeNull();

		await second.takeOver();
		expect(second.game?.id).toBe(id);
		const turns = second.game!.turns.length;
		expect(turns).toBeGreaterThan(0);
		expect(first.tab.elsewhere).toBe('moved');
		expect(first.game).toBeNull();
		expect(await first.send('Give me the gold.')).toBe(false);

		expect(await second.send('I can help you mend the ship.')).toBe(true);
		expect(app.pirate.games.get(id)?.value.turns.length).toBeGreaterThan(turns);
	});

	it('a page closed lets the game go: another tab opens it at once; back in the first, its old copy is not shown', async () => {
		const first = new PirateGameManager(app, tab());
		await first.init();
		await first.start('redbeard', 'en');
		first.tab.release(); // the page closed (the manager and its game stay in memory)

		const second = new PirateGameManager(app, tab());
		await second.init();
		expect(second.tab.elsewhere).toBeNull();
		expect(await second.send('Ahoy, I come in peace.')).toBe(true);

		await first.init(); // the page opened again in the first tab
		expect(first.tab.elsewhere).toBe('open');
		expect(first.game).toBeNull();
	});
});

describe('Safe choices in two tabs', () => {
	const playing = async (claims: ReturnType<typeof tab>) => {
		const session = new SafeSessionManager(app, claims);
		await session.init();
		await session.setLanguage('en');
		return session;
	};

	it('the second tab does not reopen the attempt the first plays; taking it over carries the conversation on', async () => {
		const first = await playing(tab());
		first.choose(first.scenarios[0].id);
		await first.start();
		await first.send('No. I do not send photos.');
		const id = first.attempt!.id;

		const second = await playing(tab());
		expect(second.tab.elsewhere).toBe('open');
		expect(second.phase).toBe('pick');

		await second.takeOver();
		expect(second.phase).toBe('chat');
		expect(second.attempt?.id).toBe(id);
		expect(second.transcript.map((l) => l.text)).toContain('No. I do not send photos.');
		expect(first.tab.elsewhere).toBe('moved');
		expect(first.phase).toBe('pick');
		expect(first.send('Stop.')).toBe(false);

		await second.send('Stop asking.');
		const saved = (await app.safe.list()).find((a) => a.id === id)!;
		expect(saved.transcript.filter((l) => l.role === 'player').map((l) => l.text)).toEqual([
			'No. I do not send photos.',
			'Stop asking.'
		]);
	});
});

describe('Safe choices: another scenario chosen while the last attempt reopens', () => {
	it('the attempt is not kept by a tab that does not show it: another tab reopens it at once', async () => {
		const first = new SafeSessionManager(app, tab());
		await first.init();
		await first.setLanguage('en');
		first.choose(first.scenarios[0].id);
		await first.start();
		await first.send('No. I do not send photos.');
		first.tab.release(); // its page closed mid-role-play: the attempt is still playing

		// the second tab reopens it; the user picks another scenario on the list meanwhile
		let armed = false;
		const scenarios = app.packs.safe.scenarios;
		const second: SafeSessionManager = new SafeSessionManager(
			{
				...app,
				packs: {
					...app.packs,
					safe: {
						...app.packs.safe,
						scenarios: async (language) => {
							const found = await scenarios(language);
							if (armed) second.choose(second.scenarios[1].id);
							return found;
						}
					}
				}
			},
			tab()
		);
		await second.setLanguage('en');
		armed = true;
		await second.init();
		expect(second.phase).toBe('brief');
		await nextTurn();

		const third = new SafeSessionManager(app, tab());
		await third.init();
		expect(third.tab.elsewhere).toBeNull();
		expect([third.phase, third.attempt?.id]).toEqual(['chat', first.attempt!.id]);
	});
});

describe('RunHold', () => {
	it('a step that finishes after another tab took the run over is not written by this tab', async () => {
		let stopped = 0;
		const first = new RunHold(() => stopped++, tab());
		const second = new RunHold(() => undefined, tab());
		expect(await first.hold('r1')).toBe(true);
		expect(await second.hold('r1')).toBe(false);
		await second.takeOver();
		expect(stopped).toBe(1);
		const writes: string[] = [];
		expect(await first.save('r1', async () => void writes.push('first'))).toBe(false);
		expect(await second.save('r1', async () => void writes.push('second'))).toBe(true);
		expect(writes).toEqual(['second']);
		// let go (left or ended): the first tab holds it again without asking
		second.release();
		await nextTurn();
		expect(await first.hold('r1')).toBe(true);
		expect(first.elsewhere).toBeNull();
	});

	it('a run let go while its save is under way stays held until that save has landed', async () => {
		const first = new RunHold(() => undefined, tab());
		const second = new RunHold(() => undefined, tab());
		await first.hold('r1');
		let land = () => {};
		const saving = first.save('r1', () => new Promise<void>((resolve) => (land = resolve)));
		first.release(); // the page closes right after an answer
		expect(await second.hold('r1')).toBe(false);
		land();
		await saving;
		await nextTurn();
		expect(await second.hold('r1')).toBe(true);
	});
});
