import { stripInvisible } from '$lib/engines/kit/text';

/**
 * What the name forms check before sending (lobby.md, "Joining"; the host still runs `checkName`
 * of names.ts): apart from the content filter, so a page with a name field does not load the
 * filter and its blocklists before a name is sent (docs/architecture.md "How a start page starts").
 */
export const NAME_MAX = 20;

/** The name as shown: NFKC, invisible characters removed, runs of white space made one space. */
export const cleanName = (raw: string): string => stripInvisible(raw).replace(/\s+/gu, ' ').trim();

/** The name forms' own check before sending (the host still runs `checkName`): 1–20 characters. */
export const nameLengthOk = (raw: string): boolean => {
	const name = cleanName(raw);
	return name.length >= 1 && [...name].length <= NAME_MAX;
};
