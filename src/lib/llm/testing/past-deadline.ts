import { expect, vi } from 'vitest';
import type { LlmTestServer } from './llm-server';

/**
 * A call's deadline passed with no real wait (README "Unit tests never wait on the clock"): `start`
 * runs on a fake clock (setTimeout, clearTimeout, Date; the server's sockets stay real), and once its
 * request has reached the test server the clock moves on to `ms` after the start. `vi.waitFor` moves
 * a fake clock by its interval on each check: that time is counted in.
 */
export const pastDeadline = async <T>(
	server: LlmTestServer,
	ms: number,
	start: () => Promise<T>
): Promise<T> => {
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
	try {
		const before = server.requests.length;
		const started = Date.now();
		const pending = start();
		await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(before), {
			timeout: 5_000,
			interval: 5
		});
		await vi.advanceTimersByTimeAsync(Math.max(0, ms - (Date.now() - started)));
		return await pending;
	} finally {
		vi.useRealTimers();
	}
};
