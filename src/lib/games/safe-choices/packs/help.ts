import { HelpPackSchema, type HelpPack } from '$lib/games/safe-choices/engine/help-schema';
import { formatScenarioIssues } from './scenario';

/**
 * The help packs (question-packs/help/help.<lang>.json, docs/safe-choices.md "Help by region"),
 * loaded on first use and checked with zod: a pack that does not validate is reported with its
 * path and message, and the help screens show the scenario's own resources meanwhile.
 */
const files = import.meta.glob('/question-packs/help/*.json', { import: 'default' });

export type HelpPackResult = { ok: true; pack: HelpPack } | { ok: false; file: string; message: string };

export const parseHelpPack = (raw: unknown, file = 'help pack'): HelpPackResult => {
	const parsed = HelpPackSchema.safeParse(raw);
	return parsed.success
		? { ok: true, pack: parsed.data }
		: { ok: false, file, message: formatScenarioIssues(parsed.error) };
};

/** The languages with a help pack (help.<lang>.json). */
export const helpLanguages = (): string[] =>
	Object.keys(files)
		.map((file) => /help\.([a-z]{2})\.json$/.exec(file)?.[1])
		.filter((l): l is string => !!l);

/** The help pack of `language`; a language without one gets `{ ok: false }`. */
export const loadHelpPack = async (language: string): Promise<HelpPackResult> => {
	const file = `/question-packs/help/help.${language}.json`;
	const load = files[file];
	if (!load) return { ok: false, file, message: 'no help pack for this language' };
	return parseHelpPack(await load(), file);
};
