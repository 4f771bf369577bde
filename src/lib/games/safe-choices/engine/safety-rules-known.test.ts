import { describe, expect, it } from 'vitest';
import { ruleSafety } from './safety-rules';

/**
 * docs/safe-choices.md "Safeguarding": an adult the teen knows doing the scenario's pattern, and
 * quiet distress about waking up or having no strength left, stop the scene with no harm word —
 * and their look-alikes do not. Made-up lines in English, Russian and Russian in Latin letters.
 */
describe('guard rules: an adult they know, quiet distress', () => {
	it.each([
		'my maths teacher keeps asking me for pics on insta and told me to delete the chat',
		'our youth leader texts me every night and says its our little secret',
		'наш физрук просил у меня фотки и сказал удалить переписку',
		'мой репетитор пишет мне каждый вечер, что я особенная',
		'nash trener prosil u menya foto i velel udalyat perepisku',
		'dyadya kotoryi s nami zhivet opyat lezet ko mne',
		'мамин брат, который у нас живёт, лезет ко мне'
	])('stops on "%s" as a disclosure', (line) => {
		expect(ruleSafety(line).disclose_harm).toBe(true);
	});

	it.each([
		'honestly no strength left, i dont see the point anymore',
		'why even bother waking up tbh',
		'сил уже никаких нет, зачем вообще просыпаться',
		'zachem voobshe zhit esli vse tak',
		'ne hochu bolshe prosypatsya',
		'hes always yelling and honestly im terrified of him',
		'он всё время орёт, я его реально боюсь',
		'ya ego ochen boyus'
	])('stops on "%s" as distress', (line) => {
		expect(ruleSafety(line).distress).toBe(true);
	});

	it.each([
		'ur a coach asking me for pics?? thats grooming',
		'my teacher asked me for the homework by friday',
		'my coach wants photos of the team for the website',
		'мой тренер сказал удалить старые фото с сайта',
		'сил нет как смешно',
		'why even wake up so early on a saturday lol',
		'no energy left after training, gonna nap',
		'я его не боюсь, пусть пишет'
	])('does not stop on "%s"', (line) => {
		expect(ruleSafety(line)).toEqual({ disclose_harm: false, distress: false });
	});
});
