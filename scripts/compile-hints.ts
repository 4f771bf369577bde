/**
 * Build step (docs/architecture.md "How a start page starts"): the JavaScript a page runs as it starts carries V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` as its first line (Chrome 136 and later; to other browsers it is
 * only a comment). Chrome then compiles every function of that file while it downloads it, on a background
 * thread, instead of compiling each one on the main thread the first time it is called: in the task
 * that hydrates the page, which is what a phone's user waits on (Total Blocking Time). Measured with
 * interleaved Lighthouse runs on `/quiz`, `/nhie`, `/mole` and traces of the main thread's
 * compiling (docs/architecture.md, "How a start page starts").
 *
 * Only the chunks loaded with a page get it: SvelteKit's entries (the app, the router, each route's
 * node), the service worker's registration (imported dynamically, but by every page as it starts:
 * `EVERY_START`), and what they import statically. A chunk imported dynamically when the user acts
 * (an engine, PeerJS, zod, web-llm) does not: many of its functions are never called, and compiling
 * them all up front would only cost memory.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Modules every page imports dynamically as it starts (UpdateToast.svelte registers the service worker). */
export const EVERY_START = /virtual:pwa-register|workbox-window/;

/** The parts of a Rollup output chunk this step reads. */
export type ChunkInfo =
	{ type: 'chunk'; isEntry: boolean; imports: string[]; moduleIds: string[] } | { type: 'asset' };

/**
 * The file names of the entries, of the chunks holding a module `everyStart` matches, and of every
 * chunk they import statically, directly or not.
 */
export const startChunks = (bundle: Record<string, ChunkInfo>, everyStart = EVERY_START): Set<string> => {
	const found = new Set<string>();
	const visit = (name: string) => {
		const chunk = bundle[name];
		if (found.has(name) || chunk?.type !== 'chunk') return;
		found.add(name);
		chunk.imports.forEach(visit);
	};
	for (const [name, chunk] of Object.entries(bundle))
		if (chunk.type === 'chunk' && (chunk.isEntry || chunk.moduleIds.some((id) => everyStart.test(id))))
			visit(name);
	return found;
};

/** Prepends the hint to `code` once (a second build step over the same code leaves it alone). */
export const withCompileHint = (code: string): string =>
	code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;

/** The Vite plugin: the client build's start chunks get the hint (the server build is left alone). */
export const compileHints = (): Plugin => ({
	name: 'parlor-compile-hints',
	apply: 'build',
	enforce: 'post',
	generateBundle: {
		// after Vite's own steps, which put code before a chunk's first line (its dependency map)
		order: 'post',
		handler(_options, bundle) {
			if (this.environment?.name !== 'client') return;
			for (const name of startChunks(bundle as Record<string, ChunkInfo>)) {
				const chunk = bundle[name];
				if (chunk.type === 'chunk') chunk.code = withCompileHint(chunk.code);
			}
		}
	}
});
