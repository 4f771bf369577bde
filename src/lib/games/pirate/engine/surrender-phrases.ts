import { surrender_phrase as en } from '../../../../../question-packs/pirate/en.json';
import { surrender_phrase as pl } from '../../../../../question-packs/pirate/pl.json';
import { surrender_phrase as ru } from '../../../../../question-packs/pirate/ru.json';
import type { PirateLanguage } from './schema';

/**
 * The surrender phrase of every built-in pirate pack (seed 004: the forbidden phrase), checked in
 * every game whatever its language (the English phrase in a Polish game was not blocked).
 * Named imports: the bundle carries these strings, not the packs. A new pack language is added here
 * (pack.test.ts fails until it is).
 */
export const SURRENDER_PHRASES: Readonly<Record<PirateLanguage, string>> = { en, pl, ru };
