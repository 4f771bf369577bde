import { contentFilter } from '$lib/engines/kit/content-filter';

/**
 * Player names (lobby.md, "Joining"): trimmed, 1–20 characters, unique in the lobby (case-insensitive;
 * the host suggests a variant on a clash), profanity filtered with the kit content filter.
 */
export const NAME_MAX = 20;

export type NameCheck =
	{ ok: true; name: string } | { ok: false; reason: 'invalid' | 'taken'; suggestion?: string };

export const cleanName = (raw: string): string => raw.replace(/\s+/g, ' ').trim();

/** The name forms' own check before sending (the host still runs `checkName`): 1–20 characters. */
export const nameLengthOk = (raw: string): boolean => {
	const name = raw.trim();
	return name.length >= 1 && [...name].length <= NAME_MAX;
};

const LANGS = ['en', 'ru'] as const;

export const isAcceptableName = (name: string): boolean => {
	if (name.length < 1 || [...name].length > NAME_MAX) return false;
	// eslint-disable-next-line no-control-regex
	if (/[\u0000-\u001f\u007f]/.test(name)) return false;
	return LANGS.every((lang) => contentFilter(name, lang, false, { maxLength: NAME_MAX }).ok);
};

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export const suggestName = (name: string, taken: readonly string[]): string => {
	for (let n = 2; n < 100; n++) {
		const suffix = ` ${n}`;
		const base = [...name].slice(0, NAME_MAX - suffix.length).join('');
		const candidate = base + suffix;
		if (!taken.some((t) => same(t, candidate))) return candidate;
	}
	return name;
};

export const checkName = (raw: string, taken: readonly string[]): NameCheck => {
	const name = cleanName(raw);
	if (!isAcceptableName(name)) return { ok: false, reason: 'invalid' };
	if (taken.some((t) => same(t, name)))
		return { ok: false, reason: 'taken', suggestion: suggestName(name, taken) };
	return { ok: true, name };
};
