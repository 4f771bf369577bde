import type { Transport } from './transport';

/** A transport and whether the signalling choice behind it is known for sure. */
export type ResolvedTransport = { transport: Transport & { destroy?: () => void }; certain: boolean };

/**
 * A page opened during a signalling outage (the installed app starts offline) cannot
 * read `/parlor.config.json`, so the signalling server it would pick is a guess. Such a transport is
 * made again for every attempt until the choice is certain — the guest's and host's retries then
 * reach the right server as soon as it is back, instead of knocking on the guessed one for ever.
 */
export const resolvingTransport = (
	make: () => Promise<ResolvedTransport>
): Transport & { destroy: () => void } => {
	let current: ResolvedTransport | null = null;
	const get = async (): Promise<Transport> => {
		if (current?.certain) return current.transport;
		const next = await make();
		current?.transport.destroy?.();
		current = next;
		return next.transport;
	};
	return {
		host: async (code, options) => (await get()).host(code, options),
		connect: async (code, options) => (await get()).connect(code, options),
		destroy: () => current?.transport.destroy?.()
	};
};
