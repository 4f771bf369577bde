import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

/**
 * What the home page really loads: opens build/ in headless Chromium (served by scripts/serve.ts),
 * records every JS and CSS request until the network is idle, and gzips each file from build/.
 */
export type HomeAssets = { files: { url: string; bytes: number; gzip: number }[]; gzipTotal: number };

export const measureHomeAssets = async (baseUrl: string, buildDir: string): Promise<HomeAssets> => {
	const browser = await chromium.launch({
		executablePath: CHROMIUM_PATH,
		args: CHROMIUM_ARGS
	});
	try {
		const context = await browser.newContext({ serviceWorkers: 'block' });
		const page = await context.newPage();
		const urls = new Set<string>();
		page.on('request', (r) => {
			const u = new URL(r.url());
			if (/\.(js|css)$/.test(u.pathname)) urls.add(u.pathname);
		});
		await page.goto(baseUrl, { waitUntil: 'networkidle' });
		const files = [...urls].map((url) => {
			const body = readFileSync(path.join(buildDir, url));
			return { url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
		});
		return { files, gzipTotal: files.reduce((n, f) => n + f.gzip, 0) };
	} finally {
		await browser.close();
	}
};
