import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latinWords, seriousAxeViolations } from './support/axe';
import { launch, loseAppCode, newPlayer, screenshot, afterFrames, tryAgainOnceBack } from './support/browser';
import { quiz } from './support/quiz';

let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

/**
 * A shared link opens a page that is not prerendered: it shows once the app has started and decoded
 * the link with its pack (over a second on a busy machine, once `load` has fired).
 */
const SHARED = { timeout: 10_000 };
const questionNumber = async (page: Page) => Number((await quiz(page).progress()).match(/\d+/)![0]);

/**
 * Focus Start and press Enter, as a keyboard user does. Start is enabled once the app has started and
 * looked for a saved run (the prerendered button is disabled until then; a busy machine takes seconds).
 */
const startByKeyboard = async (page: Page) => {
	await expect.poll(() => page.getByTestId('quiz-start').isEnabled(), { timeout: 15_000 }).toBe(true);
	await page.getByTestId('quiz-start').focus();
	await page.keyboard.press('Enter');
};

describe('session zero', () => {
	it('completes a run in English with Back ×2, a reload, and a share link opened elsewhere', async () => {
		const { page, context } = await newPlayer(browser);
		const q = quiz(page);
		await page.goto('/quiz');
		await screenshot(page, 'quiz-start-en');
		await page.getByTestId('quiz-start').click();
		expect(await q.settle()).toBe('question');
		await screenshot(page, 'quiz-question-en');
		const seen: string[] = [];
		for (let i = 0; i < 4; i++) {
			seen.push((await q.qid())!);
			await q.answer();
			await expect.poll(() => q.qid()).not.toBe(seen.at(-1));
		}
		expect(await questionNumber(page)).toBe(5);
		await page.getByTestId('quiz-back').click();
		await expect.poll(() => q.qid()).toBe(seen[3]);
		await page.getByTestId('quiz-back').click();
		await expect.poll(() => q.qid()).toBe(seen[2]);
		expect(await questionNumber(page)).toBe(3);
		// Back shows the earlier choice: one option is marked, or the slider starts there
		const type = await q.question().getAttribute('data-type');
		if (type === 'checklist')
			// a checklist screen starts from its earlier marks (all fine here)
			expect(await page.locator('[data-testid=quiz-topic]:not([data-mark=fine])').count()).toBe(0);
		else if (type !== 'slider')
			expect(await page.locator('[data-testid="quiz-option"][data-earlier]').count()).toBe(1);

		// Reload mid-run: the run resumes on the same question.
		await q.answer();
		const current = await (async () => {
			await expect.poll(() => q.qid()).not.toBe(seen[2]);
			return q.qid();
		})();
		await page.reload();
		await expect.poll(() => q.qid()).toBe(current);
		expect(await questionNumber(page)).toBe(4);
		await screenshot(page, 'quiz-resumed-en');

		await q.finish();
		await screenshot(page, 'quiz-result-en');
		expect(await page.getByTestId('quiz-axis').count()).toBeGreaterThanOrEqual(8);
		expect((await page.getByTestId('quiz-why').innerText()).length).toBeGreaterThan(40);

		// Mini-flow (seed 002 section 8): adjust the game format, then back to the result.
		await page.getByTestId('quiz-adjust-format').click();
		await expect.poll(() => page.getByTestId('quiz-question').getAttribute('data-type')).toBe('mode');
		for (let i = 0; i < 12 && (await q.settle()) === 'question'; i++) {
			const before = await q.qid();
			await page.getByTestId('quiz-option').last().click();
			await page.waitForFunction(
				(x) =>
					document.querySelector('[data-testid=quiz-question]')?.getAttribute('data-qid') !== x ||
					!!document.querySelector('[data-testid=quiz-result]'),
				before
			);
		}
		expect(await q.settle()).toBe('result');

		// PNG share card: a download where the Web Share API cannot take files.
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByTestId('quiz-share-card').click()
		]);
		expect(download.suggestedFilename()).toBe('session-zero.png');

		const leader = await page.getByTestId('quiz-setting').innerText();
		// The link's encoder loads on first use: with the network gone then, the page says so.
		const restore = await loseAppCode(page);
		await page.getByTestId('quiz-share-create').click();
		await expect
			.poll(() => page.getByTestId('quiz-share-status').innerText())
			.toBe('The link could not be made: part of the app did not load. Check the connection and try again.');
		expect(await page.getByTestId('quiz-share-link').count()).toBe(0);
		await restore();
		// Share (public): no safety section on the other device.
		await tryAgainOnceBack(
			page,
			() => page.getByTestId('quiz-share-create').click(),
			async () => (await page.getByTestId('quiz-share-link').count()) === 1
		);
		const link = await page.getByTestId('quiz-share-link').inputValue();
		expect(link).toMatch(/\/quiz\/share#[A-Za-z0-9_-]+$/);
		const other = await newPlayer(browser);
		await other.page.goto(link);
		await expect.poll(() => other.page.getByTestId('quiz-result').isVisible(), SHARED).toBe(true);
		expect(await other.page.getByTestId('quiz-setting').innerText()).toBe(leader);
		expect(await other.page.getByTestId('quiz-safety').count()).toBe(0);
		// whoever opens the link reads it: "Tone: leans towards …", never "you lean" / "matches you"
		const whyThere = await other.page.getByTestId('quiz-why').innerText();
		expect(whyThere).toMatch(/leans towards/);
		expect(whyThere).not.toMatch(/you lean|matches you/);
		const axesHere = await page
			.getByTestId('quiz-axis')
			.evaluateAll((els) => els.map((e) => e.querySelector('[role=meter]')!.getAttribute('aria-valuenow')));
		const axesThere = await other.page
			.getByTestId('quiz-axis')
			.evaluateAll((els) => els.map((e) => e.querySelector('[role=meter]')!.getAttribute('aria-valuenow')));
		expect(axesThere).toEqual(axesHere);
		await screenshot(other.page, 'quiz-shared-en');

		// GM variant: Lines/Veils only with the checkbox.
		await page.getByTestId('quiz-share-gm').check();
		await page.getByTestId('quiz-share-create').click();
		const gmLink = await page.getByTestId('quiz-share-link').inputValue();
		await other.page.goto(gmLink);
		await other.page.reload();
		await expect.poll(() => other.page.getByTestId('quiz-safety').isVisible(), SHARED).toBe(true);

		// A broken link says so.
		await other.page.goto(link.slice(0, link.length - 12) + 'XX');
		await other.page.reload();
		await expect.poll(() => other.page.getByTestId('quiz-share-error').isVisible(), SHARED).toBe(true);
		await screenshot(other.page, 'quiz-share-broken');
		await other.context.close();
		await context.close();
	});

	it('completes a run in Russian', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		const q = quiz(page);
		await page.goto('/quiz');
		await expect.poll(() => page.getByTestId('quiz-start').innerText()).toBe('Начать');
		expect(await page.getByTestId('quiz-pack-language').inputValue()).toBe('ru');
		await page.getByTestId('quiz-start').click();
		await q.settle();
		expect(await q.question().innerText()).toMatch(/[а-яё]/i);
		await screenshot(page, 'quiz-question-ru');
		const answered = await q.finish();
		expect(answered).toBeGreaterThanOrEqual(8);
		expect(await page.getByTestId('quiz-why').innerText()).toMatch(/[а-яё]/i);
		await screenshot(page, 'quiz-result-ru');

		// Mini-flow (seed 002 section 8): adjust content limits — spiders and co. become a Line
		expect(await page.getByTestId('quiz-lines').count()).toBe(0);
		await page.getByTestId('quiz-adjust-safety').click();
		// the result stays until the step is saved: wait for the flow's first screen
		await page.getByTestId('quiz-question').waitFor();
		for (let i = 0; i < 8 && (await q.settle()) === 'question'; i++) {
			const before = await q.qid();
			expect(await q.question().getAttribute('data-type')).toBe('checklist');
			if (before === 'q_limits_fears') await q.mark('spiders', 'line');
			await page.getByTestId('quiz-next').click();
			await page.waitForFunction(
				(x) =>
					document.querySelector('[data-testid=quiz-question]')?.getAttribute('data-qid') !== x ||
					!!document.querySelector('[data-testid=quiz-propose], [data-testid=quiz-result]'),
				before
			);
		}
		if ((await q.settle()) === 'propose') await q.leavePropose();
		await expect.poll(() => page.getByTestId('quiz-lines').innerText()).toMatch(/[Пп]аук/);
		await screenshot(page, 'quiz-result-ru-lines');
		await context.close();
	});
});

