import { describe, it } from 'vitest';
import { each } from './testing/rule-reads';

/**
 * The guard rules of ./safety-rules-threats.ts (docs/safe-choices.md "Safeguarding"): each kind in
 * en, ru and Latin-letter ru in a teen's words, then the look-alikes that must not stop the scene.
 */
describe('safety rules: sextortion, threats, a household adult who hits, cold and hunger', () => {
	it('reads them as harm', () => {
		each(
			[
				'some guy says send £50 or everyone in my year gets the pics',
				'pay up or the whole school sees it he said',
				'a girl in my class filmed me getting changed',
				'my gran whacks us with a slipper when shes angry',
				'stepdad chucked a plate at my mum last night',
				'a man from a game knows where i live now',
				'if i tell anyone he said he will post the pics',
				'пишет: скинь деньги, иначе все увидят фото',
				'меня сняли в раздевалке и выложили',
				'он знает, где я живу, и пишет каждый день',
				'сказал, что выкинет собаку, если я кому-то скажу',
				'за плохие оценки выгоняют на балкон',
				'мама опять ушла в запой',
				'inache vse uvidyat tvoi foto',
				'mne chto-to podsypali v stakan'
			],
			true
		);
		each(
			[
				'pay £5 or you dont get in, thats the rule for the disco',
				'my dad threw the ball at me and i caught it',
				'if i tell anyone my crush they will laugh',
				'сняли меня на школьном концерте, я пою',
				'выйдем на балкон подышать?',
				'в холодильнике пусто, закажем пиццу'
			],
			false
		);
	});
});

describe('safety rules: pills stashed, a head banged, a relapse, goodbyes', () => {
	it('reads them as distress', () => {
		each(
			[
				'ive been hoarding my mums pills',
				'searched how many paracetamol would do it',
				'i keep banging my head against the wall',
				'cut deeper this time',
				'wrote my family a letter each',
				'бьюсь головой о стену, чтобы не думать',
				'сорвалась, опять порезала руку',
				'записки всем уже написала',
				'спасибо, что были со мной. не ищите',
				'потихоньку коплю снотворное',
				'смысла больше нет',
				'ночью залезу на крышу',
				'byus golovoi ob stenu',
				'opyat rezhus',
				'zapiski vsem napisala'
			],
			true
		);
		each(
			[
				'taking my pills for my asthma',
				'i hit my head on the cupboard door lol',
				'wrote my friends a letter for secret santa',
				'сорвалась на диете, съела торт',
				'смысла больше нет спорить, ты прав',
				'пойду на крышу фоткать закат'
			],
			false
		);
	});
});

describe('safety rules: a sixth fresh check, by kind', () => {
	it('reads a head held under, a threat if they tell, a parent beating mum, a sibling left alone as harm', () => {
		each(
			[
				'some boys pushed my head into the toilet again',
				'they said theyll batter me if i tell',
				'сказали, что изобьют, если пожалуюсь',
				'отчим вчера опять избил маму',
				'брата оставляют одного на ночь без еды',
				'mne chto to podsypali, ne pomnyu nichego',
				'otchim opyat bil mamu'
			],
			true
		);
		each(
			['held my head under the water at swimming lessons for a second lol', 'папа бил мяч об стену полчаса'],
			false
		);
	});

	it('reads wishing to be dead, a last message, a burden, pills put away as distress', () => {
		each(
			[
				'i just wish i was dead tbh',
				'this is my last message, love u all',
				'got pills stashed under my bed',
				'im just a burden to everyone',
				'no one would even miss me',
				'going to the tracks tonight, goodbye',
				'надоело жить',
				'я для семьи обуза',
				'простите меня все',
				'это мое последнее сообщение',
				'zhit nadoelo',
				'ya dlya vseh obuza'
			],
			true
		);
		each(
			[
				'my last message was a typo sorry',
				'going to the bridge to take pics, dont wait up',
				'надоело жить в общаге, переезжаю',
				'ничего не изменится, если опоздаем на пять минут'
			],
			false
		);
	});
});
