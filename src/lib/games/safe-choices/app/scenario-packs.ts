import type { RiskLanguage } from '$lib/games/safe-choices/engine';
import { listCustomPacks } from '$lib/db/repos/pack-rows';
import {
	loadScenarios,
	parseScenario,
	type ScenarioLoadResult
} from '$lib/games/safe-choices/packs/scenario';

/** Scenario packs the user imported ("Your data" page), in this language; an unreadable table gives none. */
const importedScenarios = async (language: RiskLanguage): Promise<ScenarioLoadResult[]> => {
	try {
		const rows = await listCustomPacks('scenario');
		return rows.filter((r) => r.language === language).map((r) => parseScenario(r.data, r.name));
	} catch {
		return [];
	}
};

/** The scenarios "Safe choices" offers in `language`: the built-in ones, then the imported ones. */
export const scenariosOf = async (language: RiskLanguage): Promise<ScenarioLoadResult[]> => [
	...(await loadScenarios(language)),
	...(await importedScenarios(language))
];
