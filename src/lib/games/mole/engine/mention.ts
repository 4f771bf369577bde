/**
 * Does a narrator line name its accusation's target? (mole.md "A slot": an accusation names
 * who it accuses; a model line that does not falls back to the template.) The name must stand as a
 * word of its own — a short name such as "Bo" is not named by "somebody" or "both" — with the case
 * ending the language puts on names: Swedish genitive "-s" ("Bos tystnad"), Russian endings of up to
 * two letters ("Бориса", "Борисом"). Letters and digits of any script count as word characters.
 */
const ENDINGS: Record<string, string> = { sv: 's?', ru: '\\p{L}{0,2}' };

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const namesTarget = (text: string, name: string, language: string): boolean => {
	const trimmed = name.trim();
	if (!trimmed) return false;
	const ending = ENDINGS[language] ?? '';
	return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(trimmed)}${ending}(?![\\p{L}\\p{N}])`, 'iu').test(
		text
	);
};
