import { describe, it } from 'vitest';
import { each } from './testing/rule-reads';

/**
 * The guard rules for oblique distress and plainly told harm (./safety-rules-plans.ts,
 * docs/safe-choices.md "Safeguarding"): each kind in en, ru and Latin-letter ru, with look-alikes
 * that must not stop the scene.
 */
describe('safety rules: plans, vanishing, fear in the body, pills', () => {
	it('reads them as distress', () => {
		each(
			[
				'im going to end it this weekend',
				'decided to end it all soon',
				'i just want to vanish and never come back',
				'wish i could fade away tbh',
				'so scared my hands wont stop shaking',
				'i think im having a panic attack',
				'how many tablets would it take to not wake up',
				'im ok just dont wanna wake up tmrw tbh',
				'kinda hope i never wake up',
				'ive been saving up pills in my drawer',
				'хочется просто исчезнуть',
				'сил нет ни на что уже',
				'лучше бы я вообще не просыпалась',
				'сердце колотится, я умру от страха',
				'думаю, сколько таблеток надо, чтобы всё закончилось',
				'hochetsya prosto ischeznut',
				'luchshe by ya ne prosnulas'
			],
			true
		);
		each(
			[
				'im going to end it with him tonight',
				'lets end it here, gg',
				'i wanna vanish from this group chat lol',
				'so scared my team will lose 😂',
				'how many pills do i take for a headache',
				'dont want to wake up early tomorrow ugh',
				'i dont want to wake up at 6 for school',
				'хочется исчезнуть с этой вечеринки пораньше',
				'сердце колотится, так круто было на концерте',
				'лучше бы я не ходила на эту пару'
			],
			false
		);
	});
});

describe('safety rules: beaten up, a friend told them, no food at home', () => {
	it('reads them as harm', () => {
		each(
			[
				'some year 10s beat me up by the bus stop',
				'they jumped me after school again',
				'my friend told me her stepdad touches her',
				'theres no food at home again and mum is gone',
				'нас дома вообще не кормят',
				'дома есть нечего, мама не встаёт',
				'меня избивают в раздевалке и снимают на телефон',
				'nas doma ne kormyat',
				'menya izbili i snimali na video'
			],
			true
		);
		each(
			[
				'my brother beat me at fifa again',
				'my friend told me her mum bought her a dog',
				'no food at the party, we ordered pizza',
				'дома нечего делать, скучно',
				'меня снимают в школьном спектакле'
			],
			false
		);
	});
});

describe('safety rules: the word itself, goodbyes, purging, a ledge; a drink and no memory, left alone', () => {
	it('reads them as distress or harm', () => {
		each(
			[
				'i have suicidal thoughts most nights',
				'думаю о суициде',
				'mysli o samoubiystve ne othodyat',
				'if im not online tomorrow its not your fault, bye',
				'punched the wall until my knuckles bled',
				'left notes for my brother and mum under my pillow',
				'standing on the bridge looking down',
				'i make myself throw up after tea',
				'я устал жить',
				'собрала таблетки из аптечки',
				'если меня не будет завтра, не вините никого',
				'второй день ничего не ем',
				'хочу уснуть и не проснуться',
				'kopila tabletki mesyac',
				'woke up on the sofa with my top ripped and no idea how',
				'cant remember anything after the drink he got me',
				'the cable marks, thats how my dad punishes us',
				'нас с сестрой оставляют одних на выходные',
				'мама третий день не приходит, еды нет',
				'подруга рассказала, что отчим её трогает',
				'nas ostavlyayut odnih bez edy'
			],
			true
		);
		each(
			[
				'suicide squad was mid tbh',
				'we had a suicide prevention talk at school today',
				'bye for now, see u tmrw',
				'wrote a letter to my nan for her birthday and posted it',
				'standing on the roof of the bus shelter for a pic lol',
				'я устала от этой домашки',
				'сижу на крыше, закат красивый',
				'если меня не будет на паре, прикрой',
				'подруга рассказала, что её брат поступил',
				'мама уехала в отпуск, мы у бабушки'
			],
			false
		);
	});
});
