import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reply, startLlmTestServer, type LlmTestServer } from '$lib/llm/testing/llm-server';
import {
	createNhieGame,
	planRound,
	initEscalation,
	type NhieGameState,
	type NhieView
} from '$lib/games/nhie/engine';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import { createHttpClient } from '$lib/llm/http';
import { createTaskRunner } from '$lib/flows/run-task';
import { LobbyGuest } from '$lib/lobby/guest';
import { LobbyHost } from '$lib/lobby/host';
import { memoryLobbyStore, memorySeatStore } from '$lib/lobby/store';
import { createMemoryNetwork } from '$lib/lobby/transport-memory';

/**
 * The nhie game inside the real lobby host (memory transport): the host runs the LLM pick as the
 * game's pending task, every guest gets the same question, and the round closes when all answered.
 */
let server: LlmTestServer;
beforeAll(async () => {
	server = await startLlmTestServer();
});
afterAll(() => server.close());

const waitFor = (ok: () => boolean, timeout = 5_000) =>
	vi.waitFor(() => expect(ok()).toBe(true), { timeout });

describe('nhie in a lobby', () => {
	it('plays a round with the LLM pick on every phone', async () => {
		const pool = fixturePool(6);
		const net = createMemoryNetwork();
		const runTask = createTaskRunner(createHttpClient({ baseUrl: server.baseUrl, model: 'test-model' }));
		const game = createNhieGame({ pools: { en: pool } });
		const host = new LobbyHost({
			game,
			transport: net,
			store: memoryLobbyStore(),
			runTask,
			randomInt: () => 7
		});
		const code = await host.open({
			hostName: 'Hostess',
			settings: { rounds: 10, language: 'en' }
		});
		const guests = ['Ana', 'Bo'].map(() => new LobbyGuest({ transport: net, seats: memorySeatStore() }));
		for (const [i, g] of guests.entries()) await g.join(code, ['Ana', 'Bo'][i]);
		// the first round's candidates are a pure function of the lobby's seed: pick the 3rd one
		const seed = host.record!.seed;
		const plan = planRound(
			initEscalation({ maxRounds: 10, nsfw: false, language: 'en', groupSize: 3 }, seed),
			pool
		)!;
		server.setDefault(
			reply.json({ id: plan.candidates[2].id, rephrased: 'Never have I ever whistled at a pigeon' })
		);
		await host.start();

		const views = () => [host.view, ...guests.map((g) => g.view)].map((v) => v?.game as NhieView | null);
		await waitFor(() => views().every((v) => v?.phase === 'question'));
		expect(new Set(views().map((v) => v?.question?.text))).toEqual(
			new Set(['Never have I ever whistled at a pigeon'])
		);
		expect(views()[1]?.question?.questionId).toBe(plan.candidates[2].id);

		await host.act({ type: 'answer', round: 1, have: true });
		void guests[0].act({ type: 'answer', round: 1, have: false });
		await waitFor(() => (guests[1].view?.game as NhieView).answeredIds.length === 2);
		void guests[1].act({ type: 'answer', round: 1, have: true });
		await waitFor(() => views().every((v) => v?.phase === 'result'));
		expect(views()[2]?.result).toEqual({ have: 2, answered: 3, who: null });
		// the host skips the result pause; the model's bad pick falls back to the first candidate
		server.setDefault(reply.json({ id: 'not-a-candidate' }));
		expect(await host.act({ type: 'next', round: 1 })).toEqual({ ok: true });
		await waitFor(() => views().every((v) => v?.phase === 'question' && v.round === 2));
		expect((host.record!.game as NhieGameState).esc.history[1].source).toBe('pool_fallback');
		host.close();
		for (const g of guests) g.stop();
	});
});
