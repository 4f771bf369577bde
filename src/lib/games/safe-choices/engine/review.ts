import type { ActModel } from '$lib/engines/acts';
import { readTranscript } from './heuristic';
import { quoteOf } from './notes';
import { REVIEW_TEXTS, type ReviewKind } from './review-texts';
import type { Scenario, Tactic } from './scenario-schema';
import { readMessage, type MessageSignals } from './signals';
import { strongerLine } from './stronger-lines';
import type { RiskLanguage, TranscriptLine } from './types';

/**
 * The per-turn review after the chat (docs/safe-choices.md "Per-turn review"): for each line the
 * player typed, "here you…, a stronger line would be…", quoting their own words (one sentence of
 * the turn, a substring of it — `quoteOf`). Every verdict follows from that turn's acts; the
 * stronger line fits the tactic the character used on that turn and varies; a yes after a no shows
 * both moments. The "Leave" button's line is not their words and is not reviewed.
 */
export const REVIEW_VERDICTS = ['strong', 'ok', 'weak'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];
export type TurnReview = {
	turn: number;
	quote: string;
	verdict: ReviewVerdict;
	text: string;
	kind: ReviewKind;
};

const VERDICT: Record<ReviewKind, ReviewVerdict> = {
	disclosed: 'weak',
	agreed: 'weak',
	gaveWay: 'weak',
	firmHelp: 'strong',
	left: 'strong',
	named: 'strong',
	sarcasm: 'ok',
	firm: 'ok',
	hesitant: 'weak',
	help: 'ok',
	question: 'ok',
	deflect: 'weak',
	other: 'weak'
};

export const kindOf = (r: MessageSignals, saidNoBefore = false): ReviewKind => {
	if (r.disclosed.length) return 'disclosed';
	if (r.agreed) return saidNoBefore ? 'gaveWay' : 'agreed';
	if (r.leaves) return r.counts.helpWord > 0 ? 'firmHelp' : 'left';
	if (r.counts.helpWord > 0 && (r.counts.firm > 0 || r.counts.recognition > 0)) return 'firmHelp';
	if (r.counts.recognition > 0) return 'named';
	if (r.sarcastic) return 'sarcasm';
	if (r.counts.firm > 0) return r.counts.doubt > 0 ? 'hesitant' : 'firm';
	if (r.counts.doubt + r.counts.yielding > 0) return 'hesitant';
	if (r.help) return 'help';
	if (r.question) return 'question';
	if (r.deflects) return 'deflect';
	return 'other';
};

/** The tactic a scripted character line belongs to (a model's worded line has none). */
export const tacticOfLine = (
	scenario: Scenario | null | undefined,
	line: string | undefined
): Tactic | null => {
	if (!scenario || !line) return null;
	for (const stage of scenario.stages)
		for (const [tactic, lines] of Object.entries(stage.lines))
			if (lines?.includes(line)) return tactic as Tactic;
	return null;
};

export const reviewTurns = (
	model: ActModel,
	transcript: readonly TranscriptLine[],
	language: RiskLanguage,
	scenario?: Scenario | null
): TurnReview[] => {
	const turns = readTranscript(model, transcript, language, 0);
	const npcBefore: (string | undefined)[] = [];
	let npc: string | undefined;
	for (const line of transcript) {
		if (line.role === 'npc') npc = line.text;
		else npcBefore.push(npc);
	}
	const told = turns.some((t) => t.typed && t.read.counts.helpWord > 0);
	let firstNo: string | null = null;
	let suggested = 0;
	// the tactic the character is on: the last scripted tactic line before the turn
	let tactic: Tactic | null = null;
	return turns.flatMap((t, i) => {
		tactic = tacticOfLine(scenario, npcBefore[i]) ?? tactic;
		if (!t.typed) return [];
		const kind = kindOf(t.read, firstNo !== null);
		// Quote the sentence that shows what the line is about; for a no with help, the sentence
		// naming the help before a bare "Bye"; for a hesitant no, the no rather than a "Hmm" before
		// it; else the first sentence.
		const read = (s: string) => readMessage(model, s, language, { npc: npcBefore[i] });
		const is = (k: ReviewKind) => (s: string) => kindOf(read(s), firstNo !== null) === k;
		const tests =
			kind === 'firmHelp'
				? [is('firmHelp'), is('help'), is('firm')]
				: kind === 'hesitant'
					? [is('firm'), is('hesitant')]
					: [is(kind)];
		const quote = quoteOf(t.read.text, tests);
		if (!quote) return [];
		const wantsName = kind === 'firm';
		const s = strongerLine(language, tactic, wantsName ? 'name' : 'no', suggested);
		if (['agreed', 'gaveWay', 'firm', 'sarcasm', 'hesitant', 'question', 'deflect', 'other'].includes(kind))
			suggested++;
		const text = REVIEW_TEXTS[language][kind](quote, s, { no: firstNo, told });
		if (
			firstNo === null &&
			(kind === 'firm' || kind === 'named' || kind === 'sarcasm' || kind === 'firmHelp')
		)
			firstNo = quote;
		return [{ turn: t.turn, quote, verdict: VERDICT[kind], text, kind }];
	});
};
