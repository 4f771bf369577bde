import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPlayer, screenshot, untilAppStarted, type PlayerOptions } from './support/browser';

/**
 * Automated WCAG 2 A/AA checks (axe-core) of every screen a visitor lands on, at 390×844 in English,
 * Russian and dark mode, plus a keyboard check of each start screen's primary action.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const POLL = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

type Screen = { name: string; url: string; ready: (page: Page) => Promise<void>; then?: Screen };

const visible = (testId: string) => async (page: Page) => {
	await expect.poll(() => page.getByTestId(testId).first().isVisible(), POLL).toBe(true);
};

/** Enabled: the running app has looked for what the page waits for (the quiz: a saved run). */
const enabled = (testId: string) => async (page: Page) => {
	await expect.poll(() => page.getByTestId(testId).isEnabled(), POLL).toBe(true);
};

const SCREENS: Screen[] = [
	{ name: 'home', url: '/', ready: visible('mode-nhie') },
	{ name: 'settings', url: '/settings', ready: async (p) => void (await p.locator('main h1').waitFor()) },
	{ name: 'data', url: '/data', ready: async (p) => void (await p.locator('main h1').waitFor()) },
	{ name: 'nhie', url: '/nhie', ready: visible('create-lobby') },
	{ name: 'nhie-pass', url: '/nhie/pass', ready: visible('pass-start') },
	{
		name: 'quiz',
		url: '/quiz',
		ready: visible('quiz-start'),
		then: {
			name: 'quiz-question',
			url: '',
			ready: async (p) => {
				await p.getByTestId('quiz-start').click();
				await visible('quiz-question')(p);
			}
		}
	},
	{
		name: 'safe',
		url: '/safe',
		ready: async (p) => {
			// the prerendered list is busy until the app has loaded the scenarios
			await expect
				.poll(() => p.locator('[data-testid="safe-scenarios"]:not([aria-busy="true"]) button').count(), POLL)
				.toBeGreaterThan(0);
		},
		then: {
			name: 'safe-chat',
			url: '',
			ready: async (p) => {
				await p.locator('[data-testid^="scenario-"] button').first().click();
				await visible('start-scenario')(p);
				await p.getByTestId('start-scenario').click();
				await expect.poll(() => p.locator('[data-role="npc"]').count(), POLL).toBe(1);
			}
		}
	},
	{ name: 'mole', url: '/mole', ready: visible('create-lobby') },
	{
		name: 'pirate',
		url: '/pirate',
		ready: async (p) => {
			await expect.poll(() => p.getByTestId('pirate-start').isEnabled(), POLL).toBe(true);
		},
		then: {
			name: 'pirate-chat',
			url: '',
			ready: async (p) => {
				await p.getByTestId('pirate-start').click();
				await expect.poll(() => p.getByTestId('pirate-message').count(), POLL).toBe(1);
			}
		}
	},
	{ name: 'quiz-table', url: '/quiz/table', ready: visible('table-room') },
	{ name: 'join', url: '/join/ABCD', ready: visible('join-button') },
	// the big screen while it looks for its room (docs/lobby.md "The big screen")
	{ name: 'screen', url: '/screen/ABCD', ready: visible('screen-connecting') }
];

type Finding = { screen: string; id: string; impact: string; targets: string[]; summary: string };

