import type { Link, Transport } from '../transport';

/**
 * TEST HELPER: `net` with every link its hosts get passed through `wrap` first — to lose, count or
 * tap what travels on the host's side of a link.
 */
export const wrapHostLinks = (net: Transport, wrap: (link: Link) => Link): Transport => ({
	connect: (code, o) => net.connect(code, o),
	host: async (code, o) => {
		const endpoint = await net.host(code, o);
		return { ...endpoint, onLink: (cb) => endpoint.onLink((link) => cb(wrap(link))) };
	}
});
