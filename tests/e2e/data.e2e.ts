import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusedTestId, launch, newPlayer, screenshot } from './support/browser';

/** A valid five-question nhie pack (nhie schema: tone bands safe 1–3, deeper 3–5). */
const nhiePack = (id: string, name: string) => ({
	kind: 'nhie',
	id,
	language: 'en',
	name,
	version: 1,
	questions: [1, 2, 3, 4, 5].map((level) => ({
		id: `k${level}`,
		text: `Never have I ever kept pack question ${level}.`,
		intensity: level,
		tone: level <= 3 ? 'safe' : 'deeper',
		is_nsfw: false
	}))
});

let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** Puts a finished game into the app's own database through the page (as a mode would). */
const seedGame = (page: Page) =>
	page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('parlor');
				open.onsuccess = () => {
					const tx = open.result.transaction('sessions', 'readwrite');
					tx.objectStore('sessions').put({
						id: 'e2e-game',
						mode: 'pirate',
						ref: 'easy',
						status: 'finished',
						startedAt: 1,
						updatedAt: 2,
						finishedAt: 2,
						data: { marker: 'treasure-e2e' }
					});
					tx.oncomplete = () => resolve();
					tx.onerror = () => reject(new Error(String(tx.error)));
				};
				open.onerror = () => reject(new Error(String(open.error)));
			})
	);

