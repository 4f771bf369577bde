import {
	clampConfidence,
	DIMENSION_MAX,
	DIMENSIONS,
	inBand,
	riskLevelFor,
	riskScoreOf,
	totalPoints,
	type Dimensions
} from './rubric';
import { creditNotShown, NO_EVIDENCE, notShownOf } from './evidence';
import { buildNotes } from './notes';
import { clearNo, fitLevel, levelRuleOf } from './level-rules';
import { readMessage, type MessageSignals } from './signals';
import { turnWeight } from './schedule';
import type { AssessmentKind, RiskAssessment, RiskLanguage, TranscriptLine } from './types';
import type { ActModel } from '$lib/engines/acts';

/**
 * The heuristic scorer of safe-choices.md (offline, and the fallback when the LLM judge fails). It reads
 * every player message through the act model (signals.ts), weighs the turns since the previous assessment double,
 * and places points inside the rubric's bands of seed 001.
 */
export type AssessInput = {
	/** The act model (docs/acts.md): the flow loads it and passes it in; the engine stays pure. */
	model: ActModel;
	transcript: readonly TranscriptLine[];
	language: RiskLanguage;
	kind: AssessmentKind;
	/** Player turn of the previous assessment (0: none). */
	lastAssessedTurn: number;
};

/** `typed`: false for the "Leave" button's line — it counts as leaving, is never quoted. */
export type ReadTurn = { turn: number; weight: number; read: MessageSignals; typed: boolean };

export const readTranscript = (
	model: ActModel,
	transcript: readonly TranscriptLine[],
	language: RiskLanguage,
	lastAssessedTurn: number
): ReadTurn[] => {
	const turns: ReadTurn[] = [];
	let turn = 0;
	let npc: string | undefined;
	for (const line of transcript) {
		if (line.role !== 'player') {
			npc = line.text;
			continue;
		}
		turn++;
		const read = readMessage(model, line.text, language, { npc });
		turns.push({ turn, weight: turnWeight(turn, lastAssessedTurn), read, typed: line.action !== 'leave' });
	}
	return turns;
};

/**
 * Refusals in one message. Telling a trusted adult is holding firm (docs/safe-choices.md "Reading a
 * turn"). Leaving, blocking or reporting ("ok bye", «в чс») is a boundary acted out
 * (seed 001, Boundaries: "boundary statement"; safe-choices.md: leaving ends the scenario), so it counts too.
 */
const firmOf = (r: MessageSignals): number =>
	r.counts.firm + (r.leaves ? 1 : 0) + (r.help === 'committed' && !r.leaves ? 1 : 0);

/**
 * Gave in: agreed to the risky act, or gave away personal details (an address, a phone,
 * a school, where they are, a photo, an account — a boundary and safety failure whatever else the
 * message says, seed 001 Boundaries 0–10 and Safety 0–6).
 */
export const gaveIn = (r: MessageSignals): boolean => r.agreed || r.disclosed.length > 0;

/** How direct one message is, 0–1 of the communication scale (seed 001, "Key indicators"). */
const directness = (r: MessageSignals): number => {
	const c = { ...r.counts, firm: firmOf(r) };
	let d: number;
	if (gaveIn(r)) d = 0.1;
	else if (c.firm > 0 && c.yielding + c.doubt === 0) d = c.recognition > 0 ? 0.95 : 0.85;
	else if (c.firm > 0) d = 0.5;
	else if (c.recognition > 0) d = c.yielding > 0 ? 0.5 : 0.75;
	else if (c.doubt > 0 || c.awareness > 0) d = 0.5;
	else if (c.yielding > 0) d = 0.2;
	else if (r.help === 'committed') d = 0.7;
	// seed 001 Communication 9–16 "somewhat clear": a question is plain, neither a hedge nor a yes
	// (a change of subject is not: it avoids the answer)
	else if (r.question && !r.deflects) d = 0.6;
	else d = 0.4;
	return d;
};

