import { z } from 'zod';
import {
	fromWireError,
	ResultSchemas,
	WorkerReplySchema,
	WorkerRequestSchema,
	type Progress,
	type RequestBody,
	type RequestKind,
	type ResultOf
} from './web-llm-protocol';

/**
 * The page's end of the web-llm worker (llm.md "webllm"): numbered requests, progress forwarded to
 * the caller, every reply parsed. A reply that fails its schema rejects its request with an Error; a
 * reply that names no request, or a worker that fails, ends the worker and rejects all that waits.
 */
export type WorkerLike = {
	postMessage: (message: unknown) => void;
	terminate: () => void;
	onmessage: ((ev: MessageEvent) => void) | null;
	onerror: ((ev: ErrorEvent) => void) | null;
	onmessageerror: ((ev: MessageEvent) => void) | null;
};

export type WorkerClient = {
	call: <K extends RequestKind>(
		kind: K,
		body: Omit<RequestBody<K>, 'kind'>,
		onProgress?: (p: Progress) => void
	) => Promise<ResultOf<K>>;
	/** Ends the worker; what waits is rejected with `reason` (an AbortError by default). */
	terminate: (reason?: Error) => void;
	readonly alive: boolean;
};

type Pending = {
	kind: RequestKind;
	resolve: (value: unknown) => void;
	reject: (e: Error) => void;
	onProgress?: (p: Progress) => void;
};

export const stoppedError = (): Error =>
	Object.assign(new Error('The on-device model was stopped.'), { name: 'AbortError' });

const malformed = (issues: z.core.$ZodIssue[]): Error => {
	const first = issues[0];
	const where = first?.path.length ? first.path.join('.') : 'reply';
	return new Error(`The on-device model's worker sent a malformed reply (${where}: ${first?.message}).`);
};

const IdOnly = z.object({ id: z.number().int().nonnegative() });

export const createWorkerClient = (worker: WorkerLike): WorkerClient => {
	const pending = new Map<number, Pending>();
	let nextId = 0;
	let alive = true;

	const terminate = (reason: Error = stoppedError()) => {
		if (!alive) return;
		alive = false;
		worker.onmessage = worker.onerror = worker.onmessageerror = null;
		worker.terminate();
		const waiting = [...pending.values()];
		pending.clear();
		for (const p of waiting) p.reject(reason);
	};

	const settle = (id: number, outcome: { value: unknown } | { error: Error }) => {
		const p = pending.get(id);
		if (!p) return; // a late reply to a request already given up on
		pending.delete(id);
		if ('error' in outcome) return p.reject(outcome.error);
		const result = ResultSchemas[p.kind].safeParse(outcome.value);
		if (result.success) p.resolve(result.data);
		else p.reject(malformed(result.error.issues));
	};

	worker.onmessage = (ev) => {
		const parsed = WorkerReplySchema.safeParse(ev.data);
		if (!parsed.success) {
			const id = IdOnly.safeParse(ev.data);
			if (id.success && pending.has(id.data.id))
				return settle(id.data.id, { error: malformed(parsed.error.issues) });
			return terminate(malformed(parsed.error.issues));
		}
		const reply = parsed.data;
		if (reply.kind === 'progress')
			return pending.get(reply.id)?.onProgress?.({ progress: reply.progress, text: reply.text });
		if (reply.kind === 'failed') return settle(reply.id, { error: fromWireError(reply.error) });
		settle(reply.id, { value: reply.value });
	};
	worker.onerror = (ev) =>
		terminate(new Error(`The on-device model's worker failed: ${ev.message || 'it could not start.'}`));
	worker.onmessageerror = () =>
		terminate(new Error("The on-device model's worker sent an unreadable reply."));

	const call: WorkerClient['call'] = (kind, body, onProgress) => {
		if (!alive) return Promise.reject(stoppedError());
		const id = nextId++;
		// Parsing also copies the request out of any Svelte proxy before postMessage clones it.
		const request = WorkerRequestSchema.safeParse({ ...body, kind, id });
		if (!request.success) {
			const first = request.error.issues[0];
			return Promise.reject(
				new Error(`Bad on-device request (${first?.path.join('.')}: ${first?.message}).`)
			);
		}
		return new Promise((resolve, reject) => {
			pending.set(id, { kind, resolve: resolve as (v: unknown) => void, reject, onProgress });
			try {
				worker.postMessage(request.data);
			} catch (e) {
				pending.delete(id);
				reject(e instanceof Error ? e : new Error(String(e)));
			}
		});
	};

	return {
		call,
		terminate,
		get alive() {
			return alive;
		}
	};
};
