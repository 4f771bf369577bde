import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/compile-hints';
import modelEn from '../../src/lib/engines/acts/model-en.json';
import modelPl from '../../src/lib/engines/acts/model-pl.json';
import modelRu from '../../src/lib/engines/acts/model-ru.json';
import modelSv from '../../src/lib/engines/acts/model-sv.json';
import { baseUrl, launch, untilAppStarted } from './support/browser';

/**
 * docs/architecture.md "How a start page starts" ("only what a start page needs loads with it"): a first visit to a start page fetches
 * the code of its own mode, not another mode's engine (the safe-choices scorer, the pirate's engine,
 * the act model: docs/acts.md "Loading") nor the database library (nothing is saved yet: the app object's reads answer
 * empty without loading Dexie), nor zod (its schemas cost ≈ 50–190 ms of a phone's CPU to build:
 * settings schemas load when something saved is read, a share link's when one is made or read).
 * Each is told by a string its chunk always carries (the act model: any language's file).
 */
/** the start of a model file's packed weights' levels */
const actModelMarker = (file: { weights: { codes: string } }) => file.weights.codes.slice(0, 32);
const MARKERS = {
	'the risk scorer': ['judge_text_ignored'], // a guard the offline scorer records (heuristic.ts)
	'the act model': [modelEn, modelRu, modelPl, modelSv].map(actModelMarker),
	"the pirate's engine": ['here is my treasure, take it'], // a surrender phrase
	'Dexie (the database)': ['MissingAPI'], // Dexie's error names
	zod: ['ZodError'] // zod's error class name
} satisfies Record<string, readonly string[]>;
type Marker = keyof typeof MARKERS;
const carries = (body: string, m: Marker) => MARKERS[m].some((s) => body.includes(s));

const ALL: Marker[] = [
	'the risk scorer',
	'the act model',
	"the pirate's engine",
	'Dexie (the database)',
	'zod'
];
const PAGES: { path: string; without: Marker[] }[] = [
	{ path: '/', without: ALL },
	{ path: '/nhie', without: ALL },
	{ path: '/quiz', without: ALL },
	{ path: '/safe', without: ALL },
	{ path: '/mole', without: ALL },
	{ path: '/pirate', without: ['the risk scorer', 'the act model', 'Dexie (the database)', 'zod'] },
	{ path: '/join/ABCD', without: ALL }
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
const scriptsOfFirstVisit = async (
	paths: string[],
	then: (page: Page, path: string) => Promise<void> = async () => undefined
): Promise<string[]> => {
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
		await then(page, path);
		await page.waitForLoadState('networkidle');
		// read before the next page: a body is gone once its page is navigated away from
		await Promise.all(bodies);
	}
	const loaded = await Promise.all(bodies);
	await context.close();
	return loaded;
};

describe('a first visit to a start page', () => {
	it.each(PAGES)(
		'$path loads none of another mode’s engines, nor Dexie, nor zod; what it loads carries the compile hint',
		async ({ path, without }) => {
			const loaded = await scriptsOfFirstVisit([path]);
			expect(loaded.length).toBeGreaterThan(3); // the app did load its code
			const found = without.filter((m) => loaded.some((body) => carries(body, m)));
			expect(found, `${path} loaded ${found.join(', ')}`).toEqual([]);
			// ...and Chrome compiles it all while it downloads (scripts/compile-hints.ts), not on the
			// main thread as each function first runs
			const unhinted = loaded.filter((body) => body && !body.startsWith(`${COMPILE_HINT}\n`));
			expect(unhinted.map((body) => body.slice(0, 120))).toEqual([]);
		}
	);

	it('the markers are real: each page that needs one loads it', async () => {
		// a scenario chosen loads the role-play (its scorer and the act model); "Your data" counts what is saved: it
		// opens the database, and checks what it reads with zod
		const chooseScenario = async (page: Page, path: string) => {
			if (path === '/safe')
				await page
					.getByRole('button', { name: /^Choose/ })
					.first()
					.click();
		};
		const all = (await scriptsOfFirstVisit(['/safe', '/pirate', '/data'], chooseScenario)).join('\n');
		for (const m of ALL) expect(carries(all, m), m).toBe(true);
		// an English role-play fetches the English act model file only (docs/acts.md "Loading")
		expect(all.includes(actModelMarker(modelEn))).toBe(true);
		for (const other of [modelRu, modelPl, modelSv]) expect(all.includes(actModelMarker(other))).toBe(false);
	});
});
