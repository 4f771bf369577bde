import { hashString, mix32 } from '../kit/prng';
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
		return hashString(`${text}\u0000${copy}`);
	});
	return (epoch) => {
		const salt = mix32(seed * 0x9e3779b1 + epoch + 1);
		const place = keys.map((k) => mix32(k ^ salt));
		return keys.map((_, i) => i).sort((a, b) => place[a] - place[b] || keys[a] - keys[b] || a - b);
	};
};
