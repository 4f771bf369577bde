import { z } from 'zod';

/** The character's tactics (docs/safe-choices.md "Scenarios"). */
export const TACTICS = [
	'flattery',
	'social_pressure',
	'misinformation',
	'urgency',
	'secrecy',
	'guilt'
] as const;
export const TacticSchema = z.enum(TACTICS);
export type Tactic = z.infer<typeof TacticSchema>;
