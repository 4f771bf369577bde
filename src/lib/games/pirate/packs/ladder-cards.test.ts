import { describe, expect, it } from 'vitest';
import { PIRATE_LANGUAGES } from '$lib/games/pirate/engine/constants';
import { loadPackSync } from '$lib/games/pirate/engine/testing/packs';
import { captainIdOf, LADDER_CARDS, LADDER_IDS } from './ladder-cards';

describe('the start page’s ladder cards (docs/pirate.md "The ladder")', () => {
	it.each(PIRATE_LANGUAGES)(
		'%s: the same captains as the pack, in its order (copy them from it when it changes)',
		(l) => {
			const pack = loadPackSync(l);
			expect(LADDER_CARDS[l]).toEqual(
				pack.captains.map(({ id, difficulty, name, persona }) => ({ id, difficulty, name, persona }))
			);
		}
	);

	it('a game saved before the ladder is its difficulty’s first captain', () => {
		expect(LADDER_IDS).toEqual(['redbeard', 'silas', 'crane', 'jack', 'grimm']);
		expect(captainIdOf({ difficulty: 'medium' })).toBe('crane');
		expect(captainIdOf({ difficulty: 'hard' })).toBe('jack');
		expect(captainIdOf({ captain: 'grimm', difficulty: 'hard' })).toBe('grimm');
	});
});
