import { describe, expect, it } from 'vitest';
import { testGame } from './testing/fixtures';
import { NhieSettingsSchema, type NhieGameState } from './game';
import { NhieStateSchema, NhieViewSchema } from './schemas';

/** "Show who" / "Only the count", and how long a result stands (docs/nhie.md "The result"). */
const { game, seats, ok, offline } = testGame();
const start = (over: object, players = seats) =>
	offline(game.start(players, NhieSettingsSchema.parse({ rounds: 10, ...over }), 5, 0));
/** Everyone in `haves` answers the open round; the round closes. */
const answerAll = (s: NhieGameState, haves: Record<string, boolean>, now = 100) => {
	for (const [id, have] of Object.entries(haves))
		s = ok(game.apply(s, id, { type: 'answer', round: s.esc.history.length, have }, now));
	return s;
};

describe('who has', () => {
	it('"Show who": the result names who has, on every phone and the screen, even with two answers', () => {
		let s = start({ whoHas: 'names' }, seats.slice(0, 2));
		s = answerAll(s, { h: false, a: true });
		expect(s.phase).toBe('result');
		for (const id of ['h', 'a', 'screen'])
			expect(game.project(s, id).result).toEqual({ have: 1, answered: 2, who: ['Ana'] });
	});

	it('"Only the count" (the default): no names, and no count below three answers — nor kept on the host', () => {
		expect(NhieSettingsSchema.parse({}).whoHas).toBe('count');
		let s = start({}, seats.slice(0, 2));
		s = answerAll(s, { h: false, a: true });
		expect(game.project(s, 'h').result).toEqual({ have: null, answered: 2, who: null });
		expect(s.who).toEqual([]);
		expect(JSON.stringify(game.project(s, 'h'))).not.toContain('Ana');
	});

	it('the end shows each player’s tally in seat order, never sorted by it', () => {
		let s = start({ whoHas: 'names' });
		s = answerAll(s, { h: false, a: true, b: true });
		s = offline(ok(game.apply(s, 'h', { type: 'next', round: 1 }, 200)));
		s = answerAll(s, { h: false, a: false, b: true });
		expect(game.project(s, 'b').tallies).toBeNull();
		s = ok(game.apply(s, 'h', { type: 'end' }, 300));
		const v = game.project(s, 'a');
		expect(v.tallies).toEqual([
			{ name: 'Host', have: 0, answered: 2 },
			{ name: 'Ana', have: 1, answered: 2 },
			{ name: 'Bo', have: 2, answered: 2 }
		]);
		expect(NhieViewSchema.parse(v)).toEqual(v);
		expect(NhieStateSchema.parse(s).who).toHaveLength(2);
	});
});

describe('the result stands', () => {
	it('until the host goes on with "Until I tap": no deadline, the clock never moves it on', () => {
		let s = start({ resultMs: 0 });
		s = answerAll(s, { h: true, a: true, b: false });
		expect([s.phase, s.deadline, game.nextDeadline(s)]).toEqual(['result', null, null]);
		expect(game.tick(s, 10 ** 9)).toBeNull();
		expect(ok(game.apply(s, 'h', { type: 'next', round: 1 }, 500)).phase).toBe('selecting');
	});

	it('for the host’s 10 s or 30 s, then the next question comes by itself', () => {
		for (const ms of [10_000, 30_000]) {
			let s = start({ resultMs: ms });
			s = answerAll(s, { h: true, a: true, b: false }, 100);
			expect(s.deadline).toBe(100 + ms);
			expect(game.tick(s, 99 + ms)).toBeNull();
			expect(game.tick(s, 100 + ms)?.phase).toBe('selecting');
		}
		expect(NhieSettingsSchema.safeParse({ resultMs: 31_000 }).success).toBe(false);
	});
});
