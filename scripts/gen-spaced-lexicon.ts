/**
 * The lexicon `npm run train:acts` writes beside the model (and `--check` compares):
 * src/lib/games/safe-choices/engine/spaced-lexicon.json, the words a
 * line typed with its letters spaced out is split back into (docs/safe-choices.md "Safeguarding",
 * engine/spaced.ts). Built from the act corpus (docs/acts.md "The corpus"), as the model trains on
 * it (a hand-written line counts three times): the words of its disclosure and distress lines said
 * at least twice — the words a disclosure is typed in, so it is split into what the model and the
 * curated rules read — and the language's commonest words, so an ordinary spaced line ("n o p e  n o
 * t  d o i n g  i t") splits into its own words, not into pieces of those. Commonest first: the
 * rank is the word's cost (kit/segment.ts). Small by design (two to three thousand words a language).
 */
import { words } from '../src/lib/engines/kit/text';
import type { CorpusRow } from '../src/lib/engines/acts/schema';

export const LEXICON_LANGUAGES = ['en', 'ru'] as const;

/** How many of the commonest words of the whole corpus are listed besides the safety lines' words. */
const COMMONEST = 1500;
/** A safety line's word is listed when the corpus says it this often (one typo in a generated line is not). */
const SAFETY_MIN = 2;
/**
 * One-letter words: only the language's own — a stray letter of the corpus's typing noise ("m",
 * "y") would let the split cut a word into letters. English "a", "i" and text-speak "u"; Russian
 * «а в и к о с у я» and their Latin-letter forms.
 */
const ONE_LETTER: Readonly<Record<string, ReadonlySet<string>>> = {
	en: new Set(['a', 'i', 'u']),
	ru: new Set(['а', 'в', 'и', 'к', 'о', 'с', 'у', 'я', 'a', 'v', 'i', 'k', 'o', 's', 'u'])
};
const SAFETY_ACTS = new Set(['disclose_harm', 'distress']);

/** The listed words of one language, commonest first (ties by the word, so the file is stable). */
export const buildLexicon = (
	rows: readonly CorpusRow[],
	language: string,
	commonest = COMMONEST
): string[] => {
	const all = new Map<string, number>();
	const safety = new Map<string, number>();
	for (const row of rows) {
		if (row.language !== language) continue;
		const isSafety = row.acts.some((act) => SAFETY_ACTS.has(act));
		for (const w of words(row.text)) {
			if (!/^\p{L}+$/u.test(w) || ([...w].length === 1 && !ONE_LETTER[language]?.has(w))) continue;
			all.set(w, (all.get(w) ?? 0) + 1);
			if (isSafety) safety.set(w, (safety.get(w) ?? 0) + 1);
		}
	}
	const ranked = [...all].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
	const common = new Set(ranked.slice(0, commonest));
	return ranked.filter((w) => common.has(w) || (safety.get(w) ?? 0) >= SAFETY_MIN);
};

/** The lexicon file's text for a corpus (its rows as `train:acts` reads them). */
export const lexiconText = (rows: readonly CorpusRow[]): string =>
	JSON.stringify(
		Object.fromEntries(LEXICON_LANGUAGES.map((l) => [l, buildLexicon(rows, l).join(' ')])),
		null,
		'\t'
	) + '\n';
