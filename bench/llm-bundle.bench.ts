import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './types';

/**
 * LLM issue, "Done when": the web-llm chunk is absent from the home page's bundle. A static reading
 * of build/: index.html's entry scripts, modulepreloads and stylesheets, the layout node and the "/"
 * page node SvelteKit's app entry loads (with their __vite__mapDeps), then every static import of
 * those files, transitively. A file "is web-llm" when it carries web-llm's own strings; the build
 * should hold one, the worker (web-llm.worker.ts), and the home page none.
 */
const root = path.resolve(import.meta.dirname, '..');
const WEBLLM_MARKERS = /mlc-chat-config\.json|WebWorkerMLCEngineHandler|webllm\/model/;

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

const walk = (dir: string): string[] =>
	readdirSync(dir).flatMap((name) => {
		const p = path.join(dir, name);
		return statSync(p).isDirectory() ? walk(p) : [p];
	});

/** Paths (relative to the build root, with a leading /) the home page loads. */
export const homeFiles = (buildDir: string): Set<string> => {
	const html = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
	const files = new Set<string>();
	for (const m of html.matchAll(/<link[^>]+href="([^"]+\.(?:js|css))"/g)) files.add(m[1]);
	for (const m of html.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)) files.add(m[1]);
	const entryDir = path.join(buildDir, '_app/immutable/entry');
	const appFile = readdirSync(entryDir).find((f) => f.startsWith('app.'));
	if (appFile) {
		const app = readFileSync(path.join(entryDir, appFile), 'utf8');
		const depsList = /m\.f=(\[[^\]]*\])/.exec(app);
		const deps: string[] = depsList ? (JSON.parse(depsList[1]) as string[]) : [];
		const homeNode = /"\/":\[(\d+)\]/.exec(app)?.[1] ?? '2';
		const nodeRe = /import\(`\.\.\/nodes\/(\d+)\.[^`]+\.js`\),__vite__mapDeps\(\[([\d,]*)\]\)/g;
		for (const m of app.matchAll(nodeRe)) {
			if (m[1] !== '0' && m[1] !== homeNode) continue;
			for (const i of m[2].split(',').filter(Boolean)) {
				const rel = deps[Number(i)];
				if (rel) files.add('/_app/immutable/' + rel.replace(/^\.\.\//, ''));
			}
		}
	}
	// Static imports, transitively (dynamic imports are what keeps web-llm out).
	const queue = [...files].filter((f) => f.endsWith('.js'));
	while (queue.length) {
		const file = queue.pop()!;
		const full = path.join(buildDir, file);
		if (!existsSync(full)) continue;
		const code = readFileSync(full, 'utf8');
		for (const m of code.matchAll(
			/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g
		)) {
			const target = path.posix.join(path.posix.dirname(file), m[1]);
			if (!files.has(target)) {
				files.add(target);
				queue.push(target);
			}
		}
	}
	return files;
};

export default async (): Promise<BenchResult[]> => {
	execSync('node --import tsx scripts/build-if-stale.ts --quiet', { cwd: root, stdio: 'ignore' });
	const snapshot = mkdtempSync(path.join(tmpdir(), 'parlor-llm-bench-'));
	try {
		execSync(`flock /tmp/parlor-build.lock cp -r build/. ${snapshot}/`, { cwd: root });
		const home = [...homeFiles(snapshot)].filter((f) => existsSync(path.join(snapshot, f)));
		const sized = home.map((f) => {
			const body = readFileSync(path.join(snapshot, f));
			return { file: f, gzip: gz(body), webllm: f.endsWith('.js') && WEBLLM_MARKERS.test(body.toString()) };
		});
		const js = sized.filter((f) => f.file.endsWith('.js'));
		const css = sized.filter((f) => f.file.endsWith('.css'));
		const webllm = walk(path.join(snapshot, '_app'))
			.filter((f) => f.endsWith('.js'))
			.filter((f) => WEBLLM_MARKERS.test(readFileSync(f, 'utf8')))
			.map((f) => ({
				file: '/' + path.relative(snapshot, f),
				bytes: statSync(f).size,
				gzip: gz(readFileSync(f))
			}));
		const sum = (xs: { gzip: number }[]) => xs.reduce((n, x) => n + x.gzip, 0);
		return [
			{
				name: 'home page JS+CSS gzipped (static reading)',
				unit: 'bytes',
				value: sum(sized),
				extra: { jsGzip: sum(js), cssGzip: sum(css), files: sized.length }
			},
			{
				name: 'web-llm chunks among the home page files',
				unit: 'count',
				value: sized.filter((f) => f.webllm).length,
				extra: { files: sized.filter((f) => f.webllm).map((f) => f.file) }
			},
			{
				// Only the worker may carry web-llm: the page talks to it with web-llm-protocol.ts.
				name: 'web-llm chunks in the build (the worker only)',
				unit: 'count',
				value: webllm.length,
				extra: { files: webllm.map((f) => f.file) }
			},
			{
				name: 'web-llm chunks (loaded on demand)',
				unit: 'bytes gzipped',
				value: sum(webllm),
				extra: { chunks: webllm }
			}
		];
	} finally {
		rmSync(snapshot, { recursive: true, force: true });
	}
};
