import { describe, expect, it } from 'vitest';

/**
 * What a screen reader says is UI text too (docs/architecture.md "Words"): an `aria-label`, `title`,
 * `alt` or `placeholder` written as a word in a component stays English in the Russian UI. They come
 * from the catalogues; a placeholder that is an address or a host name ("peer.example.org") is no word.
 */
const components = import.meta.glob('/src/**/*.svelte', {
	eager: true,
	query: '?raw',
	import: 'default'
}) as Record<string, string>;

const ATTRIBUTE = /\s(aria-label|aria-roledescription|aria-valuetext|title|alt|placeholder)="([^"{]*)"/g;
/** An attribute value that is words a person reads, not an address or a host name. */
const isWords = (value: string) => /\p{L}/u.test(value) && !/^[^\s]*[./:][^\s]*$/u.test(value);
const literalWords = (src: string) =>
	[...src.matchAll(ATTRIBUTE)].filter((m) => isWords(m[2])).map((m) => `${m[1]}="${m[2]}"`);

describe('no words written into an accessible name or hint', () => {
	it('finds the components, and would see a written label but not an address', () => {
		expect(Object.keys(components).length).toBeGreaterThan(50);
		expect(literalWords('<nav aria-label="Main">')).toEqual(['aria-label="Main"']);
		expect(literalWords('<input placeholder="peer.example.org" aria-label={m.host} />')).toEqual([]);
	});

	for (const [file, src] of Object.entries(components))
		it(`${file}: labels from a catalogue`, () => {
			expect(literalWords(src)).toEqual([]);
		});
});
