import type * as PeerJsModule from 'peerjs';
import type { DataConnection, Peer, PeerOptions } from 'peerjs';
import { hostPeerId } from './room-code';
import type { PeerConnectOptions } from './signaling';
import { FrameJoiner, splitFrames } from './peer-frames';
import { GUEST_LIMITS, HOST_LIMITS, RAW, asksRaw, guardedSerializers, type FrameLimits } from './peer-guard';
import {
	TransportError,
	TransportErrors,
	type EndpointStatus,
	type HostEndpoint,
	type Link,
	type Transport
} from './transport';

/**
 * PeerJS transport (lobby.md, "PeerJS facts"): `reliable: true` (ordered), raw strings only
 * (peer-guard.ts: nothing is decoded but our own JSON, after its checks), ICE state watched (a vanished peer may never emit `close`), `peer-unavailable`
 * mapped to "lobby not found", `unavailable-id` to idTaken (the host retries with backoff), and the
 * signalling socket re-opened when it drops or the tab becomes visible again (iOS Safari).
 */
const OPEN_TIMEOUT_MS = 10_000;

type PeerJs = typeof PeerJsModule;

/**
 * PeerJS, once this browser is known to have WebRTC data channels. Without them (a browser with
 * WebRTC switched off, some privacy browsers and in-app views) nothing could ever connect: the
 * join and create forms say so at once, instead of "cannot reach the server" and retrying for ever.
 */
const loadPeer = async (): Promise<PeerJs> => {
	if (!hasDataChannels()) throw new TransportError(TransportErrors.noWebRtc);
	return import('peerjs');
};

export const hasDataChannels = (): boolean =>
	typeof RTCPeerConnection === 'function' &&
	typeof RTCPeerConnection.prototype?.createDataChannel === 'function';

const peerOptions = (
	peerjs: PeerJs,
	o: PeerConnectOptions,
	limits: FrameLimits,
	token?: string
): PeerOptions => {
	const { source: _source, ...rest } = o;
	const serializers = guardedSerializers(peerjs, limits);
	return { ...rest, ...(token ? { token } : {}), serializers, debug: 1 };
};

/** A DTLS certificate's fingerprint in a session description (every WebRTC channel has one). */
const fingerprintIn = (sdp: string | undefined): string =>
	/a=fingerprint:\S+ ([0-9A-Fa-f:]+)/.exec(sdp ?? '')?.[1]?.toUpperCase() ?? '';

const waitOpen = (peer: Peer): Promise<void> =>
	new Promise((resolve, reject) => {
		const timer = setTimeout(() => {
			// peerjs #1289: re-registering an id the server still holds can hang without `open`
			cleanup();
			reject(new TransportError(TransportErrors.idTaken, 'open timed out'));
		}, OPEN_TIMEOUT_MS);
		const onOpen = () => {
			cleanup();
			resolve();
		};
		const onError = (e: { type: string }) => {
			cleanup();
			reject(
				new TransportError(
					e.type === 'unavailable-id' ? TransportErrors.idTaken : TransportErrors.serverUnreachable,
					e.type
				)
			);
		};
		const cleanup = () => {
			clearTimeout(timer);
			peer.off('open', onOpen);
			peer.off('error', onError);
		};
		peer.on('open', onOpen);
		peer.on('error', onError);
	});

let linkSeq = 0;

/**
 * A PeerJS connection as a Link. The host's side cuts a long message into frames, a guest's joins
 * them (peer-frames.ts); the host never joins anything.
 */
export const wrapConnection = (conn: DataConnection, side: 'host' | 'guest'): Link => {
	const closeCbs: (() => void)[] = [];
	let closed = false;
	const fireClose = () => {
		if (closed) return;
		closed = true;
		for (const cb of closeCbs) cb();
	};
	conn.on('close', fireClose);
	conn.on('error', fireClose);
	conn.on('iceStateChanged', (s) => {
		if (s === 'failed' || s === 'closed') fireClose();
	});
	return {
		id: `peer-${++linkSeq}`,
		remote: conn.peer,
		send: (text) => {
			if (closed || !conn.open) return;
			const frames = side === 'host' ? splitFrames(text) : [text];
			for (const frame of frames) void conn.send(frame);
		},
		close: () => {
			conn.close();
			fireClose();
		},
		onMessage: (cb) => {
			if (side === 'host') return void conn.on('data', cb);
			const joiner = new FrameJoiner();
			conn.on('data', (data) => {
				const text = typeof data === 'string' ? joiner.push(data) : null;
				if (text !== null) cb(text);
			});
		},
		onClose: (cb) => void closeCbs.push(cb),
		binding: () => {
			const pc = conn.peerConnection;
			const local = fingerprintIn(pc?.localDescription?.sdp);
			const remote = fingerprintIn(pc?.remoteDescription?.sdp);
			return local && remote ? { local, remote } : null;
		}
	};
};

