import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { MORE_TIME_MS } from './controls';
import { MoleStateSchema } from './schemas';
import { autoTeam, currentProposal } from './team';
import { defaultMoleSettings, type MoleIntent, type MoleState } from './state';
import { ACT_MODEL, PERSONAS, seats } from './testing/fixtures';

/**
 * docs/mole.md "Host controls": in the discussion the host pauses and resumes, adds a minute, or
 * calls the vote; every present player tapping Ready calls it too. Time is passed in.
 */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const T0 = 3_000_000;
const settings = { ...defaultMoleSettings(), persona: 'en' as const, discussionSeconds: 100 };
const HOST = 'p1';
const ok = (s: MoleState, id: string, intent: MoleIntent, now: number): MoleState => {
	const r = game.apply(s, id, intent, now);
	if (!r.ok) throw new Error(`${id} ${intent.type}: ${r.reason}`);
	return r.state;
};
const inIds = (s: MoleState) => s.players.filter((p) => p.status === 'in').map((p) => p.id);
/** Team approved, mission secured: the discussion opens at T0. */
const discussion = (n = 5): MoleState => {
	let s = game.start(seats(n), settings, 4, T0);
	const leader = currentProposal(s)!.leader;
	s = ok(s, leader, { type: 'propose', team: autoTeam(s, leader) }, T0);
	for (const id of inIds(s)) s = ok(s, id, { type: 'teamvote', approve: true }, T0);
	for (const id of s.missions[0].team) s = ok(s, id, { type: 'mission', choice: 'secure' }, T0);
	expect(s.phase).toBe('discussion');
	return s;
};

describe('the host pauses and resumes the discussion', () => {
	it('nothing fires while paused; resuming moves the end and the narrator slots by the pause', () => {
		let s = discussion();
		const end = s.discussionEnd!;
		const slot1 = game.nextDeadline(s)!;
		expect(game.apply(s, 'p2', { type: 'pause' }, T0 + 10_000)).toEqual({ ok: false, reason: 'host_only' });
		s = ok(s, HOST, { type: 'pause' }, T0 + 10_000);
		expect(game.nextDeadline(s)).toBeNull();
		expect(game.tick(s, end + 60_000)).toBeNull();
		expect(game.project(s, 'p2').discussion!.pausedLeft).toBe(end - (T0 + 10_000));
		expect(game.project(s, 'p2').phaseEndsAt).toBeNull();
		// a line during the pause reads as said at the pause
		s = ok(s, 'p2', { type: 'chat', text: 'wait what' }, T0 + 50_000);
		expect(s.chat.at(-1)!.at).toBeCloseTo(0.1);
		expect(game.shiftClock!(s, 30_000)).toBe(s);
		s = ok(s, HOST, { type: 'resume' }, T0 + 70_000);
		expect(s.discussionEnd).toBe(end + 60_000);
		expect(game.nextDeadline(s)).toBe(slot1 + 60_000);
		expect(game.apply(s, HOST, { type: 'resume' }, T0 + 71_000)).toEqual({ ok: false, reason: 'not_paused' });
	});

	it('outside the discussion the controls are refused', () => {
		const s = game.start(seats(5), settings, 4, T0);
		for (const type of ['pause', 'more_time', 'vote_now'] as const)
			expect(game.apply(s, HOST, { type }, T0)).toEqual({ ok: false, reason: 'wrong_phase' });
	});
});

describe('+1 minute and "vote now"', () => {
	it('+1 minute moves the end a minute later (paused or not), never beyond 30 minutes left', () => {
		let s = discussion();
		const end = s.discussionEnd!;
		s = ok(s, HOST, { type: 'more_time' }, T0 + 1_000);
		expect(s.discussionEnd).toBe(end + MORE_TIME_MS);
		expect(game.tick(s, end)?.phase ?? 'discussion').toBe('discussion');
		for (let k = 0; k < 40 && game.apply(s, HOST, { type: 'more_time' }, T0 + 2_000).ok; k++)
			s = ok(s, HOST, { type: 'more_time' }, T0 + 2_000);
		expect(s.discussionEnd! - (T0 + 2_000)).toBe(1_800_000);
		expect(game.apply(s, HOST, { type: 'more_time' }, T0 + 2_000)).toEqual({ ok: false, reason: 'too_long' });
	});

	it("the host's vote now opens the vote at once", () => {
		const s = ok(discussion(), HOST, { type: 'vote_now' }, T0 + 5_000);
		expect(s.phase).toBe('vote');
		expect(s.phaseEndsAt).toBe(T0 + 5_000 + settings.voteSeconds * 1000);
	});
});

describe('Ready: every present player ready calls the vote', () => {
	it('waits for every present player, not for one away; a Ready taken back counts no more', () => {
		let s = discussion();
		const [a, b, c, d, e] = inIds(s);
		s = game.setAway!(s, [e], T0 + 1_000);
		for (const id of [a, b, c]) s = ok(s, id, { type: 'ready', ready: true }, T0 + 2_000);
		expect(game.project(s, a).discussion!.ready).toEqual([a, b, c]);
		s = ok(s, b, { type: 'ready', ready: false }, T0 + 3_000);
		s = ok(s, d, { type: 'ready', ready: true }, T0 + 3_000);
		expect(s.phase).toBe('discussion');
		s = ok(s, b, { type: 'ready', ready: true }, T0 + 4_000);
		expect(s.phase).toBe('vote');
		// the list stays as tapped (the next discussion starts from nobody ready)
		expect(s.ready).toEqual([a, c, d, b]);
		expect(game.apply(s, a, { type: 'ready', ready: true }, T0 + 5_000)).toEqual({
			ok: false,
			reason: 'wrong_phase'
		});
	});

	it('a stored game from before the controls still loads', () => {
		const { paused: _p, ready: _r, ...old } = discussion();
		const parsed = MoleStateSchema.parse(JSON.parse(JSON.stringify(old)));
		expect(parsed.paused).toBeNull();
		expect(parsed.ready).toEqual([]);
	});
});
