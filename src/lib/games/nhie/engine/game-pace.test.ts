import { describe, expect, it } from 'vitest';
import { testGame } from './testing/fixtures';
import { NhieSettingsSchema } from './game';

/**
 * Pass-and-play plays the lobby's game on one phone (lobby.md "Pass-and-play": the host taps the
 * number who have), and "End game" is one rule for both: the open round closes with the answers
 * given, one nobody answered is dropped.
 */
const { game, seats: players, ok, offline } = testGame();
const host = players[0];
const lobby = () => offline(game.start(players, NhieSettingsSchema.parse({ rounds: 10 }), 3, 0), 1000);
const onePhone = (n = 5) =>
	offline(game.start([host], NhieSettingsSchema.parse({ rounds: 10, onePhone: { players: n } }), 3, 0), 1000);

describe('nhie game on one phone', () => {
	it('has no timers: the question waits for the tally, the result for the host', () => {
		let s = onePhone();
		expect(s.phase).toBe('question');
		expect(game.nextDeadline(s)).toBeNull();
		expect(game.tick(s, 10 ** 12)).toBeNull();
		// 4 of the 5 answered, 1 has: the one who did not answer counts in neither number
		expect(game.apply(s, 'h', { type: 'tally', round: 2, answered: 4, have: 1 }, 7)).toEqual({
			ok: false,
			reason: 'stale_round'
		});
		s = ok(game.apply(s, 'h', { type: 'tally', round: 1, answered: 4, have: 1 }, 7));
		expect(s.phase).toBe('result');
		expect(s.esc.history[0]).toMatchObject({ answered: 4, have: 1, have_ratio: 0.25 });
		expect(game.nextDeadline(s)).toBeNull();
		expect(game.apply(s, 'h', { type: 'tally', round: 1, answered: 4, have: 1 }, 8)).toEqual({
			ok: false,
			reason: 'wrong_phase'
		});
		s = ok(game.apply(s, 'h', { type: 'next', round: 1 }, 8));
		expect(game.apply(s, 'h', { type: 'next', round: 1 }, 8)).toMatchObject({ ok: false }); // a double tap
		expect(s.phase).toBe('selecting');
		// the model hears the group’s size, not the one seat
		expect(offline(s).esc.config.groupSize).toBe(5);
	});
	it('a tally is the group’s: no more than the players, no more "have" than answered', () => {
		const s = onePhone(3);
		for (const [answered, have] of [
			[4, 1],
			[2, 3]
		])
			expect(game.apply(s, 'h', { type: 'tally', round: 1, answered, have }, 1)).toEqual({
				ok: false,
				reason: 'bad_tally'
			});
	});
	it('a lobby keeps its clocks and its per-seat answers: a tally is refused there', () => {
		const s = lobby();
		expect(game.nextDeadline(s)).toBe(31_000);
		expect(game.apply(s, 'h', { type: 'tally', round: 1, answered: 3, have: 1 }, 2)).toEqual({
			ok: false,
			reason: 'not_one_phone'
		});
		// the host may skip the result pause
		let r = s;
		for (const p of players) r = ok(game.apply(r, p.id, { type: 'answer', round: 1, have: true }, 2000));
		expect(r).toMatchObject({ phase: 'result', deadline: 12_000 });
		expect(ok(game.apply(r, 'h', { type: 'next', round: 1 }, 2500)).phase).toBe('selecting');
	});
});

describe('nhie game: one end-game rule', () => {
	it('a lobby: the open round keeps the answers given; one nobody answered is dropped', () => {
		let s = ok(game.apply(lobby(), 'a', { type: 'answer', round: 1, have: true }, 5));
		const kept = ok(game.apply(s, 'h', { type: 'end' }, 6));
		expect(kept.phase).toBe('finished');
		expect(kept.esc.history.map((r) => [r.round, r.answered, r.have])).toEqual([[1, 1, 1]]);
		// one answer is too few to show: the projection says how many, never what
		expect(game.project(kept, 'h').history.map((r) => [r.round, r.answered, r.have])).toEqual([[1, 1, null]]);
		s = game.tick(s, 31_000)!; // the answer timeout closes round 1 with Ana's answer
		s = offline(game.tick(s, 10 ** 6)!); // round 2 shown, nobody answers
		const dropped = ok(game.apply(s, 'h', { type: 'end' }, 10 ** 6 + 1));
		expect(game.project(dropped, 'h').history.map((r) => r.round)).toEqual([1]);
	});
	it('one phone: ending before the tally drops the open round', () => {
		let s = ok(game.apply(onePhone(), 'h', { type: 'tally', round: 1, answered: 5, have: 2 }, 5));
		s = offline(ok(game.apply(s, 'h', { type: 'next', round: 1 }, 6)));
		const ended = ok(game.apply(s, 'h', { type: 'end' }, 7));
		expect(game.project(ended, 'h').history.map((r) => [r.round, r.have_ratio])).toEqual([[1, 0.4]]);
		expect(game.project(ok(game.apply(onePhone(), 'h', { type: 'end' }, 1)), 'h').history).toEqual([]);
	});
});
