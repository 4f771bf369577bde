import { describe, expect, it } from 'vitest';
import {
	boldnessDelta,
	effectiveScore,
	haveRatio,
	isRisky,
	nextBoldness,
	progression,
	riskOf
} from './score';

describe('boldness (nhie.md step 1)', () => {
	it('δ = have/answered × w(tone) with w = 0.5, 1, 1.5, 2', () => {
		expect(boldnessDelta({ answered: 4, have: 2 }, 'safe')).toBeCloseTo(0.25, 12);
		expect(boldnessDelta({ answered: 4, have: 2 }, 'deeper')).toBeCloseTo(0.5, 12);
		expect(boldnessDelta({ answered: 4, have: 2 }, 'secretive')).toBeCloseTo(0.75, 12);
		expect(boldnessDelta({ answered: 4, have: 2 }, 'freaky')).toBeCloseTo(1, 12);
	});

	it('players who did not answer count nowhere; nobody answering gives no δ', () => {
		// 6 players, 3 answered, 3 of them have: ratio 1, not 0.5
		expect(boldnessDelta({ answered: 3, have: 3 }, 'deeper')).toBe(1);
		expect(boldnessDelta({ answered: 0, have: 0 }, 'deeper')).toBeNull();
		expect(haveRatio({ answered: 0, have: 0 })).toBeNull();
	});

	it('B(r) = 0.3 δ + 0.7 B(r−1), unchanged without answers', () => {
		expect(nextBoldness(0, 0.5)).toBeCloseTo(0.15, 12);
		expect(nextBoldness(0.2, 1)).toBeCloseTo(0.3 + 0.14, 12);
		expect(nextBoldness(0.37, null)).toBe(0.37);
	});
});

describe('progression and effective score (step 2)', () => {
	it('P(r) = min(0.2, r/max × 0.4)', () => {
		expect(progression(1, 20)).toBeCloseTo(0.02, 12);
		expect(progression(5, 20)).toBeCloseTo(0.1, 12);
		expect(progression(10, 20)).toBeCloseTo(0.2, 12);
		expect(progression(15, 20)).toBe(0.2);
		expect(progression(3, 50)).toBeCloseTo(0.024, 12);
	});
	it('E = B + P', () => expect(effectiveScore(0.31, 0.1)).toBeCloseTo(0.41, 12));
});

describe('risk coefficient (step 4)', () => {
	it('R = have_not/answered only when the intensity was above 5', () => {
		expect(riskOf({ answered: 4, have: 1 }, 6)).toBe(0.75);
		expect(riskOf({ answered: 4, have: 1 }, 5)).toBeNull();
		expect(riskOf({ answered: 0, have: 0 }, 9)).toBeNull();
	});
	it('fires strictly above 0.75', () => {
		expect(isRisky(0.75)).toBe(false);
		expect(isRisky(0.8)).toBe(true);
		expect(isRisky(null)).toBe(false);
	});
});
