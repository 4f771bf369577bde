import { contentFilter } from '$lib/engines/kit/content-filter';
import { hasBidiControl, nameKey, skeletonWords } from '$lib/engines/kit/text';
import { cleanName, NAME_MAX } from './name-length';

/**
 * Player names (lobby.md, "Joining"): normalised (NFKC, invisible characters removed, spaces
 * collapsed), 1–20 characters, unique in the lobby and banned after a kick by their skeleton
 * (kit/text.ts `nameKey`, read with the content filter's Unicode TR39 look-alike table: "Ana" and
 * Cyrillic "Аna", "Bob", "Bob\u200b", "Bób" and "B0b" are one name, "Hoꜱtess" is "Hostess", "Eᴠe"
 * and "Eѵe" are "Eve"), profanity filtered with the kit content filter. A name with a bidi control (it would
 * reverse the rest of a line) or with nothing visible is invalid.
 */
export { cleanName, NAME_MAX, nameLengthOk } from './name-length';

export type NameCheck =
	{ ok: true; name: string } | { ok: false; reason: 'invalid' | 'taken' | 'banned'; suggestion?: string };

const LANGS = ['en', 'ru'] as const;

/** `raw` as typed: a bidi control anywhere makes it invalid, even if cleaning would remove it. */
export const isAcceptableName = (name: string, raw: string = name): boolean => {
	if (hasBidiControl(raw)) return false;
	if (name.length < 1 || [...name].length > NAME_MAX) return false;
	// eslint-disable-next-line no-control-regex
	if (/[\u0000-\u001f\u007f]/.test(name)) return false;
	if (!skeletonWords(name).length) return false; // only punctuation or symbols: nothing to tell it by
	return LANGS.every((lang) => contentFilter(name, lang, false, { maxLength: NAME_MAX }).ok);
};

/** True when two names would read as the same name (same skeleton). */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/**
 * The name with the first free number after it ("Ana 2", "Ana 3"). A name that already ends in a
 * number is counted on ("Ana 2" taken → "Ana 3"), not numbered again ("Ana 2 2").
 */
export const suggestName = (name: string, taken: readonly string[]): string => {
	const numbered = /^(.*\S) (\d{1,2})$/u.exec(name);
	const stem = numbered ? numbered[1] : name;
	for (let n = numbered ? Number(numbered[2]) + 1 : 2; n < 100; n++) {
		const suffix = ` ${n}`;
		const base = [...stem].slice(0, NAME_MAX - suffix.length).join('');
		const candidate = base + suffix;
		if (!taken.some((t) => sameName(t, candidate))) return candidate;
	}
	return name;
};

/** True when the name reads as one a kicked player had. */
export const isBannedName = (raw: string, banned: readonly string[]): boolean => {
	const key = nameKey(cleanName(raw));
	return key !== '' && banned.some((b) => nameKey(b) === key);
};

export const checkName = (
	raw: string,
	taken: readonly string[],
	banned: readonly string[] = []
): NameCheck => {
	const name = cleanName(raw);
	if (isBannedName(name, banned)) return { ok: false, reason: 'banned' };
	if (!isAcceptableName(name, raw)) return { ok: false, reason: 'invalid' };
	if (taken.some((t) => sameName(t, name)))
		return { ok: false, reason: 'taken', suggestion: suggestName(name, taken) };
	return { ok: true, name };
};
