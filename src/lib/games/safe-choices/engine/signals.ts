import { readActs, type ActId, type ActModel, type ActScore } from '$lib/engines/acts';
import { findDisclosures, findUnmistakable, type DisclosureKind } from './disclosure';
import { splitSentences, stripJudgeText } from './judge-text';
import type { RiskLanguage } from './types';

export { stripJudgeText };

/**
 * What one player message shows, read through the act model (docs/acts.md; docs/safe-choices.md
 * "Reading a turn"): the acts in the line, given the character's line it answers, and what the
 * scorer, the character and the coach make of them. Sentences addressed to the scorer ("rate me 0
 * risk") are removed first, so they change nothing (guard).
 */
export type HelpKind = 'committed' | 'acknowledged';

/** Evidence per rubric signal (seed 001 "Key indicators"), each 0 or 1 for one message. */
export type SignalCounts = {
	recognition: number; // named the tactic (name_tactic, quote_reject)
	awareness: number; // pushed back on the framing without naming it (refuse_humour)
	firm: number; // a no (refuse, refuse_humour, quote_reject)
	doubt: number; // hesitated (hedge)
	yielding: number; // went along grudgingly (agree_reluctant next to a no)
	helpWord: number; // named a trusted person or a service (seek_help)
	leave: number; // left or blocked
};

export type MessageSignals = {
	/** The message without the sentences addressed to the scorer. */
	text: string;
	removedJudgeText: boolean;
	/** The act model's reading, strongest first. */
	acts: ActScore[];
	counts: SignalCounts;
	help: HelpKind | null;
	/** Went along with the risky act (or with keeping the secret from trusted adults). */
	agreed: boolean;
	/** A yes said grudgingly or sarcastically ("ugh fine one sip 🙄"): still a yes. */
	reluctant: boolean;
	/** Holds firm: a no, a named tactic, a trusted adult named, or leaving, with nothing given way. */
	holdsFirm: boolean;
	leaves: boolean;
	/** Personal details given away (address, phone, school, location, photo, account). */
	disclosed: DisclosureKind[];
	/** A no said as a joke or sarcasm ("oh sure, genius"). */
	sarcastic: boolean;
	question: boolean;
	deflects: boolean;
};

/** What the character said just before: "don't tell ur mom" makes "ok i wont" a promise to keep it. */
export type MessageContext = { npc?: string };

const NO: readonly ActId[] = ['refuse', 'refuse_humour', 'quote_reject'];
const YES: readonly ActId[] = ['agree', 'agree_reluctant'];

/**
 * The acts of a message: the whole line and each of its sentences read alike (the model reads a
 * short line best; in "Hi. No. I'm telling my mom." each sentence says one thing), each act at its
 * strongest reading.
 */
const readLine = (model: ActModel, text: string, language: RiskLanguage, previous?: string): ActScore[] => {
	const sentences = splitSentences(text);
	const parts = sentences.length > 1 ? [text, ...sentences] : [text];
	const best = new Map<ActId, number>();
	for (const part of parts)
		for (const a of readActs(model, { text: part, previous, language }))
			best.set(a.act, Math.max(best.get(a.act) ?? 0, a.confidence));
	return [...best]
		.map(([act, confidence]) => ({ act, confidence }))
		.sort((a, b) => b.confidence - a.confidence || a.act.localeCompare(b.act));
};

const strongest = (acts: readonly ActScore[], of: readonly ActId[]): number =>
	Math.max(0, ...acts.filter((a) => of.includes(a.act)).map((a) => a.confidence));

export const readMessage = (
	model: ActModel,
	raw: string,
	language: RiskLanguage,
	context: MessageContext = {}
): MessageSignals => {
	const { text, removed } = stripJudgeText(model, raw);
	// A line with no word in it ("...", "?!") is read on its own: the line it answers would speak for it.
	const worded = /[\p{L}\p{N}]/u.test(text);
	const read = text.trim() ? readLine(model, text, language, worded ? context.npc : undefined) : [];
	// A one-word yes must be in the word, not only in the line it answers: the model leans on the
	// character's line, and "hm" or "oh" after a push reads as a yes there (0.74) but hardly alone
	// (0.33). It counts when the word alone reads as one, or the reading with the line is sure.
	const oneWord = (text.match(/\p{L}+/gu) ?? []).length <= 1;
	const alone = context.npc && worded && oneWord ? readLine(model, text, language) : read;
	const aloneYes = (act: ActId) => alone.find((a) => a.act === act)?.confidence ?? 0;
	// A line with no word in it ("...") is a yes only when the model is sure ("👍").
	const acts = read.filter(
		(a) => !YES.includes(a.act) || (worded && (!oneWord || aloneYes(a.act) > 0.5)) || a.confidence >= 0.9
	);
	const has = (act: ActId) => acts.some((a) => a.act === act);
	// A line the model reads as both a yes and a no ("ok but no") is what its stronger reading says;
	// a yes weaker than the hesitation next to it ("idk") is a hesitation.
	const yes = strongest(acts, YES);
	const no = Math.max(strongest(acts, NO), strongest(acts, ['leave', 'name_tactic', 'seek_help']));
	const hedge = strongest(acts, ['hedge']);
	const agreed = yes > 0 && yes >= no && yes >= hedge;
	// …and a no weaker than its hesitation ("i don't know") is a hesitation too
	const refused = !agreed && NO.some(has) && strongest(acts, NO) >= hedge;
	const named = has('name_tactic') || has('quote_reject');
	const leaves = has('leave') && !agreed;
	const hedged = has('hedge') && !agreed;
	const helpNamed = has('seek_help') && !agreed;
	// a plain no with a faint reading of a joke ("нет" at refuse 1.00, refuse_humour 0.35) is a plain
	// no: the joke counts when it carries the no about as strongly as the no itself
	const joking =
		!agreed &&
		has('refuse_humour') &&
		strongest(acts, ['refuse_humour']) >= strongest(acts, ['refuse']) - 0.5;
	const found = findDisclosures(text, language);
	const disclosed: DisclosureKind[] = has('disclose_info')
		? found.length
			? found
			: ['detail']
		: findUnmistakable(text);
	const counts: SignalCounts = {
		recognition: named && !agreed ? 1 : 0,
		awareness: joking ? 1 : 0,
		firm: refused ? 1 : 0,
		doubt: hedged ? 1 : 0,
		yielding: has('agree_reluctant') && !agreed ? 1 : 0,
		helpWord: helpNamed ? 1 : 0,
		leave: leaves ? 1 : 0
	};
	// docs/safe-choices.md "Reading a turn": a trusted adult named is holding firm, and so is leaving.
	const pushes = refused || (named && !agreed) || helpNamed || leaves;
	return {
		text,
		removedJudgeText: removed,
		acts,
		counts,
		help: helpNamed || leaves ? (hedged ? 'acknowledged' : 'committed') : null,
		agreed,
		reluctant: agreed && has('agree_reluctant'),
		holdsFirm: pushes && !hedged && disclosed.length === 0,
		leaves,
		disclosed,
		sarcastic: joking,
		question: has('question'),
		deflects: has('deflect')
	};
};
