import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byScenarioId } from './scenario-order';

describe('byScenarioId', () => {
	it('orders scenario ids as localeCompare did (the order of saved lists and the picker is unchanged)', () => {
		const id = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
		fc.assert(
			fc.property(id, id, (a, b) => {
				expect(Math.sign(byScenarioId(a, b))).toBe(Math.sign(a.localeCompare(b, 'en')));
			}),
			{ numRuns: 2000 }
		);
	});
});