/** Serious/critical violations fail the test; the rest (and contrast axe could not decide) are printed. */
const runAxe = async (page: Page, screen: string): Promise<{ failing: Finding[]; notes: Finding[] }> => {
	if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
	const results = (await page.evaluate(() =>
		(window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
			document,
			{ runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations', 'incomplete'] }
		)
	)) as AxeResults;
	const toFinding = (v: AxeResults['violations'][number], impact = v.impact ?? ''): Finding => ({
		screen,
		id: v.id,
		impact,
		targets: v.nodes.map((n) => n.target.join(' ')),
		summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? ''
	});
	const serious = (v: AxeResults['violations'][number]) => v.impact === 'serious' || v.impact === 'critical';
	return {
		failing: results.violations.filter(serious).map((v) => toFinding(v)),
		notes: [
			...results.violations.filter((v) => !serious(v)).map((v) => toFinding(v)),
			...results.incomplete.filter((v) => v.id === 'color-contrast').map((v) => toFinding(v, 'needs review'))
		]
	};
};

const report = (findings: Finding[]) =>
	findings
		.map((f) => `[${f.screen}] ${f.id} (${f.impact}): ${f.targets.join(', ')}\n    ${f.summary}`)
		.join('\n');

const VARIANTS: { label: string; options: PlayerOptions }[] = [
	{ label: 'en', options: { locale: 'en-US' } },
	{ label: 'ru', options: { locale: 'ru-RU' } },
	{ label: 'dark', options: { locale: 'en-US', colorScheme: 'dark' } }
];

describe('axe (WCAG 2 A + AA), serious and critical', () => {
	for (const { label, options } of VARIANTS) {
		it(`has no serious/critical violations (${label})`, async () => {
			const { page, context } = await newPlayer(browser, options);
			const findings: Finding[] = [];
			const notes: Finding[] = [];
			for (const screen of SCREENS) {
				await page.goto(screen.url);
				for (let s: Screen | undefined = screen; s; s = s.then) {
					await s.ready(page);
					// transitions end before the contrast checks
					await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
					await screenshot(page, `a11y-${s.name}-${label}`);
					const { failing, notes: more } = await runAxe(page, s.name);
					findings.push(...failing);
					notes.push(...more);
				}
			}
			await context.close();
			if (notes.length) console.log(`axe notes (${label}):\n${report(notes)}`);
			if (findings.length) console.log(`axe (${label}):\n${report(findings)}`);
			expect(report(findings)).toBe('');
		});
	}
});

/** The primary action of each start screen and whether a name must be typed on the way. */
const PRIMARY: { url: string; testId: string; ready: (page: Page) => Promise<void> }[] = [
	{ url: '/', testId: 'mode-nhie', ready: visible('mode-nhie') },
	{ url: '/nhie', testId: 'create-lobby', ready: visible('create-lobby') },
	{ url: '/nhie/pass', testId: 'pass-start', ready: visible('pass-start') },
	{ url: '/quiz', testId: 'quiz-start', ready: enabled('quiz-start') },
	{ url: '/safe', testId: 'choose-', ready: SCREENS.find((s) => s.name === 'safe')!.ready },
	{ url: '/mole', testId: 'create-lobby', ready: visible('create-lobby') },
	{ url: '/pirate', testId: 'pirate-start', ready: SCREENS.find((s) => s.name === 'pirate')!.ready },
	{ url: '/join/ABCD', testId: 'join-button', ready: visible('join-button') }
];

describe('keyboard', () => {
	for (const { url, testId, ready } of PRIMARY) {
		it(`reaches ${testId} on ${url} with Tab and shows a focus ring`, async () => {
			const { page, context } = await newPlayer(browser);
			await page.goto(url);
			await ready(page);
			// A lobby's Create button is enabled by the name typed on the way: that needs the running app
			// (a keyboard user who tabs on before it has started meets it disabled, and tabs back).
			await untilAppStarted(page);
			let reached = false;
			for (let i = 0; i < 15 && !reached; i++) {
				await page.keyboard.press('Tab');
				const focused = await page.evaluate(() => {
					const el = document.activeElement as HTMLElement | null;
					const input = el instanceof HTMLInputElement ? el : null;
					return {
						testId: el?.dataset.testid ?? el?.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
						emptyName: input?.dataset.testid === 'name-input' && input.value === ''
					};
				});
				// a lobby needs a name before its button is enabled: type one as a keyboard user would
				if (focused.emptyName) await page.keyboard.type('Ann');
				// Safe: the primary action is the first scenario's "Choose" (`choose-<id>`)
				reached = testId.endsWith('-') ? focused.testId.startsWith(testId) : focused.testId === testId;
			}
			expect(reached, `${testId} not focused within 15 Tab presses`).toBe(true);
			const ring = await page.evaluate(() => {
				const style = getComputedStyle(document.activeElement as Element);
				return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
			});
			expect(ring.style).not.toBe('none');
			expect(ring.width).toBeGreaterThanOrEqual(2);
			await context.close();
		});
	}
});

/**
 * Phones: each screen a visitor lands on, at 360 px (a small Android) in Russian (the longer words),
 * fits the width, every checkbox or radio is a small box beside its words, not above them, two cards one after
 * the other do not touch, a stack's paragraphs and headings are parted by its gap (not by the gap and
 * their margins), and a button's words (wrapped to two lines, too) keep off its border.
 */
describe('phone layout at 360 px (ru)', () => {
	it('fits the width, with each checkbox beside its words', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU', width: 360, height: 740 });
		const problems: string[] = [];
		for (const screen of SCREENS) {
			await page.goto(screen.url);
			await screen.ready(page);
			await untilAppStarted(page);
			const found = await page.evaluate(() => {
				const out: string[] = [];
				const width = document.documentElement.scrollWidth;
				if (width > innerWidth) out.push(`scrolls sideways (${width} px wide)`);
				for (const input of document.querySelectorAll<HTMLInputElement>(
					'label input[type="checkbox"], label input[type="radio"]'
				)) {
					const box = input.getBoundingClientRect();
					if (!box.width) continue; // hidden
					// a box or a dot, not stretched into a text field by the global input rule (its box may
					// keep the rule's 48 px height: the mark is drawn in the middle)
					if (box.width > 32)
						out.push(
							`"${input.closest('label')!.textContent?.trim().slice(0, 40)}": a ${Math.round(box.width)}×${Math.round(box.height)} px box`
						);
					const label = input.closest('label')!;
					const range = document.createRange();
					range.selectNodeContents(label);
					const words = [...range.getClientRects()].filter(
						(r) => r.width > 0 && (r.left >= box.right || r.right <= box.left || r.top >= box.bottom)
					);
					if (!words.length) continue;
					const first = words[0]!;
					// beside: the words start on the box's line (they overlap it vertically)
					if (first.top >= box.bottom || first.bottom <= box.top)
						out.push(`"${label.textContent?.trim().slice(0, 40)}": the words are under the box`);
				}
				// two cards one after the other never touch
				for (const card of document.querySelectorAll<HTMLElement>('.card')) {
					const before = card.previousElementSibling;
					if (
						!before?.classList.contains('card') ||
						!card.offsetHeight ||
						!(before as HTMLElement).offsetHeight
					)
						continue;
					const gap = card.getBoundingClientRect().top - before.getBoundingClientRect().bottom;
					if (gap < 8)
						out.push(`"${card.textContent?.trim().slice(0, 40)}": touches the card above (${gap} px)`);
				}
				// in a stack the gap parts paragraphs and headings, not the gap and their margins on top
				for (const stack of document.querySelectorAll<HTMLElement>('.stack')) {
					const items = [...stack.children].filter(
						(e) => /^(P|H2|H3)$/.test(e.tagName) && (e as HTMLElement).offsetHeight > 0
					);
					for (const [i, item] of items.entries()) {
						const next = items[i + 1];
						if (!next || item.nextElementSibling !== next) continue;
						const gap = next.getBoundingClientRect().top - item.getBoundingClientRect().bottom;
						if (gap > 32)
							out.push(
								`"${next.textContent?.trim().slice(0, 40)}": ${Math.round(gap)} px below the line above`
							);
					}
				}
				// a button's words, on one line or two, stay off its border
				for (const button of document.querySelectorAll<HTMLElement>('main button, main .button')) {
					const box = button.getBoundingClientRect();
					if (!box.width || !button.textContent?.trim()) continue;
					const lines: DOMRect[] = [];
					const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
					for (let t = texts.nextNode(); t; t = texts.nextNode()) {
						const range = document.createRange();
						range.selectNodeContents(t);
						lines.push(...[...range.getClientRects()].filter((r) => r.width > 0));
					}
					if (!lines.length) continue;
					const top = Math.min(...lines.map((r) => r.top));
					const bottom = Math.max(...lines.map((r) => r.bottom));
					if (top < box.top + 4 || bottom > box.bottom - 4)
						out.push(`"${button.textContent.trim().slice(0, 40)}": the words touch the button's border`);
				}
				return out;
			});
			problems.push(...found.map((p) => `${screen.name}: ${p}`));
		}
		await context.close();
		expect(problems.join('\n')).toBe('');
	});

	it('shows the offline badge on one line beside the name and the settings link', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU', width: 360, height: 740 });
		await page.goto('/');
		await visible('mode-nhie')(page);
		await untilAppStarted(page);
		// the running page gets the 'offline' event a phone sends when it loses the network
		await context.setOffline(true);
		const badge = page.locator('header .offline');
		await expect.poll(() => badge.isVisible(), POLL).toBe(true);
		const { height, lineHeight, text } = await badge.evaluate((el) => {
			const style = getComputedStyle(el);
			return {
				height: el.getBoundingClientRect().height,
				lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2,
				text: (el as HTMLElement).innerText
			};
		});
		// the whole message is still read out, the pill is one line (padding included)
		expect(text).toContain('всё работает');
		expect(height).toBeLessThanOrEqual(lineHeight * 1.5 + 8);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await context.close();
	});
});
