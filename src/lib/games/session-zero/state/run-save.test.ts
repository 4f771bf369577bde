import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryApp, refusingSaves } from '$lib/app/testing/memory-app';
import { answerAny } from '$lib/state/testing/answer-any';
import { SessionZeroRunManager } from './run.svelte';

/** Save, then show (state/save-then-show.svelte.ts) on a phone whose storage is full. */
let app = memoryApp();
let full = refusingSaves(app.sessionZero, 'save');
beforeEach(() => {
	app = memoryApp();
	full = refusingSaves(app.sessionZero, 'save');
});

const started = async () => {
	const run = new SessionZeroRunManager({ ...app, sessionZero: full.store });
	await run.init();
	full.allow();
	await run.start('en');
	full.refuse();
	return run;
};

describe('SessionZeroRunManager: a step is saved, then shown', () => {
	it('a first question that cannot be saved is not shown until Retry saves it', async () => {
		const run = new SessionZeroRunManager({ ...app, sessionZero: full.store });
		await run.init();
		const start = run.start('en');
		await vi.waitFor(() => expect(run.save.saveFailure?.kind).toBe('quota'));
		expect([run.question, run.state, app.sessionZero.runs.size]).toEqual([null, null, 0]);
		run.save.retrySave(); // still full: asked again, still nothing shown
		await vi.waitFor(() => expect(full.refused()).toBe(2));
		await vi.waitFor(() => expect(run.save.saveFailure).not.toBeNull());
		expect(run.question).toBeNull();
		full.allow();
		run.save.retrySave();
		await start;
		expect(run.save.saveFailure).toBeNull();
		expect(run.question).toBeTruthy();
		expect(app.sessionZero.runs.size).toBe(1);
		expect(run.save.unsaved).toBe(false);
	});

	it('an answer that cannot be saved keeps the question until Continue without saving; then nothing is written', async () => {
		const run = await started();
		const first = run.question!.qid;
		const answered = answerAny(run);
		await vi.waitFor(() => expect(run.save.saveFailure?.kind).toBe('quota'));
		expect(run.question?.qid).toBe(first);
		expect(run.state!.events).toHaveLength(0);
		run.save.continueWithoutSaving();
		await answered;
		expect(run.save.saveFailure).toBeNull();
		expect(run.save.unsaved).toBe(true);
		expect(run.question?.qid).not.toBe(first);
		full.allow(); // room again: the run went on unsaved, as chosen
		await answerAny(run);
		expect(run.state!.events).toHaveLength(2);
		expect(app.sessionZero.runs.get(run.state!.init.session_id)?.value.events).toHaveLength(0);
		expect(full.refused()).toBe(1);
	});
});

describe('SessionZeroRunManager: Start over while a step waits on its save', () => {
	it('drops that step: it is never shown, and the next run is saved again', async () => {
		const run = await started();
		const answered = answerAny(run);
		await vi.waitFor(() => expect(run.save.saveFailure).not.toBeNull());
		await run.startOver();
		await answered;
		expect([run.state, run.save.saveFailure, run.save.unsaved]).toEqual([null, null, false]);
		full.allow();
		await run.start('en');
		expect(run.question).toBeTruthy();
		expect(app.sessionZero.runs.get(run.state!.init.session_id)?.value.events).toHaveLength(0);
	});
});
