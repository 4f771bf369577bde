import { describe, expect, it } from 'vitest';
import { Lazy, lazyHostSource } from './lazy.svelte';

/** docs/architecture.md "How a start page starts": a start page's host manager is imported when the user hosts or resumes, once. */
describe('Lazy', () => {
	it('imports once, however often it is asked, and says when it is loading', async () => {
		let made = 0;
		const lazy = new Lazy(async () => ({ n: ++made }));
		expect(lazy.current).toBeNull();
		const a = lazy.load();
		expect(lazy.loading).toBe(true);
		const b = lazy.load();
		expect(await a).toBe(await b);
		expect(made).toBe(1);
		expect(lazy.current).toEqual({ n: 1 });
		expect(lazy.loading).toBe(false);
	});

	it('a failed import (offline, a new deploy) is tried again on the next use', async () => {
		let fail = true;
		const lazy = new Lazy(async () => {
			if (fail) throw new Error('Failed to fetch dynamically imported module');
			return 'loaded';
		});
		await expect(lazy.load()).rejects.toThrow('Failed to fetch');
		expect(lazy.loading).toBe(false);
		fail = false;
		expect(await lazy.load()).toBe('loaded');
	});
});

describe('lazyHostSource', () => {
	it('has no host before loading, loads on resume, and closes only what was loaded', async () => {
		const calls: string[] = [];
		const manager = {
			host: null,
			resume: async (code: string) => (calls.push(`resume ${code}`), true),
			close: () => void calls.push('close')
		};
		const lazy = new Lazy(async () => manager);
		const source = lazyHostSource(lazy);
		source.close(); // nothing loaded: nothing to close, nothing imported
		expect(lazy.current).toBeNull();
		expect(source.host).toBeNull();
		expect(await source.resume('ABCD')).toBe(true);
		source.close();
		expect(calls).toEqual(['resume ABCD', 'close']);
	});
});
