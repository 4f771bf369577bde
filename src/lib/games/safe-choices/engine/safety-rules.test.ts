import { describe, expect, it } from 'vitest';
import { stops } from './testing/rule-reads';

/**
 * The curated guard of safeguarding (docs/safe-choices.md "Safeguarding"), without the act model: a
 * line each rule is there for, and its look-alike that must not stop the scene.
 */
describe('safety rules: quiet distress and its look-alikes', () => {
	it('reads "not ok" as distress, but "not ok with that" as no distress (a refusal)', () => {
		for (const text of ["I'm not okay rn", 'i dont think im ok', 'honestly not doing ok'])
			expect(stops(text), text).toBe(true);
		for (const text of [
			'im not ok with that',
			'Im not okay about sending pics',
			'thats not ok',
			'im ok, no',
			'not doing well at math lol'
		])
			expect(stops(text), text).toBe(false);
	});

	it('reads having no one to talk to as distress, but not a promise to tell no one', () => {
		for (const text of ['i have noone to talk to about any of this', 'i dont have a single person to tell'])
			expect(stops(text), text).toBe(true);
		for (const text of ['i wont tell anyone', 'noone will know', 'nobody to go to the party with lol'])
			expect(stops(text), text).toBe(false);
	});

	it('reads scared with teen adverbs, but not "not scared"', () => {
		expect(stops('im lowkey scared to go home')).toBe(true);
		expect(stops('im literally terrified')).toBe(true);
		expect(stops('im not scared of u, just no')).toBe(false);
	});

	it('reads Russian quiet distress in Cyrillic and in Latin letters, not a promise of silence', () => {
		for (const text of [
			'мне так хреново',
			'мне вообще некому это рассказать',
			'я не справляюсь',
			'боюсь идти домой',
			'mne tak hrenovo, nikto ne znaet',
			'mne nekomu eto skazat',
			'ya ne spravlyayus',
			'boyus idti domoi'
		])
			expect(stops(text), text).toBe(true);
		for (const text of [
			'никому не скажу',
			'я не боюсь тебя, просто нет',
			'nikomu ne skazhu',
			'mne norm, no net',
			'иду домой, пока'
		])
			expect(stops(text), text).toBe(false);
	});

	it('reads a household adult coming into the room as a disclosure, not a pet or a friend visiting', () => {
		for (const text of [
			'my moms bf keeps coming into my room when shes at work',
			'my stepdad gets in my bed at night',
			'отчим опять заходит ко мне ночью',
			'maminy paren lezet ko mne kogda ee net'
		])
			expect(stops(text), text).toBe(true);
		for (const text of [
			'my cat comes in my room every morning lol',
			'my friend came into my room to borrow a charger',
			'кот лезет ко мне спать',
			'подруга заходит ко мне после школы'
		])
			expect(stops(text), text).toBe(false);
	});
});
