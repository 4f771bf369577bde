import {
	checkPlayerPayload,
	refusalSentence,
	type PayloadProblem
} from '$lib/games/session-zero-table/engine';
import type { QuestionnairePack, SharePayload } from '$lib/games/session-zero/engine';
import type { UiLanguage } from '$lib/i18n/locale.svelte';
import { decodeSharePayload } from '$lib/games/session-zero/packs/questionnaire-share';
import { app, type App } from '$lib/app/app';
import type { SessionZeroTable, SavedSessionZeroTable } from '$lib/app/stores';

/**
 * Session zero for a group (docs/session-zero.md "Session zero for a group") as the pages reach it: the GM's saved tables (the app's
 * `groupTables`; the page's app by default, a test passes `memoryApp()`) and reading a player's
 * share link — decoded, then checked against the table's pack.
 */
export type { SessionZeroTable, SavedSessionZeroTable };

type Deps = Pick<App, 'sessionZeroTables'>;

/** The GM's tables, newest first. */
export const listSessionZeroTables = (deps: Deps = app): Promise<SavedSessionZeroTable[]> =>
	deps.sessionZeroTables.list();

export const saveSessionZeroTable = (table: SessionZeroTable, now: number, deps: Deps = app): Promise<void> =>
	deps.sessionZeroTables.save(table, now);

export const deleteSessionZeroTable = (id: string, deps: Deps = app): Promise<void> =>
	deps.sessionZeroTables.delete(id);

/**
 * The pack a shared result or charter needs, built-in or imported, in the reader's language where
 * there is one; null when this device has none (the app's pack registry, loaded on first use).
 */
export const loadSharedQuestionnaire = (
	id: string,
	sharedLanguage: string,
	readerLanguage: string | null,
	deps: Pick<App, 'packs'> = app
): Promise<QuestionnairePack | null> => deps.packs.questionnaire.shared(id, sharedLanguage, readerLanguage);
export { decodeCharter, encodeCharter } from '$lib/games/session-zero-table/packs/charter-share';

export type LinkRead =
	| { ok: true; payload: SharePayload }
	| { ok: false; reason: 'empty' | 'too-large' | 'corrupt' | 'invalid' }
	| { ok: false; reason: 'pack'; problem: PayloadProblem };

/**
 * The fragment of a pasted link (a whole URL, "#…" or the bare code): spaces, line breaks and the
 * invisible characters chat apps slip into long links are dropped.
 */
const fragmentOf = (text: string) => {
	const t = text.replace(/[\s\u00AD\u200B-\u200F\u2060\uFEFF]+/g, '');
	const hash = t.indexOf('#');
	return hash >= 0 ? t.slice(hash + 1) : t;
};

/** A pasted or scanned share link → the payload, checked against the table's pack when there is one. */
export const readPlayerLink = async (text: string, pack: QuestionnairePack | null): Promise<LinkRead> => {
	const d = await decodeSharePayload(fragmentOf(text));
	if (!d.ok) return d;
	if (!pack) return d;
	const c = checkPlayerPayload(pack, d.payload);
	return c.ok ? { ok: true, payload: c.payload } : { ok: false, reason: 'pack', problem: c.problem };
};

export const linkProblemSentence = (
	pack: QuestionnairePack,
	who: string,
	problem: PayloadProblem,
	lang: UiLanguage
): string => refusalSentence(pack, who, problem, lang === 'ru' ? 'ru' : 'en');

/** JSON with its object keys sorted: the same result reads the same, whatever order it was written in. */
const canonical = (v: unknown): string =>
	JSON.stringify(v, (_k, x: unknown) =>
		x && typeof x === 'object' && !Array.isArray(x)
			? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
			: x
	);

/**
 * The table's player whose result is exactly this one (-1: none) — most often the same link pasted
 * twice, which would count one player twice in every tally; the page asks before adding it.
 */
export const samePlayerAs = (
	players: readonly { payload: SharePayload }[],
	payload: SharePayload
): number => {
	const c = canonical(payload);
	return players.findIndex((p) => canonical(p.payload) === c);
};