/** Latin words of ours on a Russian screen (none, not even "PC↔NPC"). */
const englishOn = async (page: Page) => await latinWords(page);
const focusedHeading = (page: Page) =>
	page.evaluate(() => {
		const a = document.activeElement;
		const q = a?.closest('[data-testid=quiz-question]');
		return a?.tagName === 'H2' && q
			? {
					qid: q.getAttribute('data-qid'),
					text: a.textContent,
					describedBy: a.getAttribute('aria-describedby')
				}
			: null;
	});

describe('session zero by keyboard and screen reader', () => {
	it('Russian, dark: Enter answers, focus moves to the next question heading; the slider reads its scale and answers on Enter; result and share status in Russian', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU', colorScheme: 'dark' });
		const q = quiz(page);
		await page.goto('/quiz');
		await startByKeyboard(page);
		await q.settle();
		// Focus lands on the question's heading, described by the progress line.
		await expect
			.poll(() => focusedHeading(page))
			.toMatchObject({ qid: await q.qid(), describedBy: 'quiz-progress' });
		expect((await focusedHeading(page))!.text).toBe(await q.question().locator('legend').innerText());
		expect(await englishOn(page)).toEqual([]);

		// Tab to the first option, ArrowUp wraps to the last, Enter answers; focus follows to the next heading.
		let slider = false;
		for (let i = 0; i < 40 && !slider; i++) {
			const where = await q.settle();
			if (where === 'propose') {
				await expect
					.poll(() =>
						page.evaluate(() => document.activeElement?.closest('[data-testid=quiz-propose]') !== null)
					)
					.toBe(true);
				expect(await englishOn(page)).toEqual([]);
				await q.leavePropose('quiz-keep');
				continue;
			}
			expect(where).toBe('question');
			const before = await q.qid();
			await expect.poll(async () => (await focusedHeading(page))?.qid).toBe(before);
			if ((await q.question().getAttribute('data-type')) === 'slider') {
				slider = true;
				break;
			}
			await page.keyboard.press('Tab');
			await page.keyboard.press('ArrowUp');
			expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
				'quiz-option'
			);
			await page.keyboard.press('Enter');
			await expect
				.poll(() => q.settle().then(async (w) => (w === 'question' ? q.qid() : w)))
				.not.toBe(before);
		}
		expect(slider).toBe(true);
		await screenshot(page, 'quiz-slider-ru-dark');
		expect(await seriousAxeViolations(page)).toEqual([]);
		const range = page.getByTestId('quiz-slider');
		const [min, max] = await Promise.all(['min', 'max'].map((a) => range.getAttribute(a)));
		const value = await range.inputValue();
		await range.focus();
		// The value text names the scale and both of its ends, in Russian.
		const text = await range.getAttribute('aria-valuetext');
		expect(text).toContain(`${value} по шкале от ${min}`);
		expect(text).toContain(`до ${max}`);
		expect(text).toMatch(/«[^»]+».*«[^»]+»/);
		await page.keyboard.press('ArrowRight');
		expect(await range.inputValue()).toBe(String(Number(value) + 1));
		const sliderQid = await q.qid();
		await page.keyboard.press('Enter');
		await expect
			.poll(() => q.settle().then(async (w) => (w === 'question' ? q.qid() : w)))
			.not.toBe(sliderQid);

		// The result: the title takes focus; module levels are plain text (no aria-label on a generic span).
		await q.finish();
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.classList.contains('result-title')))
			.toBe(true);
		expect(await page.locator('[data-testid=quiz-module] [aria-label]').count()).toBe(0);
		expect(await page.getByTestId('quiz-module').first().innerText()).toMatch(/уверенность|неизвестно/);
		expect(await englishOn(page)).toEqual([]);

		// Share: creating a link says so; a refused clipboard says what to do and selects the link.
		await page.getByTestId('quiz-share-create').click();
		await expect.poll(() => page.getByTestId('quiz-share-status').innerText()).toMatch(/Ссылка готова/);
		await page.evaluate(() => {
			Object.defineProperty(navigator, 'clipboard', {
				value: { writeText: () => Promise.reject(new Error('denied')) }
			});
		});
		await page.getByTestId('quiz-share-copy').click();
		await expect.poll(() => page.getByTestId('quiz-share-status').innerText()).toMatch(/вручную/);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
			'quiz-share-link'
		);
		await screenshot(page, 'quiz-result-ru-dark');
		expect(await seriousAxeViolations(page)).toEqual([]);
		await context.close();
	}, 120_000);
});

