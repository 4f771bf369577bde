import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [
		sveltekit(),
		SvelteKitPWA({
			registerType: 'prompt',
			injectRegister: false,
			manifest: false,
			workbox: {
				globPatterns: ['client/**/*.{js,css,html,svg,png,webmanifest,json,woff2}'],
				// web-llm's chunk is large and loaded only on demand: never precache it.
				globIgnores: ['**/web-llm*', '**/*web_llm*'],
				maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
				navigateFallback: '/',
				navigateFallbackDenylist: [/^\/peerjs/, /^\/parlor\.config\.json/]
			},
			kit: { spa: true }
		})
	],
	server: { fs: { allow: ['question-packs'] } },
	test: {
		include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		testTimeout: 20000
	}
});
