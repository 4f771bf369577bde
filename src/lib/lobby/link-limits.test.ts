import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostLinks, type LinkEntry } from './host-links';
import {
	HELLO_TIMEOUT_MS,
	MAX_PENDING_LINKS,
	MAX_PENDING_PER_REMOTE,
	PRESSURE_HELLO_TIMEOUT_MS
} from './rate-limit';
import type { Link } from './transport';

/**
 * On the host's side of the data channels: the message budget is per remote peer
 * across its links, a link without a seat is closed after 5 s, and links waiting for a seat are capped.
 */
let seq = 0;
const fakeLink = (remote?: string) => {
	const sent: string[] = [];
	const closeCbs: (() => void)[] = [];
	let onMessage: (data: unknown) => void = () => {};
	let closed = false;
	const link: Link = {
		id: `link-${++seq}`,
		...(remote ? { remote } : {}),
		send: (text) => void sent.push(text),
		close: () => {
			if (closed) return;
			closed = true;
			for (const cb of closeCbs) cb();
		},
		onMessage: (cb) => void (onMessage = cb),
		onClose: (cb) => void closeCbs.push(cb),
		binding: () => null
	};
	return {
		link,
		pongs: () => sent.filter((t) => t.includes('"pong"')).length,
		say: (msg: unknown) => onMessage(JSON.stringify(msg)),
		closed: () => closed
	};
};

const setup = (seatOnHello = false) => {
	const links = new HostLinks({
		now: () => Date.now(),
		heartbeatMs: 2000,
		awayAfterMs: 10_000,
		stats: { malformed: 0, rateLimited: 0, stale: 0, rejected: 0, applied: 0 },
		onHello: async (entry: LinkEntry) => {
			if (seatOnHello) links.bind(entry, `seat-${entry.link.id}`);
		},
		onIntent: async () => {},
		onSync: () => {},
		onPresenceChange: () => {}
	});
	return links;
};

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('rate limit per remote peer', () => {
	it('one remote on many links gets one budget (20 per 2 s), not 20 per link', () => {
		const links = setup(true);
		const guests = Array.from({ length: 10 }, () => fakeLink('attacker'));
		for (const g of guests) {
			links.add(g.link);
			g.say({ t: 'hello', protocolVersion: 1, name: 'x' }); // each takes a seat: no longer pending
		}
		for (const g of guests) for (let i = 0; i < 20; i++) g.say({ t: 'ping', at: i });
		const answered = guests.reduce((n, g) => n + g.pongs(), 0);
		// 10 hellos and 10 pings used the shared 20; the other 190 pings were dropped
		expect(answered).toBe(10);
		vi.advanceTimersByTime(2000);
		guests[0].say({ t: 'ping', at: 99 });
		expect(guests[0].pongs()).toBeGreaterThan(0);
	});

	it('different remotes keep their own budgets', () => {
		const links = setup();
		const a = fakeLink('peer-a');
		const b = fakeLink('peer-b');
		links.add(a.link);
		links.add(b.link);
		for (let i = 0; i < 25; i++) a.say({ t: 'ping', at: i });
		for (let i = 0; i < 5; i++) b.say({ t: 'ping', at: i });
		expect(a.pongs()).toBe(20);
		expect(b.pongs()).toBe(5);
	});

	it('closing and reopening a link does not reset the budget', () => {
		const links = setup();
		const first = fakeLink('peer-a');
		links.add(first.link);
		for (let i = 0; i < 20; i++) first.say({ t: 'ping', at: i });
		first.link.close();
		const again = fakeLink('peer-a');
		links.add(again.link);
		again.say({ t: 'ping', at: 0 });
		expect(again.pongs()).toBe(0);
	});
});