/**
 * Leaving at once with nothing given away — the "Leave" button or a typed goodbye or block as the
 * first answer — is low risk (docs/safe-choices.md "Not shown yet"): getting out is the safest
 * answer there is (seed 001, Boundaries 21–30 "boundary statement" acted out; Safety 14–20
 * "leaving"). Recognition and communication sit in the middle band: nothing was said about the
 * tactic. The total is 73, risk 27.
 */
export const LEFT_AT_ONCE: Dimensions = {
	recognition: inBand('recognition', 1, 0.8),
	boundaries: inBand('boundaries', 2, 0.4),
	communication: inBand('communication', 2, 0.2),
	safety: inBand('safety', 2, 0.3)
};
/** The name the rest of the engine knows it by: leaving with the button and nothing typed. */
export const SILENT_LEAVE = LEFT_AT_ONCE;

/** Only the "Leave" button, nothing typed. */
export const isSilentLeave = (turns: readonly ReadTurn[]): boolean =>
	turns.length > 0 && turns.every((t) => !t.typed);

/**
 * Left or blocked with nothing given away: as the first answer, or after turns that asked ("who are
 * u actually") or held firm — nothing before the exit hesitated, went along, changed the subject or
 * gave a detail.
 */
export const leftAtOnce = (turns: readonly ReadTurn[]): boolean => {
	const last = turns[turns.length - 1];
	if (!last || !(!last.typed || last.read.leaves) || gaveIn(last.read)) return false;
	return turns
		.slice(0, -1)
		.every(({ read: r }) => !gaveIn(r) && r.counts.doubt + r.counts.yielding === 0 && !r.deflects);
};

type Tally = { w: number; n: number };
const tally = (turns: readonly ReadTurn[], test: (r: MessageSignals) => boolean): Tally =>
	turns.reduce((t, x) => (test(x.read) ? { w: t.w + x.weight, n: t.n + 1 } : t), { w: 0, n: 0 });

