import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe('whenIdle', () => {
	it('without requestIdleCallback (Safari): runs after a timer, at most 1 s; a cancel before stops it', () => {
		vi.useFakeTimers();
		vi.stubGlobal('requestIdleCallback', undefined);
		let ran = 0;
		whenIdle(() => ran++, 4000);
		vi.advanceTimersByTime(999);
		expect(ran).toBe(0);
		vi.advanceTimersByTime(1);
		expect(ran).toBe(1);
		const cancel = whenIdle(() => ran++);
		cancel();
		vi.advanceTimersByTime(5000);
		expect(ran).toBe(1);
	});

	it('with requestIdleCallback: waits for the browser to be idle, with the deadline; cancel cancels that', () => {
		const queued = new Map<number, { run: () => void; timeout?: number }>();
		let next = 1;
		vi.stubGlobal('requestIdleCallback', (run: () => void, opts?: { timeout?: number }) => {
			queued.set(next, { run, timeout: opts?.timeout });
			return next++;
		});
		vi.stubGlobal('cancelIdleCallback', (id: number) => queued.delete(id));
		let ran = 0;
		whenIdle(() => ran++, 2500);
		const cancel = whenIdle(() => (ran += 10));
		expect([...queued.values()].map((q) => q.timeout)).toEqual([2500, 4000]);
		cancel();
		for (const q of queued.values()) q.run();
		expect(ran).toBe(1);
	});
});
