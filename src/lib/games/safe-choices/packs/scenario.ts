import { ScenarioSchema, type Scenario } from '$lib/games/safe-choices/engine/scenario-schema';
import { byScenarioId } from './scenario-order';

/**
 * Safe-choices scenario packs (question-packs/scenarios/<id>.<lang>.json), validated with zod at
 * load (safe-choices.md, "Scenarios"). The schema lives in the risk engine; this module loads the files.
 */
export { ScenarioSchema, type Scenario };

const files = import.meta.glob('/question-packs/scenarios/*.json', { import: 'default' });

export type ScenarioLoadResult =
	{ ok: true; scenario: Scenario } | { ok: false; file: string; message: string };

export const formatScenarioIssues = (error: { issues: { path: PropertyKey[]; message: string }[] }): string =>
	error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');

export const parseScenario = (raw: unknown, file = 'scenario'): ScenarioLoadResult => {
	const parsed = ScenarioSchema.safeParse(raw);
	return parsed.success
		? { ok: true, scenario: parsed.data }
		: { ok: false, file, message: formatScenarioIssues(parsed.error) };
};

/** Every built-in scenario in `language`, sorted by id; invalid files are reported, not thrown. */
export const loadScenarios = async (language: string): Promise<ScenarioLoadResult[]> => {
	const wanted = Object.entries(files).filter(([path]) => path.endsWith(`.${language}.json`));
	const results = await Promise.all(wanted.map(async ([path, load]) => parseScenario(await load(), path)));
	return results.sort((a, b) => (a.ok && b.ok ? byScenarioId(a.scenario.id, b.scenario.id) : a.ok ? -1 : 1));
};
