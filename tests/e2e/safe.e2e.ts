import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
	focusedTestId,
	launch,
	loseAppCode,
	newPlayer,
	screenshot,
	tryAgainOnceBack
} from './support/browser';
import { savedSetting } from './support/saved-setting';
import { latinWords, seriousAxeViolations, smallTapTargets } from './support/axe';

let browser: Browser;
beforeAll(async () => {
	// polls wait longer than the default second: the machine is shared
	vi.setConfig({ expect: { poll: { timeout: 8000 } } });
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** The reply box has the focus and is described by the NPC's newest line (read out on arrival). */
const expectReadyToReply = async (page: Page) => {
	await expect
		.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
		.toBe('reply');
	const described = await page.getByTestId('reply').getAttribute('aria-describedby');
	expect(await page.locator(`#${described}`).innerText()).toBe(
		await page.locator('[data-role="npc"]').last().innerText()
	);
};

/** Page model of Safe choices (offline: scripted NPC, heuristic scorer). */
const safe = (page: Page) => ({
	open: async () => {
		await page.goto('/safe');
		try {
			// the prerendered list is there at once; the app has taken over once it is no longer busy
			await expect
				.poll(() => page.locator('[data-testid="safe-scenarios"]:not([aria-busy="true"])').count())
				.toBe(1);
			expect(await page.evaluate(() => document.documentElement.classList.contains('app-booting'))).toBe(
				false
			);
			await expect.poll(() => page.locator('[data-testid^="scenario-"]').count()).toBeGreaterThanOrEqual(4);
		} catch (e) {
			await screenshot(page, 'safe-open-failed');
			console.log(await page.locator('main').innerText());
			throw e;
		}
	},
	start: async (id: string) => {
		await page.getByTestId(`scenario-${id}`).getByRole('button').click();
		await expect.poll(() => page.getByTestId('scenario-brief').isVisible()).toBe(true);
		// Choose went away with the list: the brief's title has the focus, not the page
		await expect.poll(() => focusedTestId(page)).toBe('brief-heading');
		await page.getByTestId('start-scenario').click();
		await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);
		await expectReadyToReply(page);
	},
	/** `last`: the line that ends the role-play (its result takes the box's place). */
	say: async (text: string, { last = false } = {}) => {
		const before = await page.locator('[data-testid="chat-log"] li').count();
		await page.getByTestId('reply').fill(text);
		await page.getByTestId('send').click();
		// Send is disabled while the NPC answers: the focus (a phone's keyboard) stays in the box
		if (!last) expect(await focusedTestId(page)).toBe('reply');
		await expect
			.poll(
				async () =>
					(await page.getByTestId('result-view').isVisible()) ||
					(await page.locator('[data-testid="chat-log"] li').count()) >= before + 2
			)
			.toBe(true);
	},
	result: () => page.getByTestId('result-view')
});

/** Vertical extent of an element in the viewport. */
const box = async (page: Page, selector: string) => {
	const b = (await page.locator(selector).last().boundingBox())!;
	return { top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width };
};

/** The newest chat line is fully visible: below the sticky title bar and above the sticky composer. */
const expectNewestLineInView = async (page: Page) => {
	const line = await box(page, '[data-testid="chat-log"] li');
	const composer = await box(page, 'form.composer');
	const bar = await box(page, '.chat .bar');
	expect(line.bottom).toBeLessThanOrEqual(composer.top + 1);
	expect(line.top).toBeGreaterThanOrEqual(bar.bottom - 1);
};

/** The element at the centre of `testId` is that element: nothing (the sticky header) covers it. */
const expectUncovered = async (page: Page, testId: string) => {
	expect(
		await page.getByTestId(testId).evaluate((el) => {
			const r = el.getBoundingClientRect();
			const hit = document.elementFromPoint(r.x + r.width / 2, r.y + 3);
			return r.top >= 0 && r.bottom <= innerHeight && !!hit && el.contains(hit);
		})
	).toBe(true);
};

const playToTheEnd = async (
	page: Page,
	id: string,
	lines: { hesitant: string; firm: string[] },
	shot: string
) => {
	const s = safe(page);
	await s.open();
	await s.start(id);
	// "Leave" is visible from the first line on
	expect(await page.getByTestId('leave').isVisible()).toBe(true);
	// new lines are announced: they are added inside a polite live region
	expect(await page.getByTestId('chat-log').getAttribute('aria-live')).toBe('polite');
	await s.say(lines.hesitant);
	await s.say(lines.firm[0]);
	// forced assessment: "How am I doing?"
	await page.getByTestId('how-am-i-doing').click();
	await expect.poll(() => page.getByTestId('check-in').isVisible()).toBe(true);
	expect(['low', 'medium', 'high']).toContain(
		await page.getByTestId('check-in').getByTestId('risk-result').getAttribute('data-level')
	);
	// no word about help yet: help-seeking is "not shown yet", not a low score
	const safety = page.getByTestId('check-in').locator('[data-dimension="safety"]');
	expect(await safety.getAttribute('data-not-shown')).toBe('true');
	expect(await page.getByTestId('check-in').getByTestId('not-shown-hint').isVisible()).toBe(true);
	expect(await seriousAxeViolations(page)).toEqual([]);
	// the close button, and "Leave", are in reach without scrolling the dialog
	await expectUncovered(page, 'check-in-close');
	await expectUncovered(page, 'check-in-leave');
	await screenshot(page, `${shot}-check-in`);
	await page.getByTestId('check-in-close').click();
	// "How am I doing?" was disabled while it scored: the focus comes back to the reply box, not the page
	await expect
		.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
		.toBe('reply');
	// opened again with nothing new said, and closed with Escape: the focus is back on its button
	await page.getByTestId('how-am-i-doing').click();
	await expect.poll(() => page.getByTestId('check-in').isVisible()).toBe(true);
	await page.keyboard.press('Escape');
	await expect.poll(() => page.getByTestId('check-in').isVisible()).toBe(false);
	await expect.poll(() => focusedTestId(page)).toBe('how-am-i-doing');
	// firm refusals on: the NPC gives up after two in a row once the player has had 6 turns
	for (const line of lines.firm.slice(1, -1)) {
		await s.say(line);
		expect(await s.result().isVisible()).toBe(false);
	}
	await s.say(lines.firm[lines.firm.length - 1], { last: true });
	await expect.poll(() => s.result().isVisible()).toBe(true);
	expect(await page.getByTestId('end-text').getAttribute('data-status')).toBe('gave_up');
	const level = await s.result().getByTestId('risk-result').getAttribute('data-level');
	expect(['low', 'medium']).toContain(level);
	expect(await page.getByTestId('dimension-bars').locator('li').count()).toBe(4);
	expect((await page.getByTestId('risk-notes').innerText()).length).toBeGreaterThan(40);
	// the per-turn review: one line per reply, quoting only what was typed
	const typed = [lines.hesitant, ...lines.firm];
	const review = await page.getByTestId('turn-review').locator('li').allInnerTexts();
	expect(review).toHaveLength(typed.length);
	review.forEach((item, i) => {
		const quote = /\([“«]([^”»]+)[”»]\)/u.exec(item)?.[1] ?? ''; // the player's words, in brackets
		expect(quote.length).toBeGreaterThan(0);
		expect(typed[i]).toContain(quote);
	});
	expect(await page.getByTestId('resources').locator('li').count()).toBeGreaterThanOrEqual(2);
	// the input is gone: focus lands on the outcome, at the top of the result
	await expect
		.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
		.toBe('end-text');
	expect(await page.evaluate(() => scrollY)).toBe(0);
	// a first attempt says where the progress will appear
	expect(await page.getByTestId('first-attempt').isVisible()).toBe(true);
	expect(await seriousAxeViolations(page)).toEqual([]);
	expect(await smallTapTargets(page)).toEqual([]);
	await screenshot(page, `${shot}-result`);
	return s;
};

describe('safe choices (offline)', () => {
	it('lists the built-in scenarios before they have loaded (slow network); a Choose meanwhile opens once they have', async () => {
		const { page, context } = await newPlayer(browser);
		// hold back the scenario files' chunks (their data: `max_turns:12`, not the schema's) for a moment
		let released = false;
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/_app/immutable/chunks/*.js', async (route) => {
			try {
				const response = await route.fetch();
				const body = await response.text();
				if (/max_turns:\d/.test(body)) {
					await held;
					released = true;
				}
				await route.fulfill({ response, body });
			} catch {
				// the test has closed the page: the role-play's code, read while the brief shows, no longer matters
			}
		});
		await page.goto('/safe');
		// the prerendered list (docs/architecture.md "How a start page starts": painted before JavaScript), no "Loading…" line that would go
		const choose = page.locator('[data-testid="scenario-party-pressure"] button');
		await choose.waitFor();
		expect(await page.locator('[data-testid^="scenario-"] button').count()).toBeGreaterThanOrEqual(4);
		expect(await page.getByTestId('scenarios-loading').count()).toBe(0);
		await expect
			.poll(() => page.evaluate(() => document.documentElement.classList.contains('app-booting')))
			.toBe(false);
		expect(released).toBe(false);
		await choose.click();
		release(); // the scenarios' code arrives only after the Choose
		await expect.poll(() => page.getByTestId('scenario-brief').isVisible()).toBe(true);
		expect(released).toBe(true);
		// Back from the brief: the focus is on the Choose of that scenario again, not the page
		await page.getByTestId('brief-back').click();
		await expect.poll(() => focusedTestId(page)).toMatch(/^choose-/);
		await context.close();
	});

	it('a stored scenario pack that no longer loads is named, with the way to fix it, and the rest still play', async () => {
		const { page, context } = await newPlayer(browser);
		// a first visit creates no database (docs/architecture.md "How a start page starts"): "Your data" opens it, as on a device that has one
		await page.goto('/data');
		await expect
			.poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'parlor')))
			.toBe(true);
		// a custom pack row whose data does not pass the scenario schema (e.g. saved by an older version)
		await page.evaluate(
			() =>
				new Promise<void>((resolve, reject) => {
					const open = indexedDB.open('parlor');
					open.onerror = () => reject(open.error);
					open.onsuccess = () => {
						const tx = open.result.transaction('packs', 'readwrite');
						tx.objectStore('packs').put({
							id: 'custom:scenario:broken',
							kind: 'scenario',
							language: 'en',
							name: 'My broken scenario',
							importedAt: 0,
							data: { id: 'broken', language: 'en' }
						});
						tx.oncomplete = () => resolve();
						tx.onerror = () => reject(tx.error);
					};
				})
		);
		await safe(page).open();
		const alert = page.getByTestId('safe-load-errors');
		await expect.poll(() => alert.isVisible()).toBe(true);
		expect(await alert.getAttribute('role')).toBe('alert');
		expect(await alert.innerText()).toContain('My broken scenario');
		// the validator's words wait behind "Details"
		expect(await alert.getByText('Invalid input', { exact: false }).first().isVisible()).toBe(false);
		expect(await page.locator('[data-testid^="scenario-"] button').count()).toBeGreaterThanOrEqual(4);
		expect(await alert.getByRole('link').getAttribute('href')).toBe('/data#d-packs');
		await screenshot(page, 'safe-en-load-error');
		await context.close();
	});

	it('plays an English scenario to the end, forces an assessment, and shows progress after a second attempt', async () => {
		const { page, context } = await newPlayer(browser);
		await playToTheEnd(
			page,
			'party-pressure',
			{
				hesitant: 'Um, I don’t know…',
				firm: [
					'No. You’re pressuring me.',
					'No thanks, I’m fine with my soda.',
					'Still no. That’s peer pressure.',
					'Not happening.',
					'I said no, that’s not happening. I’ll tell my mom about this.'
				]
			},
			'safe-en'
		);
		const firstScore = Number(await page.getByTestId('risk-score').innerText());
		// the result says what each dimension means (seed 001's four), in coaching words
		const result = (await safe(page).result().textContent()) ?? '';
		for (const means of [
			'Did you notice and name the tricks',
			'Did you say a clear “no” and stick to it',
			'Were you direct and confident',
			'Did you think of leaving, or of telling a trusted adult'
		])
			expect(result).toContain(means);
		// second attempt: agree, then leave with the always-visible button
		await page.getByTestId('try-again').click();
		await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);
		await expectReadyToReply(page);
		// (the pause takes the focus, so a screen reader hears it: no reply-box focus check here)
		await safe(page).say('Okay fine, I’ll have one.', { last: true });
		// a yes is played out and the scene pauses to reflect; "Leave" is in reach all the same
		await expect.poll(() => page.getByTestId('reflect').isVisible()).toBe(true);
		await page.getByTestId('leave').click();
		await expect.poll(() => safe(page).result().isVisible()).toBe(true);
		expect(await page.getByTestId('end-text').getAttribute('data-status')).toBe('left');
		expect(Number(await page.getByTestId('risk-score').innerText())).toBeGreaterThan(firstScore);
		const chart = page.getByTestId('progress-chart');
		expect(await chart.isVisible()).toBe(true);
		expect(await chart.locator('circle').count()).toBe(2);
		expect(await page.getByTestId('first-attempt').count()).toBe(0);
		await screenshot(page, 'safe-en-progress');
		// the picker shows the scenario's progress too
		await page.getByTestId('other-scenario').click();
		await expect
			.poll(() => page.getByTestId('scenario-party-pressure').getByTestId('progress-chart').isVisible())
			.toBe(true);
		// the picker shows each scenario's content notes before it starts (from the pack)
		expect(await page.getByTestId('scenario-party-pressure').innerText()).toContain(
			'Content notes: alcohol, peer pressure, being pushed to leave your friends'
		);
		await screenshot(page, 'safe-en-picker');
		await context.close();
	});

	it('with the network gone, Choose and Start say so in plain words, and work once it is back', async () => {
		const { page, context } = await newPlayer(browser);
		const s = safe(page);
		const textOf = (id: string) => () =>
			page
				.getByTestId(id)
				.innerText()
				.catch(() => '');
		// A first visit lists the scenarios from the page; they load on Choose.
		await s.open();
		let restore = await loseAppCode(page);
		await page.getByTestId('scenario-online-stranger').getByRole('button').click();
		await expect
			.poll(textOf('scenarios-failed'))
			.toBe(
				'The scenarios could not load: part of the app did not load. Check the connection and choose again.'
			);
		await restore();
		const brief = () => page.getByTestId('scenario-brief').isVisible();
		await tryAgainOnceBack(
			page,
			() => page.getByTestId('scenario-online-stranger').getByRole('button').click(),
			brief,
			async () => {
				await s.open();
				await page.getByTestId('scenario-online-stranger').getByRole('button').click();
			}
		);

		// With saved data (a setting) the scenarios load with the page; the role-play loads on Start.
		await page.getByRole('button', { name: 'Back' }).click();
		await page.locator('label.interval select').selectOption('5');
		const savedInterval = async () =>
			((await savedSetting(page, 'safe')) as { value?: { summaryInterval?: number } } | undefined)?.value
				?.summaryInterval;
		await expect.poll(savedInterval).toBe(5);
		await page.reload();
		await s.open();
		await expect.poll(() => page.locator('label.interval select').inputValue()).toBe('5');
		restore = await loseAppCode(page);
		await page.getByTestId('scenario-online-stranger').getByRole('button').click();
		await page.getByTestId('start-scenario').click();
		await expect
			.poll(textOf('start-failed'))
			.toBe(
				'The role-play could not start: part of the app did not load. Check the connection and press Start again.'
			);
		expect(await page.getByTestId('scenario-brief').isVisible()).toBe(true);
		await restore();
		await tryAgainOnceBack(
			page,
			() => page.getByTestId('start-scenario').click(),
			async () => (await page.locator('[data-role="npc"]').count()) === 1,
			async () => {
				await s.open();
				await page.getByTestId('scenario-online-stranger').getByRole('button').click();
				await page.getByTestId('start-scenario').click();
			}
		);
		expect(await page.getByTestId('start-failed').count()).toBe(0);
		await context.close();
	});

	it('the NPC answers what the teen said (a trusted adult, sarcasm, a question), and a reload mid-chat resumes', async () => {
		const pack = JSON.parse(
			readFileSync(path.resolve('question-packs/scenarios/online-stranger.en.json'), 'utf8')
		) as { reactions: Record<string, string[]>; character_lines: { answers: string; lines: string[] }[] };
		// docs/safe-choices.md "The character": the pack's lines for the act, then its reactions
		const answers = (act: string, reaction: string) => [
			...pack.character_lines.filter((r) => r.answers === act).flatMap((r) => r.lines),
			...pack.reactions[reaction]
		];
		const { page, context } = await newPlayer(browser);
		const s = safe(page);
		await s.open();
		await s.start('online-stranger');
		// the line's text, without the speaker's name above it
		const lastNpc = () => page.locator('[data-role="npc"] .text').last().innerText();
		await s.say('im showing this to my mum');
		expect(answers('seek_help', 'adult_present')).toContain(await lastNpc());
		await s.say("sure, and next you'll tell me the earth is flat");
		expect(answers('refuse_humour', 'sarcasm')).toContain(await lastNpc());
		await s.say('what photo?');
		expect(answers('question', 'question')).toContain(await lastNpc());
		const before = await page.getByTestId('chat-log').innerText();
		// the tab reloads mid-chat, a reply half typed: the same conversation is back, and the reply
		await page.getByTestId('reply').fill('no, and stop');
		await page.reload();
		await expect.poll(() => page.locator('[data-testid="chat-log"] li').count()).toBe(7);
		expect(await page.getByTestId('chat-log').innerText()).toBe(before);
		await expectReadyToReply(page);
		expect(await page.getByTestId('reply').inputValue()).toBe('no, and stop');
		await s.say('no');
		await expect.poll(() => page.locator('[data-testid="chat-log"] li').count()).toBe(9);
		// no line twice in the conversation
		const npc = await page.locator('[data-role="npc"]').allInnerTexts();
		expect(new Set(npc).size).toBe(npc.length);
		await context.close();
	});

	it('plays a Russian scenario in the UI language (dark)', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU', colorScheme: 'dark' });
		await playToTheEnd(
			page,
			'online-stranger',
			{
				hesitant: 'Ну не знаю…',
				firm: [
					'Нет. Ты меня торопишь, это подозрительно.',
					'Нет, фото не будет.',
					'Нет. Это давление.',
					'Ни за что.',
					'Нет, я не буду ничего отправлять. Расскажу маме.'
				]
			},
			'safe-ru'
		);
		expect(await page.getByTestId('risk-level').innerText()).toMatch(/риск/);
		expect(await latinWords(page)).toEqual([]);
		await page.getByTestId('try-again').click();
		await expect.poll(() => page.locator('[data-role="npc"]').count()).toBe(1);
		await safe(page).say('Может быть…');
		await page.getByTestId('leave').click();
		await expect.poll(() => safe(page).result().isVisible()).toBe(true);
		expect(await page.getByTestId('progress-chart').locator('circle').count()).toBe(2);
		await screenshot(page, 'safe-ru-progress');
		await context.close();
	});

	it('keeps the newest line in view on a phone, wraps long replies, and has help at hand (dark)', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU', colorScheme: 'dark' });
		const s = safe(page);
		await s.open();
		expect(await latinWords(page)).toEqual([]); // the picker is all Russian
		// a coach check-in every 2 replies: it arrives quietly, and a screen reader hears it
		await page.locator('.interval select').selectOption('2');
		await s.start('party-pressure');
		const input = page.getByTestId('reply');
		const long =
			'Слушай ' +
			'оченьоченьдлинноесловобезпробелов'.repeat(6) +
			' — и ещё немного слов, чтобы строка точно переносилась.';
		for (const text of ['Ну не знаю…', long, 'Может быть, потом', 'Не уверен(а), что хочу']) {
			const before = await page.locator('[data-testid="chat-log"] li').count();
			await input.fill(text);
			await input.press('Enter'); // Enter sends
			await expect.poll(() => page.locator('[data-testid="chat-log"] li').count()).toBe(before + 2);
			// focus stays in the input, ready for the next reply, and the input was cleared
			await expect.poll(() => input.inputValue()).toBe('');
			expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('reply');
			await expect
				.poll(async () => {
					try {
						await expectNewestLineInView(page);
						return true;
					} catch {
						return false;
					}
				})
				.toBe(true);
			// "Leave" stays visible and uncovered however long the chat
			await expectUncovered(page, 'leave');
			if (text === long) {
				// the check-in is scored after the reply is shown: wait for it, as a reader would
				await expect
					.poll(() => page.getByTestId('check-in-news').innerText())
					.toMatch(/^Оценка тренера: .+ риск \(\d+\)$/);
				expect(await page.getByTestId('latest-check-in').isVisible()).toBe(true);
				expect(await page.getByTestId('check-in').isVisible()).toBe(false);
			}
		}
		// Shift+Enter is a new line, not a send
		await input.fill('строка');
		await input.press('Shift+Enter');
		expect(await input.inputValue()).toBe('строка\n');
		await input.fill('');
		// a long word wraps inside its bubble: nothing runs off the phone's width
		const page390 = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(page390).toBeLessThanOrEqual(390);
		const bubble = page.locator('[data-testid="chat-log"] li', { hasText: 'Слушай' });
		expect(await bubble.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
		expect(await latinWords(page)).toEqual([]);
		expect(await smallTapTargets(page)).toEqual([]);
		await screenshot(page, 'safe-ru-dark-chat');
		// with the on-screen keyboard up (a shorter viewport) the input is still in view
		await page.setViewportSize({ width: 390, height: 420 });
		await input.focus();
		const inputBox = await box(page, '[data-testid="reply"]');
		expect(inputBox.bottom).toBeLessThanOrEqual(420);
		expect(inputBox.top).toBeGreaterThan(0);
		await expectUncovered(page, 'leave');
		// the chat's bar gives the short window its room: one row, "This is happening to me" in it
		await expectUncovered(page, 'happening');
		const bar = await box(page, 'header.bar');
		expect(bar.bottom - bar.top).toBeLessThanOrEqual(100);
		// …and the newest line stays just above it
		const composerTop = (await box(page, 'form.composer')).top;
		await expect
			.poll(() => box(page, '[data-testid="chat-log"] li').then((b) => b.bottom))
			.toBeLessThanOrEqual(composerTop + 1);
		await screenshot(page, 'safe-ru-dark-keyboard');
		await page.setViewportSize({ width: 390, height: 844 });
		// help is one tap away in the chat, with tappable numbers, and closes back to the chat
		await page.getByTestId('help').click();
		await expect.poll(() => page.getByTestId('help-sheet').isVisible()).toBe(true);
		const sheet = page.getByTestId('help-sheet');
		expect(await sheet.getByTestId('resources').locator('li').count()).toBeGreaterThanOrEqual(2);
		expect(await sheet.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(1);
		expect(await latinWords(page, '[data-testid="help-sheet"]')).toEqual([]);
		expect(await seriousAxeViolations(page)).toEqual([]);
		await screenshot(page, 'safe-ru-dark-help');
		await page.keyboard.press('Escape');
		await expect.poll(() => sheet.isVisible()).toBe(false);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('help');
		// the role-play goes on
		expect(await input.isEnabled()).toBe(true);
		// "Leave" is in the sheet too: one tap ends the role-play as leaving
		await page.getByTestId('help').click();
		await expectUncovered(page, 'help-leave');
		await page.getByTestId('help-leave').click();
		await expect.poll(() => s.result().isVisible()).toBe(true);
		expect(await page.getByTestId('end-text').getAttribute('data-status')).toBe('left');
		expect(await page.locator('dialog[open]').count()).toBe(0);
		await context.close();
	});
});
