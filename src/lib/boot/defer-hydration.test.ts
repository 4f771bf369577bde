import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferHydration, IMPORTS_PER_TASK, PAINT_TIMEOUT_MS } from './defer-hydration';

/** docs/architecture.md "How a start page starts": prerendered start pages paint before the app's JavaScript is fetched and run. */
const page = (startArgs: string, preloads = ['./_app/immutable/chunks/B.js']) => `<head>
		<link href="./_app/immutable/entry/start.A.js" rel="modulepreload">
${preloads.map((p) => `		<link href="${p}" rel="modulepreload">\n`).join('')}		<style>body{}</style>
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
const START_ARGS = ', { node_ids: [0, 2], data: [null,null], form: null, error: null }';
const prerendered = page(START_ARGS);
const bootScript = (html: string) => /<script>([\s\S]*)<\/script>/.exec(html)![1];

type Browser = {
	hidden?: boolean;
	/** a new task (`scheduler.yield`; default: a fake timer) */
	newTask?: (f: () => void) => unknown;
	/** false: a browser without paint timing (it gets a requestAnimationFrame instead) */
	paintTiming?: boolean;
};

/**
 * Runs a page's boot script against a stand-in browser: `paint()` reports the first contentful
 * paint, `frame()` runs the requested frames; `log` has every import and `start` in call order.
 */
const boot = (
	html: string,
	{ hidden = false, paintTiming = true, newTask = (f) => setTimeout(f) }: Browser = {}
) => {
	const log: string[] = [];
	const started: unknown[][] = [];
	const frames: (() => void)[] = [];
	let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: unknown) => void) | null = null;
	class Observer {
		static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
		constructor(cb: typeof observer) {
			observer = cb;
		}
		observe() {}
		disconnect() {
			observer = null;
		}
	}
	new Function(
		'document',
		'self',
		'PerformanceObserver',
		'requestAnimationFrame',
		'setTimeout',
		'__import',
		bootScript(deferHydration(html)).replaceAll('import(', '__import(')
	)(
		{ currentScript: { parentElement: 'the element' }, visibilityState: hidden ? 'hidden' : 'visible' },
		{
			PerformanceObserver: Observer,
			scheduler: { yield: () => new Promise<void>((resolve) => newTask(resolve)) }
		},
		Observer,
		(f: () => void) => frames.push(f),
		setTimeout,
		(p: string) => {
			log.push(p);
			return Promise.resolve({
				start: (...a: unknown[]) => {
					log.push('start');
					started.push(a);
				},
				p
			});
		}
	);
	return {
		log,
		started,
		paint: () =>
			observer?.(
				{ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) },
				{ disconnect: () => (observer = null) }
			),
		frame: () => frames.splice(0).forEach((f) => f())
	};
};

describe('deferHydration', () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it('drops the module preloads of a prerendered page and keeps its content and styles', () => {
		const out = deferHydration(prerendered);
		expect(out).not.toContain('modulepreload');
		expect(out).toContain('<style>body{}</style>');
		expect(out).toContain('<h1>Parlor</h1>');
	});

	it('starts the app only after the first paint, with every preloaded module and the same arguments', async () => {
		const b = boot(prerendered);
		await vi.advanceTimersByTimeAsync(500);
		b.frame(); // a frame requested is not a frame shown: still nothing
		await vi.advanceTimersByTimeAsync(500);
		expect(b.log).toEqual([]); // nothing fetched before the first paint
		b.paint();
		await vi.advanceTimersByTimeAsync(50);
		// the dropped preloads first (fetched side by side), then SvelteKit's own imports
		expect(b.log).toEqual([
			'./_app/immutable/entry/start.A.js',
			'./_app/immutable/chunks/B.js',
			'./_app/immutable/entry/start.A.js',
			'./_app/immutable/entry/app.C.js',
			'start'
		]);
		expect(b.started[0][1]).toBe('the element');
		expect(b.started[0][2]).toMatchObject({ node_ids: [0, 2] });
	});

	it('imports a few modules per task, and hydrates in a task after the last of them', async () => {
		const many = Array.from(
			{ length: 2 * IMPORTS_PER_TASK + 1 },
			(_, i) => `./_app/immutable/chunks/M${i}.js`
		);
		const tasks: (() => void)[] = [];
		const b = boot(page(START_ARGS, many), { newTask: (f) => tasks.push(f) });
		b.paint();
		const perTask: string[][] = [];
		await vi.advanceTimersByTimeAsync(0); // the task after the paint: the first imports
		perTask.push([...b.log]);
		while (tasks.length) {
			const before = b.log.length;
			tasks.shift()!();
			for (let i = 0; i < 20; i++) await Promise.resolve(); // the task's microtasks
			perTask.push(b.log.slice(before));
		}
		const imports = perTask.map((t) => t.filter((x) => x.includes('/M')).length);
		expect(Math.max(...imports)).toBeLessThanOrEqual(IMPORTS_PER_TASK);
		expect(imports.filter((n) => n > 0)).toHaveLength(3);
		// kit.start runs in a task after the last of the page's modules (with only SvelteKit's own
		// imports of modules already run)
		const last = perTask.filter((t) => t.length).at(-1)!;
		expect(last).toContain('start');
		expect(last.filter((x) => x.includes('/M') || x.includes('/B'))).toEqual([]);
	});

	it('a browser without paint timing starts after the first frame', async () => {
		const b = boot(prerendered, { paintTiming: false });
		await vi.advanceTimersByTimeAsync(10);
		expect(b.log).toEqual([]);
		b.frame();
		await vi.advanceTimersByTimeAsync(50);
		expect(b.log).toContain('start');
	});

	it('a hidden tab (nothing to paint) starts at once; a paint that never comes does not hold the app', async () => {
		const hidden = boot(prerendered, { hidden: true });
		await vi.advanceTimersByTimeAsync(1);
		expect(hidden.log).toContain('start');

		const neverPainted = boot(prerendered);
		await vi.advanceTimersByTimeAsync(PAINT_TIMEOUT_MS - 10);
		expect(neverPainted.log).toEqual([]);
		await vi.advanceTimersByTimeAsync(20);
		expect(neverPainted.log).toContain('start');
	});

	it('leaves the SPA fallback (nothing prerendered) and unknown boot scripts alone', () => {
		const fallback = page('');
		expect(deferHydration(fallback)).toBe(fallback);
		const other = prerendered.replace('Promise.all', 'Promise.allSettled');
		expect(deferHydration(other)).toBe(other);
	});
});
