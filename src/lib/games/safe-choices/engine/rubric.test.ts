import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	bandOf,
	clampDimension,
	clampDimensions,
	DIMENSION_BANDS,
	DIMENSION_MAX,
	DIMENSIONS,
	inBand,
	riskLevelFor,
	riskScoreOf,
	totalPoints
} from './rubric';

describe('rubric (seed 001)', () => {
	it('has the seed maxima, summing to 100', () => {
		expect(DIMENSION_MAX).toEqual({ recognition: 25, boundaries: 30, communication: 25, safety: 20 });
		expect(DIMENSIONS.reduce((s, k) => s + DIMENSION_MAX[k], 0)).toBe(100);
	});

	it('clamps any number into the dimension range as an integer', () => {
		fc.assert(
			fc.property(fc.constantFrom(...DIMENSIONS), fc.double(), (k, x) => {
				const v = clampDimension(k, x);
				expect(Number.isInteger(v)).toBe(true);
				expect(v).toBeGreaterThanOrEqual(0);
				expect(v).toBeLessThanOrEqual(DIMENSION_MAX[k]);
			})
		);
		expect(
			clampDimensions({ recognition: 40, boundaries: -3, communication: 12.6, safety: Number.NaN })
		).toEqual({
			recognition: 25,
			boundaries: 0,
			communication: 13,
			safety: 0
		});
	});

	it('inverts: riskScore = 100 − total, and the level follows the seed table', () => {
		fc.assert(
			fc.property(
				fc.nat(25),
				fc.nat(30),
				fc.nat(25),
				fc.nat(20),
				(recognition, boundaries, communication, safety) => {
					const d = { recognition, boundaries, communication, safety };
					const score = riskScoreOf(d);
					expect(score).toBe(100 - (recognition + boundaries + communication + safety));
					expect(totalPoints(d) + score).toBe(100);
					expect(riskLevelFor(score)).toBe(score <= 30 ? 'low' : score <= 60 ? 'medium' : 'high');
				}
			)
		);
		expect([0, 30, 31, 60, 61, 100].map(riskLevelFor)).toEqual([
			'low',
			'low',
			'medium',
			'medium',
			'high',
			'high'
		]);
	});

	it('places points inside the requested band', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...DIMENSIONS),
				fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
				fc.double({ min: -1, max: 2, noNaN: true }),
				(k, b, t) => {
					const v = inBand(k, b, t);
					const [lo, hi] = DIMENSION_BANDS[k][b];
					expect(v).toBeGreaterThanOrEqual(lo);
					expect(v).toBeLessThanOrEqual(hi);
					expect(bandOf(k, v)).toBe(b);
				}
			)
		);
	});
});
