import type { CorpusRow } from './schema';

/**
 * docs/acts.md "Stable against the order": the order each epoch reads the corpus in. Each line gets a
 * place from a hash of its own content (and of which copy it is, for a line read several times) and
 * of the epoch, not from a shuffle of positions — so adding or removing a few lines leaves every
 * other line's order as it was, and a retrain moves only what the new lines teach.
 */
export const epochOrders = (rows: readonly CorpusRow[], seed: number): ((epoch: number) => number[]) => {
	const seen = new Map<string, number>();
	const keys = rows.map((r) => {
		const text = `${r.language}\u0000${r.text}\u0000${r.previous ?? ''}\u0000${[...r.acts].sort().join(',')}`;
		const copy = seen.get(text) ?? 0;
		seen.set(text, copy + 1);
		return fnv1a(`${text}\u0000${copy}`);
	});
	return (epoch) => {
		const salt = mix(seed * 0x9e3779b1 + epoch + 1);
		const place = keys.map((k) => mix(k ^ salt));
		return keys.map((_, i) => i).sort((a, b) => place[a] - place[b] || keys[a] - keys[b] || a - b);
	};
};

const fnv1a = (s: string): number => {
	let h = 0x811c9dc5;
	for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
	return h;
};

/** murmur3's finaliser: a 32-bit value whose bits all depend on every bit of the input. */
const mix = (x: number): number => {
	let h = x >>> 0;
	h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
	h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
	return (h ^ (h >>> 16)) >>> 0;
};