describe('Your data', () => {
	it('exports, deletes everything, imports the file back and finds the data again', async () => {
		const { page, context } = await newPlayer(browser);
		await page.goto('/data');
		await expect.poll(() => page.getByTestId('count-sessions').isVisible(), { timeout: 15_000 }).toBe(true);
		await seedGame(page);
		await page.reload();
		await expect.poll(() => page.getByTestId('count-sessions').innerText()).toBe('1 item');

		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByTestId('export-data').click()
		]);
		const file = await download.path();
		const text = readFileSync(file, 'utf8');
		expect(text).toContain('treasure-e2e');

		// Delete all asks in the page (no browser box), the focus on Cancel: Enter pressed twice (the
		// button, then the question) keeps everything and gives the button back
		await page.getByTestId('delete-all').focus();
		await page.keyboard.press('Enter');
		await expect.poll(() => focusedTestId(page)).toBe('delete-all-cancel');
		await page.keyboard.press('Enter');
		await expect.poll(() => focusedTestId(page)).toBe('delete-all');
		expect(await page.getByTestId('count-sessions').innerText()).toBe('1 item');
		await page.getByTestId('delete-all').click();
		await page.getByTestId('delete-all-confirm').click();
		await expect.poll(() => page.getByTestId('count-sessions').innerText()).toBe('0 items');

		// a backup read and checked asks first; only its yes writes it
		const importBackup = () =>
			page
				.getByTestId('import-data')
				.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
		await importBackup();
		await expect.poll(() => page.getByTestId('import-confirm').isVisible()).toBe(true);
		await page.getByTestId('import-confirm').getByRole('button', { name: 'Cancel' }).click();
		await expect.poll(() => page.getByTestId('import-confirm').count()).toBe(0);
		expect(await page.getByTestId('count-sessions').innerText()).toBe('0 items');
		await importBackup();
		await page.getByTestId('import-confirm-yes').click();
		await expect.poll(() => page.getByTestId('data-status').innerText()).toMatch(/Imported \d+ item/);
		await expect.poll(() => page.getByTestId('count-sessions').innerText()).toBe('1 item');
		await screenshot(page, 'data-imported');
		await context.close();
	});

	it('a malformed backup shows what is wrong and changes nothing', async () => {
		const { page, context } = await newPlayer(browser);
		await page.goto('/data');
		await expect.poll(() => page.getByTestId('count-sessions').isVisible(), { timeout: 15_000 }).toBe(true);
		await seedGame(page);
		await page.reload();
		await expect.poll(() => page.getByTestId('count-sessions').innerText()).toBe('1 item');
		const bad = JSON.stringify({
			format: 'parlor-backup',
			version: 1,
			dbVersion: 2,
			exportedAt: 'x',
			tables: { settings: 'nope' }
		});
		await page
			.getByTestId('import-data')
			.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
		await expect.poll(() => page.getByTestId('data-issues').innerText()).toContain('tables.settings');
		await expect.poll(() => page.getByTestId('count-sessions').innerText()).toBe('1 item');
		await screenshot(page, 'data-bad-import');
		// a file that is no backup at all: one plain sentence, no checker's words; on a phone it is
		// brought into view from the top of the page, where it shows
		await page.setViewportSize({ width: 360, height: 740 });
		await page
			.getByTestId('import-data')
			.setInputFiles({ name: 'list.json', mimeType: 'application/json', buffer: Buffer.from('[1,2,3]') });
		await expect
			.poll(() => page.getByTestId('data-issues').innerText())
			.toBe('This file is not a Parlor backup, so nothing was imported and nothing changed.');
		await expect
			.poll(() => page.getByTestId('data-issues').evaluate((el) => el.getBoundingClientRect().top >= 0))
			.toBe(true);
		await context.close();
	});

	it('a malformed pack file lists its errors by path and changes nothing', async () => {
		const { page, context } = await newPlayer(browser);
		await page.goto('/data');
		await expect.poll(() => page.getByTestId('count-packs').isVisible(), { timeout: 15_000 }).toBe(true);
		const importPack = (name: string, json: unknown) =>
			page.getByTestId('import-pack').setInputFiles({
				name,
				mimeType: 'application/json',
				buffer: Buffer.from(typeof json === 'string' ? json : JSON.stringify(json))
			});
		// nhie schema: tone bands safe 1–3, deeper 3–5; intensity 1–10
		const pack = (name: string) => nhiePack('e2e-keep', name);
		await importPack('good.json', pack('Kept pack'));
		await expect.poll(() => page.getByTestId('data-status').innerText()).toMatch(/saved/);
		await expect.poll(() => page.getByTestId('count-packs').innerText()).toBe('1 item');
		await expect.poll(() => page.getByTestId('custom-packs').innerText()).toContain('Kept pack');

		// Same id, a new name, and question 4 (index 3) out of range: nothing may be replaced.
		const broken = pack('Replaced pack');
		(broken.questions[3] as { intensity: number }).intensity = 11;
		await importPack('broken.json', broken);
		await expect.poll(() => page.getByTestId('data-issues').innerText()).toContain('questions.3.intensity');
		expect(await page.getByTestId('count-packs').innerText()).toBe('1 item');
		expect(await page.getByTestId('custom-packs').innerText()).toContain('Kept pack');
		expect(await page.getByTestId('custom-packs').innerText()).not.toContain('Replaced pack');
		await screenshot(page, 'data-bad-pack');

		// Not JSON at all: the parser's complaint, still nothing changed (also after a reload).
		await importPack('notjson.json', '{"kind":"nhie",');
		await expect.poll(() => page.getByTestId('data-issues').innerText()).toMatch(/not valid JSON/);
		await page.reload();
		await expect.poll(() => page.getByTestId('count-packs').innerText()).toBe('1 item');
		expect(await page.getByTestId('custom-packs').innerText()).toContain('Kept pack');
		await context.close();
	});

	it('a backup with other model settings shows the changes first; keeping mine keeps them (ru)', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU', width: 360 });
		await page.goto('/data');
		await expect.poll(() => page.getByTestId('count-sessions').isVisible(), { timeout: 15_000 }).toBe(true);
		// «0 записей» stays on one line beside a long table name («Безопасный выбор: попытки»)
		const countLines = await page
			.locator('[data-testid=data-counts] strong')
			.evaluateAll((els) =>
				els.map((e) =>
					Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight))
				)
			);
		expect(countLines.length).toBeGreaterThan(5);
		expect(new Set(countLines)).toEqual(new Set([1]));
		const crafted = JSON.stringify({
			format: 'parlor-backup',
			version: 1,
			dbVersion: 3,
			exportedAt: 'x',
			tables: {
				settings: [
					{ key: 'llm', value: { provider: 'http', baseUrl: 'https://evil.example/v1', model: 'm' } },
					{
						key: 'network',
						value: {
							peerServer: { host: 'peer.evil.example', port: 443, path: '/', key: 'k', secure: true },
							iceServers: [{ urls: 'turn:turn.evil.example:3478', username: 'u', credential: 'c' }]
						}
					},
					{ key: 'nhie.adult', value: { nsfw: true, adultConfirmedAt: 1 } }
				],
				packs: [],
				usage: [],
				lobbies: [],
				lobbyEvents: [],
				seats: [],
				sessions: []
			}
		});
		await page
			.getByTestId('import-data')
			.setInputFiles({ name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(crafted) });
		await expect
			.poll(() => page.getByTestId('import-llm-changes').innerText())
			.toContain('https://evil.example/v1');
		expect(await page.getByTestId('import-llm-choice').innerText()).toContain('Базовый адрес');
		// every setting the backup would change is listed, each at "keep mine"; adult questions stay off
		expect(await page.getByTestId('import-network-changes').innerText()).toContain('turn:turn.evil.example');
		expect(await page.getByTestId('import-keep-llm').isChecked()).toBe(true);
		expect(await page.getByTestId('import-keep-network').isChecked()).toBe(true);
		expect(await page.getByTestId('import-adult-off').innerText()).toMatch(/выключенными/);
		await screenshot(page, 'data-import-llm-choice');
		await page.getByTestId('import-settings-apply').click();
		await expect.poll(() => page.getByTestId('data-status').innerText()).toMatch(/Импортировано/);
		await page.goto('/settings');
		await expect.poll(() => page.getByTestId('net-custom').isEnabled()).toBe(true);
		expect(await page.getByTestId('net-custom').isChecked()).toBe(false);
		expect(await page.getByText('https://evil.example').count()).toBe(0);
		await page.goto('/nhie');
		await expect.poll(() => page.getByTestId('nsfw-toggle').count()).toBe(1);
		expect(await page.getByTestId('nsfw-toggle').isChecked()).toBe(false);

		// A file nested 200,000 deep: a Russian sentence, not an uncaught error.
		await page.goto('/data');
		const deep = '{"a":'.repeat(200_000) + '1' + '}'.repeat(200_000);
		await page
			.getByTestId('import-data')
			.setInputFiles({ name: 'deep.json', mimeType: 'application/json', buffer: Buffer.from(deep) });
		await expect.poll(() => page.getByTestId('data-issues').innerText()).toMatch(/слишком глубоко/);
		await context.close();
	});

	it('long unbroken ids and names wrap at 360 px instead of widening the page', async () => {
		const { page, context } = await newPlayer(browser, { width: 360 });
		const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
		await page.goto('/data');
		await expect.poll(() => page.getByTestId('count-packs').isVisible(), { timeout: 15_000 }).toBe(true);
		// the longest id and name an nhie pack may have, with no place to break
		const pack = nhiePack('x'.repeat(64), 'W'.repeat(80));
		await page.getByTestId('import-pack').setInputFiles({
			name: 'long.json',
			mimeType: 'application/json',
			buffer: Buffer.from(JSON.stringify(pack))
		});
		await expect.poll(() => page.getByTestId('custom-packs').innerText()).toContain('WWWW');
		expect(await pageWidth()).toBeLessThanOrEqual(360);

		// a share link naming a pack this device does not have (the longest id the link allows)
		const payload = {
			schema_version: 1,
			share_scope: 'public',
			safety_included: false,
			pack: { id: 'y'.repeat(120), language: 'en' },
			axes: {},
			modules: {},
			modes: {},
			result: { leader: null, margin: 0, ranking: [], draw: null }
		};
		const fragment = deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url');
		await page.goto(`/quiz/share#${fragment}`);
		await expect.poll(() => page.getByTestId('quiz-share-error').innerText()).toContain('yyyy');
		expect(await pageWidth()).toBeLessThanOrEqual(360);
		await screenshot(page, 'share-long-id-360');
		await context.close();
	});

	it('crafted share and charter links (a value 100,000 characters long, an id twice) never break the page', async () => {
		const { page, context } = await newPlayer(browser, { width: 360 });
		const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
		const link = (json: unknown) => deflateRawSync(Buffer.from(JSON.stringify(json))).toString('base64url');
		const share = {
			schema_version: 1,
			share_scope: 'gm',
			safety_included: true,
			pack: { id: 'session-zero', language: 'en' },
			axes: {},
			modules: {},
			modes: { pvp: 'W'.repeat(100_000) },
			result: { leader: null, margin: 0, ranking: [], draw: ['noir_mystery', 'noir_mystery'] },
			safety: { lines: ['sexual_content', 'sexual_content'], veils: [] }
		};
		const wide = link(share);
		expect(wide.length).toBeLessThan(1000);
		await page.goto(`/quiz/share#${wide}`);
		await expect.poll(() => page.getByTestId('quiz-share-error').innerText()).toMatch(/link/i);
		expect(await pageWidth()).toBeLessThanOrEqual(360);

		const charter = {
			v: 1,
			name: 'Thursday',
			pack: { id: 'session-zero', language: 'en' },
			setting: 'noir_mystery',
			runner_up: null,
			axes: {},
			lines: ['not-a-tag', 'not-a-tag'],
			veils: [],
			modes: {}
		};
		await page.goto(`/quiz/charter#${link(charter)}`);
		await expect.poll(() => page.getByRole('alert').innerText()).toContain('This charter link is broken.');
		await context.close();
	});
});
