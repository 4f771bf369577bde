import en from '../../../../../question-packs/risk-lexicons/en.json';
import ru from '../../../../../question-packs/risk-lexicons/ru.json';
import { RiskLexiconPackSchema, type RiskLexiconPack } from './lexicon-schema';
import type { RiskLanguage } from './types';

/**
 * The heuristic scorer's lexicons (safe-choices.md "Heuristic scorer"), one pack per language under
 * question-packs/risk-lexicons/ (format: lexicon-schema.ts, README "Writing packs"). Part of the
 * build — the scorer is synchronous and must never be missing — and checked with their schema on
 * first use (not when a page that imports the scorer loads: docs/architecture.md "How a start page starts") and by `npm run packs:check`.
 */
const parse = (language: RiskLanguage, json: unknown): RiskLexiconPack => {
	const r = RiskLexiconPackSchema.safeParse(json);
	if (!r.success)
		throw new Error(
			`The risk lexicon pack "${language}" is broken: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`
		);
	return r.data;
};

const SOURCES: Record<RiskLanguage, unknown> = { en, ru };
let packs: Record<RiskLanguage, RiskLexiconPack> | null = null;

/** Every built-in lexicon pack, checked the first time they are asked for. */
export const riskLexiconPacks = (): Record<RiskLanguage, RiskLexiconPack> =>
	(packs ??= { en: parse('en', SOURCES.en), ru: parse('ru', SOURCES.ru) });
