import { validateQuestionnairePack, type QuestionnairePack } from '$lib/games/session-zero/engine';
import { db } from '$lib/db/db';
import { listCustomPacks } from '$lib/db/repos/pack-rows';
import { loadQuestionnairePack, SessionZeroPackError } from '$lib/games/session-zero/packs/questionnaire';

/**
 * Questionnaire packs the user imported on the "Your data" page (packs table, id
 * `custom:questionnaire:<id>.<lang>`), offered on the Session zero start screen. They are validated
 * again on every load: a pack that no longer validates is listed as unavailable with the reason.
 */
export type SessionZeroPackOption = {
	/** The packs-table id. */
	id: string;
	title: string;
	language: string;
	/** Why the pack cannot be used, or null when it is usable. */
	error: string | null;
};

const problems = (json: unknown): { pack: QuestionnairePack } | { error: string } => {
	const r = validateQuestionnairePack(json);
	return r.ok
		? { pack: r.pack }
		: {
				error: r.errors
					.slice(0, 5)
					.map((e) => `${e.path || '(root)'}: ${e.message}`)
					.join('\n')
			};
};

/** Imported questionnaire packs, newest first (an unreadable table gives an empty list). */
export const listSessionZeroPackOptions = async (): Promise<SessionZeroPackOption[]> => {
	try {
		const rows = await listCustomPacks('questionnaire');
		return rows
			.sort((a, b) => b.importedAt - a.importedAt)
			.map((row) => {
				const r = problems(row.data);
				return 'pack' in r
					? { id: row.id, title: r.pack.title, language: r.pack.language, error: null }
					: { id: row.id, title: row.name, language: row.language, error: r.error };
			});
	} catch {
		return [];
	}
};

/** Loads and re-validates an imported questionnaire pack by its packs-table id. */
export const loadCustomQuestionnaire = async (rowId: string): Promise<QuestionnairePack> => {
	const row = await db().packs.get(rowId);
	if (!row || row.kind !== 'questionnaire')
		throw new SessionZeroPackError(`The imported questionnaire "${rowId}" is no longer stored.`);
	const r = problems(row.data);
	if ('error' in r)
		throw new SessionZeroPackError(`The imported questionnaire "${row.name}" is invalid: ${r.error}`);
	return r.pack;
};

/**
 * The pack a shared result needs (the link carries only its id and language, seed 002 "share"):
 * built-in in the reader's language, then in the sharer's, then one imported on this device.
 * Null when this device has none of them (an imported pack travels as a file, not in the link).
 */
export const loadSharedQuestionnaire = async (
	id: string,
	sharedLanguage: string,
	readerLanguage: string | null
): Promise<QuestionnairePack | null> => {
	const languages = [...new Set([readerLanguage, sharedLanguage].filter((l): l is string => !!l))];
	for (const language of languages) {
		const builtIn = await loadQuestionnairePack(language, id).catch(() => null);
		if (builtIn) return builtIn;
	}
	for (const language of languages) {
		const row = await db().packs.get(`custom:questionnaire:${id}.${language}`);
		if (row) return loadCustomQuestionnaire(row.id);
	}
	return null;
};
