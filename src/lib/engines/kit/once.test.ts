import { describe, expect, it } from 'vitest';
import { onceUntilFailure } from './once';

/** docs/acts.md "Loading": one load shared by every caller, and a failed load tried again (kit/once.ts). */
describe('onceUntilFailure', () => {
	it('shares one load between callers', async () => {
		let calls = 0;
		const load = onceUntilFailure(async () => ++calls);
		expect(await Promise.all([load(), load()])).toEqual([1, 1]);
		expect(await load()).toBe(1);
		expect(calls).toBe(1);
	});

	it('a failed load is not kept: the next call loads again (offline, then back online)', async () => {
		let online = false;
		let calls = 0;
		const load = onceUntilFailure(async () => {
			calls++;
			if (!online) throw new Error('Failed to fetch dynamically imported module');
			return 'model';
		});
		await expect(load()).rejects.toThrow('Failed to fetch');
		online = true;
		expect(await load()).toBe('model');
		expect(await load()).toBe('model');
		expect(calls).toBe(2);
	});
});
