import { describe, expect, it } from 'vitest';
import { unmix, unmixByLine } from './unmix';

describe('unmixByLine: a disguised word read in the alphabet of its line', () => {
	it('reads a word the letter count would leave mixed or put in Cyrillic as the Latin of an English line', () => {
		expect(unmix('tо')).toBe('tо'); // one letter of each: the word alone cannot tell
		expect(unmixByLine('I DONT WANT TО BE ALIVE')).toBe('i dont want to be alive');
		expect(unmix('соaсh')).toBe('соасн'); // most of its letters are Cyrillic
		expect(unmixByLine('MУ СОAСH TOUCHES MЕ')).toBe('my coach touches me');
	});

	it('reads a Russian line the other way, and leaves a word with no look-alike as unmix does', () => {
		expect(unmixByLine('Я НE ХОЧУ ЖИТЬ')).toBe('я не хочу жить');
		expect(unmixByLine('отчим меня бьёт, hе пьёт')).toBe('отчим меня бьёт, не пьёт');
		// "ж" has no Latin look-alike: an English line keeps unmix's reading of "жeнa"
		expect(unmixByLine('my жeнa said')).toBe(`my ${unmix('жeнa')} said`);
	});

	it('changes nothing in a line of one alphabet, or one with as many words of each', () => {
		expect(unmixByLine('my coach says its our secret')).toBe('my coach says its our secret');
		expect(unmixByLine('hello привет tо')).toBe(`hello привет ${unmix('tо')}`);
	});
});
