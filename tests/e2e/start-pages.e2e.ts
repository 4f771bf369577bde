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

/**
 * A first visit (a fresh context, no service worker: it would fetch every file of the app to
 * precache it) to each of `paths` in turn, until its app has started and the network is quiet;
 * the bodies of the scripts it fetched.
 */
const scriptsOfFirstVisit = async (paths: string[]): Promise<string[]> => {
	const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
	const page = await context.newPage();
	const bodies: Promise<string>[] = [];
	page.on('response', (r: Response) => {
		// a script that arrives as the context closes has no body left to read: it counts as empty
		if (r.url().endsWith('.js')) bodies.push(r.text().catch(() => ''));
	});
	for (const path of paths) {
		await page.goto(path);
		await untilAppStarted(page);
		await page.waitForLoadState('networkidle');
		// read before the next page: a body is gone once its page is navigated away from
		await Promise.all(bodies);
	}
	const loaded = await Promise.all(bodies);
	await context.close();
	return loaded;
};

describe('a first visit to a start page', () => {
	it.each(PAGES)('$path loads none of another mode’s engines, nor Dexie', async ({ path, without }) => {
		const loaded = await scriptsOfFirstVisit([path]);
		expect(loaded.length).toBeGreaterThan(3); // the app did load its code
		const found = without.filter((m) => loaded.some((body) => body.includes(MARKERS[m])));
		expect(found, `${path} loaded ${found.join(', ')}`).toEqual([]);
	});

	it('the markers are real: each page that needs one loads it', async () => {
		// "Your data" counts what is saved: it opens the database
		const all = (await scriptsOfFirstVisit(['/safe', '/pirate', '/data'])).join('\n');
		for (const m of Object.keys(MARKERS) as Marker[]) expect(all.includes(MARKERS[m]), m).toBe(true);
	});
});
