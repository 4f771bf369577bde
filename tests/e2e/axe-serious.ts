import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * The serious and critical WCAG 2 A/AA violations (axe-core) on the page as it is now, one line
 * each — for in-game screens that a11y.e2e.ts (start screens) cannot reach. Empty when clean.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const axeSerious = async (page: Page): Promise<string[]> => {
	if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
	const results = (await page.evaluate(() =>
		(window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
			document,
			{
				runOnly: ['wcag2a', 'wcag2aa'],
				resultTypes: ['violations']
			}
		)
	)) as AxeResults;
	return results.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};
