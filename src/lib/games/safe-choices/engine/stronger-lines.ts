import type { Tactic } from './scenario-schema';
import type { RiskLanguage } from './types';

/**
 * The coach's suggested stronger lines (docs/safe-choices.md "Per-turn review"): each fits the
 * tactic the character used on that turn — a compliment is answered differently from a myth — and
 * they vary from turn to turn (seed 001, "Educational Purpose": practise many ways of saying no).
 * `no`: lines that refuse; `name`: lines that name the tactic.
 */
type Lines = { no: readonly string[]; name: readonly string[] };
type Key = Tactic | 'any';

const EN: Record<Key, Lines> = {
	flattery: {
		no: ['Thanks, but compliments won’t change my answer. No.', 'Nice try. Still no.'],
		name: ['You’re flattering me to get a yes.', 'Being nice to me won’t get you a yes.']
	},
	social_pressure: {
		no: ['I don’t care what everyone else does. No.', 'Everyone isn’t me. No.'],
		name: ['That’s peer pressure, and it won’t work.', '“Everyone does it” isn’t a reason.']
	},
	misinformation: {
		no: ['That’s not true, and I’m not doing it.', 'I’ll check that with a doctor. Until then, no.'],
		name: ['That’s a myth.', 'That isn’t true — I know the facts.']
	},
	urgency: {
		no: ['I don’t decide in a rush. No.', 'If it has to be now, the answer is no.'],
		name: ['You’re rushing me on purpose.', 'Hurrying me won’t change my answer.']
	},
	secrecy: {
		no: ['If it has to be secret, it’s a no.', 'I don’t keep secrets like that from my family.'],
		name: ['Asking me to keep it secret is a red flag.', 'Secrets like this aren’t okay.']
	},
	guilt: {
		no: ['I’m not responsible for how you feel about my no.', 'Don’t guilt-trip me. No.'],
		name: ['You’re guilt-tripping me.', 'Making me feel bad won’t get you a yes.']
	},
	any: {
		no: ['No, I’m not doing that.', 'No. I’ve decided.'],
		name: ['You’re pressuring me.', 'I see what you’re doing, and it won’t work.']
	}
};

const RU: Record<Key, Lines> = {
	flattery: {
		no: ['Спасибо, но комплименты мой ответ не меняют. Нет.', 'Хорошая попытка. Всё равно нет.'],
		name: ['Ты льстишь, чтобы получить «да».', 'Приятные слова не сделают «нет» «да».']
	},
	social_pressure: {
		no: ['Мне всё равно, что делают другие. Нет.', 'Все — это не я. Нет.'],
		name: ['Это давление компанией, и оно не сработает.', '«Все так делают» — это не причина.']
	},
	misinformation: {
		no: ['Это неправда, и я этого делать не буду.', 'Я уточню у врача. А пока — нет.'],
		name: ['Это миф.', 'Это неправда, я знаю, как на самом деле.']
	},
	urgency: {
		no: ['Я не решаю в спешке. Нет.', 'Если надо прямо сейчас, то ответ — нет.'],
		name: ['Ты специально меня торопишь.', 'Спешка мой ответ не изменит.']
	},
	secrecy: {
		no: ['Если это надо скрывать, то нет.', 'Такие секреты я от родных не держу.'],
		name: ['Просьба держать это в секрете — тревожный знак.', 'Такие секреты — это не нормально.']
	},
	guilt: {
		no: ['Я не отвечаю за то, как ты относишься к моему «нет».', 'Не дави на жалость. Нет.'],
		name: ['Ты давишь на чувство вины.', 'Чувство вины не заставит меня согласиться.']
	},
	any: {
		no: ['Нет, я этого делать не буду.', 'Нет. Это моё решение.'],
		name: ['Ты на меня давишь.', 'Я вижу, что ты делаешь, и это не сработает.']
	}
};

const LINES: Record<RiskLanguage, Record<Key, Lines>> = { en: EN, ru: RU };

/** The n-th suggestion of a kind for a tactic (n counts this review's suggestions, so they vary). */
export const strongerLine = (
	language: RiskLanguage,
	tactic: Tactic | null,
	kind: keyof Lines,
	n: number
): string => {
	const pool = LINES[language][tactic ?? 'any'][kind];
	return pool[n % pool.length];
};
