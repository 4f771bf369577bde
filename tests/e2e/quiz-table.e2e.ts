import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenarioText } from '../../src/lib/sim/run-scenario';
import {
	baseUrl,
	holdAppCode,
	launch,
	loseAppCode,
	newPlayer,
	screenshot,
	afterFrames,
	tryAgainOnceBack,
	untilAppStarted
} from './support/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { text } from './support/party';
import { COSY, GRIM } from './support/quiz';

/** docs/session-zero.md "Session zero for a group" B: Session zero for a group, built offline from three share links. */
let browser: Browser;
beforeAll(async () => {
	browser = await launch();
});
afterAll(async () => {
	await browser.close();
});

const PACK = 'question-packs/questionnaire/session-zero.en.json';
/** A player's run on the same engine as the app (sim), and their share payload. */
const run = async (answers: object, lines: string[], veils: string[], gm: boolean) => {
	const r = await runScenarioText(
		JSON.stringify({
			engine: 'questionnaire',
			pack: PACK,
			answers,
			safety: { lines, veils, completion_mode: 'completed' },
			share_for_gm: gm
		})
	);
	if (!r.ok) throw new Error(r.message);
	const o = r.output as { share: object; share_gm?: object };
	return gm ? o.share_gm! : o.share;
};

/** The app's link format (seed 002 section 12): deflate-raw JSON, base64url, in the fragment. */
const linkOf = async (origin: string, payload: object) => {
	const stream = new Blob([JSON.stringify(payload)])
		.stream()
		.pipeThrough(new CompressionStream('deflate-raw'));
	const bytes = Buffer.from(await new Response(stream).arrayBuffer());
	return `${origin}/quiz/share#${bytes.toString('base64url')}`;
};

type Group = {
	disagreements: { axis: string }[];
	lines: string[];
	veils: string[];
	proposal: { leader: string; runner_up: string };
};

/** The table's player count, or the page's error sentence when Add was refused (so a failure says why). */
const playersOrError = async (page: Page): Promise<number | string> => {
	const error = page.getByTestId('table-error');
	if (await error.count()) return `error: ${await error.innerText().catch(() => '')}`;
	return page.getByTestId('table-players').locator('li').count();
};

