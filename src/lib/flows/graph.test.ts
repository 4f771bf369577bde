import { describe, expect, it } from 'vitest';
import { END, GraphError, StateGraph } from './graph';

type S = { n: number; log: string[] };

describe('StateGraph (a small typed LangGraph)', () => {
	it('runs from the entry through fixed and conditional edges to END, merging partial states', async () => {
		const g = new StateGraph<S>()
			.addNode('inc', (s) => ({ n: s.n + 1, log: [...s.log, 'inc'] }))
			.addNode('double', async (s) => {
				await Promise.resolve();
				return { n: s.n * 2, log: [...s.log, 'double'] };
			})
			.addNode('done', (s) => ({ log: [...s.log, 'done'] }))
			.setEntryPoint('inc')
			.addConditionalEdges('inc', (s) => (s.n < 3 ? 'again' : 'big'), { again: 'inc', big: 'double' })
			.addEdge('double', 'done')
			.addEdge('done', END)
			.compile();
		const { state, path } = await g.invoke({ n: 0, log: [] });
		expect(state.n).toBe(6);
		expect(path).toEqual(['inc', 'inc', 'inc', 'double', 'done']);
		expect(state.log).toEqual(path);
	});

	it('refuses a graph without an entry, with a dangling node or an unknown target', () => {
		expect(() => new StateGraph<S>().addNode('a', () => ({})).compile()).toThrow(GraphError);
		expect(() =>
			new StateGraph<S>()
				.addNode('a', () => ({}))
				.setEntryPoint('a')
				.compile()
		).toThrow(/no outgoing edge/);
		const g = new StateGraph<S>().addNode('a', () => ({})).setEntryPoint('a');
		expect(() => g.addConditionalEdges('a', () => 'x', { x: 'b' as 'a' }).compile()).toThrow(/unknown node/);
		expect(() => new StateGraph<S>().addNode('a', () => ({})).addNode('a', () => ({}))).toThrow(/already/);
	});

	it('stops a cycle after maxSteps and a router returning an unknown key', async () => {
		const loop = new StateGraph<S>()
			.addNode('a', () => ({}))
			.setEntryPoint('a')
			.addEdge('a', 'a')
			.compile();
		await expect(loop.invoke({ n: 0, log: [] }, { maxSteps: 5 })).rejects.toThrow(/5 steps/);
		const bad = new StateGraph<S>()
			.addNode('a', () => ({}))
			.setEntryPoint('a')
			.addConditionalEdges('a', () => 'nope' as 'x', { x: END })
			.compile();
		await expect(bad.invoke({ n: 0, log: [] })).rejects.toThrow(/unknown key "nope"/);
	});

	it('does not mutate the initial state and honours an aborted signal', async () => {
		const g = new StateGraph<S>()
			.addNode('a', () => ({ n: 9 }))
			.setEntryPoint('a')
			.addEdge('a', END)
			.compile();
		const initial = { n: 1, log: [] };
		await g.invoke(initial);
		expect(initial.n).toBe(1);
		const ac = new AbortController();
		ac.abort();
		await expect(g.invoke(initial, { signal: ac.signal })).rejects.toThrow();
	});
});
