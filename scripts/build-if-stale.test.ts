import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale, newestMtime, SOURCES } from './build-if-stale';

/** "`npm start` builds when the build is missing or stale" — the decision, on a temp tree. */
let dir: string;
const sources = ['src', 'static', 'package.json'];
const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);

const write = (rel: string, seconds: number): void => {
	const file = path.join(dir, rel);
	mkdirSync(path.dirname(file), { recursive: true });
	writeFileSync(file, rel);
	utimesSync(file, at(seconds), at(seconds));
};
/** Sets a folder's own mtime (creating or deleting an entry bumps it). */
const touchDir = (rel: string, seconds: number): void =>
	utimesSync(path.join(dir, rel), at(seconds), at(seconds));

beforeEach(() => {
	dir = mkdtempSync(path.join(tmpdir(), 'parlor-stale-'));
	write('src/routes/+page.svelte', 10);
	write('src/lib/deep/nested/file.ts', 20);
	write('static/icon.svg', 5);
	write('package.json', 1);
	for (const d of ['src/lib/deep/nested', 'src/lib/deep', 'src/lib', 'src/routes', 'src', 'static'])
		touchDir(d, 1);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('isStale', () => {
	it('is stale when there is no build at all', () => {
		expect(isStale(dir, sources)).toBe(true);
	});

	it('is stale when build/ exists but has no index.html', () => {
		write('build/_app/app.js', 100);
		expect(isStale(dir, sources)).toBe(true);
	});

	it('is fresh when the build is newer than every source', () => {
		write('build/index.html', 100);
		expect(isStale(dir, sources)).toBe(false);
	});

	it('is stale when a deeply nested source file is newer than the build', () => {
		write('build/index.html', 100);
		const file = path.join(dir, 'src/lib/deep/nested/file.ts');
		utimesSync(file, at(101), at(101));
		expect(isStale(dir, sources)).toBe(true);
	});

	it('is stale when a top-level source file (package.json) is newer', () => {
		write('build/index.html', 100);
		utimesSync(path.join(dir, 'package.json'), at(200), at(200));
		expect(isStale(dir, sources)).toBe(true);
	});

	it('is stale when a source was deleted after the build (the folder mtime moves)', () => {
		write('build/index.html', 100);
		unlinkSync(path.join(dir, 'static/icon.svg'));
		expect(isStale(dir, sources)).toBe(true);
	});

	it('ignores sources that do not exist and files outside the source list', () => {
		write('build/index.html', 100);
		write('README.md', 500);
		expect(isStale(dir, [...sources, 'missing-folder'])).toBe(false);
	});
});

describe('newestMtime', () => {
	it('is 0 for a missing path and the newest entry of a tree otherwise', () => {
		expect(newestMtime(path.join(dir, 'nope'))).toBe(0);
		expect(newestMtime(path.join(dir, 'src'))).toBe(at(20).getTime());
		expect(newestMtime(path.join(dir, 'package.json'))).toBe(at(1).getTime());
	});
});

describe('SOURCES', () => {
	it('covers the app code, static assets, built-in packs, the build config and the installed deps', () => {
		for (const s of [
			'src',
			'static',
			'question-packs',
			'svelte.config.js',
			'vite.config.ts',
			'package.json',
			'package-lock.json'
		])
			expect(SOURCES).toContain(s);
	});

	it('every listed source exists in this checkout (a renamed folder would silently stop counting)', () => {
		const root = path.resolve(import.meta.dirname, '..');
		for (const s of SOURCES) expect(newestMtime(path.join(root, s)), s).toBeGreaterThan(0);
	});
});
