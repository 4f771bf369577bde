/**
 * Builds the app when build/ is missing or older than its sources. Serialised with flock so that
 * several processes (parallel e2e runs, npm start) never write build/ at the same time.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// package-lock.json: an install can change the bundled dependencies without touching package.json.
export const SOURCES = [
	'src',
	'static',
	'question-packs',
	'svelte.config.js',
	'vite.config.ts',
	'package.json',
	'package-lock.json'
];

/** The newest modification time (ms) of a file or of anything under a folder; 0 when it does not exist. */
export const newestMtime = (p: string): number => {
	if (!existsSync(p)) return 0;
	const st = statSync(p);
	if (!st.isDirectory()) return st.mtimeMs;
	return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), st.mtimeMs);
};

/**
 * `npm start` builds when the build is missing or stale: stale when `build/index.html`
 * is missing or any source (file or folder entry) under `dir` is newer than it.
 */
export const isStale = (dir: string = root, sources: readonly string[] = SOURCES): boolean => {
	const built = path.join(dir, 'build', 'index.html');
	if (!existsSync(built)) return true;
	const builtAt = statSync(built).mtimeMs;
	return sources.some((s) => newestMtime(path.join(dir, s)) > builtAt);
};

/** Returns true when it built. */
export const buildIfStale = ({ quiet = false } = {}): boolean => {
	if (!isStale()) return false;
	const lock = existsSync('/usr/bin/flock') ? 'flock /tmp/parlor-build.lock ' : '';
	// Re-check inside the lock: another process may have just built.
	const cmd = `${lock}sh -c 'node --import tsx scripts/build-if-stale.ts --check || npm run -s build'`;
	execSync(cmd, { cwd: root, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
	return true;
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
	if (process.argv.includes('--check')) process.exit(isStale() ? 1 : 0);
	buildIfStale({ quiet: process.argv.includes('--quiet') });
}
