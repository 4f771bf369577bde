import { describe, expect, it } from 'vitest';
import { each, stops } from './testing/rule-reads';

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

describe('safety rules: a cry for help and a request for help with schoolwork', () => {
	it('reads "help me" and «помогите» as distress, whatever follows that is not a school task', () => {
		each(
			[
				'help me',
				'please help',
				'help me please he wont stop',
				'help me with my stepdad, i cant go home',
				'can someone help me get away from him',
				'помогите',
				'помогите кто-нибудь',
				'помогите, мне страшно',
				'помогите с отчимом, я не знаю что делать',
				'помоги мне пожалуйста',
				'pomogite',
				'pomogi mne, ya ne znayu chto delat',
				'pomogite s nim, on opyat prishel',
				'help me pls he wont stop',
				'help me please i cant do this anymore',
				'помогите пж, мне страшно',
				'pomogite pls on opyat prishel',
				'помогите кто-нибудь, он опять пришёл',
				'pomogite kto-nibud, mne strashno',
				'помогите пожалуйста, он опять здесь'
			],
			true
		);
	});

	it('does not read a request for help with homework, a test or a game level as distress', () => {
		each(
			[
				'help me with my science homework pls?',
				'can someone help me with question 4? its about photosynthesis',
				'can u help me think of a title for my story?',
				'can u help me revise for my geography test tomorrow',
				'please help me with this maths, i dont get fractions',
				'help me with the boss on level 3 lol',
				'помогите с математикой кто-нибудь',
				'помогите решить уравнение x² − 5x + 6 = 0',
				'помогите перевести предложение на английский',
				'помогите найти синоним к слову «смешной»',
				'помогите, кто знает ответ на третье задание?',
				'помогите с домашкой по истории',
				'pomogite s himiei, ne ponimayu',
				'pomogite reshit zadachu pls',
				'help me pls i cant figure out this fractions question',
				'help me pls with my hw',
				'помогите пж с алгеброй',
				'pomogite pls s domashkoi',
				'pomogite s anglijskim pls',
				'помогите пройти уровень, я застряла',
				'помогите кто-нибудь с боссом на третьем уровне',
				'pomogite proiti etot uroven',
				'помогите пожалуйста с алгеброй'
			],
			false
		);
	});
});
