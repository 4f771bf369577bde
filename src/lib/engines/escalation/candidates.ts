import { hashString } from '../kit/prng';
import type { IntensityRange } from './tones';

/**
 * The candidate query of seed 000 step 4 (escalation.md step 6) as one pass over the pool:
 * filter, then keep the best `limit` by (|intensity − target|, times_used, seeded random key).
 * Linear in the pool size: each question is compared against at most `limit` kept ones.
 */
export type PoolQuestion = { id: string; text: string; intensity: number; is_nsfw: boolean; active: boolean };

export type CandidateQuery = {
	range: IntensityRange;
	nsfw: boolean;
	target: number;
	used: ReadonlySet<string>;
	/** Device-wide `times_used` counters; missing = 0. */
	timesUsed: Readonly<Record<string, number>> | ReadonlyMap<string, number>;
	/** Per-round salt drawn from the engine's PRNG: the "RANDOM()" of the seed, reproducible. */
	salt: number;
	limit?: number;
};

export const CANDIDATE_LIMIT = 5;

type Keyed = { q: PoolQuestion; dist: number; used: number; key: number };

/** The seeded random key of one question for one round. */
export const randomKey = (id: string, salt: number): number => hashString(id, salt);

const before = (a: Keyed, b: Keyed): boolean => {
	if (a.dist !== b.dist) return a.dist < b.dist;
	if (a.used !== b.used) return a.used < b.used;
	if (a.key !== b.key) return a.key < b.key;
	return a.q.id < b.q.id;
};

export const isEligible = (q: PoolQuestion, query: CandidateQuery): boolean =>
	q.active &&
	q.intensity >= query.range.min &&
	q.intensity <= query.range.max &&
	(query.nsfw || !q.is_nsfw) &&
	!query.used.has(q.id);

export const toCounterMap = (
	counters: Readonly<Record<string, number>> | ReadonlyMap<string, number>
): ReadonlyMap<string, number> => (counters instanceof Map ? counters : new Map(Object.entries(counters)));

export const pickCandidates = (pool: readonly PoolQuestion[], query: CandidateQuery): PoolQuestion[] => {
	const limit = query.limit ?? CANDIDATE_LIMIT;
	// A Map, not object property lookups: keying an object by 100k distinct strings interns each one
	// and made the pass superlinear (bench/escalation.bench.ts).
	const timesUsed = toCounterMap(query.timesUsed);
	const kept: Keyed[] = [];
	for (const q of pool) {
		if (!isEligible(q, query)) continue;
		const dist = Math.abs(q.intensity - query.target);
		const worst = kept.length === limit ? kept[limit - 1] : null;
		// cheap rejections first: most of a big pool loses on distance or times_used alone
		if (worst && dist > worst.dist) continue;
		const used = timesUsed.size ? (timesUsed.get(q.id) ?? 0) : 0;
		if (worst && dist === worst.dist && used > worst.used) continue;
		const item: Keyed = { q, dist, used, key: randomKey(q.id, query.salt) };
		if (worst && !before(item, worst)) continue;
		let i = Math.min(kept.length, limit - 1);
		if (kept.length < limit) kept.push(item);
		while (i > 0 && before(item, kept[i - 1])) {
			kept[i] = kept[i - 1];
			i--;
		}
		kept[i] = item;
	}
	return kept.map((k) => k.q);
};
