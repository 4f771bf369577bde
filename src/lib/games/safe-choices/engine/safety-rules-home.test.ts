import { describe, it } from 'vitest';
import { each, harm, stops } from './testing/rule-reads';

/**
 * The guard rules for harm at home in a teen's own words (docs/safe-choices.md "Safeguarding"), without
 * the act model: violence, injuries, sexual harm by an adult they know, fresh distress — each with a
 * look-alike that must not stop the scene (a strict parent, a friend who "pushed me into it", a bruise
 * from football, "my mum will kill me", a fictional friend).
 */
describe('safety rules: violence at home and its look-alikes', () => {
	it('reads being thrown against something as harm, in en, ru and Latin-letter ru', () => {
		each(
			[
				'my stepdad pushed me against the fridge last nite',
				'mums boyfriend slammed me into the door again',
				'he threw me down the stairs when i said no',
				'отчим толкнул меня в шкаф, больно до сих пор',
				'меня батя опять впечатал в стенку',
				'otchim tolknul menya v dver vchera',
				'menya papa kinul na pol'
			],
			true,
			harm
		);
		each(
			[
				'my mates pushed me into going to the party',
				'she threw me a surprise party lol',
				'my bro pushed me into the pool 😂',
				'кинул рюкзак в шкаф и ушла',
				'подруга кинула меня, не пришла',
				'paren menya brosil v ponedelnik',
				'он меня кинул с деньгами'
			],
			false,
			harm
		);
	});

	it('reads a household adult who hits, and drink with rage aimed at the teen, as harm', () => {
		each(
			[
				'my old man smacks me when he gets home',
				'he beats me when hes in a mood',
				'my step mum slapped me across the face',
				'my mams fella gets violent when hes wasted',
				'when hes drunk he goes for me',
				'dad takes it out on me when hes had a few',
				'меня отчим бьет ремнем',
				'мамин хахаль избил меня в субботу',
				'когда батя напьется, срывается на мне',
				'batya menya izbil',
				'kogda papa vypet, zvereet i kidaetsya na menya'
			],
			true,
			harm
		);
		each(
			[
				'my mum checks my phone every night',
				'my dad grounded me for two weeks',
				'my mum will literally kill me if i go',
				'hit me up on snap later',
				'idk, beats me lol',
				'beats me why she said that',
				'my dad beat me at fifa again',
				'my mum kicked me out of the kitchen lol',
				'my dad goes off on me when im late',
				'мама проверяет мой телефон каждый вечер',
				'папа меня наказал, сижу дома',
				'он убил меня в игре',
				'mama menya ubyet esli uznaet',
				'batya menya nakazal'
			],
			false,
			harm
		);
	});

	it('reads injuries as harm with a household adult or drink, not on their own', () => {
		each(
			[
				'got a black eye from my dad, told everyone it was football',
				'my moms bf was drunk again and my back is all bruises',
				'весь бок в синяках, отчим опять',
				'u batya ruka v sinyakah posle vchera'
			],
			true,
			harm
		);
		each(
			[
				'bruised my knee at football lol',
				'fell off my bike and my arm went all purple',
				'упала с велика, вся в синяках',
				'sinyak posle treni'
			],
			false,
			harm
		);
	});

	it('reads sexual harm by an adult they know, not a crush or grooming named as a tactic', () => {
		each(
			[
				'my coach keeps trying to kiss me after practice',
				'my uncle puts his hand on my leg under the table',
				'my tutor showed me porn on his laptop',
				'тренер лапает меня в раздевалке',
				'дядя заставляет трогать его',
				'repetitor lapaet menya na zanyatiyah'
			],
			true,
			harm
		);
		each(
			[
				'a boy in my class tried to kiss me lol',
				'my coach made me do extra laps',
				'thats literally grooming, blocked',
				'это груминг, я знаю такие схемы',
				'a girl in a story i read, her dad hits her'
			],
			false,
			harm
		);
	});
});

describe('safety rules: distress in fresh words', () => {
	it('reads self-harm and giving up as distress, in en, ru and Latin-letter ru', () => {
		each(
			[
				'ive been cutting my arms again',
				'i cant do this anymore honestly',
				'sometimes i just wanna disappear',
				'everyone would be better off without me',
				'я опять режу руки',
				'я так больше не могу',
				'не хочу больше жить',
				'ne hochu zhit',
				'bolshe tak ne mogu',
				'porezala ruku vchera'
			],
			true,
			stops
		);
	});

	it('reads a goodbye letter and a world no different without them as distress', () => {
		each(
			[
				'i left a goodbye note under my pillow',
				'it would be easier for everyone if i wasnt around',
				'been thinking about ending it a lot',
				'nobody would even notice if i was gone',
				'написала прощальное письмо маме',
				'не вижу смысла дальше, всё равно',
				'никому не будет разницы, есть я или нет',
				'vchera napisal pismo roditelyam, chtob nashli potom',
				'ne vizhu smysla dalshe',
				'nikomu ne budet raznicy est ya ili net'
			],
			true,
			stops
		);
		each(
			[
				'wrote a letter to my nan for her birthday',
				'its easier if i just do it myself',
				'no point going to the party if ur not there',
				'thinking about ending it with my bf tbh',
				'написала письмо маме на день рождения',
				'не вижу смысла в этом задании',
				'нет разницы, пиццу или суши',
				'ne vizhu smysla v etom'
			],
			false,
			stops
		);
		each(
			[
				'this homework is killing me',
				'i cant do this level lol',
				'i want to die of embarrassment lol',
				'режу салат, подожди',
				'не хочу жить с родителями в одной комнате',
				'не могу так быстро печатать',
				'ne hochu zhit v obshage'
			],
			false,
			stops
		);
	});
});
