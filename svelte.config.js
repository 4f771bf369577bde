import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ fallback: '200.html', strict: false }),
		alias: { $packs: 'question-packs' },
		serviceWorker: { register: false },
		// docs/performance.md "Build choices": the pages' CSS goes into the HTML (no render-blocking
		// stylesheet request on a slow network).
		inlineStyleThreshold: 100_000
	}
};

export default config;
