import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { moleCount, teamSize, tallyVotes } from './rules';
import { autoTeam, currentProposal } from './team';
import { defaultMoleSettings, type MoleIntent, type MoleSettings, type MoleState } from './state';
import { ACT_MODEL, PERSONAS, seats } from './testing/fixtures';

const game = createMoleGame(PERSONAS, ACT_MODEL);
const T0 = 1_000_000;
const settings = (over: Partial<MoleSettings> = {}): MoleSettings => ({
	...defaultMoleSettings(),
	persona: 'en',
	...over
});

const ok = (s: MoleState, id: string, intent: MoleIntent, now: number): MoleState => {
	const r = game.apply(s, id, intent, now);
	if (!r.ok) throw new Error(r.reason);
	return r.state;
};
const resolveAll = (s: MoleState, now: number): MoleState => {
	let st = s;
	for (let t = game.pendingTask!(st); t; t = game.pendingTask!(st))
		st = game.resolveTask!(st, t.key, t.request.fallback, now);
	return st;
};
const moles = (s: MoleState) => s.players.filter((p) => p.role === 'mole').map((p) => p.id);
const crew = (s: MoleState) => s.players.filter((p) => p.role === 'crew').map((p) => p.id);
const team = (s: MoleState) => s.missions.find((m) => m.round === s.round)!.team;
const leaderOf = (s: MoleState) => currentProposal(s)!.leader;

/** The leader proposes `pick` (default: the auto team) and everyone approves → the mission. */
const approveTeam = (s: MoleState, now: number, pick?: string[]): MoleState => {
	let st = ok(s, leaderOf(s), { type: 'propose', team: pick ?? autoTeam(s, leaderOf(s)) }, now);
	for (const p of st.players.filter((x) => x.status === 'in'))
		if (st.phase === 'teamvote') st = ok(st, p.id, { type: 'teamvote', approve: true }, now);
	return st;
};

/** Team approved, everyone on it plays secure (moles sabotage if asked) → result, discussion at `now`. */
const playMission = (s: MoleState, now: number, sabotage = false): MoleState =>
	team(s.phase === 'team' ? (s = approveTeam(s, now)) : s).reduce((st, id) => {
		const p = st.players.find((x) => x.id === id)!;
		return ok(
			st,
			id,
			{ type: 'mission', choice: sabotage && p.role === 'mole' ? 'sabotage' : 'secure' },
			now
		);
	}, s);
const toVote = (s: MoleState, now: number) => game.tick(s, now + s.settings.discussionSeconds * 1000)!;

describe('setup (mole.md "The game")', () => {
	it('moles from the published table (4: 1, 5–6: 2, 7–9: 3, 10–12: 4); everyone else crew', () => {
		const expected: Record<number, number> = { 4: 1, 5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4, 11: 4, 12: 4 };
		for (let n = 4; n <= 12; n++) {
			const s = game.start(seats(n), settings(), n, T0);
			expect(moles(s).length).toBe(moleCount(n));
			expect(moles(s).length).toBe(expected[n]);
			expect(crew(s).length).toBe(n - moles(s).length);
		}
	});
	it('the first mission team: 2 (4–7 players), 3 (8–12); other sizes are refused', () => {
		const expected = (n: number) => (n <= 7 ? 2 : 3);
		for (let n = 4; n <= 12; n++) {
			const s = game.start(seats(n), settings(), 99, T0);
			expect(s.phase).toBe('team');
			expect(teamSize(n, 1)).toBe(expected(n));
			const ids = s.players.map((p) => p.id);
			const tooBig = ids.slice(0, expected(n) + 1);
			expect(game.apply(s, leaderOf(s), { type: 'propose', team: tooBig }, T0)).toEqual({
				ok: false,
				reason: 'bad_team'
			});
			expect(team(approveTeam(s, T0, ids.slice(0, expected(n)))).length).toBe(expected(n));
			expect(game.start(seats(n), settings(), 99, T0)).toEqual(s);
		}
	});
	it('every player gets a whisper task each round, in the narrator’s persona', () => {
		const s = resolveAll(game.start(seats(5), settings(), 1, T0), T0);
		expect(s.whispers.map((w) => w.to).sort()).toEqual(
			seats(5)
				.map((p) => p.id)
				.sort()
		);
		for (const w of s.whispers) expect(w.text).toContain(s.players.find((p) => p.id === w.to)!.name);
	});
});

