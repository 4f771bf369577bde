import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_MS } from './tab-claim';
import { BEAT_MS, LEASE_MS, leaseClaims } from './tab-lease';

/**
 * Two tabs of one device without Web Locks (the plain-http LAN address is not a secure context):
 * leases in the shared localStorage, renewed by their holder, stand in for the locks. A second tab
 * is told the thing is open elsewhere, never handed it as well (two tabs played one pirate game,
 * and the turns of one vanished under the other's saves).
 */
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** One origin's localStorage, BroadcastChannel and storage events, shared by the tabs made from it. */
const origin = () => {
	const items = new Map<string, string>();
	const storageListeners = new Set<() => void>();
	const channels = new Set<{ onmessage: ((e: MessageEvent) => void) | null }>();
	let writes = 0;
	const storage = {
		getItem: (k: string) => items.get(k) ?? null,
		setItem: (k: string, v: string) => {
			writes++;
			if (writes > 10_000) throw new Error('tabs renew in answer to each other');
			items.set(k, v);
			storageListeners.forEach((l) => l());
		},
		removeItem: (k: string) => {
			items.delete(k);
			storageListeners.forEach((l) => l());
		}
	};
	const channel = (deaf: () => boolean) => {
		const me = {
			onmessage: null as ((e: MessageEvent) => void) | null,
			postMessage: (data: unknown) => {
				for (const c of channels) if (c !== me) queueMicrotask(() => c.onmessage?.({ data } as MessageEvent));
			},
			close: () => channels.delete(me)
		};
		const heard = {
			...me,
			set onmessage(f: ((e: MessageEvent) => void) | null) {
				me.onmessage = f && ((e) => !deaf() && f(e));
			}
		};
		channels.add(me);
		return heard as unknown as BroadcastChannel;
	};
	const tab = (name: string, { frozen = (): boolean => false } = {}) => {
		const leaves: (() => void)[] = [];
		const claims = leaseClaims({
			storage,
			// a frozen tab hears nothing until it wakes
			channel: () => channel(frozen),
			now: () => Date.now(),
			tab: name,
			onStorage: (l) => storageListeners.add(() => !frozen() && l()),
			onLeave: (l) => leaves.push(l)
		});
		return { ...claims, leave: () => leaves.forEach((l) => l()) };
	};
	return { tab, writes: () => writes };
};

describe('claims without Web Locks', () => {
	it('a second tab is refused while the first holds the run, and takes it over after its last save', async () => {
		const o = origin();
		const first = o.tab('a');
		const second = o.tab('b');
		let saved = false;
		let finishSave = () => {};
		const saving = new Promise<void>((resolve) => (finishSave = resolve));
		const mine = await first.claim('run:1', () => saving.then(() => (saved = true)));
		expect(mine).not.toBeNull();
		expect(await second.claim('run:1')).toBeNull();
		// the holder keeps its lease alive long past LEASE_MS
		await vi.advanceTimersByTimeAsync(LEASE_MS * 3);
		expect(await second.claim('run:1')).toBeNull();

		let lost = false;
		void mine!.lost.then(() => (lost = true));
		const taking = second.takeOver('run:1');
		await vi.advanceTimersByTimeAsync(0);
		expect(lost).toBe(true); // the first stops at once…
		finishSave();
		const theirs = await taking; // …and lets go once its save landed, before ANSWER_MS
		expect(saved).toBe(true);
		expect(theirs).not.toBeNull();
		expect(await first.claim('run:1')).toBeNull();
	});

	it('a frozen holder has its lease taken after ANSWER_MS and stops when it wakes', async () => {
		const o = origin();
		let frozen = false;
		const first = o.tab('a', { frozen: () => frozen });
		const mine = (await first.claim('run:2'))!;
		let lost = false;
		void mine.lost.then(() => (lost = true));
		frozen = true;
		const second = o.tab('b');
		const taking = second.takeOver('run:2');
		await vi.advanceTimersByTimeAsync(ANSWER_MS);
		expect(await taking).not.toBeNull();
		frozen = false;
		await vi.advanceTimersByTimeAsync(BEAT_MS);
		expect(lost).toBe(true);
	});

	it('a lease nobody renews (a closed or crashed tab) expires; a page that leaves drops its leases', async () => {
		const o = origin();
		const crashed = o.tab('a');
		await crashed.claim('lobby:ABCD');
		// the crashed tab's beat stops: its lease is just left in storage
		vi.clearAllTimers();
		const second = o.tab('b');
		expect(await second.claim('lobby:ABCD')).toBeNull();
		await vi.advanceTimersByTimeAsync(LEASE_MS);
		expect(await second.claim('lobby:ABCD')).not.toBeNull();

		const third = o.tab('c');
		expect(await third.claim('lobby:ABCD')).toBeNull();
		second.leave(); // the second tab reloads: its pagehide drops the lease, the reloaded page claims it at once
		expect(await o.tab('d').claim('lobby:ABCD')).not.toBeNull();
	});

	it('two tabs holding different claims do not renew in answer to each other (storage events only look)', async () => {
		const o = origin();
		const a = o.tab('a');
		const b = o.tab('b');
		await a.claim('run:a');
		await b.claim('lobby:B');
		const writes = o.writes();
		await vi.advanceTimersByTimeAsync(BEAT_MS);
		// one renewal per tab per beat, not an endless exchange
		expect(o.writes() - writes).toBe(2);
	});
});
