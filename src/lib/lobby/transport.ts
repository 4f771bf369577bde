/**
 * The network behind the lobby, a small interface with a web version and a testing version
 * (docs/architecture.md "Composition root": every adapter can be replaced). `transport-peer.ts` is
 * PeerJS; `transport-memory.ts` is in-process.
 * Payloads are strings (JSON text): the size limit is checked on the string before parsing.
 */
export type Link = {
	/** Unique per connection (not the remote's identity: identity comes from the token in `hello`). */
	readonly id: string;
	/**
	 * Who is at the other end (PeerJS: the remote peer id), the same for every link it opens: the
	 * host's rate limits and pending-link cap count per remote. Absent: the link is its own remote.
	 */
	readonly remote?: string;
	send: (text: string) => void;
	close: () => void;
	onMessage: (cb: (data: unknown) => void) => void;
	onClose: (cb: () => void) => void;
	/**
	 * This channel's two ends (docs/lobby.md "Host identity"): the DTLS certificate fingerprints of
	 * this side and the other, or null while they are unknown. The host signs a guest's challenge
	 * bound to them, so a proof made for one channel is worthless on another.
	 */
	binding: () => ChannelBinding | null;
};

/** Each end of one data channel (host-identity.ts). */
export type ChannelBinding = { local: string; remote: string };

export type EndpointStatus = 'open' | 'reconnecting' | 'closed';

export type HostEndpoint = {
	onLink: (cb: (link: Link) => void) => void;
	onStatus: (cb: (status: EndpointStatus) => void) => void;
	close: () => void;
};

export const TransportErrors = {
	/** The room's id is registered by someone else (or our old registration is still alive). */
	idTaken: 'id_taken',
	serverUnreachable: 'server_unreachable',
	notFound: 'not_found',
	peerUnreachable: 'peer_unreachable',
	closed: 'closed',
	/** This browser has no WebRTC data channels (switched off, or a stripped-down browser): no lobby at all. */
	noWebRtc: 'no_webrtc'
} as const;
export type TransportErrorCode = (typeof TransportErrors)[keyof typeof TransportErrors];

export class TransportError extends Error {
	constructor(
		readonly code: TransportErrorCode,
		message: string = code
	) {
		super(message);
	}
}

export type HostOptions = {
	/** The PeerJS registration token, persisted with the lobby so a reloaded host reclaims its id. */
	token: string;
};

export type Transport = {
	/** Registers as the host of `code`. Rejects with TransportError (idTaken, serverUnreachable). */
	host: (code: string, options: HostOptions) => Promise<HostEndpoint>;
	/** Opens a link to the host of `code`. Rejects with TransportError (notFound, serverUnreachable, peerUnreachable). */
	connect: (code: string, options?: { timeoutMs?: number }) => Promise<Link>;
};

/**
 * Re-registers as the host of `code` with the persisted token, retrying while the server still
 * holds the old registration (`unavailable-id` until its alive_timeout, lobby.md "PeerJS facts")
 * or is unreachable, with backoff 1 s → 5 s, for at most `maxWaitMs`.
 */
export const hostWithRetry = async (
	transport: Transport,
	code: string,
	token: string,
	{ maxWaitMs, now, stopped }: { maxWaitMs: number; now: () => number; stopped: () => boolean }
): Promise<HostEndpoint | null> => {
	const started = now();
	for (let delay = 1000; !stopped(); delay = Math.min(delay * 2, 5000)) {
		try {
			return await transport.host(code, { token });
		} catch (e) {
			const retry =
				e instanceof TransportError &&
				(e.code === TransportErrors.idTaken || e.code === TransportErrors.serverUnreachable);
			if (!retry || now() - started > maxWaitMs) throw e;
			await new Promise((resolve) => setTimeout(resolve, delay));
		}
	}
	return null;
};

/** Registers as the host of a fresh room code, drawing another one on a collision (6 tries). */
export const hostNewCode = async (
	transport: Transport,
	newCode: () => string,
	newToken: () => string
): Promise<{ endpoint: HostEndpoint; code: string; peerToken: string }> => {
	for (let attempt = 0; attempt < 6; attempt++) {
		const code = newCode();
		const peerToken = newToken();
		try {
			return { endpoint: await transport.host(code, { token: peerToken }), code, peerToken };
		} catch (e) {
			if (!(e instanceof TransportError && e.code === TransportErrors.idTaken)) throw e;
		}
	}
	throw new TransportError(TransportErrors.idTaken, 'no free room code');
};
