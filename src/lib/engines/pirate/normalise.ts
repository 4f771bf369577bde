/**
 * pirate.md "Validation": Unicode NFKC, lower case, diacritics folded, punctuation and repeated
 * spaces collapsed. Used for the surrender phrase, agreement patterns and every lexicon, so a
 * phrase and the text it is looked for in are always compared in the same form.
 */
const FOLD: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

export const normaliseText = (text: string): string =>
	text
		.normalize('NFKC')
		.toLowerCase()
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.replace(/[łđøßæœı]/gu, (c) => FOLD[c] ?? c)
		// apostrophes join ("I'm" → "im") so contractions stay one word
		.replace(/['’ʼ`]/gu, '')
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();

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
