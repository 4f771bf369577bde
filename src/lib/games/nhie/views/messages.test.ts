import { describe, expect, it } from 'vitest';
import { nhieMessages } from './messages';

/** Phone audit: the round's result reads as a sentence in Russian also when nobody has. */
describe('the round result', () => {
	it('Russian says nobody had it, not «Было у 0 из 5»', () => {
		const m = nhieMessages('ru');
		expect(m.result(0, 5)).toBe('Ни у кого из 5 не было.');
		expect(m.result(0, 3)).toBe('Ни у кого из 3 не было.');
		expect(m.result(2, 5)).toBe('Было у 2 из 5.');
		expect(m.result(0, 0)).toBe('Никто не ответил.');
		expect(m.result(null, 2)).toBe('Ответов слишком мало, чтобы их показывать.');
	});

	it('English keeps its count', () => {
		const m = nhieMessages('en');
		expect(m.result(0, 5)).toBe('0 of 5 have.');
		expect(m.result(1, 1)).toBe('1 of 1 has.');
	});
});