const onVisible = (fn: () => void): (() => void) => {
	if (typeof document === 'undefined') return () => {};
	const handler = () => {
		if (document.visibilityState === 'visible') fn();
	};
	document.addEventListener('visibilitychange', handler);
	return () => document.removeEventListener('visibilitychange', handler);
};

export const createPeerTransport = (options: PeerConnectOptions): Transport & { destroy: () => void } => {
	let guestPeer: Peer | null = null;

	const guest = async (): Promise<Peer> => {
		if (guestPeer && !guestPeer.destroyed && !guestPeer.disconnected && guestPeer.open) return guestPeer;
		guestPeer?.destroy();
		const peerjs = await loadPeer();
		const peer = new peerjs.Peer(peerOptions(peerjs, options, GUEST_LIMITS));
		guestPeer = peer;
		try {
			await waitOpen(peer);
		} catch {
			peer.destroy();
			guestPeer = null;
			throw new TransportError(TransportErrors.serverUnreachable);
		}
		return peer;
	};

	return {
		host: async (code, { token }) => {
			const peerjs = await loadPeer();
			const peer = new peerjs.Peer(hostPeerId(code), peerOptions(peerjs, options, HOST_LIMITS, token));
			try {
				await waitOpen(peer);
			} catch (e) {
				peer.destroy();
				throw e;
			}
			const linkCbs: ((l: Link) => void)[] = [];
			const statusCbs: ((s: EndpointStatus) => void)[] = [];
			const emit = (s: EndpointStatus) => statusCbs.forEach((cb) => cb(s));
			let retry: ReturnType<typeof setTimeout> | null = null;
			let delay = 1000;
			// closing destroys the peer, which first says 'disconnected': no reconnect after that
			let closed = false;
			const reconnect = () => {
				if (closed || peer.destroyed || !peer.disconnected || retry) return;
				emit('reconnecting');
				retry = setTimeout(() => {
					retry = null;
					if (closed || peer.destroyed) return;
					peer.reconnect();
					delay = Math.min(delay * 2, 10_000);
				}, delay);
			};
			peer.on('open', () => {
				delay = 1000;
				emit('open');
			});
			peer.on('disconnected', reconnect);
			peer.on('error', (e) => {
				if (
					e.type === 'network' ||
					e.type === 'server-error' ||
					e.type === 'socket-error' ||
					e.type === 'socket-closed'
				)
					reconnect();
			});
			const stopVisible = onVisible(() => {
				delay = 0;
				reconnect();
			});
			peer.on('connection', (conn) => {
				// another serialization than raw strings (an old or crafted client) is closed unread
				if (!asksRaw(conn)) {
					if (typeof conn?.close === 'function') conn.close();
					return;
				}
				conn.on('open', () => {
					const link = wrapConnection(conn, 'host');
					linkCbs.forEach((cb) => cb(link));
				});
			});
			const endpoint: HostEndpoint = {
				onLink: (cb) => void linkCbs.push(cb),
				onStatus: (cb) => void statusCbs.push(cb),
				close: () => {
					closed = true;
					stopVisible();
					if (retry) clearTimeout(retry);
					peer.destroy();
					emit('closed');
				}
			};
			return endpoint;
		},

		connect: async (code, { timeoutMs = 15_000 } = {}) => {
			const started = Date.now();
			const peer = await guest();
			const target = hostPeerId(code);
			const conn = peer.connect(target, { reliable: true, serialization: RAW });
			return new Promise<Link>((resolve, reject) => {
				const left = Math.max(1000, timeoutMs - (Date.now() - started));
				const timer = setTimeout(() => fail(TransportErrors.peerUnreachable), left);
				const onPeerError = (e: { type: string; message?: string }) => {
					if (e.type === 'peer-unavailable' && (e.message ?? '').includes(target))
						fail(TransportErrors.notFound);
					else if (e.type === 'network' || e.type === 'server-error' || e.type === 'socket-error')
						fail(TransportErrors.serverUnreachable);
				};
				const cleanup = () => {
					clearTimeout(timer);
					peer.off('error', onPeerError);
				};
				const fail = (code: (typeof TransportErrors)[keyof typeof TransportErrors]) => {
					cleanup();
					conn.close();
					reject(new TransportError(code));
				};
				peer.on('error', onPeerError);
				conn.on('open', () => {
					cleanup();
					resolve(wrapConnection(conn, 'guest'));
				});
				conn.on('iceStateChanged', (s) => {
					if (s === 'failed') fail(TransportErrors.peerUnreachable);
				});
			});
		},

		destroy: () => {
			guestPeer?.destroy();
			guestPeer = null;
		}
	};
};
