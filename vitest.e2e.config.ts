import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * E2E: real headless Chromium (playwright-core + /usr/bin/chromium) against the built app served by
 * scripts/serve.ts with its PeerServer. Two files at a time: a party file keeps its players' pages
 * waiting on timers and data channels most of the time (≈ half a core of 2 in use, one at a time), and
 * CI has 20 minutes. Each file has its own browser and contexts; a file that changes the served files
 * starts its own server (support/own-server.ts).
 */
export default defineConfig({
	// a test's scripts come from the game's engine (e.g. games/pirate/engine/testing), which imports by `$lib`
	resolve: { alias: { $lib: fileURLToPath(new URL('./src/lib', import.meta.url)) } },
	test: {
		include: ['tests/e2e/**/*.e2e.ts'],
		globalSetup: ['tests/e2e/support/global-setup.ts'],
		fileParallelism: true,
		maxWorkers: 2,
		testTimeout: 120_000,
		hookTimeout: 120_000,
		retry: 0,
		// A page's answer may wait for the other file's work on a 2-core machine: 1 s (vitest's default) is
		// too short to mean "never".
		expect: { poll: { timeout: 15_000 } }
	}
});
