import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { autoTeam, currentProposal } from './team';
import { defaultMoleSettings, type MoleIntent, type MoleState } from './state';
import { MoleStateSchema } from './schemas';
import { ACT_MODEL, PERSONAS, seats } from './testing/fixtures';

/**
 * Departures in the mole: a player away (the lobby hands the away seats in) no longer holds a vote,
 * an approval or a mission choice; the phase's timer stays the maximum. Time is passed in.
 */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const T0 = 1_000_000;
const settings = { ...defaultMoleSettings(), persona: 'en' as const };
const ok = (s: MoleState, id: string, intent: MoleIntent, now = T0 + 1): MoleState => {
	const r = game.apply(s, id, intent, now);
	if (!r.ok) throw new Error(r.reason);
	return r.state;
};
const leaderOf = (s: MoleState) => currentProposal(s)!.leader;
const inIds = (s: MoleState) => s.players.filter((p) => p.status === 'in').map((p) => p.id);
const start = () => game.start(seats(5), settings, 11, T0);
const awayOf = (s: MoleState) =>
	inIds(s).find((id) => id !== leaderOf(s) && !s.players.find((p) => p.id === id)!.isHost)!;

describe('the mole: players away do not hold a phase', () => {
	it('the team approval closes once every present player voted', () => {
		const s0 = start();
		const gone = awayOf(s0);
		let s = game.setAway!(s0, [gone], T0);
		s = ok(s, leaderOf(s), { type: 'propose', team: autoTeam(s, leaderOf(s)) });
		for (const id of inIds(s).filter((id) => id !== gone)) s = ok(s, id, { type: 'teamvote', approve: true });
		expect(s.phase).toBe('mission');
		// with everyone present the same votes leave the approval open
		let t = ok(s0, leaderOf(s0), { type: 'propose', team: autoTeam(s0, leaderOf(s0)) });
		for (const id of inIds(t).filter((id) => id !== gone)) t = ok(t, id, { type: 'teamvote', approve: true });
		expect(t.phase).toBe('teamvote');
		// Dee goes away now: the approval closes at once
		expect(game.setAway!(t, [gone], T0 + 2).phase).toBe('mission');
	});

	it('the banishment vote closes once every present player voted, long before the vote time', () => {
		let s = start();
		s = ok(s, leaderOf(s), { type: 'propose', team: autoTeam(s, leaderOf(s)) });
		for (const id of inIds(s)) s = ok(s, id, { type: 'teamvote', approve: true });
		const m = s.missions.find((x) => x.round === s.round)!;
		for (const id of m.team) s = ok(s, id, { type: 'mission', choice: 'secure' });
		s = game.tick(s, T0 + settings.discussionSeconds * 1000 + 1)!;
		expect(s.phase).toBe('vote');
		const voteStart = T0 + settings.discussionSeconds * 1000 + 1;
		const gone = inIds(s).find((id) => !s.players.find((p) => p.id === id)!.isHost)!;
		s = game.setAway!(s, [gone], voteStart + 1);
		for (const id of inIds(s).filter((id) => id !== gone))
			s = ok(s, id, { type: 'vote', target: 'skip' }, voteStart + 2);
		expect(s.phase).toBe('verdict');
		expect(s.phaseEndsAt).toBe(voteStart + 2 + settings.verdictSeconds * 1000);
	});

	it('a mission closes when its present members chose; nobody chooses for the absent one', () => {
		let s = start();
		s = ok(s, leaderOf(s), { type: 'propose', team: autoTeam(s, leaderOf(s)) });
		for (const id of inIds(s)) s = ok(s, id, { type: 'teamvote', approve: true });
		const [first, gone] = s.missions.find((x) => x.round === s.round)!.team;
		s = ok(game.setAway!(s, [gone], T0 + 2), first, { type: 'mission', choice: 'secure' }, T0 + 3);
		expect(s.phase).toBe('discussion');
		expect(s.missions[0].choices[gone]).toBeUndefined();
	});

	it('a leader away hands the lead to the next present player; nobody present left → only the timer', () => {
		const s0 = start();
		const s = game.setAway!(s0, [leaderOf(s0)], T0 + 5);
		expect(s.phase).toBe('team');
		expect(leaderOf(s)).not.toBe(leaderOf(s0));
		expect(currentProposal(s)!.attempt).toBe(1);
		expect(s.phaseEndsAt).toBe(T0 + 5 + settings.teamSeconds * 1000);
		const everyone = inIds(s0);
		let t = ok(s0, leaderOf(s0), { type: 'propose', team: autoTeam(s0, leaderOf(s0)) });
		t = game.setAway!(t, everyone, T0 + 6);
		expect(t.phase).toBe('teamvote');
		expect(game.setAway!(t, everyone, T0 + 7)).toBe(t); // nothing changed → same state
	});

	it('a latecomer watches: no role, no whisper, no move; the game goes on unchanged', () => {
		const s0 = start();
		const s = game.addPlayer!(s0, { id: 'late', name: 'Zed', isHost: false }, T0 + 1);
		expect(s).toBe(s0);
		const v = game.project(s, 'late');
		expect(v.me).toBeNull();
		expect(v.players.every((p) => p.role === null)).toBe(true);
		expect(v.whispers).toEqual([]);
		expect(game.apply(s, 'late', { type: 'chat', text: 'hi' }, T0 + 2)).toEqual({
			ok: false,
			reason: 'not_a_player'
		});
	});

	it('a stored game from before (no away list) still loads', () => {
		const { away: _gone, ...old } = start();
		expect(MoleStateSchema.parse(JSON.parse(JSON.stringify(old))).away).toEqual([]);
	});
});

describe('the host gone: the open phase keeps the time it had', () => {
	it("moves the phase's end and the discussion's slots by the time away; a finished game is left alone", () => {
		let s = start();
		expect(game.shiftClock!(s, 90_000).phaseEndsAt).toBe(s.phaseEndsAt! + 90_000);
		s = ok(s, leaderOf(s), { type: 'propose', team: autoTeam(s, leaderOf(s)) });
		for (const id of inIds(s)) s = ok(s, id, { type: 'teamvote', approve: true });
		for (const id of s.missions[0].team) s = ok(s, id, { type: 'mission', choice: 'secure' });
		expect(s.phase).toBe('discussion');
		const slot1 = game.nextDeadline(s)!;
		const moved = game.shiftClock!(s, 90_000);
		expect(game.nextDeadline(moved)).toBe(slot1 + 90_000);
		expect(moved.discussionEnd).toBe(s.discussionEnd! + 90_000);
		// at the old slot time the narrator has not spoken yet
		expect(game.tick(moved, slot1)).toBeNull();
		expect(game.tick(moved, slot1 + 90_000)!.narrator).toHaveLength(1);
		const over = { ...s, phase: 'finished' as const, phaseEndsAt: null };
		expect(game.shiftClock!(over, 90_000)).toBe(over);
	});
});
