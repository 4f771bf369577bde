import { describe, expect, it } from 'vitest';
import { acceptNarratorLine } from './narrator';
import { namesTarget } from './mention';

/** An accusation must name its target as a word, not as letters inside another word. */
describe('namesTarget', () => {
	it.each([
		['Bo went quiet.', 'Bo', 'en', true],
		['@Bo, you went quiet.', 'Bo', 'en', true],
		['Why so quiet, bo?', 'Bo', 'en', true],
		["Bo's silence says a lot.", 'Bo', 'en', true],
		// the bug this guards against: "somebody" counted as naming Bo
		['Somebody here went quiet.', 'Bo', 'en', false],
		['Both of you went quiet.', 'Bo', 'en', false],
		['Bob went quiet.', 'Bo', 'en', false],
		['Bo2 went quiet.', 'Bo', 'en', false],
		// names with spaces or regex characters are matched literally
		['So, Ana Maria, cat got your tongue?', 'Ana Maria', 'en', true],
		['J.D. went silent.', 'J.D.', 'en', true],
		['JxDx went silent.', 'J.D.', 'en', false],
		// case endings: Swedish genitive -s, Russian endings of up to two letters
		['Bos tystnad är högljudd.', 'Bo', 'sv', true],
		['Någon bor här.', 'Bo', 'sv', false],
		['У Бориса вдруг пропал голос.', 'Борис', 'ru', true],
		['С Борисом что-то не так.', 'Борис', 'ru', true],
		['ЛЕНА замолчала.', 'Лена', 'ru', true],
		['Кто-то замолчал.', 'Лена', 'ru', false]
	] as const)('%s names %s (%s): %s', (text, name, lang, expected) => {
		expect(namesTarget(text, name, lang)).toBe(expected);
	});

	it('acceptNarratorLine rejects an accusation line that only contains the name inside a word', () => {
		const opts = { language: 'en', nsfw: false, mustMention: 'Bo' };
		expect(acceptNarratorLine('Somebody here has gone very quiet tonight.', opts)).toBeNull();
		expect(acceptNarratorLine('Bo has gone very quiet tonight.', opts)).toBe(
			'Bo has gone very quiet tonight.'
		);
		// shown as the content filter judged it: no bidi override, no zero-width character
		expect(acceptNarratorLine('Bo has gone \u202every\u200b quiet.', opts)).toBe('Bo has gone very quiet.');
	});
});
