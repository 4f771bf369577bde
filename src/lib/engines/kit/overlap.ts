/**
 * How much two sets of words (stems) overlap: what the pirate's merit reads as a repeated or copied
 * line (docs/pirate.md "Merit") and what the NHIE pack check reads as the same idea twice
 * (docs/nhie.md "Packs").
 */

/** Shared / all of both (Jaccard); two empty sets are the same. */
export const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
	if (a.size === 0 && b.size === 0) return 1;
	let both = 0;
	for (const x of a) if (b.has(x)) both++;
	return both / (a.size + b.size - both);
};

/** Share of `a` found in `b` (a copied line inside a longer one). */
export const containment = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
	if (a.size === 0) return 0;
	let both = 0;
	for (const x of a) if (b.has(x)) both++;
	return both / a.size;
};
