import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LobbyGame } from '$lib/engines/kit/lobby-game';
import { createTaskRunner } from '$lib/flows/run-task';
import type { LlmClient, LlmRequest } from '$lib/llm/types';
import { LobbyHost } from './host';
import { memoryLobbyStore } from './store';
import { createMemoryNetwork } from './transport-memory';

/** The host drives a game's clock (`tick` at `nextDeadline`) and its LLM work (`pendingTask`). */
const StateSchema = z.object({
	line: z.string().nullable(),
	ticks: z.int(),
	deadline: z.number().nullable()
});
type S = z.infer<typeof StateSchema>;
const game: LobbyGame<Record<string, never>, S, { type: 'noop' }, S> = {
	mode: 'timers',
	minPlayers: 1,
	maxPlayers: 4,
	settingsSchema: z.object({}),
	intentSchema: z.object({ type: z.literal('noop') }),
	stateSchema: StateSchema,
	viewSchema: StateSchema,
	start: (_p, _s, _seed, now) => ({ line: null, ticks: 0, deadline: now + 40 }),
	apply: (state) => ({ ok: true, state }),
	tick: (state, now) =>
		state.deadline !== null && now >= state.deadline
			? { ...state, ticks: state.ticks + 1, deadline: state.ticks + 1 < 2 ? now + 40 : null }
			: null,
	nextDeadline: (state) => state.deadline,
	pendingTask: (state) =>
		state.line === null
			? {
					key: 'narrator-1',
					request: {
						site: 'test.narrator',
						messages: [{ role: 'user', content: 'a line' }],
						schema: z.object({ line: z.string() }),
						temperature: 0.5,
						maxTokens: 50,
						fallback: { line: 'fallback line' }
					}
				}
			: null,
	resolveTask: (state, _key, value) => ({ ...state, line: (value as { line: string }).line }),
	project: (state) => state,
	isFinished: () => false
};

const hosts: LobbyHost[] = [];
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
	for (const h of hosts.splice(0)) h.close();
	vi.useRealTimers();
});

/** Plays the game on fake time: `ms` of game clock pass, then the host's queue settles. */
const run = async (llm?: LlmClient, ms = 250) => {
	const store = memoryLobbyStore();
	const host = new LobbyHost({
		game,
		transport: createMemoryNetwork(),
		store,
		runTask: llm ? createTaskRunner(llm, { deadlines: { test: 1_000 } }) : undefined
	});
	await host.open({ hostName: 'H', settings: {} });
	await host.start();
	await vi.advanceTimersByTimeAsync(ms);
	await host.settled();
	hosts.push(host);
	return { host, view: host.view!.game as S, store, kinds: store.events.map((e) => e.kind) };
};

describe('host timers and tasks', () => {
	it('ticks at each deadline until the game has none, and uses the fallback with no model', async () => {
		const { view, kinds } = await run();
		expect(view.ticks).toBe(2);
		expect(view.line).toBe('fallback line');
		expect(kinds.filter((k) => k === 'tick')).toHaveLength(2);
		expect(kinds.filter((k) => k === 'task')).toHaveLength(1);
	});

	it('hands a model answer that passes the schema to the game', async () => {
		const llm: LlmClient = {
			provider: 'http',
			available: true,
			complete: async () => ({ text: '{"line":"from the model"}', finishReason: 'stop', ms: 1 })
		};
		const { view } = await run(llm);
		expect(view.line).toBe('from the model');
	});

	it('a model that never answers: the fallback at the deadline, the provider aborted, the game goes on', async () => {
		const seen: LlmRequest[] = [];
		// A provider that ignores nothing but never settles: only the deadline can end this task.
		const stalled: LlmClient = {
			provider: 'http',
			available: true,
			complete: (req) => (seen.push(req), new Promise(() => undefined))
		};
		const early = await run(stalled, 999);
		expect(early.view.line).toBeNull();
		expect(early.view.ticks).toBe(2);
		expect(seen[0].signal?.aborted).toBe(false);
		early.host.close();
		// closing the host aborts what is still running
		expect(seen[0].signal?.aborted).toBe(true);

		seen.length = 0;
		const late = await run(stalled, 1_000);
		expect(late.view.line).toBe('fallback line');
		expect(seen).toHaveLength(1);
		expect(seen[0].signal?.aborted).toBe(true);
		const task = late.store.events.find((e) => e.kind === 'task');
		expect(task?.payload).toEqual({ key: 'narrator-1', source: 'fallback', error: 'timeout' });
	});
});
