import { describe, it } from 'vitest';
import { each } from './testing/rule-reads';

/**
 * The guard rules of ./safety-rules-slang.ts (docs/safe-choices.md "Safeguarding"): harm and distress
 * said sideways, in en, ru and Latin-letter ru, each in other words than the check it came from, then
 * the look-alikes that must not stop the scene.
 */
describe('safety rules: harm said sideways', () => {
	it('reads an adult secret, hush money, marks shown, the belt, a dad as a boss fight as harm', () => {
		each(
			[
				'my tutor says the massages are our thing and i shouldnt tell',
				'the youth leader told me its our little secret',
				'he gives her sweets not to tell her mum',
				'my friend showed me her bruises from her bf',
				'getting the belt again tonight probably',
				'he hit the door right where my head hit it',
				'тренер сказал, что это наш секрет',
				'подруга показала мне синяки от отчима',
				'мне что-то подмешали в сок',
				'нас запирают на балконе, если шумим',
				'опять ремнем получать буду',
				'otchim kazhdyi den boss fight',
				'trener skazal eto nash sekret'
			],
			true
		);
		each(
			[
				'coach said great match today',
				'the physio gave me a massage for my calf',
				'showed me the marks on the test, i got a b',
				'учитель сказал, что завтра контрольная',
				'подмешала корицу в тесто',
				'final boss fight took us 3 hours lol'
			],
			false
		);
	});

	it('reads slang for ending it, a blade bought, a last post, scratching till it bleeds as distress', () => {
		each(
			[
				'kms fr',
				'thinking about unaliving',
				'gg uninstall life',
				'signing off for good x',
				'this is my last post',
				'2 weeks clean and i messed up',
				'scratching until it bleeds again',
				'bought razors on the way home',
				'wish a bus would hit me',
				'she says she wants to die',
				'хочу выпилиться',
				'купила лезвия',
				'это мой последний пост, всех люблю',
				'два пальца в рот после ужина, каждый день',
				'сил держаться больше нет',
				'livayu iz zhizni',
				'kupila lezvie'
			],
			true
		);
		each(
			[
				'kms lol this homework',
				'uninstalling fortnite for good',
				'my last post got 200 likes',
				'bought a razor for my legs',
				'задыхаюсь от смеха',
				'если не проснусь вовремя, разбуди',
				'ливаю из чата, всем пока'
			],
			false
		);
	});
});
