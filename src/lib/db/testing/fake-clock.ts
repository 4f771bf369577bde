import { afterEach, beforeEach, vi } from 'vitest';
import { AppDB, useDb } from '../db';

/**
 * Test helper (never imported by shipped code): each test of the calling file gets a fresh Dexie
 * database (fake-indexeddb must be loaded by the test file) and the test's own clock (fake timers,
 * `Date` included).
 */
export const useFreshDbAndFakeClock = () => {
	beforeEach(() => {
		useDb(new AppDB('test-' + Math.random()));
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
	});
	afterEach(() => vi.useRealTimers());
};

/** Lets IndexedDB writes and link messages pass without moving the clock. */
export const settle = async () => {
	for (let i = 0; i < 20; i++) {
		await new Promise((resolve) => setImmediate(resolve));
		await vi.advanceTimersByTimeAsync(0);
	}
};
