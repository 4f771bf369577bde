import { describe, expect, it } from 'vitest';
import { holdWakeLock, type VisibilityHost, type WakeLockHost } from './wake-lock';
import { nextTurn } from '$lib/lobby/testing/flush';

/** The screen stays on while a round is open; a page hidden and shown asks again. */
const fakes = (opts: { refuse?: boolean } = {}) => {
	const log: string[] = [];
	const listeners = new Set<() => void>();
	const doc: VisibilityHost & { show: (v: string) => void } = {
		visibilityState: 'visible',
		addEventListener: (_t, fn) => listeners.add(fn),
		removeEventListener: (_t, fn) => listeners.delete(fn),
		show(v) {
			this.visibilityState = v;
			for (const fn of listeners) fn();
		}
	};
	const held: { released: boolean }[] = [];
	const nav: WakeLockHost = {
		wakeLock: {
			request: async () => {
				log.push('request');
				if (opts.refuse) throw new Error('NotAllowedError');
				const s = {
					released: false,
					release: async () => {
						s.released = true;
						log.push('release');
					}
				};
				held.push(s);
				return s;
			}
		}
	};
	return { log, doc, nav, held, listeners };
};
/** The lock is asked for and let go through promises: one turn lets them run. */
const settle = nextTurn;

describe('screen wake lock', () => {
	it('holds the screen, asks again when the page comes back, and lets go at the end', async () => {
		const f = fakes();
		const release = holdWakeLock(f.nav, f.doc);
		await settle();
		expect(f.log).toEqual(['request']);
		// the browser drops the lock when the page is hidden
		f.held[0].released = true;
		f.doc.show('hidden');
		await settle();
		expect(f.log).toEqual(['request']);
		f.doc.show('visible');
		await settle();
		expect(f.log).toEqual(['request', 'request']);
		release();
		await settle();
		expect(f.log).toEqual(['request', 'request', 'release']);
		expect(f.listeners.size).toBe(0);
	});

	it('without the API, or when refused, nothing breaks', async () => {
		expect(() => holdWakeLock({}, fakes().doc)()).not.toThrow();
		expect(() => holdWakeLock(undefined, undefined)()).not.toThrow();
		const f = fakes({ refuse: true });
		const release = holdWakeLock(f.nav, f.doc);
		await settle();
		expect(f.log).toEqual(['request']);
		expect(() => release()).not.toThrow();
	});

	it('a lock granted after the round closed is let go at once', async () => {
		const f = fakes();
		const release = holdWakeLock(f.nav, f.doc);
		release();
		await settle();
		expect(f.log).toEqual(['request', 'release']);
	});
});
