import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * E2E: real headless Chromium (playwright-core + /usr/bin/chromium) against the built app served by
 * scripts/serve.ts with its PeerServer. Two files at a time: a party file keeps its players' pages
 * waiting on timers and data channels most of the time (≈ half a core of 2 in use, one at a time), and
 * CI has 20 minutes. Each file has its own browser and contexts; a file that changes the served files
 * starts its own server (support/own-server.ts).
 */
export default defineConfig({
	// the e2e files build fixtures with the app's own engines, which import each other by `$lib/…`
	resolve: { alias: { $lib: path.resolve(import.meta.dirname, 'src/lib') } },
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
