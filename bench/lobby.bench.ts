/**
 * Lobby bench (`npm run bench -- lobby`): the host's fan-out (a guest's intent in → every guest has
 * the new state) with 8 guests and with 20 (the biggest "Never have I ever" room, docs/nhie.md
 * "Lobby"), each next to the raw baselines measured on the same pages in the same run
 * (bench/lobby-fanout.ts), then the join and host-resume times on a real mode's lobby
 * (bench/lobby-join.ts). Headless Chromium + an in-process PeerServer on 127.0.0.1; the browser
 * code (bench/lobby-page.ts) is the real lobby layer bundled with esbuild.
 * Targets (docs/lobby.md "Performance"): fan-out p95 < 30 ms and < 10× the raw round trip with 8;
 * ≤ 2× the raw relay fan-out with 20. `LOBBY_GUESTS=8,20` picks the room sizes.
 */
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { chromium } from 'playwright-core';
import type { BenchResult } from './types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { fanoutRun } from './lobby-fanout';
import { joinAndResume } from './lobby-join';

const ROOMS = (process.env.LOBBY_GUESTS ?? '8,20')
	.split(',')
	.map(Number)
	.filter((n) => Number.isInteger(n) && n >= 2);
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

/** The targets, one row per room size: the ratio to the raw relay of the same size. */
const targetFor = (guests: number): string => (guests >= 20 ? '≤ 2' : '< 10');

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
	const origin = `http://127.0.0.1:${port}`;
	const opts = {
		host: '127.0.0.1',
		port,
		path: '/peerjs',
		key: 'parlor',
		secure: false,
		config: { iceServers: [] },
		source: 'custom'
	};
	const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
	try {
		const results: BenchResult[] = [];
		const summary: BenchResult[] = [];
		const runs: Record<number, { fanoutP95: number; relayP95: number }> = {};
		for (const guests of ROOMS) {
			const run = await fanoutRun({ browser, origin, opts, guests });
			results.push(...run.results);
			runs[guests] = run;
			summary.push({
				name: `summary: fan-out p95 / raw relay p95, ${guests} guests`,
				unit: 'ratio',
				value: run.fanoutP95 / run.relayP95,
				extra: { target: targetFor(guests), fanoutP95: run.fanoutP95, relayP95: run.relayP95 }
			});
		}
		const [small, big] = [Math.min(...ROOMS), Math.max(...ROOMS)];
		if (big > small) {
			// how each grows with the room: the lobby's code should grow no faster than the raw relay
			summary.push({
				name: `summary: fan-out p95 ${big} guests / ${small} guests (raw relay alongside)`,
				unit: 'ratio',
				value: runs[big].fanoutP95 / runs[small].fanoutP95,
				extra: { relay: runs[big].relayP95 / runs[small].relayP95 }
			});
		}
		const doors = await joinAndResume({ app, browser, origin, opts });
		return [...summary, ...results, ...doors];
	} finally {
		await browser.close();
		server.closeAllConnections?.();
		server.close();
	}
};
