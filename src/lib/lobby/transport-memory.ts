import {
	TransportError,
	TransportErrors,
	type EndpointStatus,
	type ChannelBinding,
	type HostEndpoint,
	type Link,
	type Transport
} from './transport';

/**
 * In-process transport (tests, pass-and-play): every host and guest of one `MemoryNetwork` share a
 * map of codes. Delivery is asynchronous (a microtask), in order, like a reliable data channel.
 */
type Side = {
	link: Link;
	deliver: (data: unknown) => void;
	closed: () => void;
};

export type MemoryNetwork = Transport & {
	/** Drops every link of the host of `code` (a network cut), keeping the registration. */
	cut: (code: string) => void;
	/** Links opened so far (for tests). */
	readonly linkCount: number;
};

let nextLinkId = 1;

const makePair = (): [Side, Side] => {
	const make = (): Side & {
		peer?: Side;
		open: boolean;
		onMsg: ((d: unknown) => void)[];
		onClose: (() => void)[];
	} => {
		const id = `mem-${nextLinkId++}`;
		const side = {
			open: true,
			onMsg: [] as ((d: unknown) => void)[],
			onClose: [] as (() => void)[],
			peer: undefined as Side | undefined,
			deliver: (data: unknown) => {
				if (side.open) for (const cb of side.onMsg) cb(data);
			},
			closed: () => {
				if (!side.open) return;
				side.open = false;
				for (const cb of side.onClose) cb();
			},
			link: {
				id,
				send: (text: string) => {
					if (!side.open) return;
					const peer = side.peer!;
					queueMicrotask(() => peer.deliver(text));
				},
				close: () => {
					const peer = side.peer!;
					side.closed();
					queueMicrotask(() => peer.closed());
				},
				onMessage: (cb: (d: unknown) => void) => void side.onMsg.push(cb),
				onClose: (cb: () => void) => void side.onClose.push(cb),
				// each end stands for its own certificate, as a data channel's DTLS fingerprints do
				binding: (): ChannelBinding => ({ local: id, remote: side.peer!.link.id })
			} satisfies Link
		};
		return side;
	};
	const a = make();
	const b = make();
	a.peer = b;
	b.peer = a;
	return [a, b];
};

export const createMemoryNetwork = (): MemoryNetwork => {
	const hosts = new Map<
		string,
		{ onLink: ((l: Link) => void)[]; links: Side[]; onStatus: ((s: EndpointStatus) => void)[] }
	>();
	let count = 0;
	return {
		get linkCount() {
			return count;
		},
		host: async (code) => {
			if (hosts.has(code)) throw new TransportError(TransportErrors.idTaken);
			const entry = {
				onLink: [] as ((l: Link) => void)[],
				links: [] as Side[],
				onStatus: [] as ((s: EndpointStatus) => void)[]
			};
			hosts.set(code, entry);
			const endpoint: HostEndpoint = {
				onLink: (cb) => void entry.onLink.push(cb),
				onStatus: (cb) => void entry.onStatus.push(cb),
				close: () => {
					for (const s of entry.links) s.link.close();
					if (hosts.get(code) === entry) hosts.delete(code);
					for (const cb of entry.onStatus) cb('closed');
				}
			};
			return endpoint;
		},
		connect: async (code) => {
			await Promise.resolve();
			const entry = hosts.get(code);
			if (!entry) throw new TransportError(TransportErrors.notFound);
			const [guest, host] = makePair();
			count++;
			entry.links.push(host);
			for (const cb of entry.onLink) cb(host.link);
			return guest.link;
		},
		cut: (code) => {
			const entry = hosts.get(code);
			if (!entry) return;
			for (const s of entry.links) s.link.close();
			entry.links = [];
		}
	};
};
