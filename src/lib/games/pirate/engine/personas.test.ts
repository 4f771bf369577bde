import { describe, expect, it } from 'vitest';
import { claimOf, newGame, noteMoves } from './game';
import { loadPackSync } from './testing/packs';

/** docs/pirate.md "Reading a line": who the player claimed to be, kept as player_personas. */
describe('player personas', () => {
	const game = newGame({
		id: 'g',
		language: 'en',
		difficulty: 'easy',
		seed: 1,
		now: 0,
		pack: loadPackSync('en')
	});

	it('a gift offered in answer to "who are ye?" claims no one', () => {
		const gift = 'I bring you a barrel of the best Jamaican rum as a gift.';
		expect(noteMoves(game, gift, ['bargain', 'answer_objection'], true).playerPersonas).toEqual([]);
	});

	it('a false identity, or a story told to answer him, is kept in the own words', () => {
		const claim = 'I am Jack Harlow, first mate of the Sea Wolf';
		expect(noteMoves(game, claim, ['false_identity'], false).playerPersonas).toEqual([claimOf(claim)]);
		const story = 'I sailed with your brother on the Sea Wolf, three winters back';
		expect(noteMoves(game, story, ['story'], true).playerPersonas).toEqual([claimOf(story)]);
	});

	it('a claim with no names is its start, with no trailing comma', () => {
		expect(claimOf('Ahoy! i am the harbour master,')).toBe('Ahoy! i am the harbour master');
	});
});
