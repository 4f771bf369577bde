import { ScenarioSchema, type Scenario } from '$lib/games/safe-choices/engine/scenario-schema';
import { HelpPackSchema, type HelpPack } from '$lib/games/safe-choices/engine/help-schema';
import { blocklistPackKind } from './blocklist';
import { withContentCheck } from './content-check';
import { deductionPackKind } from '$lib/games/mole/packs/personas';
import { nhiePackKind } from '$lib/games/nhie/packs/nhie';
import { piratePackKind } from '$lib/games/pirate/packs/pirate';
import { questionnairePackKind } from '$lib/games/session-zero/packs/questionnaire';
import type { PackKind } from './registry';
import { checkWithSchema } from './validate';

/**
 * Every pack kind: used by the in-app pack import, by `npm run packs:check` and by tests.
 * Only schemas and validators here (no loaders), so Node can import it.
 */
const scenarioPackKind: PackKind = {
	kind: 'scenario',
	folder: 'scenarios',
	check: (json) => checkWithSchema(ScenarioSchema, json),
	describe: (pack) => {
		const p = pack as Scenario;
		return { id: `${p.id}.${p.language}`, language: p.language, name: p.title };
	}
};

/** Each checked by its schema, then by the content filter (content-check.ts): packs users import. */
export const PACK_KINDS: readonly PackKind[] = [
	nhiePackKind,
	questionnairePackKind,
	scenarioPackKind,
	piratePackKind,
	deductionPackKind
].map(withContentCheck);

/**
 * Safe choices' help by region (question-packs/help/help.<lang>.json, docs/safe-choices.md "Help by
 * region"): built in, with each number's source; a help line a user could replace would not be one.
 */
const helpPackKind: PackKind = {
	kind: 'help',
	folder: 'help',
	check: (json) => checkWithSchema(HelpPackSchema, json),
	describe: (pack) => {
		const p = pack as HelpPack;
		return { id: `help-${p.language}`, language: p.language, name: `Help by region (${p.language})` };
	}
};

/** Built-in data packs: checked by `npm run packs:check`, never imported in the app. */
export const DATA_PACK_KINDS: readonly PackKind[] = [blocklistPackKind, helpPackKind];

export const kindForFolder = (folder: string): PackKind | undefined =>
	[...PACK_KINDS, ...DATA_PACK_KINDS].find((k) => k.folder === folder);
export const kindByName = (kind: string): PackKind | undefined => PACK_KINDS.find((k) => k.kind === kind);
