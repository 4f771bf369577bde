import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETERMINED_PLAYER, LAZY_PLAYER } from '../../src/lib/games/pirate/engine/testing/scripts';
import {
	focusedTestId,
	launch,
	loseAppCode,
	newPlayer,
	screenshot,
	tryAgainOnceBack
} from './support/browser';
import { latinWords, seriousAxeViolations, smallTapTargets } from './support/axe';
import { text } from './support/party';
import { savedSetting } from './support/saved-setting';
import training from '../../src/lib/games/pirate/flows/testing/games/training-en.json';

let browser: Browser;
/** Polls wait longer than the default second: the machine is shared. */
const T = { timeout: 8000 };
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/** The whole element is inside the viewport (not scrolled away, not under the sticky header). */
const inView = (page: Page, testId: string) =>
	page
		.getByTestId(testId)
		.last()
		.evaluate((el) => {
			const r = el.getBoundingClientRect();
			const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
			return r.top >= header - 1 && r.bottom <= innerHeight + 1;
		});

/** The moment the game is won: the yield and the outcome are on screen, the focus on the outcome. */
const expectWinMoment = async (page: Page) => {
	await expect.poll(() => focusedTestId(page), T).toBe('pirate-over-title');
	expect(await inView(page, 'pirate-won')).toBe(true);
	expect(await inView(page, 'pirate-message')).toBe(true);
	expect(await page.getByTestId('pirate-message').last().getAttribute('class')).toContain('yield');
	expect(await seriousAxeViolations(page)).toEqual([]);
	expect(await smallTapTargets(page)).toEqual([]);
};

/** The big merit bar is drawn, filled to total/100 of its width, with the threshold mark on it. */
const expectMeterShows = async (page: Page, total: number) => {
	const bar = (await page.locator('[data-testid="merit-meter"] .bar.big').boundingBox())!;
	expect(bar.height).toBeGreaterThanOrEqual(8);
	// (the fill slides to its width: wait for it)
	await expect
		.poll(async () => {
			const now = (await page.locator('[data-testid="merit-meter"] .bar.big .fill').boundingBox())!;
			return Math.abs(now.width / bar.width - Math.min(total, 100) / 100);
		}, T)
		.toBeLessThan(0.03);
};

const radio = (page: Page, captain: string) =>
	page.getByTestId(`pirate-captain-${captain}`).getByRole('radio');

/** The ladder after one win: Redbeard beaten, Silas open, the rest locked, each saying why; a phone's width. */
const expectClimbed = async (page: Page) => {
	await expect
		.poll(() => page.getByTestId('pirate-captain-state').allInnerTexts(), T)
		.toEqual([
			'✓ Beaten',
			'Open',
			'Locked: beat Silas the Sly to unlock',
			'Locked: beat Captain Crane to unlock',
			'Locked: beat Iron Jack to unlock'
		]);
	expect(await radio(page, 'silas').isEnabled()).toBe(true);
	expect(await radio(page, 'crane').isDisabled()).toBe(true);
	// a screen reader hears why a captain is locked with his radio
	const describedBy = (await radio(page, 'crane').getAttribute('aria-describedby'))!.split(' ');
	expect(await page.locator(`#${describedBy[1]}`).innerText()).toBe('Locked: beat Silas the Sly to unlock');
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	expect(await seriousAxeViolations(page)).toEqual([]);
	expect(await smallTapTargets(page)).toEqual([]);
};

/** Page model of the pirate mode. */
const pirate = (page: Page) => ({
	open: async () => {
		await page.goto('/pirate');
		await expect.poll(() => page.getByTestId('pirate-start').isEnabled(), T).toBe(true);
	},
	/** a captain of the ladder (docs/pirate.md "The ladder"): Redbeard is the first, easy one */
	start: async (captain: string, language: 'en' | 'pl') => {
		await page.getByTestId(`pirate-captain-${captain}`).click();
		await page.getByTestId('pirate-language').selectOption(language);
		await page.getByTestId('pirate-start').click();
		await expect.poll(() => page.getByTestId('pirate-message').count(), T).toBe(1);
		// new lines are announced: the conversation is a polite live log
		expect(
			await page
				.getByTestId('pirate-message')
				.first()
				.locator('xpath=ancestor::*[@role="log"]')
				.getAttribute('aria-live')
		).toBe('polite');
		// the input has the focus, described by the pirate's opening line
		await expect.poll(() => focusedTestId(page), T).toBe('pirate-input');
		const described = await page.getByTestId('pirate-input').getAttribute('aria-describedby');
		expect(await page.locator(`#${described}`).getAttribute('data-testid')).toBe('pirate-message');
	},
	say: async (text: string) => {
		const before = await page.getByTestId('pirate-message').count();
		await page.getByTestId('pirate-input').fill(text);
		await page.getByTestId('pirate-input').press('Enter'); // Enter sends
		await expect.poll(() => page.getByTestId('pirate-message').count(), T).toBe(before + 1);
		// the input is cleared and keeps the focus unless the game is over
		if ((await page.getByTestId('pirate-input').count()) === 0) return;
		await expect.poll(() => page.getByTestId('pirate-input').inputValue(), T).toBe('');
		expect(await focusedTestId(page)).toBe('pirate-input');
	},
	total: async () => Number(await page.getByTestId('merit-total').innerText()),
	won: () => page.getByTestId('pirate-won').isVisible()
});

