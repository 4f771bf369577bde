import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';
import { compileHints } from './scripts/compile-hints.ts';

/** The sim's tests replay seeded games through the CLI's engines: the slow project. */
const SIM_TESTS = 'src/lib/{sim,games/*/sim}/**/*.test.ts';

export default defineConfig({
	plugins: [
		sveltekit(),
		SvelteKitPWA({
			registerType: 'prompt',
			showMaximumFileSizeToCacheInBytesWarning: true,
			injectRegister: false,
			// The service worker is /sw.js for every page: SvelteKit's relative base ('./') would register
			// /join/sw.js (a 404) from /join/ABCD or /nhie/sw.js from /nhie/pass.
			buildBase: '/',
			scope: '/',
			manifest: false,
			workbox: {
				globPatterns: ['client/**/*.{js,css,html,svg,png,webmanifest,json,woff2}'],
				// web-llm (its worker, ~6 MB) is loaded only when the user picks the
				// on-device model: files over 2 MiB are left out of the precache (a warning, not an error).
				maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
				// ...and kept once it has been used, so a downloaded model still runs offline (the file
				// name carries its hash: cache first is always right).
				runtimeCaching: [
					{
						urlPattern: /\/_app\/immutable\/workers\/web-llm\.worker-[^/]+\.js$/,
						handler: 'CacheFirst',
						options: { cacheName: 'parlor-web-llm-code', expiration: { maxEntries: 2 } }
					}
				],
				navigateFallback: '200.html',
				navigateFallbackDenylist: [/^\/peerjs/, /^\/parlor\.config\.json/]
			},
			kit: { adapterFallback: '200.html', spa: true },
			includeAssets: ['manifest.webmanifest']
		}),
		compileHints()
	],
	// docs/architecture.md "How a start page starts" (3): no preload helper on dynamic imports. It
	// put a <link rel="modulepreload"> in the document for every chunk a route or lazy module needs,
	// each time one is imported: ≈ 60 links and 150 ms of main thread (most of it in appendChild)
	// inside the task that starts the app on /nhie. The browser finds a module's imports as it loads
	// it; the service worker has them all after the first visit.
	build: { modulePreload: false },
	server: { fs: { allow: ['question-packs'] } },
	test: {
		// Two projects (README "Development"): `unit` is the quick loop (`npm run test:unit`); `slow` holds the
		// checks that spawn processes, lint or replay many seeded games (scripts/, the sim).
		// `npm test` runs both.
		projects: [
			{ extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: [SIM_TESTS] } },
			{ extends: true, test: { name: 'slow', include: ['scripts/**/*.test.ts', SIM_TESTS] } }
		],
		environment: 'node',
		// Vitest's default leaves one core free: on a 2-core machine that is a single worker, and the
		// suite took twice as long. Threads start faster than forks; no test needs a process of its own.
		pool: 'threads',
		maxWorkers: '100%',
		testTimeout: 20000
	}
});
