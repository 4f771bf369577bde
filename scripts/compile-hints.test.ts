import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, startChunks, withCompileHint, type ChunkInfo } from './compile-hints';

const chunk = (imports: string[] = [], isEntry = false, moduleIds: string[] = []): ChunkInfo => ({
	type: 'chunk',
	isEntry,
	imports,
	moduleIds
});

describe('compile hints', () => {
	it('hints the entries, the service worker registration and their static imports, not lazy chunks', () => {
		const bundle: Record<string, ChunkInfo> = {
			'entry/app.js': chunk(['svelte.js'], true),
			'nodes/2.js': chunk(['engine-index.js'], true),
			'svelte.js': chunk(),
			// imported statically by a page: it runs as the page starts
			'engine-index.js': chunk(['engine-part.js']),
			'engine-part.js': chunk(),
			// only ever imported dynamically (dynamicImports are not followed)
			'dexie.js': chunk(['dexie-helpers.js']),
			'dexie-helpers.js': chunk(),
			'pwa.js': chunk(['workbox.js'], false, ['\0virtual:pwa-register']),
			'workbox.js': chunk([], false, ['/node_modules/workbox-window/build/workbox-window.prod.es5.mjs']),
			'assets/app.css': { type: 'asset' }
		};
		expect([...startChunks(bundle)].sort()).toEqual([
			'engine-index.js',
			'engine-part.js',
			'entry/app.js',
			'nodes/2.js',
			'pwa.js',
			'svelte.js',
			'workbox.js'
		]);
	});

	it('puts the hint on the first line once, the code unchanged after it', () => {
		const code = 'import{a}from"./x.js";export const b=a;';
		const hinted = withCompileHint(code);
		expect(hinted.split('\n')).toEqual([COMPILE_HINT, code]);
		expect(withCompileHint(hinted)).toBe(hinted);
	});
});
