import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Style rule (docs/architecture.md): no module in src/ over 400 lines — split
 * before. Tests and data files (JSON packs) aside; a message table counts, it is code a reader scans.
 */
const MAX_LINES = 400;
const src = path.resolve(import.meta.dirname, '..', 'src');

const modules = (dir: string): string[] =>
	readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(dir, entry.name);
		if (entry.isDirectory()) return modules(file);
		return /\.(ts|svelte|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
	});

const lineCount = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

describe('module size', () => {
	it(`every module under src/ has at most ${MAX_LINES} lines`, () => {
		const files = modules(src);
		expect(files.length).toBeGreaterThan(100);
		const over = files
			.map((file) => ({ file: path.relative(src, file), lines: lineCount(file) }))
			.filter((m) => m.lines > MAX_LINES);
		expect(over).toEqual([]);
	});
});
