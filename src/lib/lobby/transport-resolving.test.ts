import { describe, expect, it } from 'vitest';
import { resolvingTransport, type ResolvedTransport } from './transport-resolving';
import { createMemoryNetwork } from './transport-memory';
import { TransportError } from './transport';

/**
 * A transport made while the signalling config could not be read (an outage) is a guess;
 * each attempt makes it again until the config is known, then the same one is kept.
 */
describe('resolvingTransport', () => {
	it('re-resolves while uncertain, then keeps the certain transport', async () => {
		const right = createMemoryNetwork();
		const wrong = createMemoryNetwork();
		const endpoint = await right.host('ABCD', { token: 't' });
		endpoint.onLink(() => undefined);
		let outage = true;
		const made: string[] = [];
		const t = resolvingTransport(async (): Promise<ResolvedTransport> => {
			made.push(outage ? 'guess' : 'config');
			return outage ? { transport: wrong, certain: false } : { transport: right, certain: true };
		});
		// during the outage the guessed server knows no such lobby
		await expect(t.connect('ABCD', { timeoutMs: 1000 })).rejects.toBeInstanceOf(TransportError);
		await expect(t.connect('ABCD', { timeoutMs: 1000 })).rejects.toBeInstanceOf(TransportError);
		// the server is back: the next attempt reads the config and reaches the host
		outage = false;
		const link = await t.connect('ABCD', { timeoutMs: 1000 });
		expect(link).toBeTruthy();
		await t.connect('ABCD', { timeoutMs: 1000 });
		expect(made).toEqual(['guess', 'guess', 'config']);
	});
});
