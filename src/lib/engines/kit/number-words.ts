import { skeletonWords, type Confusables } from './text';

/**
 * Number words of a blocklist pack (`numbers`), read as their number where an age is looked for
 * (docs/nhie.md "Content filter"): "fifteen-yr-old" is "15 yr old", «ей пятнадцать» is
 * «ей 15». A word ending in `*` is a stem ("пятнадцат*" for every case); the longest stem wins
 * («семнадцат*» over «семь»).
 */
export type NumberWords = { exact: Map<string, number>; stems: [string, number][] };

export const compileNumberWords = (
	numbers: Readonly<Record<string, number>>,
	confusables: Confusables
): NumberWords => {
	const exact = new Map<string, number>();
	const stems: [string, number][] = [];
	for (const [word, value] of Object.entries(numbers)) {
		const stem = word.endsWith('*');
		const [form] = skeletonWords(stem ? word.slice(0, -1) : word, confusables);
		if (!form) continue;
		if (stem) stems.push([form, value]);
		else exact.set(form, value);
	}
	stems.sort(([a], [b]) => b.length - a.length);
	return { exact, stems };
};

/** The number a word stands for, or null. */
export const numberOf = (word: string, numbers: NumberWords): number | null =>
	numbers.exact.get(word) ?? numbers.stems.find(([stem]) => word.startsWith(stem))?.[1] ?? null;
