import { stemmer as russian } from '@orama/stemmers/russian';
import { skeletonWords, stripInvisible, type Confusables } from './text';
import { unmix } from './unmix';

/**
 * Word stems for languages whose words change their endings (docs/nhie.md "Content filter"):
 * a whole-word blocklist entry matches every form of its word («трахать»: «трахает», «трахал»;
 * «сэкс»: «сэксом»). Snowball's Russian stemmer (@orama/stemmers). A stem shorter than
 * `STEM_MIN` letters stays the word itself: short stems collide («голый» and «гол» are both «гол»).
 */
/** A stemmer that keeps the stems it found: a game repeats its words, and stemming is the slowest step. */
const remembering = (stem: (word: string) => string) => {
	const known = new Map<string, string>();
	return (word: string): string => {
		let s = known.get(word);
		if (s === undefined) {
			if (known.size >= KNOWN_MAX) known.clear();
			s = stem(word);
			known.set(word, s);
		}
		return s;
	};
};
const KNOWN_MAX = 5000;
const STEMMERS: Partial<Record<string, (word: string) => string>> = { ru: remembering(russian) };
export const STEM_MIN = 4;
/** Marks a stem among the tokens, so a stem only ever matches a stem. */
const MARK = '~';

export const hasStemmer = (language: string): boolean => language in STEMMERS;

/**
 * The words of a text as stems (marked) in the skeleton form of `confusables`, for matching
 * whole-word entries compiled the same way. The stemmer reads the words before look-alikes are
 * folded (it needs the Cyrillic letters), after case and invisible characters are.
 */
export const stemTokens = (text: string, language: string, confusables: Confusables): string[] => {
	const stem = STEMMERS[language];
	if (!stem || !CYRILLIC.test(text)) return [];
	return stripInvisible(text)
		.toLowerCase()
		.replaceAll('ё', 'е')
		.split(/[^\p{L}\p{N}'’]+/u)
		.filter(Boolean)
		.flatMap((typed) => {
			const word = unmix(typed);
			// a word with no Cyrillic letter left has no Russian stem; its skeleton keeps its place
			const s = CYRILLIC.test(word) ? stem(word) : '';
			const folded = skeletonWords(s.length >= STEM_MIN ? s : word, confusables);
			return s.length >= STEM_MIN && folded.length === 1 ? [MARK + folded[0]] : folded;
		});
};

const CYRILLIC = /\p{Script=Cyrillic}/u;
