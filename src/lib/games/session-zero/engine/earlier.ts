import type { Answer } from './schema';

/**
 * The player's earlier choice for a question: Back and the "Adjust" mini-flows show
 * what was chosen before — an option id, or a slider's value — so a player who steps back sees their
 * answer instead of a blank question. The newest answer to `qid` wins; `answers` is in time order
 * (the run's answers, then the ones Back undid).
 */
export const earlierChoice = (answers: readonly Answer[], qid: string): string | number | null => {
	const a = answers.findLast((x) => x.qid === qid);
	return a ? (a.oid ?? a.value ?? null) : null;
};

/** The answers Back removed: those of `before` beyond the ones `after` kept (replay keeps a prefix). */
export const undoneAnswers = (before: readonly Answer[], after: readonly Answer[]): Answer[] =>
	before.slice(after.length);