describe('mission', () => {
	it('only team members play; only moles can sabotage; the reveal gives the count, not who', () => {
		const s0 = game.start(seats(6), settings(), 3, T0);
		let s = approveTeam(s0, T0, [moles(s0)[0], crew(s0)[0]]);
		const outsider = s.players.find((p) => !team(s).includes(p.id))!.id;
		expect(game.apply(s, outsider, { type: 'mission', choice: 'secure' }, T0)).toEqual({
			ok: false,
			reason: 'not_on_team'
		});
		const crewOnTeam = team(s).find((id) => crew(s).includes(id))!;
		expect(game.apply(s, crewOnTeam, { type: 'mission', choice: 'sabotage' }, T0)).toEqual({
			ok: false,
			reason: 'crew_cannot_sabotage'
		});
		s = playMission(s, T0, true);
		// The result is out before the discussion (docs/mole.md "The game"), as a count, not who.
		expect(s.phase).toBe('discussion');
		const sab = team(s).filter((id) => moles(s).includes(id)).length;
		const view = game.project(s, crew(s)[0]);
		expect(view.missions).toEqual([
			{
				round: 1,
				leader: leaderOf(s),
				team: team(s),
				teamSize: team(s).length,
				sabotages: sab,
				needed: 1,
				failed: sab > 0,
				forfeit: false
			}
		]);
		expect(JSON.stringify(view)).not.toContain('sabotage"');
		expect(toVote(s, T0).phase).toBe('vote');
	});
	it('a missing choice is no choice: nobody sabotages (or secures) for a member out of time', () => {
		const s = approveTeam(game.start(seats(4), settings(), 3, T0), T0);
		const after = game.tick(s, T0 + s.settings.missionSeconds * 1000)!;
		expect(after.phase).toBe('discussion');
		expect(after.missions[0].choices).toEqual({});
		expect(after.missions[0].sabotages).toBe(0);
	});
});

describe('discussion timers and narrator slots (0.40 and 0.85)', () => {
	it('nextDeadline walks slot 1, slot 2, then the end; ticks before a deadline change nothing', () => {
		let s = playMission(game.start(seats(4), settings({ discussionSeconds: 100 }), 5, T0), T0);
		expect(game.nextDeadline(s)).toBe(T0 + 40_000);
		expect(game.tick(s, T0 + 39_999)).toBeNull();
		s = game.tick(s, T0 + 40_000)!;
		expect(s.narrator.map((n) => n.slot)).toEqual([1]);
		expect(game.nextDeadline(s)).toBe(T0 + 85_000);
		s = game.tick(s, T0 + 85_000)!;
		expect(s.narrator.map((n) => n.slot)).toEqual([1, 2]);
		expect(game.nextDeadline(s)).toBe(T0 + 100_000);
		s = game.tick(s, T0 + 100_000)!;
		expect(s.phase).toBe('vote');
	});
	it('survives a host reload: the state is plain JSON with absolute deadlines', () => {
		const s = playMission(game.start(seats(4), settings({ discussionSeconds: 100 }), 5, T0), T0);
		const reloaded = JSON.parse(JSON.stringify(s)) as MoleState;
		expect(game.nextDeadline(reloaded)).toBe(game.nextDeadline(s));
		// A host that slept past both slots runs both, in order, on its first tick.
		const late = game.tick(reloaded, T0 + 90_000)!;
		expect(late.narrator.map((n) => n.slot)).toEqual([1, 2]);
	});
	it('a slot sees only messages sent before it', () => {
		let s = playMission(game.start(seats(4), settings({ discussionSeconds: 100 }), 5, T0), T0);
		s = ok(s, 'p1', { type: 'chat', text: 'hello there' }, T0 + 10_000);
		// Sent after slot 1's time: the host runs due timers before applying it.
		s = ok(s, 'p2', { type: 'chat', text: 'hi' }, T0 + 45_000);
		const slot1 = s.narrator[0];
		expect(slot1.analysis.p1.messages).toBe(1);
		expect(slot1.analysis.p2.messages).toBe(0);
	});
	it('a quiet group gets a gap-fill line in the chat, styled as the narrator’s', () => {
		let s = playMission(game.start(seats(4), settings({ discussionSeconds: 100 }), 5, T0), T0);
		s = resolveAll(game.tick(s, T0 + 40_000)!, T0 + 40_000);
		const line = s.chat.find((c) => c.kind === 'narrator');
		expect(s.narrator[0]).toMatchObject({ mood: 'active', action: 'gapfill', status: 'done' });
		expect(line).toMatchObject({ from: 'narrator', action: 'gapfill' });
		expect(PERSONAS.en.templates.gapfill.active).toContain(line!.text);
	});
	it('an LLM line that fails the content filter, or misses its target, is replaced by the fallback', () => {
		let s = playMission(game.start(seats(4), settings({ discussionSeconds: 100 }), 5, T0), T0);
		s = game.tick(s, T0 + 40_000)!;
		const task = game.pendingTask!(s)!;
		const bad = game.resolveTask!(s, task.key, 'visit www.example.com now', T0 + 41_000);
		expect(bad.chat.at(-1)!.text).toBe(task.request.fallback);
		const good = game.resolveTask!(s, task.key, '"Quiet tonight. Too quiet."', T0 + 41_000);
		expect(good.chat.at(-1)!.text).toBe('Quiet tonight. Too quiet.');
		expect(good.narrator[0].source).toBe('llm');
	});
});

