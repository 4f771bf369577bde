import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reply, startLlmTestServer, type LlmTestServer } from '$lib/llm/testing/llm-server';
import { pastDeadline } from '$lib/llm/testing/past-deadline';
import { createNhieGame, NhieSettingsSchema, planRound, type NhieGameState } from '$lib/games/nhie/engine';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import type { Seat } from '$lib/engines/kit/lobby-game';
import { createHttpClient } from '$lib/llm/http';
import { offlineClient } from '$lib/llm/offline';
import { runScenarioText } from '$lib/sim/run-scenario';
import { createTaskRunner, taskSource, type TaskRunner } from '$lib/flows/run-task';

/**
 * nhie.md step 7 as every mode runs it — lobby, pass-and-play and sim: the game's task through
 * the task runner, its outcome handed back to the game (what `lobby/host-scheduler.ts` does), against
 * the OpenAI-compatible test server (llm.md "Testing").
 */
let server: LlmTestServer;
let runTask: TaskRunner;
beforeAll(async () => {
	server = await startLlmTestServer();
	runTask = createTaskRunner(
		createHttpClient({ baseUrl: server.baseUrl, model: 'test-model', retryBaseMs: 1 })
	);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const pool = fixturePool(6);
const game = createNhieGame({ pools: { en: pool } });
const seats: Seat[] = ['Host', 'Ana', 'Bo', 'Cy'].map((name, i) => ({ id: `p${i}`, name, isHost: i === 0 }));
const fresh = (): NhieGameState => game.start(seats, NhieSettingsSchema.parse({ rounds: 20 }), 5, 0);

/** Runs the round's task as the host does; the round's record says what was chosen and from where. */
const choose = async (s0 = fresh(), deadlineMs = 5_000, runner = runTask) => {
	const task = game.pendingTask!(s0)!;
	const out = await runner(task.request, { deadlineMs });
	const s = game.resolveTask!(s0, task.key, out.value, 0, taskSource(out));
	return { plan: s0.plan!, chosen: s.esc.history.at(-1)! };
};

describe('question choice with an LLM', () => {
	it('uses the picked candidate and its rephrasing, and sends the context', async () => {
		const third = fresh().plan!.candidates[2];
		server.script(reply.json({ id: third.id, rephrased: 'Never have I ever danced in a supermarket aisle' }));
		const { plan, chosen } = await choose();
		expect(chosen).toMatchObject({
			question_id: third.id,
			text: 'Never have I ever danced in a supermarket aisle',
			intensity: third.intensity,
			source: 'llm_pick'
		});
		const sent = JSON.stringify(server.requests.at(-1)?.body);
		for (const c of plan.candidates) expect(sent).toContain(c.id);
		expect(sent).toContain('max_rounds');
		expect(sent).toContain('group_size');
	});

	it('uses the picked candidate text when there is no rephrasing', async () => {
		const fifth = fresh().plan!.candidates[4];
		server.script(reply.json({ id: fifth.id, rephrased: null }));
		expect((await choose()).chosen).toMatchObject({ question_id: fifth.id, text: fifth.text });
	});

	it.each([
		['an id not in the list', { id: 'en-9999', rephrased: null }],
		['an unsafe rephrasing', { id: 'en-0003', rephrased: 'Never have I ever had sex at work' }],
		['a rephrasing without the form', { id: 'en-0003', rephrased: 'Did you ever lie?' }]
	])('falls back to the first candidate for %s', async (_label, body) => {
		const first = fresh().plan!.candidates[0];
		server.script(reply.json(body));
		expect((await choose()).chosen).toMatchObject({
			question_id: first.id,
			text: first.text,
			intensity: first.intensity,
			source: 'pool_fallback'
		});
	});

	it('a model that times out: the first candidate, labelled pool_fallback (no model at all: pool)', async () => {
		const first = fresh().plan!.candidates[0];
		server.setDefault(reply.slow(600_000, JSON.stringify({ id: fresh().plan!.candidates[1].id })));
		expect((await pastDeadline(server, 30, () => choose(fresh(), 30))).chosen).toMatchObject({
			question_id: first.id,
			source: 'pool_fallback'
		});
		server.setDefault({ content: 'OK' });
		const offline = await choose(fresh(), 5_000, createTaskRunner(offlineClient));
		expect(offline.chosen).toMatchObject({ question_id: first.id, source: 'pool' });
	});

	it('generates a question when fewer than 3 candidates are left, filtered', async () => {
		// use up intensity 1–3 but two questions
		const s0 = fresh();
		const used = pool.filter((q) => q.intensity <= 3).slice(2);
		const esc = { ...s0.esc, usedIds: used.map((q) => q.id) };
		const state: NhieGameState = { ...s0, esc, plan: planRound(esc, pool) };
		server.script(reply.json({ text: 'Never have I ever ironed a shirt while wearing it' }));
		const gen = await choose(state);
		expect(gen.plan.mode).toBe('generate');
		// generated rounds go into the history like any other
		expect(gen.chosen).toMatchObject({
			question_id: null,
			text: 'Never have I ever ironed a shirt while wearing it',
			source: 'llm_generated'
		});
		server.script(reply.json({ text: 'Never have I ever sent nudes' }));
		const bad = await choose(state);
		expect(bad.chosen).toMatchObject({ question_id: bad.plan.candidates[0].id, source: 'pool_fallback' });
	});

	it('the sim uses the scenario llm', async () => {
		server.setDefault(reply.json({ id: 'nope' }));
		const tone = (i: number) => (i <= 3 ? 'safe' : i <= 5 ? 'deeper' : i <= 7 ? 'secretive' : 'freaky');
		const out = await runScenarioText(
			JSON.stringify({
				engine: 'escalation',
				seed: 1,
				language: 'en',
				max_rounds: 10,
				pack: {
					kind: 'nhie',
					id: 'f',
					language: 'en',
					name: 'F',
					version: 1,
					questions: pool.map((q) => ({ ...q, tone: tone(q.intensity) }))
				},
				rounds: [{ answered: 3, have: 1 }],
				llm: { baseUrl: server.baseUrl, model: 'test-model' }
			})
		);
		server.setDefault({ content: 'OK' });
		expect(out.ok && (out.output as { history: { source: string }[] }).history[0].source).toBe(
			'pool_fallback'
		);
	});
});