describe('session zero on a phone', () => {
	it('Lines and Veils read as lists on the result and, with the GM box, on the shared link', async () => {
		const { page, context } = await newPlayer(browser);
		const q = quiz(page);
		await page.goto('/quiz');
		await page.getByTestId('quiz-start').click();
		// The checklist: a Veil on explicit romance, a Line on sexual violence, fine for the rest.
		await q.settle();
		await page.locator('[data-testid=quiz-option][data-oid=o_check]').click();
		await expect.poll(() => q.qid()).toBe('q_limits_intimacy');
		await q.mark('romance_explicit', 'veil');
		await q.mark('sexual_violence', 'line');
		await page.getByTestId('quiz-next').click();
		await expect.poll(() => q.qid()).toBe('q_limits_violence');
		await q.finish();
		const lines = await page.getByTestId('quiz-lines').locator('li').allInnerTexts();
		const veils = await page.getByTestId('quiz-veils').locator('li').allInnerTexts();
		// per topic (docs/session-zero.md "Content-limits checklist"): the Line on sexual violence left romance only Veiled
		expect(lines).toEqual(['Sexual violence']);
		expect(veils).toEqual(['Explicit romance']);
		await page.getByTestId('quiz-safety').screenshot({ path: 'tests/e2e/screenshots/quiz-lines-veils.png' });

		await page.getByTestId('quiz-share-gm').check();
		await page.getByTestId('quiz-share-create').click();
		const other = await newPlayer(browser, { colorScheme: 'dark' });
		await other.page.goto(await page.getByTestId('quiz-share-link').inputValue());
		await expect.poll(() => other.page.getByTestId('quiz-safety').isVisible(), SHARED).toBe(true);
		expect(await other.page.getByTestId('quiz-lines').locator('li').allInnerTexts()).toEqual(lines);
		expect(await other.page.getByTestId('quiz-veils').locator('li').allInnerTexts()).toEqual(veils);
		expect(await seriousAxeViolations(other.page)).toEqual([]);
		await screenshot(other.page, 'quiz-shared-gm-dark');
		await other.context.close();
		await context.close();
	});

	it('a double tap answers one question, not also the next one that appears under the finger', async () => {
		const { page, context } = await newPlayer(browser);
		const q = quiz(page);
		await page.goto('/quiz');
		await page.getByTestId('quiz-start').click();
		await q.settle();
		const first = await q.qid();
		await page.getByTestId('quiz-option').first().dblclick();
		await expect.poll(() => q.qid()).not.toBe(first);
		// the second click has landed (dblclick dispatched both) and its update painted: still the second question
		await afterFrames(page);
		expect(await questionNumber(page)).toBe(2);
		// …and changed no topic of the checklist screen it landed on
		expect(await page.locator('[data-testid=quiz-topic]:not([data-mark=fine])').count()).toBe(0);
		// a single tap still answers at once
		await q.answer();
		await expect.poll(() => questionNumber(page)).toBe(3);
		await context.close();
	});
});

