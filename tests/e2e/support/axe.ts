import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core (WCAG 2 A + AA) on the page as it is now: the serious and critical violations, one line
 * each ("rule: targets"), for a screen that a11y.e2e.ts does not reach (a result, an open dialog).
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const seriousAxeViolations = async (page: Page): Promise<string[]> => {
	if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
	const results = (await page.evaluate(() =>
		(window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
			document,
			{ runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] }
		)
	)) as AxeResults;
	return results.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/** Words of three or more Latin letters in `selector`, leaving out links (web addresses) and text marked
 * with its own `lang` (content in another language on purpose). */
export const latinWords = (page: Page, selector = 'main'): Promise<string[]> =>
	page.evaluate((sel) => {
		const root = document.querySelector(sel)?.cloneNode(true) as HTMLElement | undefined;
		if (!root) return [];
		root.querySelectorAll('a[href], [lang]').forEach((el) => el.remove());
		return [...new Set(root.textContent?.match(/\b[A-Za-z]{3,}\b/g) ?? [])];
	}, selector);

/** Interactive elements in `selector` smaller than the 48 px tap target (text, width × height). */
export const smallTapTargets = (page: Page, selector = 'main'): Promise<string[]> =>
	page.evaluate((sel) => {
		const out: string[] = [];
		const root = document.querySelector(sel);
		for (const el of root?.querySelectorAll<HTMLElement>(
			'button, a[href], select, textarea, summary, label:has(input)'
		) ?? []) {
			const r = el.getBoundingClientRect();
			if (r.width === 0 || r.height === 0) continue;
			if (r.width < 47.5 || r.height < 47.5)
				out.push(
					`${el.tagName} "${el.innerText.slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`
				);
		}
		return out;
	}, selector);
