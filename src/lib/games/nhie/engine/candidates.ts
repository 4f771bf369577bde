import { hashString, mix32 } from '$lib/engines/kit/prng';
import type { IntensityRange } from './tones';

/**
 * The candidate query of seed 000 step 4 (nhie.md step 6) as one pass over the pool:
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

const keyFromHash = (idHash: number, salt: number): number => mix32(idHash ^ mix32(salt));

/** The seeded random key of one question for one round. */
export const randomKey = (id: string, salt: number): number => keyFromHash(hashString(id), salt);

/**
 * Per-pool integers computed once (a memo of a pure function of the pool, which is never mutated):
 * the id hashes and id → position. The per-round pass then touches no strings, which kept its
 * per-question cost flat from 1k to 100k questions (bench/nhie.bench.ts).
 */
type PoolIndex = { idHash: Uint32Array; position: Map<string, number> };
const poolIndexes = new WeakMap<readonly PoolQuestion[], PoolIndex>();

const indexPool = (pool: readonly PoolQuestion[]): PoolIndex => {
	let index = poolIndexes.get(pool);
	if (!index) {
		const idHash = new Uint32Array(pool.length);
		const position = new Map<string, number>();
		pool.forEach((q, i) => {
			idHash[i] = hashString(q.id);
			position.set(q.id, i);
		});
		index = { idHash, position };
		poolIndexes.set(pool, index);
	}
	return index;
};

const before = (a: Keyed, b: Keyed): boolean => {
	if (a.dist !== b.dist) return a.dist < b.dist;
	if (a.used !== b.used) return a.used < b.used;
	if (a.key !== b.key) return a.key < b.key;
	return a.q.id < b.q.id;
};

export const toCounterMap = (
	counters: Readonly<Record<string, number>> | ReadonlyMap<string, number>
): ReadonlyMap<string, number> => (counters instanceof Map ? counters : new Map(Object.entries(counters)));

export const pickCandidates = (pool: readonly PoolQuestion[], query: CandidateQuery): PoolQuestion[] => {
	const limit = query.limit ?? CANDIDATE_LIMIT;
	const { idHash, position } = indexPool(pool);
	const usedAt = new Set<number>();
	for (const id of query.used) {
		const i = position.get(id);
		if (i !== undefined) usedAt.add(i);
	}
	const countAt = new Map<number, number>();
	for (const [id, n] of toCounterMap(query.timesUsed)) {
		const i = position.get(id);
		if (i !== undefined) countAt.set(i, n);
	}
	const { min, max } = query.range;
	const kept: Keyed[] = [];
	for (let at = 0; at < pool.length; at++) {
		const q = pool[at];
		if (!q.active || q.intensity < min || q.intensity > max || (!query.nsfw && q.is_nsfw) || usedAt.has(at))
			continue;
		const dist = Math.abs(q.intensity - query.target);
		const worst = kept.length === limit ? kept[limit - 1] : null;
		// cheap rejections first: most of a big pool loses on distance or times_used alone
		if (worst && dist > worst.dist) continue;
		const used = countAt.get(at) ?? 0;
		if (worst && dist === worst.dist && used > worst.used) continue;
		const item: Keyed = { q, dist, used, key: keyFromHash(idHash[at], query.salt) };
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
