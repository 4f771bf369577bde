import type * as PeerJsModule from 'peerjs';
import type { DataConnection, Peer } from 'peerjs';
import { MAX_MESSAGE_BYTES } from './protocol';
import { MAX_FRAME_CHARS } from './peer-frames';

type PeerJs = typeof PeerJsModule;
type ConnectionClass = new (
	peerId: string,
	provider: Peer,
	options: { serialization?: string }
) => DataConnection;

/**
 * What a data channel may bring before the app reads it (docs/lobby.md "What the host decodes").
 * PeerJS lets the side that connects pick the serialization, and its binary one decodes a frame's
 * declared size before anything of ours runs: five bytes declaring a map of 2^32 entries froze a
 * host. So every serialization name maps to one class that decodes nothing: it passes on strings
 * only, each within `maxFrameChars`, and at most `budgetChars` characters per `windowMs` on one
 * connection. Anything else closes the connection unread. A connection that asked for another
 * serialization than `raw` is closed by the transport before it opens (`asksRaw`).
 */
export type FrameLimits = { maxFrameChars: number; budgetChars: number; windowMs: number };

/**
 * The host's limits: a guest's message is at most 64 KB (protocol.ts); 256 K characters per 2 s is
 * far above what 20 intents in that window need and caps what one connection can make the host read.
 */
export const HOST_LIMITS: FrameLimits = {
	maxFrameChars: MAX_MESSAGE_BYTES,
	budgetChars: 256 * 1024,
	windowMs: 2000
};
/** A guest's limits: the host's frames (peer-frames.ts), no budget (the host is the authority). */
export const GUEST_LIMITS: FrameLimits = {
	maxFrameChars: MAX_FRAME_CHARS,
	budgetChars: Number.POSITIVE_INFINITY,
	windowMs: 2000
};

export const RAW = 'raw';

/**
 * The check itself, apart from PeerJS: `admit` is true when `data` may be read, false when the
 * connection must be closed unread. O(1) whatever the frame: nothing is decoded here.
 */
export class FrameGate {
	#windowStart = Number.NEGATIVE_INFINITY;
	#spent = 0;

	constructor(private readonly limits: FrameLimits) {}

	admit(data: unknown, now: number): data is string {
		if (typeof data !== 'string' || data.length > this.limits.maxFrameChars) return false;
		if (now - this.#windowStart >= this.limits.windowMs) {
			this.#windowStart = now;
			this.#spent = 0;
		}
		this.#spent += data.length;
		return this.#spent <= this.limits.budgetChars;
	}
}

/** Whether a connection PeerJS handed over is one of ours and speaks raw strings. */
export const asksRaw = (conn: unknown): boolean =>
	typeof conn === 'object' && conn !== null && (conn as { asked?: unknown }).asked === RAW;

/** The PeerJS `serializers` option: every name PeerJS knows maps to the guarded raw class. */
export const guardedSerializers = (
	peerjs: PeerJs,
	limits: FrameLimits,
	clock: () => number = () => performance.now()
): Record<string, ConnectionClass> => {
	class Guarded extends peerjs.BufferedConnection {
		readonly serialization = RAW;
		/** The serialization the connecting side asked for (the offer's, or ours when we connect). */
		readonly asked: unknown;
		readonly #gate = new FrameGate(limits);

		constructor(peerId: string, provider: Peer, options: { serialization?: string }) {
			super(peerId, provider, options);
			this.asked = options?.serialization ?? RAW;
		}

		protected override _handleDataMessage({ data }: MessageEvent): void {
			if (this.asked !== RAW || !this.open) return;
			if (!this.#gate.admit(data, clock())) return this.close();
			this.emit('data', data);
		}

		protected override _send(data: string): void {
			this._bufferedSend(data as unknown as ArrayBuffer);
		}
	}
	const cls = Guarded as unknown as ConnectionClass;
	return { raw: cls, json: cls, binary: cls, 'binary-utf8': cls, default: cls };
};
