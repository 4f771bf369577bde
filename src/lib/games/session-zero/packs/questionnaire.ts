import { validateQuestionnairePack, type QuestionnairePack } from '$lib/games/session-zero/engine';
import type { PackKind } from '$lib/packs/registry';
import type { PackCheck } from '$lib/packs/validate';

/** Questionnaire packs (question-packs/questionnaire/<id>.<lang>.json), seed 002 contracts. */
export const checkQuestionnairePack = (json: unknown): PackCheck<QuestionnairePack> => {
	const r = validateQuestionnairePack(json);
	return r.ok
		? { ok: true, pack: r.pack, warnings: r.warnings }
		: { ok: false, errors: r.errors, warnings: r.warnings };
};

/** For the pack registry (integrator: add to PACK_KINDS). */
export const questionnairePackKind: PackKind = {
	kind: 'questionnaire',
	folder: 'questionnaire',
	check: checkQuestionnairePack,
	describe: (pack) => {
		const p = pack as QuestionnairePack;
		return { id: `${p.id}.${p.language}`, language: p.language, name: p.title };
	}
};

// Vite turns this into lazy chunks; the arrow keeps Node (sim, tests) from evaluating it.
const builtIn = () => import.meta.glob('/question-packs/questionnaire/*.json', { import: 'default' });

import { QUIZ_PACK_ID } from './questionnaire-ids';

export { QUIZ_LANGUAGES, QUIZ_PACK_ID, type SessionZeroLanguage } from './questionnaire-ids';

export class SessionZeroPackError extends Error {}

const cache = new Map<string, QuestionnairePack>();

/** Loads and validates a built-in questionnaire pack (browser). */
export const loadQuestionnairePack = async (
	language: string,
	id = QUIZ_PACK_ID
): Promise<QuestionnairePack> => {
	const key = `${id}.${language}`;
	const hit = cache.get(key);
	if (hit) return hit;
	const loader = builtIn()[`/question-packs/questionnaire/${key}.json`];
	if (!loader) throw new SessionZeroPackError(`There is no questionnaire "${key}".`);
	const r = validateQuestionnairePack(await loader());
	if (!r.ok)
		throw new SessionZeroPackError(
			`The questionnaire "${key}" is broken: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`
		);
	cache.set(key, r.pack);
	return r.pack;
};
