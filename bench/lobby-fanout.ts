/**
 * One fan-out run of the lobby bench (bench/lobby.bench.ts) with `guests` guests: a host page and
 * one page per guest (each its own browser context, so its own renderer process), the real lobby
 * layer (bench/lobby-page.ts) over PeerJS and Dexie. Measured on the same pages, in this run: the
 * lobby fan-out (a guest's intent in → every guest has the new state) and the raw relay fan-out of
 * the same topology, in alternating blocks, then a raw RTCDataChannel echo (back to back, and paced
 * like the intents).
 * The pages are closed at the end, so the next run starts with only its own processes.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { percentiles, type BenchResult } from './types';
import { call, sleep } from './page-call';

const ROUNDS = 200;
/** The first rounds warm the pages up (JIT, Dexie's first writes) and are left out. */
const WARMUP = 6;

/** When each message numbered k reached a guest (wall-clock ms, comparable across the pages). */
type Arrivals = Record<number, number>;

/**
 * Messages `from`..`to`, one every 40 ms, sent by the guests in turn (message k by guest k mod n):
 * the rotation keeps each guest under the host's per-guest rate limit (docs/lobby.md "Protocol").
 * Each send time goes into `sent[k]`; the block ends once the last one has had time to arrive.
 */
const paced = async (
	guests: Page[],
	[from, to]: [number, number],
	send: (guest: Page, k: number) => Promise<number>,
	sent: number[]
): Promise<void> => {
	for (let k = from; k <= to; k++) {
		sent[k] = await send(guests[k % guests.length], k);
		await sleep(40);
	}
	await sleep(300 + 25 * guests.length);
};

/**
 * The lobby's and the raw relay's ROUNDS in alternating blocks of BLOCK, never at the same time: a
 * load that drifts (other processes on a shared machine) weighs on both alike, not on one only.
 */
const BLOCK = 20;
const alternating = async (
	guests: Page[],
	lobby: (guest: Page, k: number) => Promise<number>,
	relay: (guest: Page, k: number) => Promise<number>
): Promise<{ lobby: number[]; relay: number[] }> => {
	const sent = { lobby: [] as number[], relay: [] as number[] };
	for (let from = 1; from <= ROUNDS; from += BLOCK) {
		const block: [number, number] = [from, Math.min(ROUNDS, from + BLOCK - 1)];
		await paced(guests, block, lobby, sent.lobby);
		await paced(guests, block, relay, sent.relay);
	}
	return sent;
};

/** The slowest guest's arrival minus the send time, for every round all guests saw. */
const fanouts = (sent: number[], arrivals: Arrivals[]): number[] => {
	const out: number[] = [];
	for (let k = WARMUP; k <= ROUNDS; k++) {
		const times = arrivals.map((a) => a[k]);
		if (!times.some((t) => t === undefined)) out.push(Math.max(...times) - sent[k]);
	}
	return out;
};

type Trace = { recv: number[]; sent: number[]; bytes: number };

/** Where a fan-out's time goes: guest → host, the host's chain up to the last state sent, host → guests. */
const stagesOf = (sent: number[], arrivals: Arrivals[], trace: Trace) => {
	const stages = { inbound: [] as number[], host: [] as number[], outbound: [] as number[] };
	for (let k = WARMUP; k <= ROUNDS; k++) {
		const times = arrivals.map((a) => a[k]);
		const recv = trace.recv[k - 1];
		if (times.some((t) => t === undefined) || recv === undefined) continue;
		const lastSent = Math.max(...trace.sent.filter((t) => t >= recv && t < (trace.recv[k] ?? Infinity)));
		if (!Number.isFinite(lastSent)) continue;
		stages.inbound.push(recv - sent[k]);
		stages.host.push(lastSent - recv);
		stages.outbound.push(Math.max(...times) - lastSent);
	}
	return {
		medianStagesMs: Object.fromEntries(Object.entries(stages).map(([k, v]) => [k, percentiles(v).median])),
		p95StagesMs: Object.fromEntries(Object.entries(stages).map(([k, v]) => [k, percentiles(v).p95]))
	};
};

export type FanoutRun = { results: BenchResult[]; fanoutP95: number; relayP95: number };

