import type { TranscriptLine } from '$lib/games/safe-choices/engine';
import type { SafeAttempt } from '$lib/app/stores';

/**
 * Try that turn again (docs/safe-choices.md): from the review, a finished attempt is played on
 * from one of its turns as a new attempt. The new one keeps the conversation before that turn and
 * the original's seed — replaying the kept replies rebuilds the character exactly where it was
 * (npc.ts `replayNpc`) — and names where it came from, so the progress chart can compare the two.
 * The original is kept as it was.
 */
export type RewindOrigin = { attemptId: string; turn: number };

/** The conversation before player turn `turn` (1-based): the character's line it answered included. */
export const linesBeforeTurn = (transcript: readonly TranscriptLine[], turn: number): TranscriptLine[] => {
	let seen = 0;
	const cut = transcript.findIndex((l) => l.role === 'player' && ++seen === turn);
	return cut < 0 ? [...transcript] : transcript.slice(0, cut);
};

/** The seed an attempt's character runs on: its own, or (saved before seeds were kept) its start. */
export const seedOf = (attempt: Pick<SafeAttempt, 'seed' | 'startedAt'>): number =>
	attempt.seed ?? attempt.startedAt;

/** The new attempt that plays `original` on from player turn `turn`; null when there is no such turn. */
export const rewindAttempt = (
	original: SafeAttempt,
	turn: number,
	made: { id: string; now: number }
): SafeAttempt | null => {
	const players = original.transcript.filter((l) => l.role === 'player').length;
	if (!Number.isInteger(turn) || turn < 1 || turn > players) return null;
	const transcript = linesBeforeTurn(original.transcript, turn);
	return {
		id: made.id,
		scenarioId: original.scenarioId,
		language: original.language,
		startedAt: made.now,
		endedAt: null,
		turns: turn - 1,
		outcome: 'playing',
		transcript,
		assessments: [],
		lastScore: null,
		seed: seedOf(original),
		from: { attemptId: original.id, turn }
	};
};

/** The player's replies an attempt keeps, for replaying its character. */
export const playerTexts = (transcript: readonly TranscriptLine[]): string[] =>
	transcript.filter((l) => l.role === 'player').map((l) => l.text);
