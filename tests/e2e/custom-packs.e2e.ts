import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot } from './support/browser';
import { quiz } from './support/quiz';

/**
 * Packs imported on "Your data" are usable where they are played: an nhie pack in pass-and-play,
 * a questionnaire pack on the Session zero start screen (and after a reload mid-run).
 */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const POLL = { timeout: 30_000, interval: 200 };

/** Tone band of an intensity (nhie schema: safe 1–3, deeper 3–5, secretive 5–7, freaky 7–10). */
const toneOf = (level: number) =>
	level <= 3 ? 'safe' : level <= 5 ? 'deeper' : level <= 7 ? 'secretive' : 'freaky';

const nhiePack = {
	kind: 'nhie',
	id: 'e2e-tested',
	language: 'en',
	name: 'E2E tested pack',
	version: 1,
	questions: Array.from({ length: 10 }, (_, i) =>
		Array.from({ length: 3 }, (_, j) => ({
			id: `t${i + 1}-${j + 1}`,
			text: `Never have I ever tested pack question ${i + 1}-${j + 1}.`,
			intensity: i + 1,
			tone: toneOf(i + 1),
			tags: [],
			is_nsfw: false
		}))
	).flat()
};

const importPack = async (page: Page, name: string, json: unknown) => {
	await page.goto('/data');
	await page
		.getByTestId('import-pack')
		.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) });
	await expect.poll(() => page.getByTestId('data-status').innerText(), POLL).toMatch(/saved/);
};

/** Stores a pack row that no longer validates (as an older app version might have left it). */
const seedBrokenPack = (page: Page) =>
	page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('parlor');
				open.onsuccess = () => {
					const tx = open.result.transaction('packs', 'readwrite');
					tx.objectStore('packs').put({
						id: 'custom:nhie:broken',
						kind: 'nhie',
						language: 'en',
						name: 'Broken pack',
						importedAt: 1,
						data: {
							kind: 'nhie',
							id: 'broken',
							language: 'en',
							name: 'Broken pack',
							version: 1,
							questions: []
						}
					});
					tx.oncomplete = () => resolve();
					tx.onerror = () => reject(new Error(String(tx.error)));
				};
				open.onerror = () => reject(new Error(String(open.error)));
			})
	);

describe('imported packs', () => {
	it('an imported nhie pack feeds pass-and-play; a broken one is shown as unavailable', async () => {
		const { page, context } = await newPlayer(browser);
		await importPack(page, 'tested.json', nhiePack);
		await seedBrokenPack(page);
		await page.goto('/nhie/pass');
		const picker = page.getByTestId('nhie-pack');
		await expect.poll(() => picker.locator('option').count(), POLL).toBe(3);
		await expect
			.poll(() => page.getByTestId('nhie-pack-unavailable').innerText(), POLL)
			.toContain('Broken pack');
		await picker.selectOption('custom:nhie:e2e-tested');
		await page.getByTestId('pass-players').fill('3');
		await page.getByTestId('rounds-input').fill('10');
		await screenshot(page, 'custom-packs-nhie-setup');
		await page.getByTestId('pass-start').click();
		await expect
			.poll(
				() =>
					page
						.getByTestId('question-text')
						.innerText({ timeout: 500 })
						.catch(() => ''),
				POLL
			)
			.toMatch(/^Never have I ever tested pack question \d+-\d\.$/);
		await screenshot(page, 'custom-packs-nhie-question');
		await context.close();
	});

	it('an imported questionnaire is offered on Session zero and survives a reload mid-run', async () => {
		const base = JSON.parse(
			readFileSync(
				path.resolve(import.meta.dirname, '../../question-packs/questionnaire/session-zero.en.json'),
				'utf8'
			)
		) as { id: string; title: string; questions: { id: string; prompt: string }[] };
		const prompt = 'E2E changed prompt: shall we agree on limits first?';
		const pack = {
			...base,
			id: 'e2e-zero',
			title: 'E2E questionnaire',
			questions: base.questions.map((q, i) => (i === 0 ? { ...q, prompt } : q))
		};
		const { page, context } = await newPlayer(browser);
		await importPack(page, 'e2e-zero.json', pack);
		await page.goto('/quiz');
		const picker = page.getByTestId('quiz-pack');
		await expect.poll(() => picker.isVisible(), POLL).toBe(true);
		expect(await picker.locator('option').allInnerTexts()).toContain('E2E questionnaire (en, imported)');
		await picker.selectOption('custom:questionnaire:e2e-zero.en');
		await screenshot(page, 'custom-packs-quiz-start');
		await page.getByTestId('quiz-start').click();
		await expect.poll(() => page.getByTestId('quiz-question').innerText(), POLL).toContain(prompt);
		await page.reload();
		await expect.poll(() => page.getByTestId('quiz-question').innerText(), POLL).toContain(prompt);
		await screenshot(page, 'custom-packs-quiz-resumed');

		// its share link opens on this device; another device, without the pack, is told what to do
		await quiz(page).finish();
		await page.getByTestId('quiz-share-create').click();
		const link = await page.getByTestId('quiz-share-link').inputValue();
		await page.goto(link);
		await expect.poll(() => page.getByTestId('quiz-result').isVisible(), POLL).toBe(true);
		const other = await newPlayer(browser);
		await other.page.goto(link);
		await expect
			.poll(() => other.page.getByTestId('quiz-share-error').innerText(), POLL)
			.toContain('“e2e-zero”, which is not on this device');
		await screenshot(other.page, 'custom-packs-quiz-share-elsewhere');
		await other.context.close();
		await context.close();
	});
});