describe('links without a seat', () => {
	it('a connection that never says hello is closed after 5 s', () => {
		const links = setup();
		const silent = fakeLink('peer-a');
		links.add(silent.link);
		vi.advanceTimersByTime(HELLO_TIMEOUT_MS - 1);
		expect(silent.closed()).toBe(false);
		vi.advanceTimersByTime(1);
		expect(silent.closed()).toBe(true);
	});

	it('a guest that said hello and got a seat stays', () => {
		const links = setup(true);
		const guest = fakeLink('peer-a');
		links.add(guest.link);
		guest.say({ t: 'hello', protocolVersion: 1, name: 'Ana' });
		vi.advanceTimersByTime(HELLO_TIMEOUT_MS * 3);
		expect(guest.closed()).toBe(false);
	});

	it('200 connections from one remote: only a few wait for a seat, the rest are closed at once', () => {
		const links = setup();
		const flood = Array.from({ length: 200 }, () => fakeLink('attacker'));
		for (const f of flood) links.add(f.link);
		expect(flood.filter((f) => !f.closed())).toHaveLength(MAX_PENDING_PER_REMOTE);
	});

	it('200 connections from 200 remotes: the pending cap holds, and frees up as links leave', () => {
		const links = setup();
		const flood = Array.from({ length: 200 }, (_, i) => fakeLink(`peer-${i}`));
		for (const f of flood) links.add(f.link);
		expect(flood.filter((f) => !f.closed())).toHaveLength(MAX_PENDING_LINKS);
		vi.advanceTimersByTime(HELLO_TIMEOUT_MS);
		expect(flood.every((f) => f.closed())).toBe(true);
		const late = fakeLink('a-real-guest');
		links.add(late.link);
		expect(late.closed()).toBe(false);
	});

	it('4 peers × 4 connections that never say hello do not keep a real guest out', () => {
		const links = setup(true);
		const squatters = Array.from({ length: 16 }, (_, i) => fakeLink(`squatter-${i % 4}`));
		for (const f of squatters) links.add(f.link);
		expect(squatters.filter((f) => !f.closed())).toHaveLength(MAX_PENDING_LINKS);
		const ana = fakeLink('ana');
		links.add(ana.link);
		expect(ana.closed()).toBe(false); // the oldest silent squatter made room
		expect(squatters.filter((f) => f.closed())).toHaveLength(1);
		ana.say({ t: 'hello', protocolVersion: 1, name: 'Ana' });
		// more squatting never takes Ana's seat or a link that spoke
		for (let i = 0; i < 40; i++) links.add(fakeLink(`squatter-${i % 4}`).link);
		expect(ana.closed()).toBe(false);
	});

	it('a link that said hello is never the one closed to make room; a remote at its cap replaces its own', () => {
		const links = setup(); // hellos are being answered: no seat yet
		const bea = fakeLink('bea');
		links.add(bea.link);
		bea.say({ t: 'hello', protocolVersion: 1, name: 'Bea' });
		const others = Array.from({ length: 40 }, (_, i) => fakeLink(`peer-${i}`));
		for (const f of others) links.add(f.link);
		expect(bea.closed()).toBe(false);
		// in a room with room: a fifth link of one remote replaces that remote's oldest
		const quiet = setup();
		const own = Array.from({ length: MAX_PENDING_PER_REMOTE + 1 }, () => fakeLink('cy'));
		for (const f of own) quiet.add(f.link);
		expect(own.map((f) => f.closed())).toEqual([true, false, false, false, false]);
	});

	it('with half the waiting slots taken, a silent link has 1.5 s, not 5', () => {
		const links = setup();
		const early = Array.from({ length: MAX_PENDING_LINKS / 2 - 1 }, (_, i) => fakeLink(`early-${i}`));
		for (const f of early) links.add(f.link);
		const late = fakeLink('late');
		links.add(late.link);
		vi.advanceTimersByTime(PRESSURE_HELLO_TIMEOUT_MS);
		expect(late.closed()).toBe(true);
		expect(early.some((f) => f.closed())).toBe(false);
	});
});
