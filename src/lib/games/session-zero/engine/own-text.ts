import { contentFilter } from '$lib/engines/kit/content-filter';
import { NOTE_CHARS, OWN_CHARS, OWN_MAX } from './own-limits';

/** own-limits.ts, the checks: apart so a decoded link's schema does not load the filter's lists. */
export type OwnTextCheck = { ok: true; text: string } | { ok: false; reason: 'too_long' | 'filtered' };

/**
 * One free-text entry, trimmed and with runs of spaces made one. A Line may name sexual content ("no
 * sexual violence"), so the filter runs as for adult text: slurs, minors, links and handles never pass.
 */
export const checkOwnText = (raw: string, language: string, max = OWN_CHARS): OwnTextCheck => {
	const text = raw.replace(/\s+/g, ' ').trim();
	if (!text) return { ok: true, text };
	if (text.length > max) return { ok: false, reason: 'too_long' };
	const lang = language.startsWith('ru') ? 'ru' : 'en';
	// the filter judges the line as it will be shown, and that is the line kept
	const judged = contentFilter(text, lang, true, { maxLength: max });
	return judged.ok ? { ok: true, text: judged.text } : { ok: false, reason: 'filtered' };
};

/** The entries of a list that pass, without empties or repeats, at most `OWN_MAX`. */
export const cleanOwnList = (list: readonly string[], language: string): string[] => {
	const out: string[] = [];
	for (const raw of list) {
		const c = checkOwnText(raw, language);
		if (c.ok && c.text && !out.some((x) => x.toLowerCase() === c.text.toLowerCase())) out.push(c.text);
	}
	return out.slice(0, OWN_MAX);
};

/** The cleaner `buildSharePayload` takes for a GM payload's own words (share.ts `OwnCleaner`). */
export const ownTextCleaner = {
	list: cleanOwnList,
	note: (text: string, language: string): string | null => {
		const c = checkOwnText(text, language, NOTE_CHARS);
		return c.ok && c.text ? c.text : null;
	}
};
