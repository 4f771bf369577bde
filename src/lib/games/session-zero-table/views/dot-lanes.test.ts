import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dotLanes } from './dot-lanes';

describe('dotLanes (the GM map: no dot hides another)', () => {
	it('stacks equal scores and keeps far ones on the first lane', () => {
		expect(dotLanes([50, 50, 90], 8)).toEqual([0, 1, 0]);
		expect(dotLanes([10, 30, 50], 8)).toEqual([0, 0, 0]);
	});

	it('no two dots of a lane are closer than the gap', () => {
		fc.assert(
			fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { maxLength: 24 }), (ps) => {
				const lanes = dotLanes(ps, 8);
				for (let i = 0; i < ps.length; i++)
					for (let j = i + 1; j < ps.length; j++)
						if (lanes[i] === lanes[j]) expect(Math.abs(ps[i] - ps[j])).toBeGreaterThanOrEqual(8);
			})
		);
	});
});
