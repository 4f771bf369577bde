/**
 * Letters written without a space between words split back into words ("iwanttodie" → "i want
 * to die"), for a line typed with its letters spaced out one by one (docs/safe-choices.md
 * "Safeguarding"). The reading chosen is the cheapest: a word of the list costs the log of its rank
 * (Zipf's law: the n-th commonest word is about n times rarer than the first — the unigram model of
 * Norvig, "Natural Language Corpus Data", in Beautiful Data, 2009), so few common words beat many
 * rare ones. A stretch no word covers is kept whole at the cost of a word rarer than any listed,
 * growing with its length: an unknown word is read as one word rather than broken into short known
 * ones, and a known word inside it is still found ("mystepdad" → "my stepdad"). Pure and
 * deterministic: the first cheapest reading wins.
 */
export type Segmenter = {
	/** a listed word's cost, by its rank in the list */
	cost: ReadonlyMap<string, number>;
	/** letters of the longest listed word */
	longest: number;
	/** the cost of a stretch no word covers, before its length is added */
	unknown: number;
};

/**
 * What each letter of an unknown stretch adds to its cost: more than a letter of a listed word costs
 * (2 to 10 a word), so known words that cover most of a long stretch beat reading it whole ("man goes
 * off when hes had a few", not "mangoesoffwhenheshadafew").
 */
const UNKNOWN_PER_LETTER = 3;
/** A stretch longer than this is not one word: the reading splits it at a known word. */
const LONGEST_UNKNOWN = 24;

/** A segmenter over `ranked`: words, commonest first (a repeated word keeps its first rank). */
export const segmenter = (ranked: readonly string[]): Segmenter => {
	const scale = Math.log(Math.max(ranked.length, 2));
	const cost = new Map<string, number>();
	let longest = 1;
	for (const word of ranked) {
		if (cost.has(word)) continue;
		cost.set(word, Math.log((cost.size + 1) * scale));
		longest = Math.max(longest, [...word].length);
	}
	return { cost, longest, unknown: Math.log((cost.size + 1) * scale) };
};

/** `text` (letters only, no spaces) as the cheapest sequence of words; "" is no words. */
export const segment = (seg: Segmenter, text: string): string[] => {
	const letters = [...text];
	const n = letters.length;
	const best = new Float64Array(n + 1).fill(Infinity);
	const from = new Int32Array(n + 1).fill(-1);
	best[0] = 0;
	for (let end = 1; end <= n; end++)
		for (let start = Math.max(0, end - Math.max(seg.longest, LONGEST_UNKNOWN)); start < end; start++) {
			if (best[start] === Infinity) continue;
			const piece = letters.slice(start, end).join('');
			const known = seg.cost.get(piece);
			const cost =
				known ??
				(end - start <= LONGEST_UNKNOWN ? seg.unknown + UNKNOWN_PER_LETTER * (end - start) : Infinity);
			if (best[start] + cost < best[end]) {
				best[end] = best[start] + cost;
				from[end] = start;
			}
		}
	const out: string[] = [];
	for (let end = n; end > 0; end = from[end]) out.unshift(letters.slice(from[end], end).join(''));
	return out;
};
