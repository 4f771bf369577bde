/**
 * `npm run bench [-- name…]`: runs bench/<name>.bench.ts, writes bench/results/<name>.json and prints
 * a table. Ratios against a baseline are computed inside each bench, in the same run.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bench, BenchResult } from './types';

const dir = import.meta.dirname;
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = readdirSync(dir)
	.filter((f) => f.endsWith('.bench.ts'))
	.filter((f) => only.length === 0 || only.includes(f.replace('.bench.ts', '')));

const fmt = (n: number | undefined) =>
	n === undefined ? '' : Number.isInteger(n) ? String(n) : n.toFixed(3);

mkdirSync(path.join(dir, 'results'), { recursive: true });
let failed = 0;
for (const file of files) {
	const name = file.replace('.bench.ts', '');
	try {
		const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: Bench };
		const results: BenchResult[] = await mod.default();
		const out = { bench: name, at: new Date().toISOString(), node: process.version, results };
		writeFileSync(path.join(dir, 'results', `${name}.json`), JSON.stringify(out, null, 2) + '\n');
		console.log(`\n# ${name}`);
		console.table(
			results.map((r) => ({
				name: r.name,
				unit: r.unit,
				median: fmt(r.median),
				p95: fmt(r.p95),
				value: fmt(r.value),
				n: r.iterations ?? ''
			}))
		);
	} catch (e) {
		failed++;
		console.error(`bench ${name} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
	}
}
process.exit(failed ? 1 : 0);