describe('content-limits checklist', () => {
	it.each([
		['en-US', 'en', 'Sexual violence'],
		['ru-RU', 'ru', 'Сексуальное насилие']
	])(
		'%s at 360 px, by keyboard: one screen of chips per group, a Line on sexual violence, Back keeps it, the result lists it alone',
		async (locale, lang, label) => {
			const { page, context } = await newPlayer(browser, { locale, width: 360, height: 740 });
			const q = quiz(page);
			const active = (attr: string) => page.evaluate((a) => document.activeElement?.getAttribute(a), attr);
			await page.goto('/quiz');
			await startByKeyboard(page);
			await q.settle();
			await expect.poll(async () => (await focusedHeading(page))?.qid).toBe('q_limits_gate');
			await page.keyboard.press('Tab');
			expect(await active('data-oid')).toBe('o_check');
			await page.keyboard.press('Enter');

			// The first group: focus on its heading; Tab to the first chip, arrows to sexual violence,
			// Enter twice: fine → Veil → Line, and a screen reader hears each change.
			await expect.poll(async () => (await focusedHeading(page))?.qid).toBe('q_limits_intimacy');
			await page.keyboard.press('Tab');
			expect(await active('data-topic')).toBe('romance_explicit');
			await page.keyboard.press('ArrowRight');
			await page.keyboard.press('ArrowRight');
			expect(await active('data-topic')).toBe('sexual_violence');
			await page.keyboard.press('Enter');
			expect(await active('data-mark')).toBe('veil');
			await page.keyboard.press('Enter');
			expect(await active('data-mark')).toBe('line');
			expect(await page.getByTestId('quiz-topic-said').innerText()).toMatch(
				lang === 'en' ? /^Sexual violence: Line/ : /^Сексуальное насилие: черта/
			);
			expect(
				await page.locator('[data-testid=quiz-topic][data-topic=romance_explicit]').getAttribute('data-mark')
			).toBe('fine');
			await screenshot(page, `quiz-checklist-${lang}-360`);
			expect(await seriousAxeViolations(page)).toEqual([]);
			if (lang === 'ru') expect(await englishOn(page)).toEqual([]);
			await page.keyboard.press('Tab');
			expect(await active('data-testid')).toBe('quiz-next');
			await page.keyboard.press('Enter');

			// Back brings the screen back as it was marked.
			await expect.poll(() => q.qid()).toBe('q_limits_violence');
			await page.getByTestId('quiz-back').click();
			await expect.poll(() => q.qid()).toBe('q_limits_intimacy');
			expect(
				await page.locator('[data-testid=quiz-topic][data-topic=sexual_violence]').getAttribute('data-mark')
			).toBe('line');
			await page.getByTestId('quiz-next').click();
			// the next screen shows once the answer is saved (docs/architecture.md "The games": write, then show)
			await expect.poll(() => q.qid()).not.toBe('q_limits_intimacy');

			// The other groups: each fits the phone (no sideways scroll, the card within one screen
			// height), and Tab reaches "Skip — everything here is fine".
			const groups: string[] = [];
			while (
				(await q.settle()) === 'question' &&
				(await q.question().getAttribute('data-type')) === 'checklist'
			) {
				const qid = (await q.qid())!;
				groups.push(qid);
				await expect.poll(async () => (await focusedHeading(page))?.qid).toBe(qid);
				expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
				expect((await q.question().boundingBox())!.height).toBeLessThan(740);
				if (qid === 'q_limits_dark') await screenshot(page, `quiz-checklist-${lang}-360-longest`);
				for (let i = 0; i < 12 && (await active('data-testid')) !== 'quiz-next'; i++)
					await page.keyboard.press('Tab');
				expect(await page.getByTestId('quiz-next').innerText()).toMatch(
					lang === 'en' ? /^Skip/ : /^Пропустить/
				);
				await page.keyboard.press('Enter');
				await expect.poll(() => q.qid()).not.toBe(qid);
			}
			expect(groups).toEqual(['q_limits_violence', 'q_limits_dark', 'q_limits_fears']);

			await q.finish();
			expect(await page.getByTestId('quiz-lines').locator('li').allInnerTexts()).toEqual([label]);
			expect(await page.getByTestId('quiz-veils').count()).toBe(0);
			await context.close();
		},
		120_000
	);
});

