import { describe, it } from 'vitest';
import { distress, each, harm } from './testing/rule-reads';

/**
 * The guard rules of ./safety-rules-terse.ts (docs/safe-choices.md "Safeguarding"): each kind in
 * other words than the retired check it came from, in en, ru and Latin-letter ru, then the
 * look-alikes that must not stop the scene.
 */
describe('safety rules: harm and distress said in few letters', () => {
	it('reads a cry without vowels, being followed and intrusive thoughts as distress', () => {
		each(
			[
				'hlp',
				'pls hlp hes here',
				'hlp me',
				'пмгт',
				'пмгите он тут',
				'pmgt srochno',
				'URGENT someone is following me home',
				'hes chasing me i cant breathe',
				'theres a guy right behind me since the station',
				'мужик какой-то за мной идёт от остановки',
				'он следит за мной уже третий день',
				'kto to za mnoi idet',
				'my head keeps telling me to jump off the bridge haha',
				'the voices tell me to cut again lol',
				'i keep thinking about jumping',
				'голос в голове говорит мне прыгнуть, смешно да',
				'постоянно думаю о том чтобы спрыгнуть',
				'ахах с крыши бы шагнула, но я серьезно',
				'спрыгну с моста лол. не шучу',
				'id jump off the bridge rn haha. im serious tho',
				'i sleep with a knife under my pillow now just in case',
				'теперь у меня нож под подушкой, так спокойнее',
				'сплю с ножиком под подушкой после того раза',
				'i dont want to go home tonight. my stepdad is home',
				'not going home, hes drunk again',
				'не пойду домой пока там отчим',
				'не хочется домой, дома он',
				'ne hochu domoi, tam otchim'
			],
			true,
			distress
		);
		each(
			[
				'help me with hw',
				'halp my cat is on my keyboard',
				'hlpful tip: save before the boss',
				'hes following me on insta now lol',
				'she is following me back finally',
				'my brother is behind me in the queue',
				'он следит за мной в инсте, кринж',
				'my coach says to jump higher',
				'mum told me to jump in the shower',
				'тренер говорит прыгнуть выше',
				'if i fail this test im jumping off a bridge lol',
				'прыгнула с моста в речку, вода огонь',
				'left a tooth under my pillow for the fairy lol',
				'телефон под подушкой, чтобы будильник слышать',
				'dont wanna go home yet, at the mall w friends',
				'not going home till 6, practice',
				'не хочу домой, там скучно',
				'не хочу домой, там уроки ждут'
			],
			false,
			distress
		);
	});

	it('reads hidden bruises and a helpline asked for as harm', () => {
		each(
			[
				'covering the bruises again before school',
				'concealer hides the bruise on my cheek pretty well',
				'my bruises need more concealer than my spots lol',
				'who do i call if my dad hits me',
				'where can u report a teacher that touches students',
				'whats the number to text if ur stepdad hurts u',
				'замазываю синяки тональником каждое утро',
				'кому звонить если отчим бьёт',
				'куда можно пожаловаться, если папа бьет',
				'pryachu sinyaki pod kofto',
				'kuda zvonit esli otec bjet'
			],
			true,
			harm
		);
		each(
			[
				'need concealer for this zit asap',
				'i hide my marks from mum, got a D',
				'whats the number for pizza',
				'who do i call if my phone breaks',
				'who do i tell if my team keeps losing',
				'купила новый тональник, норм ложится',
				'кому звонить, если сломался телефон'
			],
			false,
			harm
		);
	});
});
