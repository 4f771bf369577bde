import { describe, expect, it, vi } from 'vitest';
import { deferHydration, IMPORTS_PER_TASK } from './defer-hydration';

/** issue 18: prerendered start pages paint before the app's JavaScript is fetched and run. */
const page = (startArgs: string) => `<head>
		<link href="./_app/immutable/entry/start.A.js" rel="modulepreload">
		<link href="./_app/immutable/chunks/B.js" rel="modulepreload">
		<style>body{}</style>
	</head>
	<body><div style="display: contents"><h1>Parlor</h1>
			<script>
				{
					const element = document.currentScript.parentElement;
					Promise.all([
						import("./_app/immutable/entry/start.A.js"),
						import("./_app/immutable/entry/app.C.js")
					]).then(([kit, app]) => {
						kit.start(app, element${startArgs});
					});
				}
			</script></div></body>`;
const prerendered = page(', { node_ids: [0, 2], data: [null,null], form: null, error: null }');
const bootScript = (html: string) => /<script>([\s\S]*)<\/script>/.exec(html)![1];

describe('deferHydration', () => {
	it('drops the module preloads of a prerendered page and keeps its content and styles', () => {
		const out = deferHydration(prerendered);
		expect(out).not.toContain('modulepreload');
		expect(out).toContain('<style>body{}</style>');
		expect(out).toContain('<h1>Parlor</h1>');
	});

	it('starts the app only after the first frame, with every preloaded module and the same arguments', async () => {
		const frames: (() => void)[] = [];
		const imported: string[] = [];
		const started: unknown[] = [];
		vi.useFakeTimers();
		try {
			const run = new Function(
				'document',
				'requestAnimationFrame',
				'setTimeout',
				'__import',
				bootScript(deferHydration(prerendered)).replaceAll('import(', '__import(')
			);
			run(
				{ currentScript: { parentElement: 'the element' } },
				(f: () => void) => frames.push(f),
				setTimeout,
				(p: string) => {
					imported.push(p);
					return Promise.resolve({ start: (...a: unknown[]) => started.push(a), p });
				}
			);
			await vi.advanceTimersByTimeAsync(0);
			expect(imported).toEqual([]); // nothing fetched before the first frame
			frames.forEach((f) => f());
			await vi.advanceTimersByTimeAsync(1);
			// the dropped preloads first (fetched side by side), then SvelteKit's own imports
			expect(imported).toEqual([
				'./_app/immutable/entry/start.A.js',
				'./_app/immutable/chunks/B.js',
				'./_app/immutable/entry/start.A.js',
				'./_app/immutable/entry/app.C.js'
			]);
			expect(started).toHaveLength(1);
			expect((started[0] as unknown[])[1]).toBe('the element');
			expect((started[0] as unknown[])[2]).toMatchObject({ node_ids: [0, 2] });
		} finally {
			vi.useRealTimers();
		}
	});

	it('imports a few modules per task, and hydrates in a task after the last of them', async () => {
		const many = Array.from(
			{ length: 2 * IMPORTS_PER_TASK + 1 },
			(_, i) => `./_app/immutable/chunks/M${i}.js`
		);
		const html = prerendered.replace(
			'<style>',
			many.map((m) => `<link href="${m}" rel="modulepreload">\n`).join('') + '<style>'
		);
		const tasks: (() => void)[] = [];
		const log: string[] = [];
		new Function(
			'document',
			'requestAnimationFrame',
			'setTimeout',
			'__import',
			bootScript(deferHydration(html)).replaceAll('import(', '__import(')
		)(
			{ currentScript: { parentElement: null } },
			(f: () => void) => f(),
			(f: () => void) => tasks.push(f),
			(p: string) => {
				log.push(p);
				return Promise.resolve({ start: () => log.push('start') });
			}
		);
		const runTask = async () => {
			log.push('|');
			tasks.shift()!();
			for (let i = 0; i < 10; i++) await Promise.resolve();
		};
		await runTask(); // the first frame's task
		await runTask();
		await runTask();
		await runTask();
		while (tasks.length) await runTask();
		const perTask = log
			.join(' ')
			.split('|')
			.map((t) => t.trim().split(' ').filter(Boolean));
		const imports = perTask.map((t) => t.filter((x) => x.includes('/M')).length);
		expect(Math.max(...imports)).toBeLessThanOrEqual(IMPORTS_PER_TASK);
		expect(imports.filter((n) => n > 0).length).toBe(3);
		// kit.start runs alone, in the last task
		expect(perTask.at(-1)).toEqual(['start']);
	});

	it('still starts without a frame (a page opened in a background tab)', async () => {
		vi.useFakeTimers();
		try {
			let imports = 0;
			new Function(
				'document',
				'requestAnimationFrame',
				'setTimeout',
				'__import',
				bootScript(deferHydration(prerendered)).replaceAll('import(', '__import(')
			)(
				{ currentScript: { parentElement: null } },
				() => undefined,
				setTimeout,
				() => {
					imports++;
					return Promise.resolve({ start: () => undefined });
				}
			);
			await vi.advanceTimersByTimeAsync(100);
			expect(imports).toBe(4);
		} finally {
			vi.useRealTimers();
		}
	});

	it('leaves the SPA fallback (nothing prerendered) and unknown boot scripts alone', () => {
		const fallback = page('');
		expect(deferHydration(fallback)).toBe(fallback);
		const other = prerendered.replace('Promise.all', 'Promise.allSettled');
		expect(deferHydration(other)).toBe(other);
	});
});
