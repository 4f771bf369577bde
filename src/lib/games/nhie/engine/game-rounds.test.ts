import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '$lib/engines/kit/lobby-game';
import { fixturePool } from './testing/fixtures';
import { createNhieGame, NhieSettingsSchema, type NhieGameState, type NhieIntent } from './game';
import { MORE_TIME_MS } from './controls';
import { MIN_ANSWERS_SHOWN } from './view';
import { NhieStateSchema } from './schemas';

/**
 * In the round: departures, host controls, changing an answer and the have-count's
 * privacy. The game is pure: time and who is away are handed in.
 */
const game = createNhieGame({ pools: { en: fixturePool(12) } });
const seats: Seat[] = [
	{ id: 'h', name: 'Host', isHost: true },
	{ id: 'a', name: 'Ana', isHost: false },
	{ id: 'b', name: 'Bo', isHost: false },
	{ id: 'd', name: 'Dee', isHost: false }
];
const settings = NhieSettingsSchema.parse({ rounds: 10 });
const T0 = 1_000;

const act = (s: NhieGameState, who: string, intent: NhieIntent, now = T0 + 1) => {
	const r = game.apply(s, who, intent, now);
	if (!r.ok) throw new Error(r.reason);
	return r.state;
};
const offline = (s: NhieGameState, now = T0) => {
	const task = game.pendingTask!(s)!;
	return game.resolveTask!(s, task.key, task.request.fallback, now);
};
const open = (players = seats) => offline(game.start(players, settings, 7, 0));
const answer = (s: NhieGameState, who: string, have: boolean, now = T0 + 1) =>
	act(s, who, { type: 'answer', round: s.esc.history.length, have }, now);
const answerAll = (s: NhieGameState, who: string[]) => who.reduce((x, id) => answer(x, id, true), s);

describe('departures: a round waits only for the players present', () => {
	it('a player away does not hold the round: it closes when the others answered, well before 30 s', () => {
		const s = game.setAway(open(), ['d'], T0 + 1);
		const closed = answerAll(s, ['h', 'a', 'b']);
		expect(closed.phase).toBe('result');
		expect(closed.esc.history.at(-1)).toMatchObject({ answered: 3, have: 3 });
		// the same round with Dee present waits for Dee
		expect(answerAll(open(), ['h', 'a', 'b']).phase).toBe('question');
	});

	it('a player who goes away after the others answered closes the round at once', () => {
		const waiting = answerAll(open(), ['h', 'a', 'b']);
		expect(waiting.phase).toBe('question');
		const closed = game.setAway(waiting, ['d'], T0 + 2);
		expect(closed.phase).toBe('result');
		expect(game.nextDeadline(closed)).toBe(T0 + 2 + settings.resultMs);
		// nothing changed → the same state object (the host commits nothing)
		expect(game.setAway(closed, ['d'], T0 + 3)).toBe(closed);
	});

	it('a player back from away is waited for again, and an answer given before leaving counts', () => {
		const s0 = answer(open(), 'd', false);
		const s = game.setAway(game.setAway(s0, ['d', 'b'], T0 + 1), ['b'], T0 + 2);
		expect(s.away).toEqual(['b']);
		const closed = answerAll(s, ['h', 'a']);
		expect(closed.esc.history.at(-1)).toMatchObject({ answered: 3, have: 2 });
	});

	it('"Don\'t wait for Dee" (host only) closes the round; Dee is waited for again once she answers', () => {
		const s = answerAll(open(), ['h', 'a', 'b']);
		const refused = game.apply(s, 'a', { type: 'dont_wait', player: 'd' }, T0 + 2);
		expect(refused).toEqual({ ok: false, reason: 'host_only' });
		expect(game.apply(s, 'h', { type: 'dont_wait', player: 'h' }, T0 + 2)).toEqual({
			ok: false,
			reason: 'unknown_player'
		});
		const closed = act(s, 'h', { type: 'dont_wait', player: 'd' }, T0 + 2);
		expect(closed.phase).toBe('result');
		expect(game.project(closed, 'a').phase).toBe('result');
		// Dee is told the round closed without her answer; those who answered are not
		expect(game.project(closed, 'd').missed).toBe(true);
		expect(game.project(closed, 'a').missed).toBe(false);
		expect(game.project(s, 'd').missed).toBe(false); // not while the round is open
		// next round: Dee still not waited for, until she answers
		const r2 = offline(act(closed, 'h', { type: 'next', round: 1 }), T0 + 10);
		expect(game.project(r2, 'a').notWaitingFor).toEqual(['d']);
		const back = answer(r2, 'd', true, T0 + 11);
		expect(back.excused).toEqual([]);
		expect(answerAll(back, ['h', 'a']).phase).toBe('question'); // Bo is waited for
	});

	it('the timeout stays the maximum: with everyone present and silent the round closes at 30 s', () => {
		const s = answer(open(), 'h', true);
		expect(game.tick(s, T0 + settings.answerTimeoutMs - 1)).toBeNull();
		expect(game.tick(s, T0 + settings.answerTimeoutMs)?.phase).toBe('result');
	});

	it('a stored game from before (no away / excused / late / paused) still loads', () => {
		const { away: _a, excused: _e, late: _l, paused: _p, skipped: _s, ...old } = open();
		const parsed = NhieStateSchema.parse(JSON.parse(JSON.stringify(old)));
		expect(parsed).toMatchObject({ away: [], excused: [], late: [], paused: null, skipped: 0 });
	});
});

