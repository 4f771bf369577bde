import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { measureHomeAssets } from './home-assets';
import { serveSnapshot } from './serve-snapshot';
import type { BenchResult } from './types';

/**
 * Platform bench (issue: platform, "npm run bench"): time to build, and the JS+CSS the home page
 * needs, gzipped (budget: 120 KB). The web-llm chunks are reported to show they stay off the home page.
 */
const root = path.resolve(import.meta.dirname, '..');
const HOME_BUDGET_BYTES = 120 * 1024;

const walk = (dir: string): string[] =>
	readdirSync(dir).flatMap((name) => {
		const p = path.join(dir, name);
		return statSync(p).isDirectory() ? walk(p) : [p];
	});

export default async (): Promise<BenchResult[]> => {
	const t0 = performance.now();
	execSync('flock /tmp/parlor-build.lock npm run -s build', {
		cwd: root,
		stdio: 'ignore'
	});
	const buildMs = performance.now() - t0;

	const server = await serveSnapshot('parlor-bench-');
	const snapshot = server.dir;
	try {
		const home = await measureHomeAssets(server.url, snapshot);
		const webllmOnHome = home.files.filter((f) => /web-?llm/i.test(f.url) || f.bytes > 2_000_000);
		const webllmChunks = walk(path.join(snapshot, '_app'))
			.filter((f) => f.endsWith('.js') && statSync(f).size > 2_000_000)
			.map((f) => ({ file: path.relative(snapshot, f), gzip: gzipSync(readFileSync(f)).length }));
		return [
			{ name: 'build time', unit: 'ms', value: Math.round(buildMs), iterations: 1 },
			{
				name: 'home page JS+CSS gzipped',
				unit: 'bytes',
				value: home.gzipTotal,
				extra: {
					budgetBytes: HOME_BUDGET_BYTES,
					ratioToBudget: home.gzipTotal / HOME_BUDGET_BYTES,
					withinBudget: home.gzipTotal <= HOME_BUDGET_BYTES,
					files: home.files.length
				}
			},
			{
				name: 'web-llm chunks on the home page',
				unit: 'count',
				value: webllmOnHome.length,
				extra: { lazyChunks: webllmChunks }
			}
		];
	} finally {
		server.stop();
	}
};
