import { findDisclosures, type DisclosureKind } from './disclosure';
import { splitSentences, stripJudgeText } from './judge-text';
import { countHits, findHits, tokenise, type Signal } from './lexicon';
import type { RiskLanguage } from './types';

export { stripJudgeText };

/**
 * What one player message shows, read with the lexicons (safe-choices.md, "Heuristic scorer"). Sentences
 * addressed to the scorer ("rate me 0 risk") are removed first, so they change nothing (guard).
 */
export type HelpKind = 'committed' | 'acknowledged';

export type MessageSignals = {
	/** The message without the sentences addressed to the scorer. */
	text: string;
	removedJudgeText: boolean;
	counts: Record<Signal, number>;
	help: HelpKind | null;
	/** Agreed to the risky act (or to keeping the secret from trusted adults). */
	agreed: boolean;
	/** Holds firm: refuses or names the tactic without giving way (drives the NPC's give-up). */
	holdsFirm: boolean;
	leaves: boolean;
	/** Personal details given away (address, phone, school, location, photo, account). */
	disclosed: DisclosureKind[];
	/** Ironic agreement read as a refusal ("yeah sure, totally 🙄", «ага, щас»). */
	sarcastic: boolean;
};

/** What the NPC said just before: "don't tell ur mom" makes a bare "ok i wont" a promise to keep it. */
export type MessageContext = { npc?: string };

const NEGATORS: Record<RiskLanguage, ReadonlySet<string>> = {
	en: new Set(['not', 'never', 'dont', 'wont', 'cant', 'nobody']),
	ru: new Set(['не', 'никому', 'никогда', 'нельзя', 'ни'])
};
/** Verbs of telling: a help word is "negated" only as "won't tell my mom" / "маме не скажу". */
const TELL = {
	en: /^(tell|telling|say|saying|talk|talking|ask|asking|mention|show)$/u,
	ru: /^(скаж|расска|говор|сказ|покаж)/u
};

type SentenceRead = {
	help: HelpKind | null;
	negatedHelp: boolean;
	firm: number;
	hedgeOnHelp: number;
	hedged?: boolean;
};

/** Tokens of a sentence with the clause each belongs to (commas, dashes end a clause). */
const clauseTokens = (sentence: string): { tokens: string[]; clause: number[] } => {
	const tokens: string[] = [];
	const clause: number[] = [];
	sentence.split(/[,;:—–()]+/u).forEach((part, i) => {
		for (const t of tokenise(part)) {
			tokens.push(t);
			clause.push(i);
		}
	});
	return { tokens, clause };
};

const isNegatedHelp = (
	tokens: readonly string[],
	clause: readonly number[],
	at: number,
	language: RiskLanguage
): boolean => {
	// English: "won't tell my mom" (negation and a telling verb before). Russian word order is
	// free: "маме не скажу", "не скажу маме" — look on both sides, inside the same clause.
	const lo = Math.max(0, at - 5);
	const hi = language === 'ru' ? Math.min(tokens.length, at + 4) : at;
	const window = [];
	for (let i = lo; i < hi; i++) if (i !== at && clause[i] === clause[at]) window.push(tokens[i]);
	return window.some((t) => NEGATORS[language].has(t)) && window.some((t) => TELL[language].test(t));
};

const readSentence = (sentence: string, language: RiskLanguage): SentenceRead => {
	const { tokens, clause } = clauseTokens(sentence);
	const hits = findHits(tokens, language);
	const count = (s: Signal) => hits.filter((h) => h.signal === s).length;
	const firm = count('firm');
	if (count('leave') > 0) return { help: 'committed', negatedHelp: false, firm, hedgeOnHelp: 0 };
	const helpHits = hits.filter((h) => h.signal === 'helpWord');
	if (helpHits.length === 0) return { help: null, negatedHelp: false, firm, hedgeOnHelp: 0 };
	if (helpHits.every((h) => isNegatedHelp(tokens, clause, h.start, language)) || count('negation') > 0)
		return { help: null, negatedHelp: true, firm, hedgeOnHelp: 0 };
	const hedges = count('tentative') + count('yielding') + count('doubt');
	if (hedges > 0)
		return { help: 'acknowledged', negatedHelp: false, firm, hedgeOnHelp: count('yielding'), hedged: true };
	return {
		help: count('commit') > 0 ? 'committed' : 'acknowledged',
		negatedHelp: false,
		firm,
		hedgeOnHelp: 0
	};
};

/** "but" words: an "ok" right before one is a softener, not a yes ("aw ok but…", «ну ок, но…»). */
const BUT: Record<RiskLanguage, ReadonlySet<string>> = {
	en: new Set(['but', 'though', 'tho']),
	ru: new Set(['но', 'только', 'однако'])
};

/**
 * Weak "ok"s that are filler, not agreement (seed 001, Boundaries: the player's meaning counts, not a
 * word): one followed by "but" ("ok but I'm not drinking"), or one inside a question — a tag ("can we
 * not decide tonight, ok?", «давай не сегодня, ладно?») or a counter-proposal («давай со всеми посидим?»).
 */
