import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
	startLlmTestServer,
	type LlmTestServer,
	type RecordedRequest
} from '../../src/lib/llm/testing/llm-server';
import { launch, newPlayer, screenshot, afterFrames } from './support/browser';

/**
 * Safe choices with the user's own model (the test server on 127.0.0.1): the coach's check-in takes
 * seconds on a real model, and the player goes on typing meanwhile.
 */
let browser: Browser;
let llm: LlmTestServer;
beforeAll(async () => {
	vi.setConfig({ expect: { poll: { timeout: 15_000 } } });
	browser = await launch();
	llm = await startLlmTestServer();
});
afterAll(async () => {
	await browser.close();
	await llm.close();
});

const CHECK_IN_MS = 4000;
const isCheckIn = (req: RecordedRequest) =>
	JSON.stringify(req.body).includes('You assess a health-education role-play');
const checkIns = () => llm.requests.filter(isCheckIn);

describe('safe choices with a model', () => {
	it('a reply typed while the check-in runs is kept, not wiped when it ends, and the focus stays where the player moved it', async () => {
		llm.reset();
		// The NPC answers at once; the coach's check-in is slow, then a valid score.
		llm.setResponder((req) =>
			isCheckIn(req)
				? {
						delayMs: CHECK_IN_MS,
						content: JSON.stringify({
							recognition: 2,
							boundaries: 3,
							communication: 2,
							safety: 2,
							confidence: 40,
							notes: 'You said no clearly. Next time, name the pressure you feel.'
						})
					}
				: { content: 'Come on, it only takes a second.' }
		);
		const { page, context } = await newPlayer(browser);
		await page.goto('/settings');
		await page.getByTestId('llm-provider-http').check();
		await page.getByTestId('llm-preset').selectOption('custom');
		await page.getByTestId('llm-base-url').fill(llm.baseUrl);
		await page.getByTestId('llm-model').fill('test-model');
		await page.getByTestId('llm-model').blur();
		await expect.poll(() => page.getByTestId('llm-now-using').innerText()).toContain('test-model');

		await page.goto('/safe');
		await page.getByTestId('scenario-online-stranger').getByRole('button').click();
		await page.getByTestId('start-scenario').click();
		await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);

		const reply = page.getByTestId('reply');
		const say = async (text: string, npcLines: number) => {
			await reply.fill(text);
			await page.getByTestId('send').click();
			await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(npcLines);
		};
		await say('No, I do not know you.', 2);
		await say('I said no. Stop asking.', 3);
		expect(checkIns()).toEqual([]);
		await say('Why do you need that?', 4);
		// The check-in after 3 replies (the default) is under way, and the reply box is already free…
		await expect.poll(() => checkIns().length).toBe(1);
		expect(await page.getByTestId('send').isEnabled()).toBe(false);
		expect(await reply.inputValue()).toBe('');
		// …so the player types the next reply meanwhile…
		await reply.fill('I am going to tell my mum.');
		// …then goes to Help…
		await page.getByTestId('help').focus();
		// …the check-in ends (its pill shows the score), and the typed reply is still there; the
		// focus stays on Help, where the player put it.
		await expect.poll(() => page.getByTestId('send').isEnabled()).toBe(true);
		await expect.poll(() => checkIns()[0].closedBeforeReply).toBe(false);
		expect(await reply.inputValue()).toBe('I am going to tell my mum.');
		await afterFrames(page);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('help');
		await screenshot(page, 'safe-llm-typed-during-check-in');
		await page.getByTestId('send').click();
		await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(5);
		llm.reset();
		await context.close();
	});
});
