import type { RiskLanguage } from './types';

/**
 * The per-turn review's wording (docs/safe-choices.md "Per-turn review"): `q` is the player's own
 * sentence, `s` a stronger line that fits the tactic of that turn, `no` the earlier no a yes gave
 * way from. Coaching, never shaming (seed 001, "Educational Purpose").
 */
export const REVIEW_KINDS = [
	'disclosed',
	'agreed',
	'gaveWay',
	'firmHelp',
	'left',
	'named',
	'sarcasm',
	'firm',
	'hesitant',
	'help',
	'question',
	'deflect',
	'other'
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
/** `told`: someone the player trusts was named somewhere in the chat ("say who" is then not advised). */
export type ReviewText = (q: string, s: string, extra: { no: string | null; told: boolean }) => string;

export const REVIEW_TEXTS: Record<RiskLanguage, Record<ReviewKind, ReviewText>> = {
	en: {
		disclosed: (q) => `Here you shared a personal detail (“${q}”). A stronger line: “I don’t share that.”`,
		agreed: (q, s) => `Here you went along with it (“${q}”). A stronger line: “${s}”`,
		gaveWay: (q, s, { no }) =>
			`Here your earlier no (“${no}”) gave way (“${q}”). Your first answer was the strong one — keep it: “${s}”`,
		firmHelp: (q) =>
			`Here you said no and who you’d turn to (“${q}”) — that is the strongest answer. Keep it.`,
		left: (q, _s, { told }) =>
			told
				? `Here you ended it (“${q}”): leaving or blocking is a strong answer. Keep it.`
				: `Here you ended it (“${q}”): leaving or blocking is a strong answer. Even stronger: also tell someone you trust.`,
		named: (q) => `Here you named what was going on (“${q}”) — a strong move. Keep it.`,
		sarcasm: (q, s) =>
			`Here you pushed back with sarcasm (“${q}”). A plain line is stronger — it can’t be read as a yes: “${s}”`,
		firm: (q, s) => `Here your no was clear (“${q}”). Even stronger: name the trick — “${s}”`,
		hesitant: (q, s) => `Here you hesitated (“${q}”). A stronger line: “${s}”`,
		help: (q) =>
			`Here you thought of someone to turn to (“${q}”). Even stronger: say when — “I’m telling them tonight.”`,
		question: (q, s) => `Here you asked (“${q}”). Asking is fine; a stronger line adds your answer: “${s}”`,
		deflect: (q, s) =>
			`Here you changed the subject (“${q}”). It can buy time, but the pressure is still there. A stronger line: “${s}”`,
		other: (q, s, { told }) =>
			told
				? `Here (“${q}”) the pressure got no clear answer. A stronger line: “${s}”`
				: `Here (“${q}”) the pressure got no clear answer. A stronger line: “${s}” — and tell someone you trust.`
	},
	ru: {
		disclosed: (q) => `Здесь в ответе личные данные («${q}»). Сильнее так: «Этим я не делюсь».`,
		agreed: (q, s) => `Здесь вы соглашаетесь («${q}»). Сильнее так: «${s}»`,
		gaveWay: (q, s, { no }) =>
			`Здесь ваше «нет» («${no}») уступает («${q}»). Первый ответ был сильным — держитесь его: «${s}»`,
		firmHelp: (q) =>
			`Здесь вы говорите «нет» и называете, к кому обратитесь («${q}»), — это самый сильный ответ. Так держать.`,
		left: (q, _s, { told }) =>
			told
				? `Здесь вы заканчиваете разговор («${q}»): уйти или заблокировать — сильный ответ. Так держать.`
				: `Здесь вы заканчиваете разговор («${q}»): уйти или заблокировать — сильный ответ. Ещё сильнее — рассказать тому, кому доверяете.`,
		named: (q) => `Здесь вы называете, что происходит («${q}»), — сильный ход. Так держать.`,
		sarcasm: (q, s) =>
			`Здесь вы отвечаете с сарказмом («${q}»). Прямой ответ сильнее — его не примут за «да»: «${s}»`,
		firm: (q, s) => `Здесь ваше «нет» звучит ясно («${q}»). Ещё сильнее — назвать приём: «${s}»`,
		hesitant: (q, s) => `Здесь вы сомневаетесь («${q}»). Сильнее так: «${s}»`,
		help: (q) =>
			`Здесь вы думаете, к кому обратиться («${q}»). Ещё сильнее — сказать когда: «Сегодня вечером расскажу».`,
		question: (q, s) =>
			`Здесь вы задаёте вопрос («${q}»). Спрашивать можно, но сильнее сразу дать ответ: «${s}»`,
		deflect: (q, s) =>
			`Здесь вы переводите тему («${q}»). Так можно выиграть время, но давление никуда не делось. Сильнее так: «${s}»`,
		other: (q, s, { told }) =>
			told
				? `Здесь («${q}») на давление нет ясного ответа. Сильнее так: «${s}»`
				: `Здесь («${q}») на давление нет ясного ответа. Сильнее так: «${s}» — и расскажите тому, кому доверяете.`
	}
};
