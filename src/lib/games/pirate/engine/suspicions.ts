import type { PersuasionAct } from './reading';

/**
 * docs/pirate.md "The captain argues back": the doubts he holds — who are you, why now, what proof,
 * what is in it for me, what will the crew say. Each captain holds his own, in his own order
 * (captains.ts); he raises one at a time (the open one); a line that answers it lowers his guard, and
 * once answered as often as its weight he raises the next.
 */
export const SUSPICIONS = ['who', 'why_now', 'proof', 'in_it_for_me', 'crew'] as const;
export type Suspicion = (typeof SUSPICIONS)[number];

/** The persuasion acts that answer a doubt; `answer_objection` answers whichever is open. */
export const ANSWERED_BY: Record<Suspicion, readonly PersuasionAct[]> = {
	who: ['false_identity', 'story'],
	why_now: ['urgency', 'emotional'],
	proof: ['proof', 'authority'],
	in_it_for_me: ['bargain', 'threat'],
	crew: ['bargain', 'threat', 'story']
};

export const answers = (open: Suspicion, moves: readonly PersuasionAct[]): boolean =>
	moves.includes('answer_objection') || moves.some((m) => ANSWERED_BY[open].includes(m));
