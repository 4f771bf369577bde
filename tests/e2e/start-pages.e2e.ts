import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, untilAppStarted } from './support/browser';

/**
 * Issue 18 ("only what a start page needs loads with it"): a first visit to a start page fetches
 * the code of its own mode, not another mode's engine (the safe-choices scorer with its lexicons,
 * the pirate's engine) nor the database library (nothing is saved yet: the app object's reads answer
 * empty without loading Dexie). Each is told by a string its chunk always carries.
 */
const MARKERS = {
	'the risk scorer': 'agreeStrong', // a signal of the risk lexicon packs
	"the pirate's engine": 'here is my treasure, take it', // a surrender phrase
	'Dexie (the database)': 'MissingAPI' // Dexie's error names
} as const;
type Marker = keyof typeof MARKERS;

const PAGES: { path: string; without: Marker[] }[] = [
	{ path: '/', without: ['the risk scorer', "the pirate's engine", 'Dexie (the database)'] },
	{ path: '/nhie', without: ['the risk scorer', "the pirate's engine", 'Dexie (the database)'] },
	{ path: '/quiz', without: ['the risk scorer', "the pirate's engine", 'Dexie (the database)'] },
	{ path: '/safe', without: ["the pirate's engine", 'Dexie (the database)'] },
	{ path: '/mole', without: ['the risk scorer', "the pirate's engine", 'Dexie (the database)'] },
	{ path: '/pirate', without: ['the risk scorer', 'Dexie (the database)'] },
	{ path: '/join/ABCD', without: ['the risk scorer', "the pirate's engine", 'Dexie (the database)'] }
];

let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

describe('a first visit to a start page', () => {
	it.each(PAGES)('$path loads none of another mode’s engines, nor Dexie', async ({ path, without }) => {
		// no service worker: it would fetch every file of the app to precache it
		const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
		const page = await context.newPage();
		const scripts: Promise<{ url: string; body: string }>[] = [];
		page.on('response', (r: Response) => {
			if (r.url().endsWith('.js')) scripts.push(r.text().then((body) => ({ url: r.url(), body })));
		});
		await page.goto(path);
		await untilAppStarted(page);
		await page.waitForLoadState('networkidle');
		const loaded = await Promise.all(scripts);
		expect(loaded.length).toBeGreaterThan(3); // the app did load its code
		const found = without.filter((m) => loaded.some((s) => s.body.includes(MARKERS[m])));
		expect(found, `${path} loaded ${found.join(', ')}`).toEqual([]);
		await context.close();
	});

	it('the markers are real: each page that needs one loads it', async () => {
		const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
		const page = await context.newPage();
		const bodies: Promise<string>[] = [];
		page.on('response', (r: Response) => {
			if (r.url().endsWith('.js')) bodies.push(r.text());
		});
		// "Your data" counts what is saved: it opens the database
		for (const path of ['/safe', '/pirate', '/data']) {
			await page.goto(path);
			await untilAppStarted(page);
			await page.waitForLoadState('networkidle');
		}
		const all = (await Promise.all(bodies)).join('\n');
		for (const m of Object.keys(MARKERS) as Marker[]) expect(all.includes(MARKERS[m]), m).toBe(true);
		await context.close();
	});
});
