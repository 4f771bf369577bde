import {
	eitherSafety,
	needsSafeguarding,
	readSafety,
	type ActModel,
	type SafetyRead
} from '$lib/engines/acts';
import { hasLeetInWord, leetText } from '$lib/engines/kit/text';
import { unmixByLine } from '$lib/engines/kit/unmix';
import { ruleSafety } from './safety-rules';
import { spacedReadings } from './spaced';
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
	// Shouting, words disguised in the other alphabet or leetspeak must not hide a disclosure
	// (docs/safe-choices.md "Safeguarding"): the line is read as typed, and again in lower case in its
	// own alphabet, and with leetspeak read as letters, and with spaced-out letters read as words.
	const variants = new Set([text, unmixByLine(text)]);
	// the leet reading also drops the punctuation the model reads (a thank-you without its "!!"
	// can read as distress): only when a symbol touches a letter
	if (hasLeetInWord(text)) variants.add(unmixByLine(leetText(text)));
	// letters spaced out or parted by invisible characters, put back into words (./spaced.ts)
	for (const line of spacedReadings(text, language)) variants.add(line);
	const readings = [...variants].flatMap((line) => [
		readSafety(model, { text: line, previous, language }),
		ruleSafety(line)
	]);
	return eitherSafety(...readings, ...also);
};

export const stopsTheScene = (
	model: ActModel,
	text: string,
	language: RiskLanguage,
	previous?: string,
	also: readonly Partial<SafetyRead>[] = []
): boolean => needsSafeguarding(safeguardRead(model, text, language, previous, also));
