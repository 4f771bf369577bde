import { describe, expect, it, vi } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { SafeSessionManager } from './session.svelte';

/**
 * The scenarios load on the first Choose, the role-play's code when a scenario is chosen (docs/architecture.md "How a start page starts").
 * If either cannot load (offline before the app was cached, a new deploy), the page says so and the
 * next Choose or Start loads it again.
 */
const offline = vi.hoisted(() => ({ on: true }));
vi.mock('$lib/games/safe-choices/flows/npc-turn', async (real) => {
	if (offline.on) throw new Error('Failed to fetch dynamically imported module');
	return real();
});

describe('SafeSessionManager: Start when the role-play cannot load', () => {
	it('stays on the brief with the load error; a later Start plays', async () => {
		const session = new SafeSessionManager(memoryApp());
		await session.init();
		await session.setLanguage('en');
		session.choose(session.scenarios[0].id);
		expect(session.phase).toBe('brief');

		await session.start();
		expect(session.phase).toBe('brief');
		expect(session.error).toBe('load');
		expect(session.attempt).toBeNull();

		offline.on = false;
		await session.start();
		expect(session.phase).toBe('chat');
		expect(session.error).toBeNull();
		expect(session.transcript.length).toBe(1);
	});

	it('a Choose while the scenarios cannot load says so; a Choose once they can opens the brief', async () => {
		const app = memoryApp();
		const load = app.packs.safe.scenarios;
		let down = true;
		const session = new SafeSessionManager({
			...app,
			packs: {
				...app.packs,
				safe: { scenarios: async (l) => (down ? Promise.reject(new Error('offline')) : load(l)) }
			}
		});
		await session.init();
		session.choose('online-stranger');
		await session.setLanguage('en');
		expect(session.scenariosFailed).toBe(true);
		expect(session.phase).toBe('pick');

		down = false;
		session.choose('online-stranger');
		await vi.waitFor(() => expect(session.phase).toBe('brief'));
		expect(session.scenariosFailed).toBe(false);
		expect(session.scenario?.id).toBe('online-stranger');
	});
});