describe('session zero: start over', () => {
	it('asks once, can be cancelled, and can be undone', async () => {
		const { page, context } = await newPlayer(browser);
		const q = quiz(page);
		await page.goto('/quiz');
		await page.getByTestId('quiz-start').click();
		expect(await q.settle()).toBe('question');
		for (let i = 0; i < 2; i++) {
			const before = await q.qid();
			await q.answer();
			await expect.poll(() => q.qid()).not.toBe(before);
		}
		const current = await q.qid();

		// It asks first; Cancel keeps the run as it was.
		await page.getByTestId('quiz-start-over').click();
		await expect.poll(() => page.getByTestId('quiz-start-over-ask').isVisible()).toBe(true);
		expect(await q.qid()).toBe(current);
		await page.getByTestId('quiz-start-over-cancel').click();
		expect(await page.getByTestId('quiz-start-over-ask').count()).toBe(0);
		expect(await q.qid()).toBe(current);

		// Confirmed: the start screen offers Undo, which brings the run back where it was.
		await page.getByTestId('quiz-start-over').click();
		await page.getByTestId('quiz-start-over-confirm').click();
		await expect.poll(() => page.getByTestId('quiz-start-screen').isVisible()).toBe(true);
		await page.getByTestId('quiz-undo-start-over').click();
		await expect.poll(() => q.qid()).toBe(current);
		expect(await questionNumber(page)).toBe(3);
		// …and it is saved again: a reload resumes it.
		await page.reload();
		await expect.poll(() => q.qid()).toBe(current);
		await context.close();
	});
});
