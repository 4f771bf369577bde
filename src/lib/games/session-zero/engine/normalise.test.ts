import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidatesOf, drawOf } from './clusters';
import { initialState } from './machine';
import { loadTestPack } from './testing/test-pack';

const load = loadTestPack;

/** Three settings, one of them pushed down by a negative tag affinity, as a pack may be written. */
const three = load((p) => {
	p.clusters.push({
		id: 'gentle',
		title: 'Gentle',
		axis_targets: { tone: { center: -8, tolerance: 2 }, risk: { center: -8, tolerance: 2 } },
		tag_affinities: { likes_danger: -3 }
	});
});

describe('cluster scores in [0, 1] (seed 002 section 10.2)', () => {
	it('a setting with a negative raw score is 0, never below, and still ranks below the others', () => {
		const s = initialState(three, { session_id: 's', ts: 0 });
		s.axes.tone = { ...s.axes.tone, score: 3, confidence: 0.7 };
		s.axes.risk = { ...s.axes.risk, score: 2, confidence: 0.6 };
		s.tags = ['likes_danger'];
		const c = candidatesOf(three, s);
		expect(c.leader).toBe('grim');
		expect(Object.keys(c.clusters)).toEqual(['grim', 'cozy', 'gentle']);
		expect(c.clusters.gentle.score).toBe(0);
		for (const v of Object.values(c.clusters)) expect(v.score).toBeGreaterThanOrEqual(0);
	});

	it('every score stays in [0, 1] for any scores, confidences and tags', () => {
		const axis = fc.record({
			score: fc.double({ min: -10, max: 10, noNaN: true }),
			confidence: fc.double({ min: 0, max: 1, noNaN: true })
		});
		fc.assert(
			fc.property(axis, axis, fc.boolean(), (tone, risk, tag) => {
				const s = initialState(three, { session_id: 's', ts: 0 });
				s.axes.tone = { ...s.axes.tone, ...tone };
				s.axes.risk = { ...s.axes.risk, ...risk };
				s.tags = tag ? ['likes_danger'] : [];
				const c = candidatesOf(three, s);
				for (const v of Object.values(c.clusters)) {
					expect(v.score).toBeGreaterThanOrEqual(0);
					expect(v.score).toBeLessThanOrEqual(1);
				}
				expect(c.margin).toBeGreaterThanOrEqual(0);
				expect(c.margin).toBeLessThanOrEqual(1);
			})
		);
	});

	it('with no clear leader the closest settings are the draw, not one that fits worse than nothing (seed 002 section 11)', () => {
		const s = initialState(three, { session_id: 's', ts: 0 });
		// nothing answered: grim and cozy fit alike (0); gentle is pushed below them by its affinity
		s.tags = ['likes_danger'];
		const c = candidatesOf(three, s);
		expect(c.margin).toBeLessThan(three.stop.target_margin);
		expect(drawOf(three, c)).toEqual(['cozy', 'grim']);
	});
});
