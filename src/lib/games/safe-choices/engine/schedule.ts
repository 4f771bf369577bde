import type { AssessmentKind, TranscriptLine } from './types';

/**
 * safe-choices.md, "When it scores" (seed 001, "Frequency"): every SUMMARY_INTERVAL player turns
 * (default 3, a setting), when the player asks (forceAssessment), and at the end (final). Each
 * assessment covers the whole conversation so far; the turns since the previous one weigh double.
 */
export const DEFAULT_SUMMARY_INTERVAL = 3;

export const playerTurnCount = (transcript: readonly TranscriptLine[]): number =>
	transcript.filter((l) => l.role === 'player').length;

/** True when `playerTurns` completes an interval that has not been assessed yet. */
export const isIntervalDue = (playerTurns: number, interval: number, lastAssessedTurn: number): boolean =>
	interval > 0 && playerTurns > 0 && playerTurns % interval === 0 && playerTurns > lastAssessedTurn;

/** Weight of player turn `turn` (1-based): 2 when it came after the previous assessment, else 1. */
export const turnWeight = (turn: number, lastAssessedTurn: number): number =>
	turn > lastAssessedTurn ? 2 : 1;

/** The conversation up to and including player turn `turn` (and the NPC line that answered it, if any is before the next player line). */
export const transcriptUpTo = (transcript: readonly TranscriptLine[], turn: number): TranscriptLine[] => {
	const out: TranscriptLine[] = [];
	let seen = 0;
	for (const line of transcript) {
		if (line.role === 'player') {
			if (seen === turn) break;
			seen++;
		}
		out.push(line);
	}
	return out;
};

export type PlannedAssessment = { afterPlayerTurn: number; kind: AssessmentKind; lastAssessedTurn: number };

/** The sim's schedule (sim.md, risk): after every interval, then once more at the end as `final`. */
export const planAssessments = (playerTurns: number, interval: number): PlannedAssessment[] => {
	const plan: PlannedAssessment[] = [];
	let last = 0;
	for (let t = 1; t <= playerTurns; t++) {
		if (isIntervalDue(t, interval, last)) {
			plan.push({ afterPlayerTurn: t, kind: 'interval', lastAssessedTurn: last });
			last = t;
		}
	}
	plan.push({ afterPlayerTurn: playerTurns, kind: 'final', lastAssessedTurn: last });
	return plan;
};
