import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reply, startLlmTestServer, type LlmTestServer } from '../../../tests/llm-server/server';
import { commitRound, initEscalation, type EscalationState } from '$lib/engines/escalation';
import { fixturePool } from '$lib/engines/escalation/fixtures.test-util';
import { createHttpClient } from '$lib/llm/http';
import { offlineClient } from '$lib/llm/offline';
import type { LlmClient } from '$lib/llm/types';
import { runScenarioText } from '$lib/sim/run-scenario';
import { selectQuestion } from './escalation-round';

/** escalation.md step 7 against the OpenAI-compatible test server (llm.md "Testing"). */
let server: LlmTestServer;
let llm: LlmClient;
beforeAll(async () => {
	server = await startLlmTestServer();
	llm = createHttpClient({ baseUrl: server.baseUrl, model: 'test-model', retryBaseMs: 1 });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const pool = fixturePool(6);
const fresh = (): EscalationState =>
	initEscalation({ maxRounds: 20, nsfw: false, language: 'en', groupSize: 4 }, 5);

const select = async (state = fresh(), timeoutMs = 5_000) => {
	const s = await selectQuestion(llm, state, pool, { timeoutMs });
	if (!s?.chosen) throw new Error('no question');
	return { ...s, chosen: s.chosen };
};

describe('question selection with an LLM', () => {
	it('uses the picked candidate and its rephrasing, and sends the context', async () => {
		const plan = (await selectQuestion(offlineClient, fresh(), pool))!.plan;
		const third = plan.candidates[2];
		server.script(reply.json({ id: third.id, rephrased: 'Never have I ever danced in a supermarket aisle' }));
		const { chosen } = await select();
		expect(chosen).toEqual({
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
		const plan = (await selectQuestion(offlineClient, fresh(), pool))!.plan;
		server.script(reply.json({ id: plan.candidates[4].id, rephrased: null }));
		expect((await select()).chosen).toMatchObject({
			question_id: plan.candidates[4].id,
			text: plan.candidates[4].text
		});
	});

	it.each([
		['an id not in the list', (first: string) => ({ id: 'en-9999', rephrased: null, first })],
		[
			'an unsafe rephrasing',
			(first: string) => ({ id: 'en-0003', rephrased: 'Never have I ever had sex at work', first })
		],
		[
			'a rephrasing without the form',
			(first: string) => ({ id: 'en-0003', rephrased: 'Did you ever lie?', first })
		]
	])('falls back to the first candidate for %s', async (_label, make) => {
		const plan = (await selectQuestion(offlineClient, fresh(), pool))!.plan;
		const { first, ...body } = make(plan.candidates[0].id);
		server.script(reply.json(body));
		const { chosen } = await select();
		expect(chosen).toEqual({
			question_id: first,
			text: plan.candidates[0].text,
			intensity: plan.candidates[0].intensity,
			source: 'pool_fallback'
		});
	});

	it('falls back to the first candidate on a timeout', async () => {
		const plan = (await selectQuestion(offlineClient, fresh(), pool))!.plan;
		server.setDefault(reply.slow(3_000, JSON.stringify({ id: plan.candidates[1].id })));
		const s = await select(fresh(), 30);
		expect(s.chosen).toMatchObject({ question_id: plan.candidates[0].id, source: 'pool_fallback' });
		server.setDefault({ content: 'OK' });
	});

	it('generates a question when fewer than 3 candidates are left, filtered', async () => {
		let state = fresh();
		// use up intensity 1–3 but two questions
		const used = pool.filter((q) => q.intensity <= 3).slice(2);
		state = { ...state, usedIds: used.map((q) => q.id) };
		server.script(reply.json({ text: 'Never have I ever ironed a shirt while wearing it' }));
		const gen = await select(state);
		expect(gen.plan.mode).toBe('generate');
		expect(gen.chosen).toMatchObject({
			question_id: null,
			text: 'Never have I ever ironed a shirt while wearing it',
			source: 'llm_generated'
		});
		server.script(reply.json({ text: 'Never have I ever sent nudes' }));
		const bad = await select(state);
		expect(bad.chosen).toMatchObject({ question_id: bad.plan.candidates[0].id, source: 'pool_fallback' });
		// generated rounds go into the history like any other
		expect(commitRound(state, gen.plan, gen.chosen).history[0].source).toBe('llm_generated');
	});

	it('the sim uses the scenario llm', async () => {
		server.setDefault(reply.json({ id: 'nope' }));
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
					questions: pool.map((q) => ({
						...q,
						tone:
							q.intensity <= 3
								? 'safe'
								: q.intensity <= 5
									? 'deeper'
									: q.intensity <= 7
										? 'secretive'
										: 'freaky'
					}))
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
