import { defineConfig } from 'vitest/config';

/**
 * E2E: real headless Chromium (playwright-core + /usr/bin/chromium) against the built app served by
 * scripts/serve.ts with its PeerServer. One file at a time: these machines have 2 cores.
 */
export default defineConfig({
	test: {
		include: ['tests/e2e/**/*.e2e.ts'],
		globalSetup: ['tests/e2e/support/global-setup.ts'],
		fileParallelism: false,
		testTimeout: 120_000,
		hookTimeout: 120_000,
		retry: 0
	}
});
