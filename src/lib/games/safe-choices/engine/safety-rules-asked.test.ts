import { describe, it } from 'vitest';
import { distress, each, harm } from './testing/rule-reads';

/**
 * The guard rules of ./safety-rules-asked.ts (docs/safe-choices.md "Safeguarding"): each kind in
 * other words than the retired check it came from, in en, ru and Latin-letter ru, then the
 * look-alikes that must not stop the scene.
 */
describe('safety rules: harm asked about or told beside the game', () => {
	it('reads a grown man claiming the teen as his girlfriend as harm', () => {
		each(
			[
				'is it normal that a 30 year old calls me his girlfriend',
				'he says im his gf but hes like 22, is that ok?',
				'this older guy from discord keeps calling me his baby',
				'a grown man told me im his princess lol weird right',
				'ему 24 и он называет меня своей девушкой, это норм?',
				'взрослый парень из тиктока пишет что я его малышка',
				'on nazyvaet menya svoei devushkoi a emu 23'
			],
			true,
			harm
		);
		each(
			[
				'ur like 25 and calling me ur gf? thats creepy, no',
				'my brother is 19 and calls me his baby sister',
				'my sister is 20 and her bf calls her his princess',
				'он называет её своей девушкой, им обоим по 14',
				'ей 18 и она его девушка, они милые',
				'grandpa is 80 and calls grandma his girl still 🥹'
			],
			false,
			harm
		);
	});

	it('reads the game told as their own, except that theirs showed up, as harm', () => {
		each(
			[
				'i had one like this character too, except mine actually showed up at school',
				'it was like the game but he really came to my house',
				'у меня был такой же как в игре, только он правда ждал меня у школы',
				'как тут, только мой вживую приехал к подъезду',
				'kak v igre, tolko on realno priehal'
			],
			true,
			harm
		);
		each(
			[
				'like in the game, but my pizza actually showed up on time lol',
				'как в игре, только папа реально приехал за мной на машине',
				'like this character but funnier'
			],
			false,
			harm
		);
	});

	it('reads fear of a message that someone is outside their house as distress', () => {
		each(
			[
				'he texted me "im outside ur house" and im scared to look',
				'im freaking out someone is outside my window',
				'мне пишут «я уже у твоего подъезда», мне страшно',
				'боюсь, он стоит у моего дома',
				'pishet ya u tvoego doma, mne strashno'
			],
			true,
			distress
		);
		each(
			[
				'im outside ur house, come out!!',
				'the movie was so scary lol, im at my house now',
				'я у твоего подъезда, выходи гулять',
				'страшно интересно, я у твоего дома через 5 минут'
			],
			false,
			distress
		);
	});
});
