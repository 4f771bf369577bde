import { db } from '$lib/db/db';
import { listCustomPacks } from '$lib/db/repos/pack-rows';
import { loadBuiltInPack } from '$lib/games/nhie/packs/builtin';
import { packTextProblems } from '$lib/packs/content-check';
import { parseNhiePack, type NhieLanguage, type NhiePack } from '$lib/games/nhie/packs/nhie';
import { BUILTIN_NHIE_PACK } from '$lib/app/pack-registry';

/**
 * The "question pack" choice of "Never have I ever": the built-in pack of the chosen language, or a
 * pack the user imported on the "Your data" page (packs table, id `custom:nhie:<id>`). Imported
 * packs are validated again on every load: a stored pack that no longer validates is offered as
 * unavailable, with the reason, and never reaches the engine; when chosen, its text goes through
 * the content filter again (packs/content-check.ts), as on import.
 */
export { BUILTIN_NHIE_PACK };

export type NhiePackOption = {
	/** The packs-table id (`custom:nhie:…`). */
	id: string;
	name: string;
	language: string;
	questions: number;
	/** Why the pack cannot be used (schema problems), or null when it is usable. */
	error: string | null;
};

/** A loaded pack and the id its times_used counters are keyed by. */
export type ChosenNhiePack = { packId: string; pack: NhiePack };

const toOption = (row: { id: string; name: string; language: string; data: unknown }): NhiePackOption => {
	const parsed = parseNhiePack(row.data);
	return parsed.ok
		? {
				id: row.id,
				name: parsed.pack.name,
				language: parsed.pack.language,
				questions: parsed.pack.questions.filter((q) => q.active).length,
				error: null
			}
		: { id: row.id, name: row.name, language: row.language, questions: 0, error: parsed.message };
};

/** Imported nhie packs, newest first; a broken table read gives an empty list (built-in still works). */
export const listNhiePackOptions = async (): Promise<NhiePackOption[]> => {
	try {
		const rows = await listCustomPacks('nhie');
		return rows.sort((a, b) => b.importedAt - a.importedAt).map(toOption);
	} catch {
		return [];
	}
};

export class NhiePackUnavailable extends Error {}

/** Loads the chosen pack; an imported one is re-validated with the nhie schema. */
export const loadChosenNhiePack = async (choice: string, language: NhieLanguage): Promise<ChosenNhiePack> => {
	if (!choice || choice === BUILTIN_NHIE_PACK) {
		const pack = await loadBuiltInPack(language);
		return { packId: pack.id, pack };
	}
	const row = await db().packs.get(choice);
	if (!row || row.kind !== 'nhie') throw new NhiePackUnavailable(`The pack "${choice}" is no longer stored.`);
	const parsed = parseNhiePack(row.data);
	if (!parsed.ok) throw new NhiePackUnavailable(`The pack "${row.name}" is invalid:\n${parsed.message}`);
	// stored before the import ran the content filter, or under older lists: read again before play
	const refused = packTextProblems(parsed.pack, parsed.pack.language);
	if (refused.length)
		throw new NhiePackUnavailable(
			`The pack "${row.name}" is refused by the content filter:\n${refused
				.slice(0, 5)
				.map((i) => `${i.path}: ${i.message}`)
				.join('\n')}`
		);
	return { packId: row.id, pack: parsed.pack };
};