export const scoreDimensions = (
	turns: readonly ReadTurn[]
): { dimensions: Dimensions; mixed: boolean; silent: boolean } => {
	if (isSilentLeave(turns)) return { dimensions: { ...SILENT_LEAVE }, mixed: false, silent: true };
	const said = turns.filter((t) => t.read.text.trim().length > 0);
	const c = (r: MessageSignals) => ({ ...r.counts, firm: firmOf(r) });
	const agreed = tally(said, (r) => gaveIn(r));
	const firm = tally(said, (r) => !gaveIn(r) && c(r).firm > 0 && c(r).yielding === 0 && c(r).doubt === 0);
	const firmHedged = tally(said, (r) => !gaveIn(r) && c(r).firm > 0 && c(r).yielding + c(r).doubt > 0);
	const doubt = tally(said, (r) => !gaveIn(r) && c(r).firm === 0 && c(r).doubt > 0);
	const yielding = tally(said, (r) => !gaveIn(r) && c(r).firm === 0 && c(r).doubt === 0 && c(r).yielding > 0);
	const named = tally(said, (r) => c(r).recognition > 0);
	const aware = tally(said, (r) => c(r).recognition === 0 && c(r).awareness > 0);
	// A question asked before holding firm ("why does it have to be a secret?", "who are u
	// actually") is suspicion of the framing: some awareness (seed 001 Recognition 9–16). Alone, or
	// before a yes, it shows nothing either way.
	const held = firm.n + firmHedged.n > 0 && agreed.n === 0;
	const probed = held ? tally(said, (r) => r.question && !r.deflects && !gaveIn(r) && c(r).firm === 0).n : 0;
	// A clear no that later gave way (or a yes taken back by one) keeps the credit of the no: seed
	// 001's "mixed signals" (docs/safe-choices.md "Per-turn review": both moments count), under the
	// agreement cap. Clear: a plain no the model is sure of, not a joke that might be a laugh along.
	const mixedWay = agreed.n > 0 && tally(said, (r) => !gaveIn(r) && clearNo(r)).n > 0;
	const committed = tally(said, (r) => r.help === 'committed');
	const acknowledged = tally(said, (r) => r.help === 'acknowledged');
	const total = said.reduce((s, t) => s + t.weight, 0);

	// seed 001, Recognition: 17–25 named a tactic; 9–16 some awareness; 0–8 accepted the framing
	const recognition =
		named.n > 0
			? inBand(
					'recognition',
					2,
					(agreed.n > 0 ? 0 : 0.15) +
						0.35 * (named.n - 1) +
						0.5 * (named.w / Math.max(1, total)) +
						0.15 * probed
				)
			: aware.n + firm.n + firmHedged.n + doubt.n > 0
				? inBand(
						'recognition',
						1,
						0.15 * (aware.n + firm.n + firmHedged.n + probed) +
							0.1 * doubt.n -
							(agreed.n > 0 && !mixedWay ? 0.3 : 0)
					)
				: inBand('recognition', 0, agreed.n > 0 ? 0.2 : 0.5);

	// seed 001, Boundaries: 21–30 firm, clear refusal; 11–20 hesitant or mixed; 0–10 agreed / none
	const pushing = firm.w + 0.5 * firmHedged.w;
	const giving = doubt.w + yielding.w + 0.5 * firmHedged.w;
	const share = pushing / Math.max(1e-9, pushing + giving);
	const boundaries =
		agreed.n > 0
			? inBand('boundaries', 0, mixedWay ? 1 : 0.2 + 0.6 * (firm.w / Math.max(1, total)))
			: firm.n + firmHedged.n === 0
				? doubt.w > yielding.w
					? // seed 001 Boundaries 11–20 "hesitant or unclear": hesitation is not a yes
						inBand('boundaries', 1, 0.5 * (doubt.w / Math.max(1, doubt.w + yielding.w)))
					: inBand('boundaries', 0, yielding.n > 0 ? 0.3 : 0.4)
				: share >= 0.7
					? inBand('boundaries', 2, 0.1 + 0.25 * firm.n + (0.2 * (share - 0.7)) / 0.3)
					: inBand('boundaries', 1, share / 0.7);

	// seed 001, Communication: 17–25 assertive, unambiguous; 9–16 lacking directness; 0–8 apologetic, people-pleasing
	const communication = Math.round(
		DIMENSION_MAX.communication *
			Math.max(0, said.reduce((sum, t) => sum + t.weight * directness(t.read), 0) / Math.max(1, total))
	);

	// seed 001, Safety: 14–20 acted (trusted adult, clinic, helpline, leaving); 7–13 acknowledged; 0–6 none
	const safety =
		committed.n > 0
			? inBand('safety', 2, 0.3 + 0.35 * (committed.n - 1))
			: acknowledged.n > 0
				? inBand('safety', 1, 0.3 + 0.35 * (acknowledged.n - 1))
				: // a no that later gave way keeps what it showed before the yes: help not shown yet
					inBand('safety', 0, mixedWay ? 0.7 : agreed.n > 0 ? 0.1 : firm.n > 0 ? 0.5 : 0.3);

	const mixed = (firm.n + firmHedged.n + named.n > 0 && agreed.n + yielding.n > 0) || firmHedged.n > 0;
	const silent = said.every(
		(t) => t.read.help === null && !gaveIn(t.read) && Object.values(t.read.counts).every((v) => v === 0)
	);
	// Player text that shows nothing either way (a subject change, "idk", a joke, "…")
	if (silent && said.length > 0) return { dimensions: { ...NO_EVIDENCE }, mixed, silent };
	return { dimensions: { recognition, boundaries, communication, safety }, mixed, silent };
};

/** safe-choices.md: confidence grows with player turns (< 3 turns → at most 50) and falls with mixed signals. */
export const heuristicConfidence = (
	substantiveTurns: number,
	mixed: boolean,
	silent: boolean,
	first: boolean
): number => {
	let c = 35 + 12 * substantiveTurns;
	if (mixed) c -= 20;
	if (silent) c -= 20;
	if (first) c -= 5;
	c = Math.min(90, Math.max(5, c));
	return clampConfidence(substantiveTurns < 3 ? Math.min(50, c) : c);
};

