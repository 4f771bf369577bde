import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { QuizRunManager } from './quiz-run.svelte';

/** The run's error line offers "start over" as its way out: starting over leaves no stale error. */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

describe('QuizRunManager errors', () => {
	it('a step the engine refuses keeps the state and says why; starting over clears both', async () => {
		const run = new QuizRunManager();
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
		const again = new QuizRunManager();
		await again.init();
		expect(again.state).toBeNull();
	});
});
