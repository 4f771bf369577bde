/**
 * docs/architecture.md "How a start page starts" ("paint before JavaScript"): a prerendered start page is complete HTML with its CSS inline.
 * So that the browser paints it before any script competes with it, the page's module preloads are
 * dropped and SvelteKit's boot script starts the app once it has painted, in short tasks rather
 * than one long one (a long task is what a phone's user feels as a page that does not answer):
 * - every module the page needs (the dropped preloads' list) is imported, a few per task: starting
 *   a module's fetch costs the main thread about a millisecond (4 on Lighthouse's slow phone), and
 *   50 at once were one long task. Each module runs when it and its imports have arrived;
 * - once all have run, hydration (`kit.start`) runs in a task of its own.
 * The SPA fallback (no prerendered content, no `node_ids`) is left as it is: it has nothing to paint
 * without the app. When SvelteKit's boot script has another shape, the page is left untouched.
 */
const MODULEPRELOAD = /[ \t]*<link href="([^"]+)" rel="modulepreload">\n?/g;
const BOOT_IMPORTS = /Promise\.all\(\[([^\]]*import\([^\]]*)\]\)\.then\(/;
/**
 * After the browser has painted the page's first content (a task after the `first-contentful-paint`
 * entry): a frame requested is not yet a frame shown, and scripts started at the first
 * requestAnimationFrame could still hold the paint back — Lighthouse saw the first paint after the
 * whole start, at 1.2 s instead of 0.2 s, in about one run in three. A browser without paint timing
 * waits for the first frame instead; a hidden tab paints nothing and starts at once; and the app
 * starts after `PAINT_TIMEOUT_MS` whatever happens.
 */
export const PAINT_TIMEOUT_MS = 3000;
const AFTER_FIRST_PAINT = `new Promise((r) => {
	const go = () => setTimeout(r);
	setTimeout(r, ${PAINT_TIMEOUT_MS});
	if (document.visibilityState === 'hidden') return r();
	if (!(self.PerformanceObserver && PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.includes('paint'))) return requestAnimationFrame(go);
	new PerformanceObserver((list, o) => { if (list.getEntriesByName('first-contentful-paint').length) { o.disconnect(); go(); } }).observe({ type: 'paint', buffered: true });
})`;
export const IMPORTS_PER_TASK = 4;
/**
 * A new task at once: `scheduler.yield()`, else a message to itself — not `setTimeout`, which
 * browsers hold back 4 ms after a few nested calls (a dozen steps made the start slower).
 */
const NEXT = `() => self.scheduler && self.scheduler.yield ? self.scheduler.yield() : new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0); })`;
/** Imports the modules `IMPORTS_PER_TASK` per task; resolves when all have run. */
const importInSteps = (modules: string[]) =>
	`(async () => { const next = ${NEXT}, mods = ${JSON.stringify(modules)}, all = []; ` +
	`for (let i = 0; i < mods.length; i += ${IMPORTS_PER_TASK}) { for (const m of mods.slice(i, i + ${IMPORTS_PER_TASK})) all.push(import(m)); await next(); } ` +
	`await Promise.all(all); await next(); })()`;

export const deferHydration = (html: string): string => {
	if (!html.includes('node_ids:') || !BOOT_IMPORTS.test(html)) return html;
	const modules = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]);
	return html
		.replace(MODULEPRELOAD, '')
		.replace(
			BOOT_IMPORTS,
			(_all, imports: string) =>
				`${AFTER_FIRST_PAINT}.then(() => ${importInSteps(modules)}).then(() => Promise.all([${imports.trimEnd()}])).then(`
		);
};