export const fanoutRun = async ({
	browser,
	origin,
	opts,
	guests: n
}: {
	browser: Browser;
	origin: string;
	opts: unknown;
	guests: number;
}): Promise<FanoutRun> => {
	const contexts: BrowserContext[] = [];
	const open = async (): Promise<Page> => {
		const ctx = await browser.newContext({ permissions: ['camera', 'microphone'] });
		contexts.push(ctx);
		const page = await ctx.newPage();
		await page.goto(`${origin}/`);
		await page.waitForFunction(() => 'bench' in globalThis);
		return page;
	};
	try {
		const hostPage = await open();
		if (process.env.MEM) await hostPage.evaluate(() => ((globalThis as { MEM?: boolean }).MEM = true));
		const code = await call<string>(hostPage, 'host', opts);
		const guests: Page[] = [];
		for (let i = 0; i < n; i++) {
			const page = await open();
			const status = await call<string>(page, 'guest', opts, code, `G${i}`);
			if (status !== 'joined') throw new Error(`guest ${i} of ${n} could not join: ${status}`);
			guests.push(page);
		}
		await call(hostPage, 'start');
		await sleep(500);

		// the raw relay fan-out: same pages, same topology, pacing and size, plain RTCDataChannels
		const bytes = (await call<Trace>(hostPage, 'trace')).bytes;
		for (const g of guests) {
			const leafAnswer = await call(g, 'leafAnswer', await call(hostPage, 'hubOffer'));
			await call(hostPage, 'hubFinish', leafAnswer);
		}
		await sleep(300);
		const sent = await alternating(
			guests,
			(g) => call<number>(g, 'send'),
			(g, k) => call<number>(g, 'leafSend', k, bytes)
		);
		const lobby = {
			sent: sent.lobby,
			arrivals: await Promise.all(guests.map((g) => call<Arrivals>(g, 'arrivals')))
		};
		const raw = {
			sent: sent.relay,
			arrivals: await Promise.all(guests.map((g) => call<Arrivals>(g, 'leafArrivals')))
		};
		const trace = await call<Trace>(hostPage, 'trace');
		const fanout = fanouts(lobby.sent, lobby.arrivals);
		const relay = fanouts(raw.sent, raw.arrivals);
		// the sender's own round trip through the host: comparable hop for hop with the raw echo
		const own: number[] = [];
		for (let k = WARMUP; k <= ROUNDS; k++) {
			const t = lobby.arrivals[k % n][k];
			if (t !== undefined) own.push(t - lobby.sent[k]);
		}

		// raw RTCDataChannel echo between two of the same pages (same processes, same loopback)
		const answer = await call(guests[1], 'rawAnswer', await call(guests[0], 'rawOffer'));
		await call(guests[0], 'rawFinish', answer);
		const echo = await call<number[]>(guests[0], 'rawEcho', 200, bytes);
		// the same echo paced like the intents: processes sleep in between, as in the lobby
		const paced40 = await call<number[]>(guests[0], 'rawEcho', 100, bytes, 40);

		const perSec = await call<number>(hostPage, 'throughput', 300);
		const f = percentiles(fanout);
		const r = percentiles(echo.slice(20));
		const rp = percentiles(paced40.slice(5));
		const rr = percentiles(relay);
		const results: BenchResult[] = [
			{
				name: `host fan-out, ${n} guests (intent in → all guests have the state)`,
				unit: 'ms',
				...f,
				iterations: fanout.length,
				extra: {
					loadavg1m: loadavg()[0],
					store: process.env.MEM ? 'memory' : 'dexie',
					statesSeenPerGuest: lobby.arrivals.map((a) => Object.keys(a).length),
					...stagesOf(lobby.sent, lobby.arrivals, trace)
				}
			},
			{
				name: `intent round trip, ${n} guests (the sender sees its new state)`,
				unit: 'ms',
				...percentiles(own),
				iterations: own.length
			},
			{
				name: `raw RTCDataChannel echo round trip (pages of the ${n}-guest run)`,
				unit: 'ms',
				...r,
				iterations: echo.length - 20,
				extra: { bytes }
			},
			{
				name: `raw RTCDataChannel echo, paced every 40 ms (pages of the ${n}-guest run)`,
				unit: 'ms',
				...rp,
				iterations: paced40.length - 5
			},
			{
				name: `raw RTCDataChannel relay fan-out, ${n} guests (same topology and pacing)`,
				unit: 'ms',
				...rr,
				iterations: relay.length,
				extra: { bytes, statesSeenPerGuest: raw.arrivals.map((a) => Object.keys(a).length) }
			},
			{
				name: `fan-out p95 / raw relay fan-out p95, ${n} guests`,
				unit: 'ratio',
				value: f.p95 / rr.p95,
				extra: { p50ratio: f.median / rr.median }
			},
			{
				name: `fan-out p95 / paced raw round-trip p95, ${n} guests`,
				unit: 'ratio',
				value: f.p95 / rp.p95,
				extra: { p50ratio: f.median / rp.median }
			},
			{
				// what the hardware alone does to a fan-out: n renderer processes woken on a few cores
				name: `raw relay fan-out p95 / raw round-trip p95, ${n} guests (no lobby code at all)`,
				unit: 'ratio',
				value: rr.p95 / r.p95,
				extra: { cores: availableParallelism() }
			},
			{
				name: `host throughput (own intents, persisted + fanned out to ${n})`,
				unit: 'intents/s',
				value: perSec,
				iterations: 300
			}
		];
		return { results, fanoutP95: f.p95, relayP95: rr.p95 };
	} finally {
		await Promise.all(contexts.map((c) => c.close()));
	}
};
