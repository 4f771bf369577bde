import { readTranscript } from './heuristic';
import { quoteOf } from './notes';
import { readPlayerMove } from './npc-read';
import { readMessage, type MessageSignals } from './signals';
import type { RiskLanguage, TranscriptLine } from './types';

/**
 * The per-turn review after the chat: for each line the player typed, "here you…, a
 * stronger line would be…", quoting their own words (one sentence of the turn, a substring of it —
 * `quoteOf`). The "Leave" button's line is not their words and is not reviewed. Coaching, never
 * shaming (seed 001, "Educational Purpose"; "Notes Field": quote the player, one thing to improve).
 */
export const REVIEW_VERDICTS = ['strong', 'ok', 'weak'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];
export type TurnReview = { turn: number; quote: string; verdict: ReviewVerdict; text: string };

type Kind =
	| 'disclosed'
	| 'agreed'
	| 'firmHelp'
	| 'left'
	| 'named'
	| 'sarcasm'
	| 'apology'
	| 'firm'
	| 'hesitant'
	| 'help'
	| 'question'
	| 'other';

const TEXTS: Record<RiskLanguage, Record<Kind, (q: string) => string>> = {
	en: {
		disclosed: (q) => `Here you shared a personal detail (“${q}”). A stronger line: “I don’t share that.”`,
		agreed: (q) => `Here you went along with it (“${q}”). A stronger line: “No, I’m not doing that.”`,
		firmHelp: (q) =>
			`Here you said no and who you’d turn to (“${q}”) — that is the strongest answer. Keep it.`,
		left: (q) =>
			`Here you ended it (“${q}”): leaving or blocking is a strong answer. Even stronger: also tell someone you trust.`,
		named: (q) => `Here you named what was going on (“${q}”) — a strong move. Keep it.`,
		sarcasm: (q) =>
			`Here you pushed back with sarcasm (“${q}”). A plain line is stronger — it can’t be read as a yes: “No.”`,
		apology: (q) => `Here you apologised (“${q}”). A stronger line says the same without “sorry”.`,
		firm: (q) => `Here your no was clear (“${q}”). Even stronger: name the trick — “You’re pressuring me.”`,
		hesitant: (q) => `Here you hesitated (“${q}”). A stronger line: “No. I’ve decided.”`,
		help: (q) =>
			`Here you thought of help (“${q}”). Even stronger: say who and when — “I’m telling my mum tonight.”`,
		question: (q) =>
			`Here you asked (“${q}”). Asking is fine; a stronger line adds your answer: “Whatever it is — no.”`,
		other: (q) =>
			`Here (“${q}”) the pressure got no clear answer. A stronger line: “No — and I’m telling someone I trust.”`
	},
	ru: {
		disclosed: (q) => `Здесь в ответе личные данные («${q}»). Сильнее так: «Этим я не делюсь».`,
		agreed: (q) => `Здесь ты соглашаешься («${q}»). Сильнее так: «Нет, я этого делать не буду».`,
		firmHelp: (q) =>
			`Здесь ты говоришь «нет» и называешь, к кому обратишься («${q}»), — это самый сильный ответ. Так держать.`,
		left: (q) =>
			`Здесь ты заканчиваешь разговор («${q}»): уйти или заблокировать — сильный ответ. Ещё сильнее — рассказать тому, кому доверяешь.`,
		named: (q) => `Здесь ты называешь, что происходит («${q}»), — сильный ход. Так держать.`,
		sarcasm: (q) =>
			`Здесь ты отвечаешь с сарказмом («${q}»). Прямой ответ сильнее — его не примут за «да»: «Нет».`,
		apology: (q) => `Здесь ты извиняешься («${q}»). Сильнее сказать то же самое без «извини».`,
		firm: (q) => `Здесь твоё «нет» звучит ясно («${q}»). Ещё сильнее — назвать приём: «Ты на меня давишь».`,
		hesitant: (q) => `Здесь ты сомневаешься («${q}»). Сильнее так: «Нет. Моё решение — нет».`,
		help: (q) =>
			`Здесь ты думаешь о помощи («${q}»). Ещё сильнее — сказать, кому и когда: «Сегодня вечером расскажу маме».`,
		question: (q) =>
			`Здесь ты задаёшь вопрос («${q}»). Спрашивать можно, но сильнее сразу дать ответ: «Что бы это ни было — нет».`,
		other: (q) =>
			`Здесь («${q}») на давление нет ясного ответа. Сильнее так: «Нет — и я расскажу тому, кому доверяю».`
	}
};

const VERDICT: Record<Kind, ReviewVerdict> = {
	disclosed: 'weak',
	agreed: 'weak',
	firmHelp: 'strong',
	left: 'strong',
	named: 'strong',
	sarcasm: 'ok',
	apology: 'ok',
	firm: 'ok',
	hesitant: 'weak',
	help: 'ok',
	question: 'ok',
	other: 'weak'
};

const kindOf = (r: MessageSignals, language: RiskLanguage): Kind => {
	if (r.disclosed.length) return 'disclosed';
	if (r.agreed) return 'agreed';
	const firm = r.holdsFirm || r.leaves;
	// leaving or blocking counts as help (safe-choices.md), but it names nobody to turn to
	if (r.leaves && r.counts.helpWord === 0) return 'left';
	if (firm && r.help === 'committed') return 'firmHelp';
	if (r.counts.recognition > 0 && r.counts.yielding === 0) return 'named';
	if (r.sarcastic) return 'sarcasm';
	if (firm && r.counts.apology > 0) return 'apology';
	if (firm) return 'firm';
	if (r.counts.yielding + r.counts.doubt > 0) return 'hesitant';
	if (r.help) return 'help';
	if (readPlayerMove(r.text, language) === 'question') return 'question';
	return 'other';
};

export const reviewTurns = (transcript: readonly TranscriptLine[], language: RiskLanguage): TurnReview[] =>
	readTranscript(transcript, language, 0).flatMap((t) => {
		if (!t.typed) return [];
		const kind = kindOf(t.read, language);
		// Quote the sentence that shows what the line is about ("Hmm. No." quotes "No"); for a no with
		// help, the sentence naming the help — a person, before a bare "Bye" (leaving counts as help
		// too) — else the no; else the first sentence.
		const is =
			(k: Kind, person = false) =>
			(s: string) => {
				const r = readMessage(s, language);
				return kindOf(r, language) === k && !(person && r.leaves);
			};
		const tests =
			kind === 'firmHelp' ? [is('firmHelp', true), is('help', true), is('firmHelp'), is('firm')] : [is(kind)];
		const quote = quoteOf(t.read.text, tests);
		if (!quote) return [];
		return [{ turn: t.turn, quote, verdict: VERDICT[kind], text: TEXTS[language][kind](quote) }];
	});