describe('answers and the have-count', () => {
	it('an answer can change until the round closes; the last one counts', () => {
		let s = answer(open(), 'a', true);
		s = answer(s, 'a', false);
		expect(game.project(s, 'a').myAnswer).toBe(false);
		s = answerAll(s, ['h', 'b']);
		s = answer(s, 'd', false);
		expect(s.phase).toBe('result');
		expect(s.esc.history.at(-1)).toMatchObject({ answered: 4, have: 2 });
		expect(game.apply(s, 'a', { type: 'answer', round: 1, have: true }, T0 + 5)).toEqual({
			ok: false,
			reason: 'wrong_phase'
		});
	});

	it(`with fewer than ${MIN_ANSWERS_SHOWN} answers the count never leaves the host`, () => {
		const two = game.tick(answerAll(open(), ['h', 'a']), T0 + settings.answerTimeoutMs)!;
		for (const p of seats) {
			const v = game.project(two, p.id);
			expect(v.result).toEqual({ have: null, answered: 2, who: null });
		}
		const three = answerAll(game.setAway(open(), ['d'], T0), ['h', 'a', 'b']);
		expect(game.project(three, 'd').result).toEqual({ have: 3, answered: 3, who: null });
	});

	it('property: below the threshold, what anyone receives does not depend on what was answered', () => {
		fc.assert(
			fc.property(
				fc.subarray(['h', 'a', 'b', 'd'], { minLength: 1, maxLength: MIN_ANSWERS_SHOWN - 1 }),
				fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
				fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
				fc.constantFrom('question', 'result', 'next round', 'end'),
				(who, first, second, when) => {
					const play = (haves: boolean[]) => {
						let s = who.reduce((x, id, i) => answer(x, id, haves[i]), open());
						if (when === 'question') return s;
						s = game.tick(s, T0 + settings.answerTimeoutMs)!;
						if (when === 'next round') s = offline(act(s, 'h', { type: 'next', round: 1 }), T0 + 40_000);
						if (when === 'end') s = act(s, 'h', { type: 'end' }, T0 + 40_000);
						return s;
					};
					const [x, y] = [play(first), play(second)];
					// the players who did not answer, and a big screen (docs/lobby.md "The big screen": an id that is no seat)
					for (const id of [...seats.filter((q) => !who.includes(q.id)).map((q) => q.id), 'screen-tv']) {
						const [vx, vy] = [game.project(x, id), game.project(y, id)];
						if (id === 'screen-tv') expect([vx.myAnswer, vx.isHost]).toEqual([null, false]);
						// the round's own numbers (the next round's boldness is the engine's, not a count)
						expect(vx.result).toEqual(vy.result);
						expect(vx.history[0]?.have ?? null).toBeNull();
						expect(vx.history[0]?.have_ratio ?? null).toBeNull();
						expect(vx.answeredIds).toEqual(vy.answeredIds);
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});

describe('host controls during play', () => {
	it('pause stops the clock and keeps what was left; resume restarts it; answers wait for resume', () => {
		const s = act(open(), 'h', { type: 'pause' }, T0 + 10_000);
		expect(game.nextDeadline(s)).toBeNull();
		expect(game.tick(s, T0 + 999_999)).toBeNull();
		expect(game.project(s, 'a')).toMatchObject({ paused: true, pausedMs: 20_000 });
		const answered = answerAll(s, ['h', 'a', 'b', 'd']);
		expect(answered.phase).toBe('question');
		const resumed = act(answered, 'h', { type: 'resume' }, T0 + 60_000);
		expect(resumed.phase).toBe('result');
		const r = act(s, 'h', { type: 'resume' }, T0 + 60_000);
		expect(game.nextDeadline(r)).toBe(T0 + 80_000);
		expect(game.apply(s, 'a', { type: 'resume' }, T0)).toEqual({ ok: false, reason: 'host_only' });
	});

	it('+15 s moves the deadline (also while paused), up to two minutes left', () => {
		const s = open();
		const more = act(s, 'h', { type: 'more_time', round: 1 }, T0 + 5_000);
		expect(game.nextDeadline(more)).toBe(T0 + settings.answerTimeoutMs + MORE_TIME_MS);
		const paused = act(act(s, 'h', { type: 'pause' }, T0), 'h', { type: 'more_time', round: 1 });
		expect(paused.paused).toEqual({ remainingMs: settings.answerTimeoutMs + MORE_TIME_MS });
		let many = s;
		for (let i = 0; i < 12; i++) many = act(many, 'h', { type: 'more_time', round: 1 }, T0);
		expect(game.nextDeadline(many)).toBe(T0 + 120_000);
	});

	it('skip drops the question (no round used) and brings another one', () => {
		const s = answer(open(), 'a', true);
		const first = s.esc.history[0].text;
		const skipped = offline(act(s, 'h', { type: 'skip', round: 1 }, T0 + 2), T0 + 3);
		expect(skipped.phase).toBe('question');
		expect(skipped.esc.history).toHaveLength(1);
		expect(skipped.esc.history[0].text).not.toBe(first);
		expect(skipped.answers).toEqual({});
		expect(game.epoch(skipped)).not.toBe(game.epoch(s));
		expect(game.apply(s, 'a', { type: 'skip', round: 1 }, T0)).toEqual({ ok: false, reason: 'host_only' });
	});

	it('skipping a de-escalated question brings another de-escalated one, not a bolder one (nhie.md step 4)', () => {
		// "I have" while the questions are mild, "never" once they are bold (intensity > 5): two risky
		// rounds running, and the next one backs off
		let s = open(seats.slice(0, 2));
		while (!s.esc.history.at(-1)!.de_escalated && s.esc.history.length < 10) {
			const { round, intensity } = s.esc.history.at(-1)!;
			const answered = ['h', 'a'].reduce((x, id) => answer(x, id, intensity <= 5), s);
			s = offline(act(answered, 'h', { type: 'next', round }));
		}
		const backedOff = s.esc.history.at(-1)!;
		expect(backedOff.de_escalated).toBe(true);
		const skip = { type: 'skip', round: backedOff.round } as const;
		const again = offline(act(s, 'h', skip, T0 + 2), T0 + 3).esc.history.at(-1)!;
		expect(again.text).not.toBe(backedOff.text);
		expect(again).toMatchObject({
			round: backedOff.round,
			de_escalated: true,
			tone: backedOff.tone,
			boldness: backedOff.boldness,
			target_intensity: backedOff.target_intensity
		});
	});

	it('"next now" from the result skips the result pause', () => {
		const closed = answerAll(open(), ['h', 'a', 'b', 'd']);
		const next = act(closed, 'h', { type: 'next', round: 1 }, T0 + 2);
		expect(next.phase).toBe('selecting');
	});

	it('pass-and-play has no clock to pause or stretch', () => {
		const one = NhieSettingsSchema.parse({ rounds: 10, onePhone: { players: 4 } });
		const s = offline(game.start([seats[0]], one, 7, 0));
		expect(game.apply(s, 'h', { type: 'pause' }, T0)).toEqual({ ok: false, reason: 'not_timed' });
		expect(game.apply(s, 'h', { type: 'more_time', round: 1 }, T0)).toEqual({
			ok: false,
			reason: 'not_timed'
		});
	});

	it('a latecomer joins at the next question: it cannot answer this one and does not hold it', () => {
		const three = open(seats.slice(0, 3));
		const s = game.addPlayer(three, { id: 'z', name: 'Zed', isHost: false }, T0 + 1);
		expect(game.apply(s, 'z', { type: 'answer', round: 1, have: true }, T0 + 2)).toEqual({
			ok: false,
			reason: 'next_round'
		});
		expect(game.project(s, 'z').late).toEqual(['z']);
		const closed = answerAll(s, ['h', 'a', 'b']);
		expect(closed.phase).toBe('result');
		const r2 = offline(act(closed, 'h', { type: 'next', round: 1 }), T0 + 10);
		expect(r2.late).toEqual([]);
		expect(answerAll(r2, ['h', 'a', 'b']).phase).toBe('question'); // now Zed counts
	});
});

describe('the host gone: the open round keeps the time it had', () => {
	it('moves the deadline by the time the host was away; a paused round has nothing to move', () => {
		const s = open();
		const due = game.nextDeadline(s)!;
		const moved = game.shiftClock!(s, 45_000);
		expect(game.nextDeadline(moved)).toBe(due + 45_000);
		// the old deadline no longer closes the round; the moved one does
		expect(game.tick(moved, due)).toBeNull();
		expect(game.tick(moved, due + 45_000)?.phase).toBe('result');
		const paused = act(s, 'h', { type: 'pause' });
		expect(game.shiftClock!(paused, 45_000)).toBe(paused);
	});
});