const playToWin = async (page: Page, language: 'en' | 'pl', check?: () => Promise<void>) => {
	const p = pirate(page);
	await p.open();
	// a first visit: the history says there are no games yet
	expect(await page.getByTestId('pirate-no-history').isVisible()).toBe(true);
	await check?.();
	await p.start('redbeard', language);
	let last = 0;
	for (const text of DETERMINED_PLAYER[language]) {
		await p.say(text);
		const total = await p.total();
		expect(total).toBeGreaterThanOrEqual(last); // the meter updates each turn
		await expectMeterShows(page, total);
		last = total;
		if (await p.won()) break;
	}
	expect(await p.won()).toBe(true);
	expect(last).toBeGreaterThanOrEqual(40); // pirate.md: easy threshold 40
	return p;
};

describe('pirate (offline)', () => {
	it('wins a game on easy in English, with the reason, stats and history', async () => {
		const { page, context } = await newPlayer(browser);
		await playToWin(page, 'en');
		expect((await page.getByTestId('pirate-message').last().innerText()).toLowerCase()).toContain(
			'here is my treasure, take it'
		);
		expect(await page.getByTestId('pirate-win-reason').innerText()).toContain('words of surrender');
		await expectWinMoment(page);
		expect(await page.getByTestId('pirate-strategies').locator('li').count()).toBeGreaterThan(2);
		// the replay: which line moved him, by how much — two Tabs after "New game", opened by keyboard
		expect(await page.getByTestId('pirate-replay-best').innerText()).toMatch(
			/^Your strongest line: turn \d+, \+\d+ merit\. \(raised [a-z ,]+\)$/
		);
		await page.keyboard.press('Tab');
		expect(await focusedTestId(page)).toBe('pirate-new-game');
		await page.keyboard.press('Tab');
		expect(await focusedTestId(page)).toBe('pirate-challenge'); // "Challenge a friend" sits beside it
		await page.keyboard.press('Tab');
		await page.keyboard.press('Enter');
		const turns = Number((await page.getByTestId('pirate-stat-turns').innerText()).match(/\d+/)![0]);
		await expect.poll(() => page.getByTestId('pirate-replay-line').count(), T).toBe(turns);
		// each change is read out in words, not only as "+8" in colour
		expect(await page.getByTestId('pirate-replay-line').first().innerText()).toMatch(/merit up by \d+ point/);
		expect(await seriousAxeViolations(page)).toEqual([]);
		await screenshot(page, 'pirate-won-en');
		await page.getByTestId('pirate-new-game').click();
		await expect.poll(() => page.getByTestId('pirate-history').locator('li').count(), T).toBe(1);
		// a new game is one key away: the focus is on "Set sail"
		expect(await focusedTestId(page)).toBe('pirate-start');
		expect((await page.getByTestId('pirate-history').innerText()).toLowerCase()).toContain('won');
		expect(await page.getByTestId('pirate-history').innerText()).toMatch(/Merit: \d+/);
		await screenshot(page, 'pirate-history-en');

		// deleting is undoable: the focus goes to Undo, which brings the game back
		await page
			.getByTestId('pirate-history')
			.getByRole('button', { name: /^Delete the game/ })
			.click();
		await expect.poll(() => page.getByTestId('pirate-no-history').isVisible(), T).toBe(true);
		expect(await page.getByTestId('pirate-deleted').innerText()).toContain('Game deleted.');
		expect(await focusedTestId(page)).toBe('pirate-undo');
		await screenshot(page, 'pirate-history-deleted-en');
		await page.keyboard.press('Enter');
		await expect.poll(() => page.getByTestId('pirate-history').locator('li').count(), T).toBe(1);
		expect(await page.getByTestId('pirate-deleted').count()).toBe(0);
		await context.close();
	});

	it('wins a game on easy in Polish (Russian UI)', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU', colorScheme: 'dark' });
		await playToWin(page, 'pl', async () => {
			// the content language follows the UI where a pack exists: a Russian UI gets the Russian pirate
			expect(await page.getByTestId('pirate-language').inputValue()).toBe('ru');
			expect(await page.getByTestId('pirate-start').innerText()).toBe('Поднять паруса');
			// the pirate speaks only his language: the start screen says so
			const hint = await page.getByTestId('pirate-language').getAttribute('aria-describedby');
			expect(await page.locator(`#${hint}`).innerText()).toContain('только свой язык');
			await screenshot(page, 'pirate-start-ru');
		});
		expect((await page.getByTestId('pirate-message').last().innerText()).toLowerCase()).toContain(
			'oto mój skarb, weź go'
		);
		expect(await page.getByTestId('pirate-won').innerText()).toContain('Сокровище ваше');
		// docs/pirate.md "The ladder": the win unlocked the next captain (his name in the pirate's language)
		expect(await text(page, 'pirate-unlocked')).toBe('Открыт: Chytry Sylas');
		await expectWinMoment(page);
		expect(await page.getByTestId('pirate-game-info').innerText()).toBe('Легко · по-польски');
		expect(await page.getByTestId('pirate-replay').innerText()).toContain('Разбор: какая фраза его сдвинула');
		expect(await page.getByTestId('pirate-replay-best').innerText()).toMatch(/^Самая сильная фраза: ход \d+/);
		// the pirate speaks Polish on purpose (marked with its lang); everything else is Russian
		expect(await latinWords(page)).toEqual([]);
		await screenshot(page, 'pirate-won-pl-ru');
		await context.close();
	});

	it('with the network gone, Set sail says so and the game starts once it is back; a game screen that cannot load offers a reload', async () => {
		const { page, context } = await newPlayer(browser);
		const p = pirate(page);
		await p.open();
		let restore = await loseAppCode(page);
		await page.getByTestId('pirate-start').click();
		await expect
			.poll(
				() =>
					page
						.getByRole('alert')
						.first()
						.innerText()
						.catch(() => ''),
				T
			)
			.toBe('The pirate’s lines could not be loaded. Reload the page and try again.');
		await restore();
		await tryAgainOnceBack(
			page,
			() => page.getByTestId('pirate-start').click(),
			async () => (await page.getByTestId('pirate-message').count()) === 1
		);

		// A reload resumes the game; this time only the game screen's code is lost on the way.
		restore = await loseAppCode(page, 'pirate-input');
		await page.reload();
		await expect
			.poll(() => text(page, 'pirate-load-failed'), T)
			.toBe('The game’s screen did not load. Check your connection, then reload the page.');
		await restore();
		await page.getByRole('button', { name: 'Reload the page' }).click();
		await expect.poll(() => page.getByTestId('pirate-message').count(), T).toBe(1);
		await context.close();
	});

	it('a setting this device cannot save is said in words, and the next one saved clears it', async () => {
		const { page, context } = await newPlayer(browser);
		await pirate(page).open();
		// the database's code cannot load (as when storage is refused): the choice applies, unsaved
		const restore = await loseAppCode(page, 'MissingAPI');
		await page.getByTestId('pirate-language').selectOption('pl');
		await expect
			.poll(() => text(page, 'setting-not-saved'), T)
			.toBe('This choice applies now, but this device could not save it: next time it will be as before.');
		expect(await page.getByTestId('pirate-language').inputValue()).toBe('pl');
		await restore();
		// after a reload the unsaved Polish is gone: choosing it again is the save that must work
		let chosen = 'en';
		const saved = async () =>
			(await page.getByTestId('setting-not-saved').count()) === 0 &&
			((await savedSetting(page, 'pirate')) as { value?: { contentLanguage?: string } } | undefined)?.value
				?.contentLanguage === chosen;
		await tryAgainOnceBack(
			page,
			async () => void (await page.getByTestId('pirate-language').selectOption(chosen)),
			saved,
			async () => {
				chosen = 'pl';
				await page.getByTestId('pirate-language').selectOption(chosen);
			}
		);
		await page.reload();
		await expect.poll(() => page.getByTestId('pirate-language').inputValue(), T).toBe(chosen);
		await context.close();
	});

	it('a bare demand gets nowhere; giving up ends the game and survives a reload', async () => {
		const { page, context } = await newPlayer(browser);
		const p = pirate(page);
		await p.open();
		await p.start('redbeard', 'en');
		for (let i = 0; i < 3; i++) await p.say(LAZY_PLAYER.en);
		// pirate.md fallback: a line with no trick in it counts for nothing, however often it is sent
		expect(await p.total()).toBe(0);
		await screenshot(page, 'pirate-chat-en');
		// a half-typed line survives the reload (a phone that slept and reloaded the page)
		await page.getByTestId('pirate-input').fill('Captain, one more thing —');
		await page.reload();
		await expect.poll(() => page.getByTestId('pirate-message').count(), T).toBe(4); // resumed from Dexie
		await expect
			.poll(() => page.getByTestId('pirate-input').inputValue(), T)
			.toBe('Captain, one more thing —');
		await page.getByTestId('pirate-input').fill('');
		// an empty line is not sent: the reason stands in the input's bar, on screen, never under it
		await page.getByTestId('pirate-input').press('Enter');
		await expect.poll(() => inView(page, 'pirate-error'), T).toBe(true);
		expect(await page.getByTestId('pirate-error').innerText()).toBe('Type a message first.');
		// Give up asks in the page; "Keep talking" goes back to the game, the focus on Give up
		await page.getByTestId('pirate-give-up').click();
		await expect.poll(() => focusedTestId(page), T).toBe('pirate-give-up-cancel');
		await page.getByTestId('pirate-give-up-cancel').click();
		await expect.poll(() => focusedTestId(page), T).toBe('pirate-give-up');
		// Escape in the question is Cancel
		await page.getByTestId('pirate-give-up').click();
		await expect.poll(() => focusedTestId(page), T).toBe('pirate-give-up-cancel');
		await page.keyboard.press('Escape');
		await expect.poll(() => focusedTestId(page), T).toBe('pirate-give-up');
		expect(await page.getByTestId('pirate-give-up-ask').count()).toBe(0);
		await page.getByTestId('pirate-give-up').click();
		await page.getByTestId('pirate-give-up-confirm').click();
		await expect.poll(() => page.getByTestId('pirate-gave-up').isVisible(), T).toBe(true);
		// the outcome is where the input was, focused, with the way to a new game
		await expect.poll(() => focusedTestId(page), T).toBe('pirate-over-title');
		expect(await inView(page, 'pirate-new-game')).toBe(true);
		const said = await page.getByTestId('pirate-message').allInnerTexts();

		// the game stays in the history, and opens again to read: the chat as it was, no input
		await page.getByTestId('pirate-new-game').click();
		await page.getByTestId('pirate-open-game').first().click();
		await expect.poll(() => page.getByTestId('pirate-gave-up').isVisible(), T).toBe(true);
		expect(await page.getByTestId('pirate-message').allInnerTexts()).toEqual(said);
		expect(await page.getByTestId('pirate-input').count()).toBe(0);
		expect(await page.getByTestId('pirate-give-up').count()).toBe(0);
		expect(await page.getByTestId('pirate-new-game').innerText()).toBe('Back to the start');
		// on a phone the merit in short stays on screen, under the header, at the foot of the page too
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
		expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
		expect(await inView(page, 'merit-mini')).toBe(true);
		expect(await page.getByTestId('merit-mini').innerText()).toMatch(/^Merit 0/);
		await page.getByTestId('pirate-new-game').click();
		await expect.poll(() => page.getByTestId('pirate-start').isVisible(), T).toBe(true);
		await context.close();
	});

	it('at 360 px: two refusals bring a hint, a story wins, the replay says which line moved him and why; the ladder climbs', async () => {
		const { page, context } = await newPlayer(browser, { width: 360, height: 740 });
		const p = pirate(page);
		await p.open();
		await p.start('redbeard', 'en');
		expect(await text(page, 'pirate-mood')).toBe('He is on his guard');
		expect(await page.getByTestId('pirate-hint').count()).toBe(0);
		// docs/pirate.md "Merit": non-moves add nothing; two lines that do not move him are two refusals
		await p.say('trust, gold, king, urgent, navy');
		await p.say('asdkjh qwpeoi zmxnc');
		expect(await p.total()).toBe(0);
		await page.getByTestId('pirate-hint').getByRole('button').click();
		await expect
			.poll(() => text(page, 'pirate-hint-text'), T)
			.toMatch(/^He is stuck on one doubt: who you are\. Answer it — for example with: /);
		await screenshot(page, 'pirate-hint-360');
		// a story (a training game: docs/pirate.md "Held-out games") wins; he softens on the way
		const story = training.games.find((g) => g.id === 'en-persuasion-easy-frigate')!.lines;
		const moods = new Set<string>();
		for (const line of story) {
			await p.say(line);
			if (await p.won()) break;
			moods.add(await text(page, 'pirate-mood'));
		}
		expect(await p.won()).toBe(true);
		expect([...moods].some((m) => m !== 'He is on his guard')).toBe(true);
		// the replay names the non-moves and says why the best line moved him
		await page.getByTestId('pirate-replay').locator('summary').click();
		const why = await page.getByTestId('pirate-replay-nonmove').allInnerTexts();
		expect(why[0]).toBe('a bare list of words: adds nothing');
		expect(why.length).toBeGreaterThanOrEqual(2);
		expect(await page.getByTestId('pirate-replay').innerText()).toMatch(
			/raised (strategy variety|depth|creativity|persistence)/
		);
		// nothing sticks out sideways on a small phone
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		expect(await seriousAxeViolations(page)).toEqual([]);
		expect(await smallTapTargets(page)).toEqual([]);
		await screenshot(page, 'pirate-replay-360');

		// docs/pirate.md "Challenge a friend": the game as a link, opened on a friend's phone
		await page.getByTestId('pirate-challenge').click();
		await expect.poll(() => page.getByTestId('pirate-challenge-link').count(), T).toBe(1);
		// the button went: the link has the focus (and is selected, to copy by hand)
		await expect.poll(() => focusedTestId(page), T).toBe('pirate-challenge-link');
		const link = await page.getByTestId('pirate-challenge-link').inputValue();
		expect(link).toMatch(/\/pirate#challenge=[A-Za-z0-9_-]+$/);
		const turns = await text(page, 'pirate-stat-turns');
		const friend = await newPlayer(browser, { width: 360, height: 740 });
		await friend.page.goto(link.slice(link.indexOf('/pirate')));
		await expect.poll(() => friend.page.getByTestId('pirate-challenge-friend').count(), T).toBe(1);
		// replayed through the same engine: the same result, in the same number of turns
		expect(await friend.page.getByTestId('pirate-won').isVisible()).toBe(true);
		expect(await text(friend.page, 'pirate-stat-turns')).toBe(turns);
		expect(await seriousAxeViolations(friend.page)).toEqual([]);
		await friend.page.getByTestId('pirate-play-challenge').click();
		await expect.poll(() => friend.page.getByTestId('pirate-message').count(), T).toBe(1);
		expect(await text(friend.page, 'pirate-game-info')).toBe('Easy · in English');
		await friend.context.close();
		// a damaged link is said in words
		const other = await newPlayer(browser, { width: 360, height: 740 });
		await other.page.goto('/pirate#challenge=damaged');
		await expect
			.poll(() => text(other.page, 'pirate-challenge-broken'), T)
			.toBe('This challenge link cannot be opened: it is damaged or not a game.');
		await other.context.close();

		// docs/pirate.md "The ladder": beating the first captain unlocked the second
		expect(await text(page, 'pirate-unlocked')).toBe('Unlocked: Silas the Sly');
		await page.getByTestId('pirate-new-game').click();
		await expect.poll(() => page.getByTestId('pirate-ladder').isVisible(), T).toBe(true);
		await expectClimbed(page);
		// the captain he unlocked is the one offered
		expect(await radio(page, 'silas').isChecked()).toBe(true);
		await screenshot(page, 'pirate-ladder-360');
		// a reload keeps the ladder (Dexie)
		await page.reload();
		await expect.poll(() => page.getByTestId('pirate-start').isEnabled(), T).toBe(true);
		await expectClimbed(page);
		// by keyboard: the arrow keys move between the open captains and skip the locked ones
		await radio(page, 'redbeard').focus();
		await page.keyboard.press('ArrowDown');
		expect(await radio(page, 'silas').isChecked()).toBe(true);
		await page.keyboard.press('ArrowDown');
		expect(await radio(page, 'redbeard').isChecked()).toBe(true);
		await page.keyboard.press('ArrowUp');
		await page.getByTestId('pirate-start').click();
		await expect.poll(() => page.getByTestId('pirate-message').count(), T).toBe(1);
		expect(await text(page, 'pirate-game-captain')).toBe('Silas the Sly');
		expect(await text(page, 'pirate-message')).toMatch(/Silas/);
		await context.close();
	});
});
