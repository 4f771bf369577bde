import type { Difficulty } from './constants';
import type { Captain } from './captain-schema';
import type { PiratePack } from './schema';
import type { Suspicion } from './suspicions';

export { CaptainSchema, CAPTAIN_ID, type Captain } from './captain-schema';

/** An id the pack has no captain for (a damaged link, a scenario's typo): said, never guessed. */
export class UnknownCaptainError extends Error {}

/**
 * docs/pirate.md "The ladder": the captain a game plays. A game named by its difficulty alone (saved
 * before the ladder, a sim scenario without `captain`) plays that difficulty's first captain.
 */
export const captainOf = (pack: PiratePack, id: string | undefined, difficulty?: Difficulty): Captain => {
	const found = id
		? pack.captains.find((c) => c.id === id)
		: pack.captains.find((c) => c.difficulty === difficulty);
	if (!found) throw new UnknownCaptainError(id ? `there is no captain "${id}"` : 'no captain is named');
	return found;
};

/**
 * The doubt he raises next (null: none left): the first of his doubts, in his order, that fewer lines
 * answered than its weight (docs/pirate.md "The captain argues back": a settled doubt stays settled).
 */
export const openDoubt = (
	captain: Pick<Captain, 'doubts'>,
	answered: readonly Suspicion[]
): Suspicion | null =>
	captain.doubts.find(({ doubt, weight }) => answered.filter((a) => a === doubt).length < weight)?.doubt ??
	null;