const fillerOks = (text: string, language: RiskLanguage, signal: Signal): number =>
	splitSentences(text).reduce((n, sentence) => {
		const tokens = tokenise(sentence);
		const question = /\?\s*$/u.test(sentence);
		return (
			n +
			findHits(tokens, language).filter(
				(h) => h.signal === signal && (question || BUT[language].has(tokens[h.end] ?? ''))
			).length
		);
	}, 0);

/** Eye-roll and upside-down faces, "/s": the yes next to them is ironic. */
const SARCASM_MARK = /[\u{1F644}\u{1F612}\u{1F643}]|(?:^|\s)\/s\b/u;

/** The NPC asks for the secret to be kept: "don't tell ur mom", "keep it between us", «никому не говори». */
const ASKS_SECRECY = {
	en: /\b(?:don'?t|do not|dont|never) (?:tell|say|mention|show)|\bbetween us\b|\bour (?:little )?secret\b|\bkeep (?:it|this) (?:a )?secret\b|\bpromise(?: me)?\b/iu,
	ru: /(?:не|никому не) (?:говори|рассказывай|показывай|пиши)|между нами|наш (?:маленький )?секрет|обещаешь|пообещай/iu
};
/** A bare promise in answer to a secrecy request: "ok i wont", "i won't", "promise", «ладно, не буду». */
const BARE_PROMISE = {
	en: /^(?:(?:ok|okay|k|fine|sure|yeah|yes|alright|lol|haha)[\s,.!]*)*(?:i (?:wont|won'?t|will not)|i promise|promise|i wont tell|won'?t|wont|my lips are sealed|sure thing)[\s.!]*$/iu,
	ru: /^(?:(?:ну|ладно|ок|окей|хорошо|да|ага|угу)[\s,.!]*)*(?:не буду|не скажу|никому|обещаю|могила|ок)[\s.!]*$/iu
};

export const readMessage = (
	raw: string,
	language: RiskLanguage,
	context: MessageContext = {}
): MessageSignals => {
	const { text, removed } = stripJudgeText(raw);
	const hits = findHits(tokenise(text), language);
	const counts = countHits(hits);
	counts.agreeWeak -= Math.min(counts.agreeWeak, fillerOks(text, language, 'agreeWeak'));
	counts.agreeReluctant -= Math.min(counts.agreeReluctant, fillerOks(text, language, 'agreeReluctant'));
	// Sarcasm where the context is a refusal: the ironic "yes" is a "no" — unless the act itself is
	// agreed to in so many words ("ага, сейчас скину" stays agreement).
	const sarcastic = (counts.sarcasm > 0 || SARCASM_MARK.test(text)) && counts.agreeStrong === 0;
	if (sarcastic) {
		counts.firm += 1;
		counts.agreeWeak = 0;
		counts.agreeReluctant = 0;
	}
	// "ok i wont" to "don't tell ur mom" is a promise to keep the secret, not a refusal.
	const promisedSecrecy =
		!!context.npc && ASKS_SECRECY[language].test(context.npc) && BARE_PROMISE[language].test(text.trim());
	if (promisedSecrecy) {
		counts.firm = 0;
		counts.agreeStrong += 1;
	}
	let help: HelpKind | null = null;
	let negatedHelp = false;
	let unhedgedHelp = false;
	for (const sentence of splitSentences(text)) {
		const c = readSentence(sentence, language);
		if (c.negatedHelp) {
			negatedHelp = true;
			counts.firm -= c.firm; // "I'm not going to tell my mom" is not a refusal of the NPC
		}
		// "Maybe I should ask a teacher": the hedge belongs to the help, not to the boundary.
		counts.yielding -= c.hedgeOnHelp;
		if (c.help === 'committed' || (c.help === 'acknowledged' && help === null)) help = c.help;
		if (c.help === 'acknowledged' && !c.hedged) unhedgedHelp = true;
	}
	// "We can go to the clinic. I'm booking it tomorrow.": a commitment elsewhere in the message counts.
	if (help === 'acknowledged' && unhedgedHelp && counts.commit > 0 && counts.tentative === 0)
		help = 'committed';
	const pushesBack = counts.firm + counts.recognition + counts.doubt + counts.leave + counts.helpWord > 0;
	// "sure, what's up?": a weak yes that only invites the NPC to go on agrees to nothing.
	const disclosed = findDisclosures(text, language);
	const agreed =
		counts.agreeStrong > 0 ||
		negatedHelp ||
		(counts.agreeReluctant > 0 && counts.firm + counts.recognition === 0) ||
		(counts.agreeWeak > 0 && !pushesBack && counts.neutral === 0);
	const holdsFirm =
		counts.firm + counts.recognition + counts.leave > 0 &&
		!agreed &&
		counts.yielding === 0 &&
		counts.doubt <= counts.firm;
	return {
		text,
		removedJudgeText: removed,
		counts,
		help,
		agreed,
		holdsFirm: holdsFirm && disclosed.length === 0,
		leaves: counts.leave > 0 && !agreed,
		disclosed,
		sarcastic
	};
};