describe('vote: strict majority banishes; the banished role is shown', () => {
	it('tallyVotes: > half of the votes cast; skips count as votes, non-voters nowhere', () => {
		expect(tallyVotes({ a: 'c', b: 'c', c: 'a', d: 'skip' }, ['a', 'b', 'c', 'd']).banished).toBeNull(); // 2 of 4
		expect(tallyVotes({ a: 'c', b: 'c', d: 'c' }, ['a', 'b', 'c', 'd']).banished).toBe('c'); // 3 of 3
		expect(tallyVotes({ a: 'c', b: 'c', c: 'a' }, ['a', 'b', 'c', 'd']).banished).toBe('c'); // 2 of 3 cast
		expect(tallyVotes({ a: 'c', b: 'c', c: 'a' }, ['a', 'b', 'c', 'd']).counts).toEqual({ c: 2, a: 1 });
		expect(tallyVotes({ a: 'skip', b: 'skip', c: 'skip' }, ['a', 'b', 'c']).banished).toBeNull();
		// a vote from outside the game counts nowhere
		expect(
			tallyVotes({ a: 'c', x: 'c', y: 'c', b: 'skip', d: 'skip' }, ['a', 'b', 'c', 'd']).banished
		).toBeNull();
	});
	it('plays a vote through the engine', () => {
		let s = toVote(playMission(game.start(seats(6), settings(), 11, T0), T0), T0);
		const target = crew(s)[0];
		const voters = s.players.filter((p) => p.id !== target).map((p) => p.id);
		expect(game.apply(s, target, { type: 'vote', target }, T0)).toEqual({ ok: false, reason: 'self_vote' });
		for (const v of voters.slice(0, 3)) s = ok(s, v, { type: 'vote', target }, T0 + 1);
		expect(s.phase).toBe('vote');
		expect(game.apply(s, voters[0], { type: 'vote', target }, T0 + 1)).toEqual({
			ok: false,
			reason: 'already_voted'
		});
		s = ok(s, voters[3], { type: 'vote', target }, T0 + 2);
		s = ok(s, voters[4], { type: 'vote', target: 'skip' }, T0 + 2);
		s = ok(s, target, { type: 'vote', target: 'skip' }, T0 + 2);
		expect(s.phase).toBe('verdict');
		expect(s.players.find((p) => p.id === target)!.status).toBe('banished');
		const view = game.project(s, voters[0]);
		expect(view.verdicts[0]).toMatchObject({ banished: target, banishedRole: 'crew' });
		expect(view.players.find((p) => p.id === target)!.role).toBe('crew');
		expect(game.apply(s, target, { type: 'chat', text: 'hey' }, T0 + 3)).toEqual({
			ok: false,
			reason: 'not_in_game'
		});
	});
});

describe('a banished host keeps the host controls', () => {
	it('"Continue" on the verdict still moves the game on; other banished players still cannot act', () => {
		// a seed whose host is crew: banishing the host leaves the game running
		const seed = [...Array(50).keys()].find(
			(n) => game.start(seats(6), settings(), n, T0).players.find((p) => p.isHost)!.role === 'crew'
		)!;
		let s = toVote(playMission(game.start(seats(6), settings(), seed, T0), T0), T0);
		const host = s.players.find((p) => p.isHost)!.id;
		for (const p of s.players.filter((x) => x.status === 'in'))
			s = ok(s, p.id, { type: 'vote', target: p.id === host ? 'skip' : host }, T0 + 1);
		expect(s.phase).toBe('verdict');
		expect(s.players.find((p) => p.id === host)!.status).toBe('banished');
		const guest = s.players.find((p) => !p.isHost && p.status === 'in')!.id;
		expect(game.apply(s, guest, { type: 'continue' }, T0 + 2)).toEqual({ ok: false, reason: 'host_only' });
		expect(game.apply(s, host, { type: 'chat', text: 'hey' }, T0 + 2)).toEqual({
			ok: false,
			reason: 'not_in_game'
		});
		s = ok(s, host, { type: 'continue' }, T0 + 2);
		expect(s.phase).not.toBe('verdict');
		expect(s.round).toBe(2);
	});
});

