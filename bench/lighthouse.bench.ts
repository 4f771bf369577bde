import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { serveSnapshot } from './serve-snapshot';
import { percentiles, type BenchResult } from './types';

/**
 * docs/architecture.md "How a start page starts" ("Fast on a phone on a slow network"): Lighthouse (default config: mobile profile,
 * simulated slow 4G and 4× CPU — the "simulate" method, less sensitive to a busy machine) against
 * what `npm start` serves (scripts/serve.ts over a copy of build/), 3 cold runs per start page.
 * Writes the median of each: performance / accessibility / best-practices scores (0–100), FCP, LCP,
 * TBT (ms), CLS, bytes transferred and unused JavaScript bytes. Target: performance ≥ 95 and
 * LCP ≤ 2000 ms everywhere, accessibility and best practices 100.
 */
const root = path.resolve(import.meta.dirname, '..');
export const PAGES = ['/', '/nhie', '/quiz', '/safe', '/mole', '/pirate', '/join/ABCD'] as const;
/**
 * The baseline of the same run: the prerendered `/nhie` without any script — what this machine and
 * Lighthouse's own recording cost a page that runs no JavaScript at all. Its total blocking time is
 * not the app's; each page's TBT is also given above it (`TBT over the baseline`).
 */
export const BASELINE = '/lighthouse-baseline';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** `LIGHTHOUSE_PAGES=/safe,/join/ABCD`: only these pages (while iterating on one). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/** `LIGHTHOUSE_REPORTS=dir`: also writes each run's full Lighthouse JSON there (the opportunities). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** lobby.md's headless flags (tests/e2e/support/chromium.ts), headless for chrome-launcher. */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

type Run = {
	performance: number;
	accessibility: number;
	bestPractices: number;
	fcp: number;
	lcp: number;
	tbt: number;
	cls: number;
	transferred: number;
	unusedJs: number;
	requests: number;
	/** Lighthouse's measure of this machine's speed at the time (a busy machine scores low, and its TBT grows). */
	benchmarkIndex: number;
};

const METRICS: { key: keyof Run; name: string; unit: string }[] = [
	{ key: 'performance', name: 'performance', unit: 'score' },
	{ key: 'accessibility', name: 'accessibility', unit: 'score' },
	{ key: 'bestPractices', name: 'best practices', unit: 'score' },
	{ key: 'fcp', name: 'FCP', unit: 'ms' },
	{ key: 'lcp', name: 'LCP', unit: 'ms' },
	{ key: 'tbt', name: 'TBT', unit: 'ms' },
	{ key: 'cls', name: 'CLS', unit: 'unitless' },
	{ key: 'transferred', name: 'transferred', unit: 'bytes' },
	{ key: 'unusedJs', name: 'unused JavaScript', unit: 'bytes' },
	{ key: 'requests', name: 'requests', unit: 'count' },
	{ key: 'benchmarkIndex', name: 'machine benchmark index', unit: 'score' }
];

const runOnce = async (url: string, report?: string): Promise<Run> => {
	const chrome = await chromeLauncher.launch({
		chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
		chromeFlags: CHROME_FLAGS
	});
	try {
		const result = await lighthouse(url, {
			port: chrome.port,
			logLevel: 'error',
			output: 'json',
			onlyCategories: ['performance', 'accessibility', 'best-practices']
		});
		if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
		const { lhr } = result;
		if (report) writeFileSync(report, JSON.stringify(lhr));
		if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
		const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
		const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
		const requests = lhr.audits['network-requests']?.details;
		return {
			performance: score('performance'),
			accessibility: score('accessibility'),
			bestPractices: score('best-practices'),
			fcp: Math.round(num('first-contentful-paint')),
			lcp: Math.round(num('largest-contentful-paint')),
			tbt: Math.round(num('total-blocking-time')),
			cls: num('cumulative-layout-shift'),
			transferred: Math.round(num('total-byte-weight')),
			unusedJs: Math.round(num('unused-javascript') ? wasted(lhr.audits['unused-javascript']) : 0),
			requests: requests && 'items' in requests ? requests.items.length : NaN,
			benchmarkIndex: Math.round(lhr.environment.benchmarkIndex)
		};
	} finally {
		chrome.kill();
	}
};

/** unused-javascript's numericValue is the time saved; the bytes are in its details. */
const wasted = (audit: { details?: unknown } | undefined): number => {
	const details = audit?.details as { overallSavingsBytes?: number } | undefined;
	return details?.overallSavingsBytes ?? 0;
};

/** `BASELINE`: `/nhie`'s prerendered HTML with its scripts removed, precompressed as the build's pages are. */
const writeBaseline = (dir: string): void => {
	const html = readFileSync(path.join(dir, 'nhie.html'), 'utf8').replace(
		/<script\b[^>]*>[\s\S]*?<\/script>/g,
		''
	);
	const file = path.join(dir, `${BASELINE.slice(1)}.html`);
	writeFileSync(file, html);
	writeFileSync(`${file}.br`, brotliCompressSync(html));
	writeFileSync(`${file}.gz`, gzipSync(html));
};

export default async (): Promise<BenchResult[]> => {
	execSync('node --import tsx scripts/build-if-stale.ts --quiet', { cwd: root, stdio: 'inherit' });
	const server = await serveSnapshot('parlor-lighthouse-');
	writeBaseline(server.dir);
	const results: BenchResult[] = [];
	const summary: Record<string, { performance: number; lcp: number; meetsTarget: boolean }> = {};
	try {
		if (REPORTS) mkdirSync(REPORTS, { recursive: true });
		const measurePage = async (page: string): Promise<Run[]> => {
			const runs: Run[] = [];
			const report = (i: number) =>
				REPORTS &&
				path.join(REPORTS, `${page.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${i}.json`);
			for (let i = 0; i < RUNS; i++) runs.push(await runOnce(server.url + page, report(i) || undefined));
			for (const { key, name, unit } of METRICS) {
				const samples = runs.map((r) => r[key]);
				results.push({
					name: `${page} ${name}`,
					unit,
					median: percentiles(samples).median,
					iterations: runs.length,
					extra: { runs: samples }
				});
			}
			return runs;
		};
		const median = (runs: Run[], k: keyof Run) => percentiles(runs.map((r) => r[k])).median;
		const baselineTbt = median(await measurePage(BASELINE), 'tbt');
		for (const page of ONLY ?? PAGES) {
			const runs = await measurePage(page);
			const med = (k: keyof Run) => median(runs, k);
			results.push({
				name: `${page} TBT over the baseline`,
				unit: 'ms',
				value: med('tbt') - baselineTbt,
				extra: { baseline: BASELINE, baselineTbt }
			});
			summary[page] = {
				performance: med('performance'),
				lcp: med('lcp'),
				meetsTarget:
					med('performance') >= 95 &&
					med('lcp') <= 2000 &&
					med('accessibility') === 100 &&
					med('bestPractices') === 100
			};
		}
	} finally {
		server.stop();
	}
	results.push({
		name: 'pages meeting the target (perf ≥ 95, LCP ≤ 2 s, a11y and best practices 100)',
		unit: 'count',
		value: Object.values(summary).filter((s) => s.meetsTarget).length,
		extra: {
			pages: (ONLY ?? PAGES).length,
			summary,
			profile: 'mobile, simulated throttling (Lighthouse default)'
		}
	});
	return results;
};
