import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible test server on 127.0.0.1 (llm.md "Testing"): scripted replies, malformed
 * JSON, code-fenced JSON, slow replies, 401/429/500. Replies are taken from a queue in order; when
 * the queue is empty the default reply is used. CORS is open so a browser page can call it.
 *
 *   const server = await startLlmTestServer();  // server.baseUrl = http://127.0.0.1:<port>/v1
 *   server.script(reply.json({ ok: true }), reply.status(429));
 */
export type ScriptedReply = {
	status?: number;
	/** The assistant message content (ignored when `raw` is set). */
	content?: string;
	finishReason?: string;
	/** A raw response body, sent as is. */
	raw?: string;
	headers?: Record<string, string>;
	delayMs?: number;
	usage?: { prompt_tokens: number; completion_tokens: number };
	/** A 200 reply of this many bytes, streamed in chunks with no Content-Length (a hostile or runaway model). */
	streamBytes?: number;
};

export type RecordedRequest = {
	method: string;
	path: string;
	headers: IncomingMessage['headers'];
	body: unknown;
	/** Set once the connection closes: true when the client went away before the reply was sent (an abort). */
	closedBeforeReply?: boolean;
	/** For a `streamBytes` reply: how many bytes were written before the client went away or it ended. */
	sentBytes?: number;
};

export type LlmTestServer = {
	baseUrl: string;
	port: number;
	requests: RecordedRequest[];
	script: (...replies: ScriptedReply[]) => void;
	setDefault: (reply: ScriptedReply) => void;
	/** When set (and the queue is empty), builds the reply for each chat call from the request. */
	setResponder: (fn: ((req: RecordedRequest) => ScriptedReply) | null) => void;
	/** When set, calls without `Authorization: Bearer <key>` get a 401. */
	requireKey: (key: string | null) => void;
	reset: () => void;
	close: () => Promise<void>;
};

export const reply = {
	text: (content: string, finishReason = 'stop'): ScriptedReply => ({ content, finishReason }),
	json: (value: unknown): ScriptedReply => ({ content: JSON.stringify(value) }),
	fenced: (value: unknown): ScriptedReply => ({
		content: 'Here you go:\n```json\n' + JSON.stringify(value, null, 2) + '\n```'
	}),
	malformed: (content: string): ScriptedReply => ({ content }),
	truncated: (content: string): ScriptedReply => ({ content, finishReason: 'length' }),
	slow: (delayMs: number, content = 'OK'): ScriptedReply => ({ content, delayMs }),
	status: (status: number, headers?: Record<string, string>): ScriptedReply => ({
		status,
		headers,
		raw: JSON.stringify({ error: { message: `scripted ${status}`, type: 'test' } })
	}),
	badBody: (): ScriptedReply => ({ raw: '<html>not json</html>' }),
	huge: (bytes: number): ScriptedReply => ({ streamBytes: bytes })
};

const CORS = {
	'Access-Control-Allow-Origin': '*',
	'Access-Control-Allow-Headers': 'content-type, authorization',
	'Access-Control-Allow-Methods': 'GET, POST, OPTIONS'
};

const readBody = (req: IncomingMessage): Promise<string> =>
	new Promise((resolve) => {
		let data = '';
		req.on('data', (c: Buffer) => (data += c.toString()));
		req.on('end', () => resolve(data));
	});

const completion = (r: ScriptedReply, model: string) =>
	JSON.stringify({
		id: 'chatcmpl-test',
		object: 'chat.completion',
		model,
		choices: [
			{
				index: 0,
				message: { role: 'assistant', content: r.content ?? 'OK' },
				finish_reason: r.finishReason ?? 'stop'
			}
		],
		usage: r.usage ?? { prompt_tokens: 12, completion_tokens: Math.ceil((r.content ?? 'OK').length / 4) }
	});

export const startLlmTestServer = async (port = 0): Promise<LlmTestServer> => {
	const queue: ScriptedReply[] = [];
	let fallbackReply: ScriptedReply = { content: 'OK' };
	let key: string | null = null;
	let responder: ((req: RecordedRequest) => ScriptedReply) | null = null;
	const requests: RecordedRequest[] = [];

	const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
		if (res.destroyed) return;
		res.writeHead(status, { 'Content-Type': 'application/json', ...CORS, ...headers });
		res.end(body);
	};

	/** Writes `total` bytes of a never-valid completion in 64 KB chunks, waiting for drain, until the client leaves. */
	const stream = async (res: ServerResponse, recorded: RecordedRequest, total: number) => {
		res.writeHead(200, { 'Content-Type': 'application/json', ...CORS });
		const chunk = Buffer.alloc(64 * 1024, 'x');
		recorded.sentBytes = 0;
		res.write('{"choices":[{"message":{"content":"');
		while (recorded.sentBytes < total && !res.destroyed) {
			recorded.sentBytes += chunk.byteLength;
			if (!res.write(chunk))
				await new Promise<void>((resolve) => {
					const done = () => (res.off('drain', done), res.off('close', done), resolve());
					res.on('drain', done);
					res.on('close', done);
				});
		}
		if (!res.destroyed) res.end('"}}]}');
	};

	const server = createServer((req, res) => {
		void (async () => {
			if (req.method === 'OPTIONS') return send(res, 204, '');
			const text = await readBody(req);
			let body: unknown = null;
			try {
				body = text ? JSON.parse(text) : null;
			} catch {
				body = text;
			}
			const path = (req.url ?? '/').split('?')[0];
			const recorded: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body };
			requests.push(recorded);
			res.on('close', () => (recorded.closedBeforeReply = !res.writableFinished));
			if (key !== null && req.headers.authorization !== `Bearer ${key}`)
				return send(res, 401, JSON.stringify({ error: { message: 'Incorrect API key provided.' } }));
			if (req.method === 'GET' && path.endsWith('/models'))
				return send(
					res,
					200,
					JSON.stringify({ object: 'list', data: [{ id: 'test-model', object: 'model' }] })
				);
			if (req.method !== 'POST' || !path.endsWith('/chat/completions'))
				return send(res, 404, JSON.stringify({ error: { message: 'Not found' } }));
			const r = queue.shift() ?? responder?.(recorded) ?? fallbackReply;
			if (r.delayMs) {
				await new Promise<void>((resolve) => {
					const t = setTimeout(resolve, r.delayMs);
					res.on('close', () => (clearTimeout(t), resolve()));
				});
			}
			if (r.streamBytes) return stream(res, recorded, r.streamBytes);
			const model = (body as { model?: string } | null)?.model ?? 'test-model';
			send(res, r.status ?? 200, r.raw ?? completion(r, model), r.headers);
		})();
	});
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
	const actual = (server.address() as AddressInfo).port;
	return {
		baseUrl: `http://127.0.0.1:${actual}/v1`,
		port: actual,
		requests,
		script: (...replies) => queue.push(...replies),
		setDefault: (r) => (fallbackReply = r),
		setResponder: (fn) => (responder = fn),
		requireKey: (k) => (key = k),
		reset: () => {
			queue.length = 0;
			requests.length = 0;
			key = null;
			responder = null;
			fallbackReply = { content: 'OK' };
		},
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			})
	};
};

// `npx tsx src/lib/llm/testing/llm-server.ts [port]` runs it by hand (answers "OK" to everything).
if (process.argv[1]?.endsWith('llm/testing/llm-server.ts')) {
	const s = await startLlmTestServer(Number(process.argv[2] ?? 8787));
	console.log(`LLM test server: ${s.baseUrl}`);
}