describe('win conditions', () => {
	const banish = (s: MoleState, target: string, now: number) =>
		s.players
			.filter((p) => p.status === 'in')
			.reduce((st, p) => ok(st, p.id, { type: 'vote', target: p.id === target ? 'skip' : target }, now), s);
	it('crew wins when every mole is banished', () => {
		let s = toVote(playMission(game.start(seats(4), settings(), 21, T0), T0), T0);
		s = banish(s, moles(s)[0], T0 + 1);
		expect(s).toMatchObject({ phase: 'finished', winner: 'crew', winReason: 'moles_banished' });
	});
	it('moles win when moles ≥ crew', () => {
		let s = toVote(playMission(game.start(seats(4), settings(), 21, T0), T0), T0);
		s = banish(s, crew(s)[0], T0 + 1); // 1 mole vs 2 crew: not yet
		expect(s.phase).toBe('verdict');
		const now = T0 + 1 + s.settings.verdictSeconds * 1000;
		s = game.tick(s, now)!;
		s = toVote(playMission(s, now), now);
		const crewIn = s.players.filter((p) => p.status === 'in' && p.role === 'crew');
		s = banish(s, crewIn[0].id, now + s.settings.discussionSeconds * 1000 + 1);
		expect(s).toMatchObject({ phase: 'finished', winner: 'moles', winReason: 'outnumbered' });
	});
	it('moles win after 3 sabotaged missions', () => {
		let s = game.start(seats(4), settings({ rounds: 5 }), 4, T0);
		let sabotaged = 0;
		let now = T0;
		for (let round = 1; round <= 5 && s.phase !== 'finished'; round++) {
			s = approveTeam(s, now);
			const moleOnTeam = team(s).some((id) => moles(s).includes(id));
			s = toVote(playMission(s, now, true), now);
			now += s.settings.discussionSeconds * 1000;
			if (moleOnTeam) sabotaged++;
			if (s.phase === 'finished') break;
			s = game.tick(s, now + s.settings.voteSeconds * 1000)!; // nobody votes → skip
			now += s.settings.voteSeconds * 1000;
			if (s.phase === 'finished') break;
			s = game.tick(s, now + s.settings.verdictSeconds * 1000)!;
			now += s.settings.verdictSeconds * 1000;
		}
		if (sabotaged >= 3) expect(s).toMatchObject({ winner: 'moles', winReason: 'sabotages' });
		else expect(s).toMatchObject({ winner: 'moles', winReason: 'rounds_over' });
	});
	it('the third sabotaged mission ends the game at the reveal, before any vote', () => {
		const s0 = game.start(seats(5), settings({ rounds: 5 }), 6, T0);
		const mole = moles(s0)[0];
		const past = [1, 2].map((round) => ({
			round,
			leader: mole,
			team: [mole],
			choices: {},
			sabotages: 1,
			needed: 1,
			forfeit: false
		}));
		const s: MoleState = {
			...s0,
			round: 3,
			missions: past,
			proposals: s0.proposals.map((p) => ({ ...p, round: 3 }))
		};
		const after = playMission(approveTeam(s, T0, [mole, crew(s0)[0]]), T0, true);
		expect(after).toMatchObject({ phase: 'finished', winner: 'moles', winReason: 'sabotages' });
		expect(after.votes).toEqual([]);
	});
	it('moles win when the last round ends with a mole still in', () => {
		let s = toVote(playMission(game.start(seats(6), settings({ rounds: 1 }), 8, T0), T0), T0);
		s = game.tick(s, T0 + 10 * 60_000)!;
		expect(s).toMatchObject({ phase: 'finished', winner: 'moles', winReason: 'rounds_over' });
	});
	it('a player who leaves for good is out; moles ≥ crew ends the game', () => {
		let s = game.start(seats(4), settings(), 2, T0);
		s = game.removePlayer!(s, crew(s)[0], T0);
		expect(s.phase).not.toBe('finished');
		s = game.removePlayer!(
			s,
			crew(s).find((id) => s.players.find((p) => p.id === id)!.status === 'in')!,
			T0
		);
		expect(s).toMatchObject({ phase: 'finished', winner: 'moles' });
	});
});
