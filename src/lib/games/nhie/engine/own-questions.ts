import { contentFilter, FilterReasons } from '$lib/engines/kit/content-filter';
import type { PoolQuestion } from './candidates';
import { middleIntensity, type Tone } from './tones';

/**
 * Questions from the players (docs/nhie.md "Questions from the players"): each goes through the
 * content filter and the 18+ rule, gets an intensity by the offline rules, and joins the pool
 * anonymously — the game keeps the text, never who wrote it. The host may retire one.
 */
export const OWN_MAX = 40;
export const OWN_MAX_LENGTH = 140;
export const OWN_PREFIX = 'own-';
/** Sexual questions (allowed only in an 18+ room) sit at the adult tier's start (seed 000: freaky 7–10). */
export const OWN_ADULT_INTENSITY = 8;

const FORM: Record<string, { test: RegExp; prefix: string }> = {
	en: { test: /^never have i ever\s/iu, prefix: 'Never have I ever ' },
	ru: { test: /^я никогда не\s/iu, prefix: 'Я никогда не ' }
};

export type OwnResult = { ok: true; question: PoolQuestion } | { ok: false; reason: string };

/** The game's form: "Never have I ever …" is added when the player left it out. */
export const inGameForm = (text: string, language: string): string => {
	const t = text.trim().replace(/\s+/gu, ' ');
	const form = FORM[language];
	if (!form || form.test.test(t)) return t;
	return form.prefix + t.charAt(0).toLowerCase() + t.slice(1);
};

/**
 * A player's question for a room of `language` (18+ when `nsfw`), numbered `n` in the room. Offline
 * intensity: sexual → the adult tier (is_nsfw); anything else → the middle of the tone on show.
 */
export const ownQuestion = (
	raw: string,
	{ language, nsfw, n, tone }: { language: string; nsfw: boolean; n: number; tone: Tone }
): OwnResult => {
	const text = inGameForm(raw, language);
	if (raw.trim().length < 3) return { ok: false, reason: 'own_empty' };
	if (text.length > OWN_MAX_LENGTH) return { ok: false, reason: 'own_too_long' };
	const check = contentFilter(text, language, nsfw);
	if (!check.ok)
		return { ok: false, reason: check.reason === FilterReasons.sexual ? 'own_adult' : 'own_filtered' };
	const adult = !contentFilter(text, language, false).ok;
	return {
		ok: true,
		question: {
			id: `${OWN_PREFIX}${n}`,
			text,
			intensity: adult ? OWN_ADULT_INTENSITY : middleIntensity(tone, nsfw),
			is_nsfw: adult,
			active: true
		}
	};
};

export const isOwnId = (id: string | null): boolean => !!id && id.startsWith(OWN_PREFIX);

/**
 * `own` with one more player's question — the room's rules (40 at most, no repeat) over `ownQuestion`.
 * The same before the start (prelude.ts) and during the game (game.ts).
 */
export const withOwn = (
	own: readonly PoolQuestion[],
	raw: string,
	room: { language: string; nsfw: boolean; tone: Tone }
): { ok: true; own: PoolQuestion[] } | { ok: false; reason: string } => {
	if (own.length >= OWN_MAX) return { ok: false, reason: 'own_full' };
	const made = ownQuestion(raw, { ...room, n: own.length + 1 });
	if (!made.ok) return made;
	const same = (t: string) => t.toLowerCase() === made.question.text.toLowerCase();
	if (own.some((q) => same(q.text))) return { ok: false, reason: 'own_repeat' };
	return { ok: true, own: [...own, made.question] };
};

/** `own` with question `id` retired (the host's Remove); null when there is no such question. */
export const withoutOwn = (own: readonly PoolQuestion[], id: string): PoolQuestion[] | null =>
	own.some((q) => q.id === id) ? own.map((q) => (q.id === id ? { ...q, active: false } : q)) : null;

/** What a seat sees of the players' questions: how many, and the list for the host only (never who). */
export const ownView = (own: readonly PoolQuestion[], isHost: boolean) => ({
	ownCount: own.filter((q) => q.active).length,
	ownQuestions: isHost ? own.filter((q) => q.active).map(({ id, text }) => ({ id, text })) : null
});
