/**
 * Lobby bench: host fan-out latency with 8 guests on loopback (intent in → every guest has
 * the new state), p50/p95, next to a raw RTCDataChannel echo round trip measured in the same run,
 * and the host's throughput in intents/s. Headless Chromium + an in-process PeerServer on 127.0.0.1;
 * the browser code (bench/lobby-page.ts) is the real lobby layer bundled with esbuild.
 * Target (issue): fan-out p95 < 30 ms and < 10× the raw round trip.
 */
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { chromium, type Page } from 'playwright-core';
import { percentiles, type BenchResult } from './types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { joinAndResume } from './lobby-join';

const GUESTS = 8;
const ROUNDS = 120;
const root = path.resolve(import.meta.dirname, '..');

const bundle = async (): Promise<string> => {
	const out = await build({
		entryPoints: [path.join(import.meta.dirname, 'lobby-page.ts')],
		bundle: true,
		format: 'esm',
		write: false,
		platform: 'browser',
		target: 'es2022',
		alias: { $lib: path.join(root, 'src/lib') },
		logLevel: 'silent'
	});
	return out.outputFiles[0].text;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When each message numbered k reached a guest (wall-clock ms, comparable across the pages). */
type Arrivals = Record<number, number>;

/**
 * ROUNDS messages, one every 40 ms, sent by the guests in turn (message k by guest k mod GUESTS);
 * returns the send times and every guest's arrival times.
 */
const pacedRounds = async (
	guests: Page[],
	send: (guest: Page, k: number) => Promise<number>,
	collect: (guest: Page) => Promise<Arrivals>
): Promise<{ sent: number[]; arrivals: Arrivals[] }> => {
	const sent: number[] = [];
	for (let k = 1; k <= ROUNDS; k++) {
		sent[k] = await send(guests[k % GUESTS], k);
		await sleep(40);
	}
	await sleep(500);
	return { sent, arrivals: await Promise.all(guests.map(collect)) };
};

export default async (): Promise<BenchResult[]> => {
	const js = await bundle();
	const app = express();
	const server = http.createServer(app);
	app.use(
		'/peerjs',
		ExpressPeerServer(server, { key: 'parlor', path: '/', alive_timeout: 5000, expire_timeout: 5000 })
	);
	app.get(
		'/',
		(_req, res) => void res.type('html').send('<!doctype html><script type="module" src="/b.js"></script>')
	);
	app.get('/b.js', (_req, res) => void res.type('js').send(js));
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const port = (server.address() as { port: number }).port;
	const opts = {
		host: '127.0.0.1',
		port,
		path: '/peerjs',
		key: 'parlor',
		secure: false,
		config: { iceServers: [] },
		source: 'custom'
	};
	const browser = await chromium.launch({
		executablePath: CHROMIUM_PATH,
		args: CHROMIUM_ARGS
	});
	const open = async (): Promise<Page> => {
		const ctx = await browser.newContext({ permissions: ['camera', 'microphone'] });
		const page = await ctx.newPage();
		await page.goto(`http://127.0.0.1:${port}/`);
		await page.waitForFunction(() => 'bench' in globalThis);
		return page;
	};
	type B = { bench: Record<string, (...a: never[]) => Promise<unknown> | unknown> };
	try {
		const hostPage = await open();
		if (process.env.MEM) await hostPage.evaluate(() => ((globalThis as { MEM?: boolean }).MEM = true));
		const code = await hostPage.evaluate((o) => (globalThis as unknown as B).bench.host(o as never), opts);
		const guests: Page[] = [];
		for (let i = 0; i < GUESTS; i++) {
			const page = await open();
			const status = await page.evaluate(
				([o, c, n]) => (globalThis as unknown as B).bench.guest(o as never, c as never, n as never),
				[opts, code, `G${i}`] as const
			);
			if (status !== 'joined') throw new Error(`guest ${i} could not join: ${String(status)}`);
			guests.push(page);
		}
		await hostPage.evaluate(() => (globalThis as unknown as B).bench.start());
		await sleep(500);

		// fan-out: rotate senders (per-guest rate limit 20 / 2 s), space intents so they do not queue
		const { sent, arrivals } = await pacedRounds(
			guests,
			(g) => g.evaluate(() => (globalThis as unknown as B).bench.send()) as Promise<number>,
			(g) => g.evaluate(() => (globalThis as unknown as B).bench.arrivals()) as Promise<Arrivals>
		);
		const trace = (await hostPage.evaluate(() => (globalThis as unknown as B).bench.trace())) as {
			recv: number[];
			sent: number[];
			bytes: number;
		};
		const fanout: number[] = [];
		const own: number[] = [];
		const stages = { inbound: [] as number[], host: [] as number[], outbound: [] as number[] };
		for (let k = 6; k <= ROUNDS; k++) {
			const times = arrivals.map((a) => a[k]);
			if (times.some((t) => t === undefined)) continue;
			fanout.push(Math.max(...times) - sent[k]);
			// where the time goes: guest → host, the host's chain up to the last state sent, host → guests
			const recv = trace.recv[k - 1];
			const lastSent = Math.max(...trace.sent.filter((t) => t >= recv && t < (trace.recv[k] ?? Infinity)));
			if (recv !== undefined && Number.isFinite(lastSent)) {
				stages.inbound.push(recv - sent[k]);
				stages.host.push(lastSent - recv);
				stages.outbound.push(Math.max(...times) - lastSent);
			}
			// the sender's own round trip through the host: comparable hop for hop with the raw echo
			own.push(times[k % GUESTS] - sent[k]);
		}

		// raw RTCDataChannel echo between two of the same pages (same processes, same loopback)
		const offer = await guests[0].evaluate(() => (globalThis as unknown as B).bench.rawOffer());
		const answer = await guests[1].evaluate(
			(o) => (globalThis as unknown as B).bench.rawAnswer(o as never),
			offer
		);
		await guests[0].evaluate((a) => (globalThis as unknown as B).bench.rawFinish(a as never), answer);
		const stateBytes = trace.bytes;
		const echo = (await guests[0].evaluate(
			([n, b]) => (globalThis as unknown as B).bench.rawEcho(n as never, b as never),
			[200, stateBytes] as const
		)) as number[];

		// the same echo paced like the intents (one every 40 ms): processes sleep in between, as in the lobby
		const paced = (await guests[0].evaluate(
			([n, b, g]) => (globalThis as unknown as B).bench.rawEcho(n as never, b as never, g as never),
			[100, stateBytes, 40] as const
		)) as number[];

		// the raw relay fan-out: same pages, same topology, same pacing and size, plain RTCDataChannels
		for (const g of guests) {
			const offer = await hostPage.evaluate(() => (globalThis as unknown as B).bench.hubOffer());
			const answer = await g.evaluate(
				(o) => (globalThis as unknown as B).bench.leafAnswer(o as never),
				offer
			);
			await hostPage.evaluate((a) => (globalThis as unknown as B).bench.hubFinish(a as never), answer);
		}
		await sleep(300);
		const { sent: rawSent, arrivals: rawArrivals } = await pacedRounds(
			guests,
			(g, k) =>
				g.evaluate(([n, b]) => (globalThis as unknown as B).bench.leafSend(n as never, b as never), [
					k,
					stateBytes
				] as const) as Promise<number>,
			(g) => g.evaluate(() => (globalThis as unknown as B).bench.leafArrivals()) as Promise<Arrivals>
		);
		const relay: number[] = [];
		for (let k = 6; k <= ROUNDS; k++) {
			const times = rawArrivals.map((a) => a[k]);
			if (!times.some((t) => t === undefined)) relay.push(Math.max(...times) - rawSent[k]);
		}

		const perSec = (await hostPage.evaluate(() =>
			(globalThis as unknown as B).bench.throughput(300 as never)
		)) as number;

		// Join time and host resume time, on a real mode's lobby
		const doors = await joinAndResume({ app, browser, origin: `http://127.0.0.1:${port}`, opts });
		const f = percentiles(fanout);
		const r = percentiles(echo.slice(20));
		const rp = percentiles(paced.slice(5));
		const rr = percentiles(relay);
		return [
			{
				name: `host fan-out, ${GUESTS} guests (intent in → all guests have the state)`,
				unit: 'ms',
				...f,
				iterations: fanout.length,
				extra: {
					target: 'p95 < 30 ms',
					loadavg1m: loadavg()[0],
					store: process.env.MEM ? 'memory' : 'dexie',
					statesSeenPerGuest: arrivals.map((a) => Object.keys(a).length),
					medianStagesMs: Object.fromEntries(
						Object.entries(stages).map(([k, v]) => [k, percentiles(v).median])
					),
					p95StagesMs: Object.fromEntries(Object.entries(stages).map(([k, v]) => [k, percentiles(v).p95]))
				}
			},
			{
				name: 'intent round trip (the sender sees its new state)',
				unit: 'ms',
				...percentiles(own),
				iterations: own.length
			},
			{
				name: 'raw RTCDataChannel echo round trip',
				unit: 'ms',
				...r,
				iterations: echo.length - 20,
				extra: { bytes: stateBytes }
			},
			{
				name: 'raw RTCDataChannel echo, paced every 40 ms like the intents',
				unit: 'ms',
				...rp,
				iterations: paced.length - 5
			},
			{
				name: `raw RTCDataChannel relay fan-out, ${GUESTS} guests (same topology and pacing)`,
				unit: 'ms',
				...rr,
				iterations: relay.length,
				extra: { bytes: stateBytes }
			},
			{
				name: 'fan-out p95 / raw relay fan-out p95',
				unit: 'ratio',
				value: f.p95 / rr.p95,
				extra: { target: '< 10', p50ratio: f.median / rr.median }
			},
			{
				name: 'fan-out p95 / paced raw round-trip p95',
				unit: 'ratio',
				value: f.p95 / rp.p95,
				extra: { target: '< 10', p50ratio: f.median / rp.median }
			},
			{
				// what the hardware alone does to a fan-out: 8 renderer processes woken on 2 cores
				name: 'raw relay fan-out p95 / raw round-trip p95 (no lobby code at all)',
				unit: 'ratio',
				value: rr.p95 / r.p95,
				extra: { cores: availableParallelism() }
			},
			{
				name: 'fan-out p95 / raw round-trip p95',
				unit: 'ratio',
				value: f.p95 / r.p95,
				extra: { target: '< 10', p50ratio: f.median / r.median }
			},
			{
				name: `host throughput (own intents, persisted + fanned out to ${GUESTS})`,
				unit: 'intents/s',
				value: perSec,
				iterations: 300
			},
			...doors
		];
	} finally {
		await browser.close();
		server.closeAllConnections?.();
		server.close();
	}
};
