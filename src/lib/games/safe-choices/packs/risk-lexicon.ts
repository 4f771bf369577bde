import { RiskLexiconPackSchema, type RiskLexiconPack } from '$lib/games/safe-choices/engine/lexicon-schema';
import type { PackKind } from '$lib/packs/registry';
import { checkWithSchema } from '$lib/packs/validate';

/**
 * Risk lexicon packs (question-packs/risk-lexicons/<lang>.json) of the safe-choices heuristic
 * scorer. Built into the app (games/safe-choices/engine/lexicon-packs.ts); checked by `npm run packs:check`, not
 * imported by users — a scorer a player could re-word would not score.
 */
export const riskLexiconPackKind: PackKind = {
	kind: 'risk-lexicon',
	folder: 'risk-lexicons',
	check: (json) => checkWithSchema(RiskLexiconPackSchema, json),
	describe: (pack) => {
		const p = pack as RiskLexiconPack;
		return { id: `risk-lexicon-${p.language}`, language: p.language, name: `Risk lexicon (${p.language})` };
	}
};
