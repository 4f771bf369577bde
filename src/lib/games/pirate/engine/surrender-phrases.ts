import { surrender_phrase as en, captains as enCaptains } from '../../../../../question-packs/pirate/en.json';
import { surrender_phrase as pl, captains as plCaptains } from '../../../../../question-packs/pirate/pl.json';
import { surrender_phrase as ru, captains as ruCaptains } from '../../../../../question-packs/pirate/ru.json';
import type { PirateLanguage } from './schema';

/**
 * The surrender phrase of every built-in pirate pack (seed 004: the forbidden phrase), checked in
 * every game whatever its language (the English phrase in a Polish game was not blocked).
 * Named imports: the bundle carries these strings, not the packs. A new pack language is added here
 * (pack.test.ts fails until it is).
 */
export const SURRENDER_PHRASES: Readonly<Record<PirateLanguage, string>> = { en, pl, ru };

/**
 * Every phrase that hands a treasure over: the packs' own and each captain's of the ladder
 * (docs/pirate.md "The ladder": each captain has his own), in every language — blocked in any game
 * at a low score, and asking for the phrase when a player quotes one.
 */
export const ALL_SURRENDER_PHRASES: readonly string[] = [
	...Object.values(SURRENDER_PHRASES),
	...[enCaptains, plCaptains, ruCaptains].flatMap((cs) => cs.map((c) => c.phrase))
];
