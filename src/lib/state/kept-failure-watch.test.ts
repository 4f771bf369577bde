import { describe, expect, it } from 'vitest';
import { failedModuleOf, keptFailureWatch, UNNAMED_MODULE } from './kept-failure-watch';

const chromium = (file: string) => new TypeError(`Failed to fetch dynamically imported module: ${file}`);

describe('a failed module load the browser keeps (docs/architecture.md "When code does not load")', () => {
	it('names the file of a failed dynamic import as each browser words it', () => {
		expect(failedModuleOf(chromium('https://a.test/_app/immutable/chunks/X.js'))).toBe(
			'https://a.test/_app/immutable/chunks/X.js'
		);
		expect(
			failedModuleOf(new TypeError('error loading dynamically imported module: https://a.test/x.js'))
		).toBe('https://a.test/x.js');
		expect(failedModuleOf(new Error('Unable to preload CSS for https://a.test/x.css'))).toBe(
			'https://a.test/x.css'
		);
		expect(failedModuleOf(new TypeError('Importing a module script failed.'))).toBe(UNNAMED_MODULE);
		expect(failedModuleOf(new Error('The pack is not valid: questions[2].text'))).toBeNull();
		expect(failedModuleOf(undefined)).toBeNull();
	});

	it('asks for a reload only when the same file fails again and can be fetched now', async () => {
		let online = false;
		const asked: string[] = [];
		const watch = keptFailureWatch(async (file) => {
			asked.push(file);
			return online;
		});
		const x = chromium('https://a.test/x.js');
		expect(await watch.kept(x)).toBe(false); // the first failure: trying again may work
		expect(asked).toEqual([]);
		expect(await watch.kept(x)).toBe(false); // still offline: trying again once back may work
		online = true;
		expect(await watch.kept(chromium('https://a.test/y.js'))).toBe(false); // another file, first time
		expect(await watch.kept(x)).toBe(true); // back online and x failed again: the browser kept it
		expect(asked).toEqual(['https://a.test/x.js', 'https://a.test/x.js']);
		expect(await watch.kept(new Error('a bad pack'))).toBe(false);
	});
});
