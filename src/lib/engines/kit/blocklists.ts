import en from '../../../../question-packs/blocklists/en.json';
import pl from '../../../../question-packs/blocklists/pl.json';
import ru from '../../../../question-packs/blocklists/ru.json';
import sv from '../../../../question-packs/blocklists/sv.json';
import {
	AGE_PLACEHOLDER,
	BlocklistPackSchema,
	MINOR_AGE_TOKEN,
	type BlocklistPack
} from './blocklist-schema';
import { compileNumberWords, type NumberWords } from './number-words';
import { hasStemmer, stemTokens } from './stems';
import { compileLexicon, skeletonWords, type Confusables, type Lexicon } from './text';

/**
 * The content filter's blocklists (nhie.md "Content filter"), one pack per language under
 * question-packs/blocklists/ (format: blocklist-schema.ts, docs/packs.md). They are part of the
 * build — the filter is synchronous and must never be missing — and are checked with their schema
 * when first used and by `npm run packs:check`. Checking and compiling them is the filter's own work
 * (docs/architecture.md "How a start page starts"): it waits for the first line the filter reads, not for a page that imports it to start.
 */
export type FilterLanguage = 'en' | 'ru' | 'pl' | 'sv';
type Lists = { slurs: Lexicon; sexual: Lexicon; minors: Lexicon };
export type CompiledBlocklist = Lists & {
	language: string;
	minorAges: Lexicon;
	numbers: NumberWords;
	/** the whole-word entries as stems, for a language with a stemmer (stems.ts) */
	stemmed?: Lists;
};

const parse = (language: FilterLanguage, json: unknown): BlocklistPack => {
	const r = BlocklistPackSchema.safeParse(json);
	if (!r.success)
		throw new Error(
			`The blocklist pack "${language}" is broken: ${r.error.issues.map((i) => i.message).join('; ')}`
		);
	return r.data;
};

export const compileBlocklist = (pack: BlocklistPack, confusables: Confusables): CompiledBlocklist => {
	const form = (t: string) => skeletonWords(t, confusables);
	const stemForm = (t: string) => stemTokens(t, pack.language, confusables);
	const whole = (entries: readonly string[]) =>
		compileLexicon(
			entries.filter((e) => !e.includes('*')),
			stemForm
		);
	return {
		language: pack.language,
		slurs: compileLexicon(pack.slurs, form),
		sexual: compileLexicon(pack.sexual, form),
		minors: compileLexicon(pack.minors, form),
		minorAges: compileLexicon(
			pack.minor_ages.map((e) => e.replace(AGE_PLACEHOLDER, MINOR_AGE_TOKEN)),
			form
		),
		numbers: compileNumberWords(pack.numbers, confusables),
		stemmed: hasStemmer(pack.language)
			? { slurs: whole(pack.slurs), sexual: whole(pack.sexual), minors: whole(pack.minors) }
			: undefined
	};
};

let packs: Record<FilterLanguage, BlocklistPack> | undefined;

/** The built-in packs, checked with their schema on first use (a broken one throws, naming it). */
export const blocklistPacks = (): Record<FilterLanguage, BlocklistPack> =>
	(packs ??= { en: parse('en', en), ru: parse('ru', ru), pl: parse('pl', pl), sv: parse('sv', sv) });

/**
 * Each list compiled twice: with every look-alike folded (for a line in the list's own language)
 * and with only the strong ones (for a line read with another language's list; confusables.ts).
 */
export type LanguageLists = { own: CompiledBlocklist; other: CompiledBlocklist };

export const compileLanguageLists = (pack: BlocklistPack): LanguageLists => ({
	own: compileBlocklist(pack, 'full'),
	other: compileBlocklist(pack, 'strong')
});

let compiled: Record<FilterLanguage, LanguageLists> | undefined;

/** The built-in lists, compiled on first use and kept. */
export const builtInBlocklists = (): Record<FilterLanguage, LanguageLists> =>
	(compiled ??= Object.fromEntries(
		Object.entries(blocklistPacks()).map(([language, pack]) => [language, compileLanguageLists(pack)])
	) as Record<FilterLanguage, LanguageLists>);