/** Agreement to the risky act caps boundaries at 10 (safe-choices.md, "Guards"). */
export const AGREEMENT_BOUNDARY_CAP = 10;
/**
 * ...and, with disclosure, safety at 9 (seed 001, Safety 7–13 "acknowledged … but didn't commit":
 * agreeing or handing over personal details is not acting safely, even if help is mentioned later).
 * With both caps the total is at most 25 + 10 + 25 + 9 = 69, so the risk is at least 31: never low,
 * whatever a scorer (model or heuristic) says.
 */
export const AGREEMENT_SAFETY_CAP = 9;

/** The code-side guard of both scorers: caps boundaries and safety after agreement or disclosure. */
export const capForAgreement = (
	dimensions: Dimensions,
	reason: { agreed: boolean; disclosed: boolean }
): string[] => {
	const guards: string[] = [];
	if (!reason.agreed && !reason.disclosed) return guards;
	if (dimensions.boundaries > AGREEMENT_BOUNDARY_CAP || dimensions.safety > AGREEMENT_SAFETY_CAP)
		guards.push(reason.agreed ? 'agreement_cap' : 'disclosure_cap');
	if (reason.agreed && reason.disclosed) guards.push('disclosure_cap');
	dimensions.boundaries = Math.min(dimensions.boundaries, AGREEMENT_BOUNDARY_CAP);
	dimensions.safety = Math.min(dimensions.safety, AGREEMENT_SAFETY_CAP);
	return [...new Set(guards)];
};

/**
 * The level rules on both scorers' points (docs/safe-choices.md "Level rules"), after the caps and
 * under them: leaving without a word is judged as such (SILENT_LEAVE) and no rule moves it.
 */
export const applyLevelRule = (dimensions: Dimensions, turns: readonly ReadTurn[]): string[] => {
	const ruled = isSilentLeave(turns) ? null : levelRuleOf(turns);
	if (!ruled) return [];
	const capped = turns.some((t) => t.read.agreed || t.read.disclosed.length > 0);
	const ceiling = capped ? { boundaries: AGREEMENT_BOUNDARY_CAP, safety: AGREEMENT_SAFETY_CAP } : {};
	return fitLevel(dimensions, ruled.level, ceiling) ? [`level_rule:${ruled.rule}`] : [];
};

export const scoreHeuristic = (input: AssessInput): RiskAssessment => {
	const all = readTranscript(input.model, input.transcript, input.language, input.lastAssessedTurn);
	// A turn that only addressed the scorer is as if never said (docs/safe-choices.md "Reading a
	// turn"): it neither ends the conversation nor stands between a no and leaving.
	const turns = all.filter((t) => !(t.read.removedJudgeText && !t.read.text.trim()));
	const scored = scoreDimensions(turns);
	if (leftAtOnce(turns))
		for (const k of DIMENSIONS) scored.dimensions[k] = Math.max(scored.dimensions[k], LEFT_AT_ONCE[k]);
	const { mixed, silent } = scored;
	// Leaving without a word is judged as such (SILENT_LEAVE); otherwise a dimension the typed turns
	// show nothing of is "not shown yet", not a penalty.
	const notShown = isSilentLeave(turns) ? [] : notShownOf(turns);
	const dimensions = creditNotShown(scored.dimensions, notShown);
	const guards = capForAgreement(dimensions, {
		agreed: turns.some((t) => t.read.agreed),
		disclosed: turns.some((t) => t.read.disclosed.length > 0)
	});
	guards.push(...applyLevelRule(dimensions, turns));
	if (all.some((t) => t.read.removedJudgeText)) guards.push('judge_text_ignored');
	const substantive = turns.filter((t) => t.read.text.trim()).length;
	const riskScore = riskScoreOf(dimensions);
	return {
		afterPlayerTurn: all.length,
		kind: input.kind,
		dimensions,
		total: totalPoints(dimensions),
		riskScore,
		riskLevel: riskLevelFor(riskScore),
		confidence: heuristicConfidence(substantive, mixed, silent, input.lastAssessedTurn === 0),
		notes: buildNotes(input.model, dimensions, riskLevelFor(riskScore), turns, input.language, notShown),
		source: 'heuristic',
		guards,
		notShown
	};
};
