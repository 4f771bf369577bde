import { normaliseText } from '../kit/text';

/**
 * pirate.md "Validation": the kit's one text module (kit/text.ts) — NFKC, invisible characters
 * removed, lower case, diacritics folded, apostrophes joined ("I'm" → "im"), punctuation and
 * repeated spaces collapsed. Used for agreement patterns and every lexicon, so a phrase and the text
 * it is looked for in are always compared in the same form. The surrender phrase is read harder
 * still (validate.ts: look-alikes, leetspeak, spaced letters).
 */
export { normaliseText };

/**
 * True when `phrase` occurs in `text` on word boundaries, both already normalised. A phrase ending
 * in `*` is a stem: "captain*" also matches "captains"; otherwise the last word must end there.
 */
export const containsPhrase = (normalisedText: string, phrase: string): boolean => {
	const stem = phrase.endsWith('*');
	const p = normaliseText(stem ? phrase.slice(0, -1) : phrase);
	if (!p) return false;
	const hay = ` ${normalisedText} `;
	return stem ? hay.includes(` ${p}`) : hay.includes(` ${p} `);
};
