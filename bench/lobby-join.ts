/**
 * Lobby (`npm run bench -- lobby`): **join time** — a guest opens the link → seated (page load,
 * signalling, data channel, hello → welcome) — and **host resume time** — the host's page reloads →
 * every guest is seated again in the running game — with 8 guests, p50/p95, on a real "Never have I
 * ever" lobby (bench/lobby-join-page.ts). Targets: join < 1.5 s, resume < 3 s.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Express } from 'express';
import type { Browser, Page } from 'playwright-core';
import { percentiles, type BenchResult } from './types';
import { call, sleep } from './page-call';

const GUESTS = 8;
/** Lobbies opened for the join time: GUESTS samples each. */
const JOIN_LOBBIES = 3;
const RESUMES = 5;
const root = path.resolve(import.meta.dirname, '..');

export const joinAndResume = async ({
	app,
	browser,
	origin,
	opts
}: {
	app: Express;
	browser: Browser;
	origin: string;
	opts: unknown;
}): Promise<BenchResult[]> => {
	const js = (
		await build({
			entryPoints: [path.join(import.meta.dirname, 'lobby-join-page.ts')],
			bundle: true,
			format: 'esm',
			write: false,
			platform: 'browser',
			target: 'es2022',
			alias: { $lib: path.join(root, 'src/lib') },
			logLevel: 'silent'
		})
	).outputFiles[0].text;
	app.get(
		'/join-bench',
		(_req, res) => void res.type('html').send('<!doctype html><script type="module" src="/j.js"></script>')
	);
	app.get('/j.js', (_req, res) => void res.type('js').send(js));

	const open = async (): Promise<Page> => {
		const ctx = await browser.newContext({ permissions: ['camera', 'microphone'] });
		const page = await ctx.newPage();
		return page;
	};
	const load = async (page: Page) => {
		await page.goto(`${origin}/join-bench`);
		await page.waitForFunction(() => 'bench' in globalThis);
	};

	const join: number[] = [];
	let hostPage: Page | null = null;
	let guests: Page[] = [];
	let code = '';
	for (let l = 0; l < JOIN_LOBBIES; l++) {
		await Promise.all(guests.map((g) => g.context().close()));
		hostPage ??= await open();
		if (l === 0) await load(hostPage);
		code = await call<string>(hostPage, 'host', opts);
		guests = [];
		for (let i = 0; i < GUESTS; i++) {
			const page = await open();
			await load(page);
			const ms = await call<number | string>(page, 'guest', opts, code, `G${i}`);
			if (typeof ms !== 'number') throw new Error(`guest ${i} could not join: ${ms}`);
			join.push(ms);
			guests.push(page);
		}
	}
	await call(hostPage!, 'start');
	await sleep(500);

	const resume: number[] = [];
	for (let r = 0; r < RESUMES; r++) {
		const since = await call<number>(hostPage!, 'now');
		await hostPage!.reload();
		await hostPage!.waitForFunction(() => 'bench' in globalThis);
		void call(hostPage!, 'resume', opts, code);
		let back: (number | null)[] = [];
		for (let i = 0; i < 300; i++) {
			back = await Promise.all(guests.map((g) => call<number | null>(g, 'playingSince', since)));
			if (back.every((t) => t !== null)) break;
			await sleep(100);
		}
		if (back.some((t) => t === null)) throw new Error(`resume ${r}: not every guest came back within 30 s`);
		resume.push(Math.max(...(back as number[])) - since);
		await sleep(300);
	}
	await Promise.all([hostPage!, ...guests].map((p) => p.context().close()));

	return [
		{
			name: `join time (guest opens the link → seated), ${GUESTS} guests, nhie`,
			unit: 'ms',
			...percentiles(join),
			iterations: join.length,
			extra: { target: 'p95 < 1500 ms' }
		},
		{
			name: `host resume time (host reload → all ${GUESTS} guests playing again), nhie`,
			unit: 'ms',
			...percentiles(resume),
			iterations: resume.length,
			extra: { target: 'p95 < 3000 ms', samples: resume }
		}
	];
};
