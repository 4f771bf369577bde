import {
	eitherSafety,
	needsSafeguarding,
	readSafety,
	type ActModel,
	type SafetyRead
} from '$lib/engines/acts';
import { unmixByLine } from '$lib/engines/kit/unmix';
import { ruleSafety } from './safety-rules';
import type { RiskLanguage } from './types';

/**
 * Safeguarding above the game (docs/safe-choices.md "Safeguarding"): a turn that discloses real
 * harm or distress stops the role-play before the character says anything. Read by the act model
 * and the curated rules (safety-rules.ts), and by a language model when one is configured (`also`):
 * one finding is enough (docs/acts.md "Safety").
 */
export const safeguardRead = (
	model: ActModel,
	text: string,
	language: RiskLanguage,
	previous?: string,
	also: readonly Partial<SafetyRead>[] = []
): SafetyRead => {
	// Shouting or words disguised in the other alphabet must not hide a disclosure (docs/safe-choices.md
	// "Safeguarding"): the line is read as typed and again in lower case, in its own alphabet.
	const plain = unmixByLine(text);
	const readings = [readSafety(model, { text, previous, language }), ruleSafety(text)];
	if (plain !== text)
		readings.push(readSafety(model, { text: plain, previous, language }), ruleSafety(plain));
	return eitherSafety(...readings, ...also);
};

export const stopsTheScene = (
	model: ActModel,
	text: string,
	language: RiskLanguage,
	previous?: string,
	also: readonly Partial<SafetyRead>[] = []
): boolean => needsSafeguarding(safeguardRead(model, text, language, previous, also));