describe('Session zero for a group (offline table)', () => {
	it('builds the table from 3 share links: 3 dots per scale, the largest split first, the Lines union, a proposal, a one-page charter', async () => {
		const payloads = [
			await run(GRIM, ['spiders'], ['torture'], true),
			await run({ ...GRIM, q_unknown: 'o_open' }, ['sexual_violence'], [], true),
			// this player did not tick "share with the GM": their Line must not appear
			await run(COSY, ['needles'], [], false)
		];
		const g = await runScenarioText(
			JSON.stringify({ engine: 'questionnaire-group', pack: PACK, players: payloads })
		);
		if (!g.ok) throw new Error(g.message);
		const expected = g.output as Group;
		expect(expected.disagreements.length).toBeGreaterThan(0);

		const { page, context } = await newPlayer(browser, { width: 360 });
		await page.goto('/quiz');
		const origin = new URL(page.url()).origin;
		await page.getByTestId('quiz-group-table').click();
		await page.getByTestId('table-new').click();
		const names = ['Anna', 'Boris', 'Chen'];
		for (const [i, p] of payloads.entries()) {
			await page.getByTestId('table-player-name').fill(names[i]);
			await page.getByTestId('table-player-link').fill(await linkOf(origin, p));
			await page.getByTestId('table-add').click();
			await expect.poll(() => playersOrError(page)).toBe(i + 1);
		}

		// A foreign-pack link is refused with a sentence; nothing is added.
		const foreign = { ...payloads[0], pack: { id: 'space-opera', language: 'en' } };
		await page.getByTestId('table-player-name').fill('Dana');
		await page.getByTestId('table-player-link').fill(await linkOf(origin, foreign));
		await page.getByTestId('table-add').click();
		await expect
			.poll(() => page.getByTestId('table-error').innerText())
			.toBe(
				'Dana: this result comes from another question pack (“space-opera”), and the table uses “Session zero”. Ask them to answer “Session zero”.'
			);
		expect(await page.getByTestId('table-players').locator('li').count()).toBe(3);

		const axes = page.getByTestId('group-axis');
		expect(await axes.count()).toBe(8);
		for (let i = 0; i < 8; i++) expect(await axes.nth(i).getByTestId('group-dot').count()).toBe(3);
		expect(await page.getByTestId('group-disagreement').first().getAttribute('data-axis')).toBe(
			expected.disagreements[0].axis
		);
		const tags = (id: string) =>
			page
				.getByTestId(id)
				.locator('li[data-tag]')
				.evaluateAll((els) => els.map((e) => e.getAttribute('data-tag')));
		expect(await tags('group-lines')).toEqual(['sexual_violence', 'spiders']);
		expect(expected.lines).toEqual(['sexual_violence', 'spiders']);
		expect(await tags('group-veils')).toEqual(expected.veils);
		const titles: Record<string, string> = {
			frontier_sandbox: 'Frontier sandbox',
			grimdark_war: 'Grimdark war',
			noir_mystery: 'Noir city mystery',
			cosmic_horror: 'Cosmic horror',
			court_intrigue: 'Court intrigue',
			heroic_epic: 'Heroic epic quest',
			cozy_village: 'Cozy village fantasy',
			swashbuckling: 'Swashbuckling comedy'
		};
		expect(await page.getByTestId('group-proposal-leader').innerText()).toBe(
			titles[expected.proposal.leader]
		);
		expect(await page.getByTestId('group-proposal-runner-up').innerText()).toContain(
			titles[expected.proposal.runner_up]
		);
		// 360 px: nothing wider than the screen
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await screenshot(page, 'quiz-table-group-en');

		// Names hidden on the GM's choice.
		await page.getByTestId('table-anonymous').check();
		await expect.poll(() => page.getByTestId('table-players').innerText()).not.toContain('Anna');

		// Kept on the GM's device: a reload opens the table again, and it is listed among the tables.
		await page.reload();
		await expect.poll(() => page.getByTestId('group-dot').count()).toBe(24);
		await page.getByTestId('table-back').click();
		await expect.poll(() => page.getByText('3 players').count()).toBe(1);
		await page.getByRole('button', { name: 'Open' }).click();
		await expect.poll(() => page.getByTestId('group-dot').count()).toBe(24);

		// The charter: its own page, printed on one A4 page and one Letter page.
		// (the group page shows the charter too, as a preview: wait for the charter's own page)
		await page.getByTestId('table-charter-open').click();
		await page.waitForURL(/\/quiz\/charter/);
		await expect.poll(() => page.getByTestId('table-charter-open').count()).toBe(0);
		await page.getByTestId('charter').waitFor();
		expect(await page.getByTestId('charter-setting').innerText()).toBe(titles[expected.proposal.leader]);
		expect(await page.getByTestId('charter-lines').innerText()).toContain('Spiders');
		await page.emulateMedia({ media: 'print' });
		await screenshot(page, 'quiz-table-charter-print');
		const dir = path.resolve(import.meta.dirname, 'screenshots');
		mkdirSync(dir, { recursive: true });
		for (const format of ['A4', 'Letter'] as const) {
			const pdf = await page.pdf({ format, printBackground: true });
			writeFileSync(path.join(dir, `quiz-table-charter-${format}.pdf`), pdf);
			const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
			expect(pages.length, format).toBe(1);
		}
		// the browser's Back from the charter comes back to this table, not to the list of tables
		await page.emulateMedia({ media: 'screen' });
		await page.goBack();
		await expect.poll(() => playersOrError(page)).toBe(3);
		await page.reload();
		await expect.poll(() => playersOrError(page)).toBe(3);
		await context.close();
	});

	it('says so when part of the app cannot load on Add, and a second Add (pressed twice) adds the player once', async () => {
		const link = await linkOf(new URL(baseUrl()).origin, await run(COSY, ['needles'], [], true));
		const { page, context } = await newPlayer(browser, { width: 360 });
		await page.goto('/quiz/table');
		await page.getByTestId('table-new').click();
		await page.getByTestId('table-player-name').fill('Anna');
		await page.getByTestId('table-player-link').fill(link);
		// The link reader and the pack registry load on the first Add: the network drops here.
		const restore = await loseAppCode(page);
		await page.getByTestId('table-add').click();
		await expect
			.poll(() => text(page, 'table-error'))
			.toBe(
				'This player could not be added: part of the app did not load. Check the connection and press Add again.'
			);
		expect(await page.getByTestId('table-players').locator('li').count()).toBe(0);
		// What was typed is kept; back online, Add pressed twice quickly adds one player.
		expect(await page.getByTestId('table-player-link').inputValue()).toBe(link);
		await restore();
		await tryAgainOnceBack(
			page,
			() => page.getByTestId('table-add').dblclick(),
			async () => (await playersOrError(page)) === 1,
			async () => {
				// the reloaded page opens the table again, or the list of tables to start one: the
				// prerendered list shows before the saved table is read, so "start one" is tapped only
				// while it is there, until the table's field is
				const field = page.getByTestId('table-player-link');
				const start = page.getByTestId('table-new');
				await untilAppStarted(page);
				await expect
					.poll(
						async () => {
							if ((await field.count()) === 0) await start.click({ timeout: 1_000 }).catch(() => undefined);
							return field.count();
						},
						{ timeout: 30_000 }
					)
					.toBeGreaterThan(0);
				await page.getByTestId('table-player-name').fill('Anna');
				await page.getByTestId('table-player-link').fill(link);
				await page.getByTestId('table-add').dblclick();
			}
		);
		await afterFrames(page); // the second click of the double tap has been handled too
		expect(await page.getByTestId('table-players').locator('li').count()).toBe(1);
		expect(await page.getByTestId('table-players').innerText()).toContain('Anna');

		// the same link again is said, not counted twice; a second Add adds it (two players may answer alike)
		await page.getByTestId('table-player-name').fill('Anna again');
		await page.getByTestId('table-player-link').fill(link);
		await page.getByTestId('table-add').click();
		await expect
			.poll(() => text(page, 'table-error'))
			.toBe(
				'This result is exactly Anna’s: the same link twice? If it really is another player’s, press Add again.'
			);
		expect(await page.getByTestId('table-players').locator('li').count()).toBe(1);
		await page.getByTestId('table-add').click();
		await expect.poll(() => playersOrError(page)).toBe(2);
		await context.close();
	});

	it('a table open in two tabs: the second says so and takes it over with every player; the first stops', async () => {
		const origin = new URL(baseUrl()).origin;
		const [anna, boris] = [await run(COSY, [], [], true), await run(GRIM, [], [], true)];
		const { page: first, context } = await newPlayer(browser, { width: 360 });
		const addPlayer = async (page: Page, name: string, payload: object, count: number) => {
			await page.getByTestId('table-player-name').fill(name);
			await page.getByTestId('table-player-link').fill(await linkOf(origin, payload));
			await page.getByTestId('table-add').click();
			await expect.poll(() => playersOrError(page)).toBe(count);
		};
		await first.goto('/quiz/table');
		await first.getByTestId('table-new').click();
		await addPlayer(first, 'Anna', anna, 1);

		// the GM opens the same table in a second tab: it is not edited beside the first
		const second = await context.newPage();
		await second.goto('/quiz/table');
		await second.getByTestId('table-open').click();
		await expect.poll(() => second.getByTestId('run-elsewhere').getAttribute('data-why')).toBe('open');
		expect(await second.getByTestId('table-player-name').count()).toBe(0);
		await addPlayer(first, 'Boris', boris, 2);

		await second.getByTestId('continue-here').click();
		await expect.poll(() => playersOrError(second)).toBe(2);
		expect(await second.getByTestId('table-players').innerText()).toMatch(/Anna[\s\S]*Boris/);
		await expect.poll(() => first.getByTestId('run-elsewhere').getAttribute('data-why')).toBe('moved');
		expect(await first.getByTestId('table-player-name').count()).toBe(0);
		// Remove in the first tab does not delete the table the second has open (it would save it back)
		await first.getByRole('button', { name: /^Delete/ }).click();
		await expect.poll(() => first.getByTestId('run-elsewhere').getAttribute('data-why')).toBe('open');
		expect(await first.getByTestId('table-open').count()).toBe(1);
		await context.close();
	});

	it('a shared result whose link reader cannot load says so, and Try again shows it once back online', async () => {
		const link = await linkOf(new URL(baseUrl()).origin, await run(COSY, ['needles'], [], true));
		const { page, context } = await newPlayer(browser, { width: 360 });
		// only the link reader's code is lost (the page itself loads): a dropped connection, an update
		const restore = await loseAppCode(page, 'MAX_SHARE_FRAGMENT_CHARS');
		await page.goto(link);
		await expect
			.poll(() => text(page, 'quiz-share-error'))
			.toContain('This result could not be shown: part of the app did not load.');
		await restore();
		// after a reload the link is read again with the page: nothing to press
		await tryAgainOnceBack(
			page,
			() => page.getByTestId('quiz-share-retry').click(),
			async () => (await page.getByTestId('quiz-axis').count()) > 0,
			async () => undefined
		);
		expect(await page.getByTestId('quiz-share-error').count()).toBe(0);
		await context.close();
	});

	it('a result with a Line on body horror says cosmic horror is not offered, and never proposes it', async () => {
		const payload = (await run(GRIM, ['body_horror'], [], true)) as { result: { ranking: { id: string }[] } };
		expect(payload.result.ranking.map((r) => r.id)).not.toContain('cosmic_horror');
		const { page, context } = await newPlayer(browser, { width: 360 });
		await page.goto(await linkOf(new URL(baseUrl()).origin, payload));
		await expect
			.poll(() => text(page, 'quiz-left-out'))
			.toBe('Not offered because of the Lines: Cosmic horror.');
		expect(await text(page, 'quiz-leader')).not.toBe('Cosmic horror');
		await context.close();
	});

	it('on a Russian phone every theme column shows and no word of the charter is broken in two', async () => {
		const origin = new URL(baseUrl()).origin;
		const { page, context } = await newPlayer(browser, { width: 360, locale: 'ru-RU' });
		await page.goto('/quiz/table');
		await page.getByTestId('table-new').click();
		for (const [i, p] of [await run(GRIM, [], [], true), await run(COSY, [], [], true)].entries()) {
			await page.getByTestId('table-player-link').fill(await linkOf(origin, p));
			await page.getByTestId('table-add').click();
			await expect.poll(() => playersOrError(page)).toBe(i + 1);
		}
		// the themes table fits its card: "в центре" and "не спрашивали" are not scrolled away
		const heat = page.locator('div[role=region][aria-labelledby=modules-title]');
		expect(await heat.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
		// a word on two lines has two boxes ("посер/едине", "«Мрач/ный»")
		const brokenWords = await page.getByTestId('charter').evaluate((root) => {
			const broken: string[] = [];
			const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
			for (let n = walker.nextNode(); n; n = walker.nextNode())
				for (const m of (n.textContent ?? '').matchAll(/\S+/g)) {
					const r = document.createRange();
					r.setStart(n, m.index);
					r.setEnd(n, m.index + m[0].length);
					if (r.getClientRects().length > 1) broken.push(m[0]);
				}
			return broken;
		});
		expect(brokenWords).toEqual([]);
		expect(await page.getByTestId('group-veils-none').innerText()).toBe('Нет.');
		await screenshot(page, 'quiz-table-ru-phone');
		await context.close();
	});

	it('the next name typed while a link is read stays where it was typed (no focus moved, nothing wiped)', async () => {
		const link = await linkOf(new URL(baseUrl()).origin, await run(COSY, ['needles'], [], true));
		const { page, context } = await newPlayer(browser, { width: 360 });
		await page.goto('/quiz/table');
		await page.getByTestId('table-new').click();
		await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('table-name');
		await page.getByTestId('table-player-name').fill('Anna');
		await page.getByTestId('table-player-link').fill(link);
		// A slow network: the link reader is still loading when the user goes on to the next player.
		const release = await holdAppCode(page);
		await page.getByTestId('table-add').click();
		await page.getByTestId('table-player-name').click();
		await page.keyboard.press('ControlOrMeta+A');
		await page.keyboard.type('Bor');
		await release();
		await expect.poll(() => playersOrError(page)).toBe(1);
		await page.keyboard.type('is');
		expect(await page.getByTestId('table-players').innerText()).toContain('Anna');
		expect(await page.getByTestId('table-player-name').inputValue()).toBe('Boris');
		// the link that was read is cleared: it is on the table now
		expect(await page.getByTestId('table-player-link').inputValue()).toBe('');
		await context.close();
	});

	it('adds a player whose share link is scanned with the camera', async () => {
		// A fake camera feeds the video; the QR reader is the browser's own (BarcodeDetector), which
		// Chromium on Linux lacks: stood in here by one that reads the link once the video plays.
		const camera = await chromium.launch({
			executablePath: CHROMIUM_PATH,
			args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']
		});
		try {
			const link = await linkOf(new URL(baseUrl()).origin, await run(COSY, ['needles'], [], true));
			const { page, context } = await newPlayer(camera, { width: 360 });
			await context.addInitScript((text: string) => {
				class Reader {
					constructor(o: { formats: string[] }) {
						if (!o.formats.includes('qr_code')) throw new Error('not a QR reader');
					}
					async detect(v: HTMLVideoElement) {
						return v.readyState >= 2 && v.videoWidth > 0 ? [{ rawValue: text }] : [];
					}
				}
				(globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = Reader;
			}, link);
			await page.goto('/quiz');
			await page.getByTestId('quiz-group-table').click();
			await page.getByTestId('table-new').click();
			await page.getByTestId('table-player-name').fill('Anna');
			await page.getByTestId('table-scan').click();
			await expect
				.poll(() => page.getByTestId('table-players').locator('li').count(), { timeout: 15_000 })
				.toBe(1);
			expect(await page.getByTestId('table-players').innerText()).toContain('Anna');
			await context.close();
		} finally {
			await camera.close();
		}
	});
});
