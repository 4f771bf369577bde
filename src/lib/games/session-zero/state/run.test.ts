import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { SessionZeroRunManager } from './run.svelte';

/** Through the app's memory stores (docs/architecture.md "Composition root"): a new manager over the same app is a reload. */
let app = memoryApp();
beforeEach(() => {
	app = memoryApp();
});

/** The app with its run saves held back while `hold()` is on, until `release()`: a slow phone's storage. */
const heldSaves = () => {
	let gate: Promise<void> = Promise.resolve();
	let release = () => {};
	let asked = 0;
	const save = app.sessionZero.save.bind(app.sessionZero);
	return {
		app: {
			...app,
			sessionZero: {
				...app.sessionZero,
				save: async (...a: Parameters<typeof save>) => (asked++, await gate, save(...a))
			}
		},
		hold: () => void (gate = new Promise<void>((resolve) => (release = resolve))),
		release: () => release(),
		/** How many saves were asked for, held or not. */
		asked: () => asked
	};
};

describe('SessionZeroRunManager saves', () => {
	it("keeps the run in the app's store: a reload resumes it at the same question", async () => {
		const run = new SessionZeroRunManager(app);
		await run.init();
		await run.start('en');
		const first = run.question;
		expect(first).toBeTruthy();
		const id = run.state!.init.session_id;
		expect(app.sessionZero.runs.get(id)?.value).toMatchObject({ status: 'active', events: [] });
		const reloaded = new SessionZeroRunManager(app);
		await reloaded.init();
		expect(reloaded.state?.init.session_id).toBe(id);
		expect(reloaded.question?.qid).toBe(first?.qid);
		await reloaded.startOver();
		expect(app.sessionZero.runs.get(id)?.value.status).toBe('abandoned');
	});
});

/** The run's error line offers "start over" as its way out: starting over leaves no stale error. */

describe('SessionZeroRunManager errors', () => {
	it('a step the engine refuses keeps the state and says why; starting over clears both', async () => {
		const run = new SessionZeroRunManager(app);
		await run.init();
		await run.start('en');
		const before = run.state!;
		expect(before.phase).toBe('RENDER_QUESTION');
		await run.keepAnswering(); // only offered with a result
		expect(run.error).toBeTruthy();
		expect(run.state).toBe(before);
		await run.startOver();
		expect(run.error).toBeNull();
		expect(run.state).toBeNull();
		// and a fresh manager finds no run to resume
		const again = new SessionZeroRunManager(app);
		await again.init();
		expect(again.state).toBeNull();
	});
});

describe('SessionZeroRunManager start', () => {
	it('shows the first question only once the run is saved: a reload from that moment resumes it', async () => {
		const saves = heldSaves();
		saves.hold();
		const run = new SessionZeroRunManager(saves.app);
		await run.init();
		const started = run.start('en');
		// the run's first save is under way and held: nothing is shown until it lands
		await vi.waitFor(() => expect(saves.asked()).toBe(1));
		expect(run.question).toBeNull();
		saves.release();
		await started;
		expect(run.question).toBeTruthy();
		const reloaded = new SessionZeroRunManager(app);
		await reloaded.init();
		expect(reloaded.question?.qid).toBe(run.question?.qid);
	});
});
