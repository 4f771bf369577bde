import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ fallback: '200.html', strict: false }),
		alias: { $packs: 'question-packs' },
		serviceWorker: { register: false },
		// docs/architecture.md "How a start page starts" (1): the pages' CSS goes into the HTML (no
		// render-blocking stylesheet requests on a slow network).
		inlineStyleThreshold: 100_000
	}
};

export default config;
