import type { Page } from 'playwright-core';

/**
 * What the lobby e2e read off a phone, each a value a poll can wait for (never a throw): a room's
 * rounds take a while on a loaded 2-core machine, hence the long poll.
 */
export const POLL = { timeout: 45_000, interval: 200 };
export const PHONE = { width: 360, height: 800 };

export const visible = (page: Page, testid: string) =>
	page
		.getByTestId(testid)
		.first()
		.isVisible()
		.catch(() => false);
export const text = (page: Page, testid: string) =>
	page
		.getByTestId(testid)
		.first()
		.innerText({ timeout: 500 })
		.catch(() => '');
export const roundOf = (page: Page) =>
	page
		.getByTestId('round-number')
		.getAttribute('data-round', { timeout: 500 })
		.then(Number)
		.catch(() => 0);
export const questionOf = (page: Page) => text(page, 'question-text');
/** The NHIE countdown's "N s left". */
export const secondsLeft = (page: Page) =>
	page
		.getByTestId('countdown')
		.innerText({ timeout: 500 })
		.then((t) => Number(/(\d+) s left/.exec(t)?.[1] ?? NaN))
		.catch(() => NaN);
export const canAnswer = (page: Page) =>
	page
		.getByTestId('answer-have')
		.isEnabled({ timeout: 500 })
		.catch(() => false);
