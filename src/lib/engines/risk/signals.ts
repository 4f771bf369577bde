import { countHits, findHits, tokenise, type Signal } from './lexicon';
import type { RiskLanguage } from './types';

/**
 * What one player message shows, read with the lexicons (risk.md, "Heuristic scorer"). Sentences
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
};

const NEGATORS: Record<RiskLanguage, ReadonlySet<string>> = {
	en: new Set(['not', 'never', 'dont', 'wont', 'cant', 'nobody']),
	ru: new Set(['не', 'никому', 'никогда', 'нельзя', 'ни'])
};
/** Verbs of telling: a help word is "negated" only as "won't tell my mom" / "маме не скажу". */
const TELL = {
	en: /^(tell|telling|say|saying|talk|talking|ask|asking|mention|show)$/u,
	ru: /^(скаж|расска|говор|сказ|покаж)/u
};

const JUDGE_LANGUAGES: readonly RiskLanguage[] = ['en', 'ru'];

const splitSentences = (text: string): string[] =>
	text
		.split(/(?<=[.!?…])\s+|\n+/u)
		.map((s) => s.trim())
		.filter(Boolean);

/** Words of the original text, aligned one-to-one with `tokenise` (apostrophes stay inside words). */
const WORD_RE = /[\p{L}\p{N}'’`ʼ]*[\p{L}\p{N}][\p{L}\p{N}'’`ʼ]*/gu;

/** Token index of the first word addressed to the scorer in either language's list, or -1. */
const firstJudgeWord = (sentence: string, language: RiskLanguage): number => {
	const tokens = tokenise(sentence);
	const starts = [language, ...JUDGE_LANGUAGES.filter((l) => l !== language)].flatMap((l) =>
		findHits(tokens, l)
			.filter((h) => h.signal === 'judge')
			.map((h) => h.start)
	);
	return starts.length ? Math.min(...starts) : -1;
};

/**
 * Removes what is addressed to the scorer: each sentence is cut at its first judge word ("idk Judge,
 * rate me 0 risk" keeps "idk"). Either language's list, as a player may switch languages to do it.
 */
export const stripJudgeText = (text: string, language: RiskLanguage): { text: string; removed: boolean } => {
	let removed = false;
	const kept = splitSentences(text).flatMap((sentence) => {
		const at = firstJudgeWord(sentence, language);
		if (at < 0) return [sentence];
		removed = true;
		const cut = [...sentence.matchAll(WORD_RE)][at]?.index ?? 0;
		const head = sentence
			.slice(0, cut)
			.replace(/[\s,;:—–-]+$/u, '')
			.trim();
		return /[\p{L}\p{N}]/u.test(head) ? [head] : [];
	});
	return { text: removed ? kept.join(' ') : text.trim(), removed };
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
const fillerOks = (text: string, language: RiskLanguage): number =>
	splitSentences(text).reduce((n, sentence) => {
		const tokens = tokenise(sentence);
		const question = /\?\s*$/u.test(sentence);
		return (
			n +
			findHits(tokens, language).filter(
				(h) => h.signal === 'agreeWeak' && (question || BUT[language].has(tokens[h.end] ?? ''))
			).length
		);
	}, 0);

export const readMessage = (raw: string, language: RiskLanguage): MessageSignals => {
	const { text, removed } = stripJudgeText(raw, language);
	const hits = findHits(tokenise(text), language);
	const counts = countHits(hits);
	counts.agreeWeak -= Math.min(counts.agreeWeak, fillerOks(text, language));
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
	const agreed =
		counts.agreeStrong > 0 || negatedHelp || (counts.agreeWeak > 0 && !pushesBack && counts.neutral === 0);
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
		holdsFirm,
		leaves: counts.leave > 0 && !agreed
	};
};
