import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickCandidates, randomKey, type CandidateQuery, type PoolQuestion } from './candidates';
import { fixturePool } from './testing/fixtures';

const q = (id: string, intensity: number, extra: Partial<PoolQuestion> = {}): PoolQuestion => ({
	id,
	text: `Never have I ever ${id}`,
	intensity,
	is_nsfw: false,
	active: true,
	...extra
});

const base: CandidateQuery = {
	range: { min: 3, max: 5 },
	nsfw: false,
	target: 4,
	used: new Set(),
	timesUsed: {},
	salt: 42
};

describe('candidate query (nhie.md step 6)', () => {
	it('keeps only active, in-range, allowed, unused questions', () => {
		const pool = [
			q('a', 4),
			q('b', 4, { active: false }),
			q('c', 6),
			q('d', 2),
			q('e', 5, { is_nsfw: true }),
			q('f', 3),
			q('g', 4)
		];
		const ids = pickCandidates(pool, { ...base, used: new Set(['g']) }).map((x) => x.id);
		expect(ids.sort()).toEqual(['a', 'f']);
		const withNsfw = pickCandidates(pool, { ...base, nsfw: true }).map((x) => x.id);
		expect(withNsfw).toContain('e');
	});

	it('orders by distance to the target, then times_used, then the seeded key; takes 5', () => {
		const pool = [
			q('far', 3),
			q('near1', 4),
			q('near2', 4),
			q('near3', 4),
			q('mid', 5),
			q('mid2', 5),
			q('far2', 3)
		];
		const timesUsed = { near1: 2, near2: 0, near3: 1 };
		const got = pickCandidates(pool, { ...base, timesUsed }).map((x) => x.id);
		expect(got).toHaveLength(5);
		expect(got.slice(0, 3)).toEqual(['near2', 'near3', 'near1']);
		// the two at distance 1 and times_used 0 are ordered by their random key
		const rest = ['far', 'mid', 'mid2', 'far2'].sort((a, b) => randomKey(a, 42) - randomKey(b, 42));
		expect(got.slice(3)).toEqual(rest.slice(0, 2));
	});

	it('equals a full sort of the filtered pool (property)', () => {
		const pool = fixturePool(8);
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 2 ** 32 - 1 }),
				fc.integer({ min: 1, max: 10 }),
				(salt, target) => {
					const query = {
						...base,
						range: { min: 1, max: 10 },
						nsfw: true,
						target,
						salt,
						timesUsed: { 'en-0001': 3 }
					};
					const expected = [...pool]
						.sort(
							(a, b) =>
								Math.abs(a.intensity - target) - Math.abs(b.intensity - target) ||
								(query.timesUsed[a.id as 'en-0001'] ?? 0) - (query.timesUsed[b.id as 'en-0001'] ?? 0) ||
								randomKey(a.id, salt) - randomKey(b.id, salt)
						)
						.slice(0, 5);
					expect(pickCandidates(pool, query)).toEqual(expected);
				}
			)
		);
	});

	it('is deterministic for a salt and varies with it', () => {
		const pool = fixturePool(30);
		const a = pickCandidates(pool, base);
		expect(pickCandidates(pool, base)).toEqual(a);
		const others = [1, 2, 3, 4, 5].map((salt) =>
			pickCandidates(pool, { ...base, salt })
				.map((x) => x.id)
				.join()
		);
		expect(new Set(others).size).toBeGreaterThan(1);
	});
});
