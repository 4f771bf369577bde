import { savedDataMayExist } from '$lib/db/exists';
import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import type { Personas } from '$lib/games/mole/engine/game';
import type { PirateLanguage, PiratePack } from '$lib/games/pirate/engine';
import type { RiskLanguage } from '$lib/games/safe-choices/engine';
import type { NhieLanguage, NhiePack } from '$lib/games/nhie/packs/nhie';
import type { ScenarioLoadResult } from '$lib/games/safe-choices/packs/scenario';
import type { ChosenNhiePack, NhiePackOption } from '$lib/games/nhie/app/nhie-packs';
import type { SessionZeroPackOption } from '$lib/games/session-zero/app/questionnaire-packs';

/**
 * The pack registry (docs/architecture.md "Composition root", docs/architecture.md): the packs of each mode — the built-in ones
 * under `question-packs/` and the ones the user imported on the "Your data" page (packs table,
 * re-validated on every load) — in one object. State managers and mode modules take their packs
 * from here, never from `$lib/packs` or the packs table directly. Each loader is imported on first
 * use, so a page pulls in only the packs of its own mode.
 */
export type PackRegistry = {
	nhie: {
		/** The choice that means "the built-in pack of the question language". */
		builtinId: string;
		builtin: (language: NhieLanguage) => Promise<NhiePack>;
		imported: () => Promise<NhiePackOption[]>;
		/** The chosen pack: built-in, or an imported one (throws, with the reason, if no longer valid). */
		chosen: (choice: string, language: NhieLanguage) => Promise<ChosenNhiePack>;
	};
	questionnaire: {
		builtin: (language: string, id?: string) => Promise<QuestionnairePack>;
		imported: () => Promise<SessionZeroPackOption[]>;
		/** An imported questionnaire by its packs-table id (throws, with the reason, if gone or invalid). */
		load: (rowId: string) => Promise<QuestionnairePack>;
		/** The pack a shared result needs, built-in or imported, or null when this device has none. */
		shared: (
			id: string,
			sharedLanguage: string,
			readerLanguage: string | null
		) => Promise<QuestionnairePack | null>;
	};
	mole: { personas: () => Promise<Personas> };
	pirate: { builtin: (language: PirateLanguage) => Promise<PiratePack> };
	safe: {
		/** The built-in scenarios of `language`, then the imported ones; a file that fails says why. */
		scenarios: (language: RiskLanguage) => Promise<ScenarioLoadResult[]>;
	};
};

const nhiePacks = () => import('$lib/games/nhie/app/nhie-packs');
const quizPacks = () => import('$lib/games/session-zero/app/questionnaire-packs');
const packRows = () => import('$lib/db/repos/pack-rows');

/**
 * Whether the user imported a pack of this kind: the loader that checks imported packs (the
 * mode's pack schema and validator) is imported only then — a start page lists none on a device
 * that has none, without loading them (docs/architecture.md "How a start page starts").
 */
const anyImported = async (kind: string): Promise<boolean> =>
	(await savedDataMayExist()) && (await (await packRows()).listCustomPacks(kind)).length > 0;

export const BUILTIN_NHIE_PACK = 'builtin';

export const packRegistry: PackRegistry = {
	nhie: {
		builtinId: BUILTIN_NHIE_PACK,
		builtin: async (language) => (await import('$lib/games/nhie/packs/builtin')).loadBuiltInPack(language),
		imported: async () => ((await anyImported('nhie')) ? (await nhiePacks()).listNhiePackOptions() : []),
		chosen: async (choice, language) => (await nhiePacks()).loadChosenNhiePack(choice, language)
	},
	questionnaire: {
		builtin: async (language, id) =>
			(await import('$lib/games/session-zero/packs/questionnaire')).loadQuestionnairePack(language, id),
		imported: async () =>
			(await anyImported('questionnaire')) ? (await quizPacks()).listSessionZeroPackOptions() : [],
		load: async (rowId) => (await quizPacks()).loadCustomQuestionnaire(rowId),
		shared: async (id, sharedLanguage, readerLanguage) =>
			(await quizPacks()).loadSharedQuestionnaire(id, sharedLanguage, readerLanguage)
	},
	mole: { personas: async () => (await import('$lib/games/mole/packs/personas')).loadPersonas() },
	pirate: {
		builtin: async (language) => (await import('$lib/games/pirate/packs/pirate')).loadPiratePack(language)
	},
	safe: {
		scenarios: async (language) =>
			(await import('$lib/games/safe-choices/app/scenario-packs')).scenariosOf(language)
	}
};
