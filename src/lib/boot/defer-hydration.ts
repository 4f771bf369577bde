/**
 * issue 18 ("paint before JavaScript"): a prerendered start page is complete HTML with its CSS inline.
 * So that the browser paints it before any script competes with it, the page's module preloads are
 * dropped and SvelteKit's boot script starts the app (imports and hydration) after the first frame.
 * The SPA fallback (no prerendered content, no `node_ids`) is left as it is: it has nothing to paint
 * without the app. When SvelteKit's boot script has another shape, the page is left untouched.
 */
const MODULEPRELOAD = /[ \t]*<link href="[^"]+" rel="modulepreload">\n?/g;
const BOOT_IMPORTS = /Promise\.all\(\[([^\]]*import\([^\]]*)\]\)\.then\(/;
/** After the first frame (rAF, then a task), or after 100 ms when no frame comes (a background tab). */
const AFTER_FIRST_PAINT =
	'new Promise((r) => { requestAnimationFrame(() => setTimeout(r)); setTimeout(r, 100); })';

export const deferHydration = (html: string): string => {
	if (!html.includes('node_ids:') || !BOOT_IMPORTS.test(html)) return html;
	return html
		.replace(MODULEPRELOAD, '')
		.replace(
			BOOT_IMPORTS,
			(_all, imports: string) => `${AFTER_FIRST_PAINT}.then(() => Promise.all([${imports}])).then(`
		);
};
