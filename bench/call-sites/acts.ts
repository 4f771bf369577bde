import { actsRequest, LLM_PREVIOUS_CHARS, LLM_TEXT_CHARS } from '../../src/lib/engines/acts/llm';
import { type LargestPrompts } from './collect';

/**
 * acts.read (docs/acts.md "With a language model"): the largest request is a long paste answering
 * a long line, both at the lengths the request keeps; the offline reading does not enter the prompt.
 */
const LINES: Record<'en' | 'ru' | 'pl', { text: string; previous: string }> = {
	en: {
		text: 'ok so i need to tell someone this and idk who else, my coach keeps texting me at night and says its our secret and i feel sick every time i go to practice. ',
		previous: 'Come on, nobody has to know. This is just our thing, you trust me, right? '
	},
	ru: {
		text: 'короче мне надо кому-то сказать, тренер пишет мне по ночам и говорит что это наш секрет, мне плохо каждый раз перед тренировкой и я не знаю что делать. ',
		previous: 'Да ладно, никто не узнает. Это только между нами, ты же мне доверяешь? '
	},
	pl: {
		text: 'Kapitanie, trzy noce temu w Tortudze widziałem twoją dawną załogę, mówili o buncie i o mapie, którą ukryłeś pod pokładem, zanim flota królewska odpłynęła. ',
		previous: 'Czemu miałbym ci wierzyć, szczurze lądowy? Każdy tak mówi. '
	}
};

const repeatTo = (line: string, chars: number) => line.repeat(Math.ceil(chars / line.length)).slice(0, chars);

export const actsPrompts = (out: LargestPrompts): void => {
	for (const [language, { text, previous }] of Object.entries(LINES)) {
		const input = {
			text: repeatTo(text, LLM_TEXT_CHARS),
			previous: repeatTo(previous, LLM_PREVIOUS_CHARS),
			language
		};
		out.add('acts.read', language, actsRequest(input, []).messages, 'a long paste answering a long line');
	}
};
