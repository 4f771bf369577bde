import { describe, expect, it } from 'vitest';
import { featureKeys } from './features';

const shapes = (text: string) => featureKeys(text).filter((k) => k.startsWith('d:'));

/**
 * docs/acts.md "How a line is read": personal details are read by their shape, so a school, a number
 * or an account the corpus never had is read like those it had.
 */
describe('act features: personal details by shape', () => {
	it('reads a phone number however it is spaced, not a short number', () => {
		for (const text of [
			'pishi mne v vatsap, 8 900 000 11 22',
			'call 07700 900 123',
			'мой номер +7(900)555-12-34'
		])
			expect(shapes(text), text).toContain('d:phone');
		for (const text of ['half the gold, 100 coins', 'its 2024 lol', 'meet at 3 30'])
			expect(shapes(text), text).not.toContain('d:phone');
	});

	it('reads a school class in Cyrillic and Latin letters, not a time or a plain count', () => {
		for (const text of ['я в 7 «в», гимназия 3', 'im in 8b at st marys', 'ya v 7 b, shkola 4'])
			expect(shapes(text), text).toContain('d:class');
		for (const text of ['3 a.m. lol', 'i have 2 cats', 'top 10 songs'])
			expect(shapes(text), text).not.toContain('d:class');
	});

	it('reads an account with or without the @, not a plain word', () => {
		for (const text of ['my snap is @jess.k09', 'мой инст katya_2012, пиши туда', 'add me jake2010'])
			expect(shapes(text), text).toContain('d:handle');
		for (const text of ['add me on snap', 'i was born in 2010', 'gr8 m8'])
			expect(shapes(text), text).not.toContain('d:handle');
	});
});
