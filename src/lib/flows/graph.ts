/**
 * A small typed state graph (architecture.md: "LangGraph state graph (Python) → a small typed graph
 * runner in TS"). Nodes are sync or async functions returning a partial state that is merged into
 * the state (each key replaced, as LangGraph's default reducer does); edges are fixed or chosen by a
 * router; the run starts at the entry node and stops at END.
 */
export const END = '__end__' as const;
export type End = typeof END;

export type NodeContext = { signal?: AbortSignal };
export type GraphNode<S> = (state: S, ctx: NodeContext) => Partial<S> | Promise<Partial<S>>;

type Edge<S, N extends string> =
	| { kind: 'fixed'; to: N | End }
	| { kind: 'conditional'; route: (state: S) => string; targets: Record<string, N | End> };

export type GraphRun<S, N extends string> = { state: S; path: N[] };

export class GraphError extends Error {}

export type CompiledGraph<S, N extends string> = {
	readonly nodes: readonly N[];
	invoke: (state: S, options?: { signal?: AbortSignal; maxSteps?: number }) => Promise<GraphRun<S, N>>;
};

export class StateGraph<S extends object, N extends string = never> {
	readonly #nodes = new Map<string, GraphNode<S>>();
	readonly #edges = new Map<string, Edge<S, string>>();
	#entry: string | null = null;

	addNode<K extends string>(name: K, node: GraphNode<S>): StateGraph<S, N | K> {
		if (name === END || this.#nodes.has(name)) throw new GraphError(`node "${name}" is already defined`);
		this.#nodes.set(name, node);
		return this as unknown as StateGraph<S, N | K>;
	}

	addEdge(from: N, to: N | End): this {
		this.#setEdge(from, { kind: 'fixed', to });
		return this;
	}

	/** `route` returns a key of `targets`; the key's node (or END) runs next. */
	addConditionalEdges<R extends string>(from: N, route: (state: S) => R, targets: Record<R, N | End>): this {
		this.#setEdge(from, { kind: 'conditional', route, targets });
		return this;
	}

	setEntryPoint(name: N): this {
		this.#entry = name;
		return this;
	}

	#setEdge(from: string, edge: Edge<S, string>): void {
		if (this.#edges.has(from)) throw new GraphError(`node "${from}" already has outgoing edges`);
		this.#edges.set(from, edge);
	}

	/** Checks the wiring once: an entry, every node with an exit, every target defined. */
	compile(): CompiledGraph<S, N> {
		const entry = this.#entry;
		if (entry === null || !this.#nodes.has(entry)) throw new GraphError('the graph has no entry node');
		for (const name of this.#nodes.keys()) {
			const edge = this.#edges.get(name);
			if (!edge) throw new GraphError(`node "${name}" has no outgoing edge (add one to END)`);
			const targets = edge.kind === 'fixed' ? [edge.to] : Object.values(edge.targets);
			for (const t of targets)
				if (t !== END && !this.#nodes.has(t))
					throw new GraphError(`edge from "${name}" to unknown node "${t}"`);
		}
		const nodes = new Map(this.#nodes);
		const edges = new Map(this.#edges);
		return {
			nodes: [...nodes.keys()] as N[],
			invoke: async (initial, { signal, maxSteps = 100 } = {}) => {
				let state = initial;
				const path: N[] = [];
				let current: string | End = entry;
				while (current !== END) {
					if (path.length >= maxSteps) throw new GraphError(`stopped after ${maxSteps} steps (a cycle?)`);
					signal?.throwIfAborted();
					const node = nodes.get(current) as GraphNode<S>;
					path.push(current as N);
					state = { ...state, ...(await node(state, { signal })) };
					current = next(edges.get(current) as Edge<S, string>, state, current);
				}
				return { state, path };
			}
		};
	}
}

const next = <S>(edge: Edge<S, string>, state: S, from: string): string => {
	if (edge.kind === 'fixed') return edge.to;
	const key = edge.route(state);
	const to = edge.targets[key];
	if (to === undefined) throw new GraphError(`router of "${from}" returned unknown key "${key}"`);
	return to;
};
