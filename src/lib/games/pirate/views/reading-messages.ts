import { defineMessages, pluralEn, pluralRu } from '$lib/i18n/messages';
import type { LineVerdict, MeritComponent, PersuasionAct, Stage, Suspicion } from '$lib/games/pirate/engine';

/**
 * What the game says about how it read the player (docs/pirate.md "Merit", "The captain argues
 * back", "Learn to beat him"): strategies, non-moves, his doubts, the hint, his mood, the replay's why.
 */
const en = {
	acts: {
		false_identity: 'False identity',
		story: 'A story with particulars',
		urgency: 'Urgency',
		threat: 'Threat',
		bargain: 'Bargain or bribe',
		flattery: 'Flattery',
		emotional: 'Emotional appeal',
		authority: 'Authority',
		proof: 'Proof',
		answer_objection: 'Answering his doubt'
	} satisfies Record<PersuasionAct, string>,
	why: {
		keyword_list: 'a bare list of words: adds nothing',
		gibberish: 'gibberish: adds nothing',
		repetition: 'repeats an earlier line (edits do not make it new): adds nothing',
		copy: 'his own words sent back: adds nothing',
		instruction_override: 'tries to override his orders: adds nothing',
		ask_phrase: 'asks for his secret words: adds nothing',
		other_language: 'not in the pirate’s language: he did not understand it',
		thin: 'too short to make a case',
		no_evidence: 'no move in it: no trick, no particulars, nothing carried on'
	} satisfies Record<Exclude<LineVerdict, 'counted'>, string>,
	doubts: {
		who: 'who you are',
		why_now: 'why now',
		proof: 'what proof you have',
		in_it_for_me: 'what is in it for him',
		crew: 'what his crew will say'
	} satisfies Record<Suspicion, string>,
	mood: {
		cold: 'He is on his guard',
		warm: 'He is listening',
		close: 'He is wavering'
	} satisfies Record<Stage, string>,
	components: {
		strategy_variety: 'strategy variety',
		conversation_depth: 'depth',
		creativity: 'creativity',
		persistence: 'persistence'
	} satisfies Record<MeritComponent, string>,
	hintButton: 'Stuck? Get a hint',
	hintTitle: 'Hint',
	hintDoubt: (doubt: string, tries: string) =>
		`He is stuck on one doubt: ${doubt}. Answer it — for example with: ${tries}.`,
	hintAct: (act: string) => `You have not tried this yet: ${act}.`,
	moved: (parts: string) => `raised ${parts}`,
	used: (acts: string) => `used ${acts}`,
	particulars: 'particulars:',
	carried: (n: number) => `carried on ${n} earlier ${pluralEn(n, 'detail', 'details')}`,
	answered: (doubt: string) => `answered his doubt: ${doubt}`,
	offline: (n: number) => `offline merit ${n}`
};

const ru: typeof en = {
	acts: {
		false_identity: 'Чужая личность',
		story: 'История с подробностями',
		urgency: 'Спешка',
		threat: 'Угроза',
		bargain: 'Сделка или подкуп',
		flattery: 'Лесть',
		emotional: 'Давление на жалость',
		authority: 'Власть',
		proof: 'Доказательство',
		answer_objection: 'Ответ на его сомнение'
	},
	why: {
		keyword_list: 'просто список слов: ничего не даёт',
		gibberish: 'бессмыслица: ничего не даёт',
		repetition: 'повторяет прежнюю фразу (правки не делают её новой): ничего не даёт',
		copy: 'его же слова, отправленные обратно: ничего не даёт',
		instruction_override: 'попытка отменить его приказы: ничего не даёт',
		ask_phrase: 'просьба назвать тайные слова: ничего не даёт',
		other_language: 'не на языке пирата: он этого не понял',
		thin: 'слишком коротко, чтобы убедить',
		no_evidence: 'ни хода: ни хитрости, ни подробностей, ничего из прежнего'
	},
	doubts: {
		who: 'кто вы',
		why_now: 'почему именно сейчас',
		proof: 'какие у вас доказательства',
		in_it_for_me: 'что он с этого получит',
		crew: 'что скажет его команда'
	},
	mood: { cold: 'Он настороже', warm: 'Он слушает', close: 'Он колеблется' },
	components: {
		strategy_variety: 'разнообразие стратегий',
		conversation_depth: 'глубину',
		creativity: 'изобретательность',
		persistence: 'настойчивость'
	},
	hintButton: 'Застряли? Подсказка',
	hintTitle: 'Подсказка',
	hintDoubt: (doubt, tries) =>
		`Он застрял на одном сомнении: ${doubt}. Ответьте на него — например, так: ${tries}.`,
	hintAct: (act) => `Этого вы ещё не пробовали: ${act}.`,
	moved: (parts) => `подняла ${parts}`,
	used: (acts) => `приёмы: ${acts}`,
	particulars: 'подробности:',
	carried: (n) => `продолжает ${n} ${pluralRu(n, 'прежнюю деталь', 'прежние детали', 'прежних деталей')}`,
	answered: (doubt) => `ответ на его сомнение: ${doubt}`,
	offline: (n) => `офлайн-оценка ${n}`
};

export const readingMessages = defineMessages({ en, ru });
