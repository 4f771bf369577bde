import { describe, expect, it } from 'vitest';
import { spacedReadings } from './spaced';

/**
 * A line typed with its letters spaced out or broken up is read again as words
 * (docs/safe-choices.md "Safeguarding"; engine/spaced.ts), for the act model and the rules.
 */
describe('spacedReadings', () => {
	it('splits letters spaced evenly into the words of the act corpus', () => {
		expect(spacedReadings('i w a n t t o d i e', 'en')).toContain('i want to die');
		expect(spacedReadings('k.i.l.l.m.y.s.e.l.f', 'en')).toContain('kill myself');
		expect(spacedReadings('м н е п л о х о', 'ru')).toContain('мне плохо');
		expect(spacedReadings('y a h o c h u u m e r e t', 'ru')).toContain('ya hochu umeret');
	});

	it('keeps the words its typist marked, and the punctuation between them', () => {
		expect(spacedReadings('h e  t o u c h e s ,  m e', 'en')).toEqual(['he touches, me']);
		expect(spacedReadings('k-i-l-l m-y-s-e-l-f', 'en')).toEqual(['kill myself']);
		// a word the list does not know stays whole when its letters are marked as one word
		expect(spacedReadings('м а м а  м е н я  п р и б ь е т', 'ru')).toEqual(['мама меня прибьет']);
	});

	it('reads one spaced word in a line, and two letters parted by a mark', () => {
		expect(spacedReadings('хочу у м е р е т ь', 'ru')).toEqual(['хочу умереть']);
		expect(spacedReadings('he smacks m.e', 'en')).toEqual(['he smacks me']);
		expect(spacedReadings('i m scared', 'en')).toEqual(['im scared']);
	});

	it('reads a dash between two letters as inside a word and a space before them as between words', () => {
		expect(spacedReadings('я н-е справляюсь', 'ru')).toEqual(['я не справляюсь']);
		expect(spacedReadings('i h-a-t-e my life', 'en')).toContain('i hate my life');
	});

	it('reads letters parted by invisible characters as spaced', () => {
		expect(spacedReadings([...'iwanttodie'].join('\u200b'), 'en')).toContain('i want to die');
		expect(spacedReadings('i\u2060want\u200bto\u200bdie', 'en')).toEqual(['i want to die']);
	});

	it('reads a digit or a look-alike letter in a spaced word as its letter', () => {
		expect(spacedReadings('k 1 l l  m y s 3 l f', 'en')).toEqual(['kill myself']);
		expect(spacedReadings('м н e  п л о х о', 'ru')).toEqual(['мне плохо']); // a Latin "e"
	});

	it('adds nothing to a line typed with words, nor joins two words of one letter', () => {
		for (const [text, language] of [
			['i want to die', 'en'],
			['и я тоже', 'ru'],
			['а я не хочу', 'ru'],
			['в 5 у школы', 'ru'],
			['call me at 8 9 0 0', 'en']
		] as const)
			expect(spacedReadings(text, language), text).toEqual([]);
	});
});
