import { describe, expect, it } from 'vitest';
import { segment, segmenter } from './segment';

/**
 * Letters typed without spaces read back as words (kit/segment.ts; docs/safe-choices.md
 * "Safeguarding": a disclosure with its letters spaced out must still be read).
 */
describe('segment', () => {
	const seg = segmenter(['i', 'to', 'my', 'me', 'want', 'die', 'the', 'rapist', 'hits', 'therapist']);

	it('splits letters into the listed words', () => {
		expect(segment(seg, 'iwanttodie')).toEqual(['i', 'want', 'to', 'die']);
	});

	it('reads the fewest, commonest words: one listed word beats two that spell it', () => {
		// "the" and "rapist" are each commoner than "therapist", but two words cost more than one
		expect(segment(seg, 'therapist')).toEqual(['therapist']);
	});

	it('keeps a stretch no listed word covers whole, and still finds the known words around it', () => {
		expect(segment(seg, 'mystepdadhitsme')).toEqual(['my', 'stepdad', 'hits', 'me']);
		expect(segment(seg, 'xyzzy')).toEqual(['xyzzy']);
	});

	it('splits a long unknown stretch where known words cover most of it', () => {
		const long = 'qwz'.repeat(10);
		expect(segment(seg, long).join('')).toBe(long);
		expect(segment(seg, long).every((w) => [...w].length <= 24)).toBe(true);
	});

	it('reads Cyrillic letter by letter, and nothing from nothing', () => {
		const ru = segmenter(['я', 'хочу', 'мне', 'плохо', 'умереть']);
		expect(segment(ru, 'яхочуумереть')).toEqual(['я', 'хочу', 'умереть']);
		expect(segment(ru, 'мнеплохо')).toEqual(['мне', 'плохо']);
		expect(segment(ru, '')).toEqual([]);
	});
});
