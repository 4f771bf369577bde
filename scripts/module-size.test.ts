import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Size by responsibility (docs/architecture.md "Folders"): a module says one thing. Above
 * WARN_LINES the test names it (a hint to look for a second concern in it); above MAX_LINES it
 * fails. Tests and data files aside — JSON packs, and a test's labelled set (`testing/*.fixture.ts`:
 * one labelled case after another) — and message catalogues (a `defineMessages` table: one entry
 * per line of UI text, in two languages, is long without doing two things).
 */
const WARN_LINES = 400;
const MAX_LINES = 600;
const src = path.resolve(import.meta.dirname, '..', 'src');

const modules = (dir: string): string[] =>
	readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(dir, entry.name);
		if (entry.isDirectory()) return modules(file);
		const data =
			/\.test\.ts$/.test(entry.name) || (/\.fixture\.ts$/.test(entry.name) && /\/testing$/.test(dir));
		return /\.(ts|svelte|js)$/.test(entry.name) && !data ? [file] : [];
	});

const isCatalogue = (text: string) => /^export const \w+ = defineMessages\(/m.test(text);
const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length;

const sized = () =>
	modules(src).flatMap((file) => {
		const text = readFileSync(file, 'utf8');
		return isCatalogue(text) ? [] : [{ file: path.relative(src, file), lines: lineCount(text) }];
	});

describe('module size', () => {
	it(`every module under src/ has at most ${MAX_LINES} lines (names those over ${WARN_LINES})`, () => {
		const all = sized();
		expect(all.length).toBeGreaterThan(100);
		const long = all.filter((m) => m.lines > WARN_LINES);
		if (long.length)
			console.warn(
				`Modules over ${WARN_LINES} lines (does one of them do two things?):\n` +
					long.map((m) => `  ${m.file}: ${m.lines}`).join('\n')
			);
		expect(long.filter((m) => m.lines > MAX_LINES)).toEqual([]);
	});

	it('message catalogues are told apart from code', () => {
		const catalogue = readFileSync(path.join(src, 'lib/components/lobby/save-messages.ts'), 'utf8');
		const code = readFileSync(path.join(src, 'lib/i18n/messages.ts'), 'utf8');
		expect([isCatalogue(catalogue), isCatalogue(code)]).toEqual([true, false]);
	});
});
