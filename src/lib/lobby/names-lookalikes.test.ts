import { describe, expect, it } from 'vitest';
import { TR39_LOWER, TR39_UPPER } from '$lib/engines/kit/confusables-tr39';
import { checkName, isBannedName } from './names';

/** The attack run's names: look-alikes TR39 knows that the old hand list did not. */
describe('look-alike names by the TR39 data (lobby.md "Joining")', () => {
	it('refuses "Hoꜱtess" (U+A731 small capital s) beside "Hostess"', () => {
		expect(checkName('Hoꜱtess', ['Hostess'])).toMatchObject({ ok: false, reason: 'taken' });
	});
	it('keeps a kicked "Eve" out as "Eᴠe" (small capital v) and "Eѵe" (Cyrillic izhitsa)', () => {
		for (const name of ['Eᴠe', 'Eѵe', 'Ｅｖｅ', 'EⓋe'])
			expect(checkName(name, [], ['Eve']), name).toEqual({ ok: false, reason: 'banned' });
		expect(checkName('Eva', [], ['Eve'])).toMatchObject({ ok: true });
	});
	it('reads every single-letter TR39 look-alike of a letter of a banned name as that letter', () => {
		const sources = (letter: string) => [...(TR39_LOWER[letter] ?? ''), ...(TR39_UPPER[letter] ?? '')];
		for (const banned of ['Hostess', 'Dave'])
			[...banned.toLowerCase()].forEach((letter, i) => {
				for (const c of sources(letter)) {
					const name = banned.slice(0, i) + c + banned.slice(i + 1);
					expect(isBannedName(name, [banned]), `${name} (U+${c.codePointAt(0)!.toString(16)})`).toBe(true);
				}
			});
	});
});
