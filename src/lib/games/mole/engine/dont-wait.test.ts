import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { autoTeam, currentProposal } from './team';
import { defaultMoleSettings, SKIP, type MoleIntent, type MoleState } from './state';
import { MoleStateSchema } from './schemas';
import { ACT_MODEL, PERSONAS, seats } from './testing/fixtures';

/**
 * In the mole: the host's "Don't wait for Dee". The open step (team pick, team vote,
 * mission, banishment vote) closes without Dee once everyone else it waits for has acted; Dee's part
 * counts as a timeout's — nothing: nobody votes or chooses for her (docs/mole.md "Away") — and Dee is
 * waited for again once she acts. Time is passed in.
 */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const T0 = 1_000_000;
const settings = { ...defaultMoleSettings(), persona: 'en' as const };
const HOST = 'p1';
const ok = (s: MoleState, id: string, intent: MoleIntent, now = T0 + 1): MoleState => {
	const r = game.apply(s, id, intent, now);
	if (!r.ok) throw new Error(r.reason);
	return r.state;
};
const leaderOf = (s: MoleState) => currentProposal(s)!.leader;
const inIds = (s: MoleState) => s.players.filter((p) => p.status === 'in').map((p) => p.id);
const start = () => game.start(seats(5), settings, 11, T0);
const dontWait = (s: MoleState, player: string, now = T0 + 2) =>
	ok(s, HOST, { type: 'dont_wait', player }, now);
const proposed = (s: MoleState, team = autoTeam(s, leaderOf(s))) =>
	ok(s, leaderOf(s), { type: 'propose', team });
/** A guest who is neither the host nor the current leader. */
const deeOf = (s: MoleState) => inIds(s).find((id) => id !== HOST && id !== leaderOf(s))!;
/** Through the team vote (everyone approves) into the mission. */
const onMission = (team?: string[]) => {
	let s = proposed(start(), team);
	for (const id of inIds(s)) s = ok(s, id, { type: 'teamvote', approve: true });
	return s;
};
/** Through the mission (all secure) and the discussion into the banishment vote. */
const atVote = () => {
	let s = onMission();
	for (const id of s.missions[0].team) s = ok(s, id, { type: 'mission', choice: 'secure' });
	const voteAt = T0 + settings.discussionSeconds * 1000 + 1;
	return { s: game.tick(s, voteAt)!, voteAt };
};

describe("the mole: the host's Don't wait for Dee", () => {
	it('the host sees at once who the team vote waits for; without Dee it closes, with no vote of hers', () => {
		let s = proposed(start());
		const dee = deeOf(s);
		// shown at once: every player in the game owes a vote, nobody is away yet
		expect(game.project(s, HOST).waitingFor).toEqual(inIds(s));
		for (const id of inIds(s).filter((id) => id !== dee)) s = ok(s, id, { type: 'teamvote', approve: true });
		expect(s.phase).toBe('teamvote');
		expect(game.project(s, HOST).waitingFor).toEqual([dee]);
		s = dontWait(s, dee);
		expect(s.phase).toBe('mission');
		// nobody votes for Dee: her vote is missing from the public record, the others' carried it
		expect(s.proposals.at(-1)!.votes[dee]).toBeUndefined();
		expect(Object.keys(s.proposals.at(-1)!.votes)).toHaveLength(inIds(s).length - 1);
		expect(s.phaseEndsAt).toBe(T0 + 2 + settings.missionSeconds * 1000);
	});

	it('excused before the others voted: shown as not waited for, the vote closes with the last of them', () => {
		let s = proposed(start());
		const dee = deeOf(s);
		s = dontWait(s, dee);
		expect(s.phase).toBe('teamvote');
		const v = game.project(s, 'p2');
		expect(v.notWaitingFor).toEqual([dee]);
		expect(v.waitingFor).not.toContain(dee);
		const others = inIds(s).filter((id) => id !== dee);
		for (const id of others.slice(0, -1)) s = ok(s, id, { type: 'teamvote', approve: true });
		expect(s.phase).toBe('teamvote');
		s = ok(s, others.at(-1)!, { type: 'teamvote', approve: true });
		expect(s.phase).toBe('mission');
	});

	it('Dee is waited for again once she acts (a chat line is enough)', () => {
		let s = proposed(start());
		const dee = deeOf(s);
		s = dontWait(s, dee);
		s = ok(s, dee, { type: 'chat', text: 'sorry, here' });
		expect(s.excused).toEqual([]);
		for (const id of inIds(s).filter((id) => id !== dee)) s = ok(s, id, { type: 'teamvote', approve: true });
		expect(s.phase).toBe('teamvote');
		expect(game.project(s, HOST).waitingFor).toEqual([dee]);
	});

	it('a leader the host does not wait for gets the automatic team at once', () => {
		// the host cannot excuse itself: a game whose first leader is a guest
		const s = [11, 12, 13, 14, 15]
			.map((seed) => game.start(seats(5), settings, seed, T0))
			.find((x) => leaderOf(x) !== HOST)!;
		const guestLeader = leaderOf(s);
		expect(guestLeader).not.toBe(HOST);
		expect(game.project(s, HOST).waitingFor).toEqual([guestLeader]);
		const t = dontWait(s, guestLeader);
		expect(t.phase).toBe('teamvote');
		expect(currentProposal(t)!.auto).toBe(true);
		expect(currentProposal(t)!.team).toEqual(expect.arrayContaining(autoTeam(s, guestLeader)));
	});

	it('a mission closes without its excused member, who makes no choice', () => {
		let s = onMission();
		const team = s.missions[0].team;
		const dee = team.find((id) => id !== HOST)!;
		const first = team.find((id) => id !== dee)!;
		s = ok(s, first, { type: 'mission', choice: 'secure' });
		// who on the team has not chosen is public (never what they chose)
		expect(game.project(s, 'p5').waitingFor).toEqual([dee]);
		s = dontWait(s, dee);
		expect(s.phase).toBe('discussion');
		expect(s.missions[0].choices[dee]).toBeUndefined();
		expect(s.missions[0].sabotages).toBe(0);
	});

	it('a whole team excused: the mission closes at once (all away: only the timer)', () => {
		const guests = ['p2', 'p3'];
		let s = onMission(guests);
		expect(s.missions[0].team).toEqual(guests);
		const away = game.setAway!(s, guests, T0 + 2);
		expect(away.phase).toBe('mission');
		for (const id of guests) s = dontWait(s, id);
		expect(s.phase).toBe('discussion');
	});

	it('the banishment vote closes without Dee, whose vote counts as a skip', () => {
		const { s: v0, voteAt } = atVote();
		expect(v0.phase).toBe('vote');
		const [, a, b, c, d] = inIds(v0);
		// Dee (d) would make 3 of 5 for c; without her, 2 for c of 5 is no strict majority
		let s = ok(v0, HOST, { type: 'vote', target: c }, voteAt + 1);
		s = ok(s, a, { type: 'vote', target: c }, voteAt + 1);
		s = ok(s, b, { type: 'vote', target: SKIP }, voteAt + 1);
		s = ok(s, c, { type: 'vote', target: SKIP }, voteAt + 1);
		expect(s.phase).toBe('vote');
		expect(game.project(s, HOST).waitingFor).toEqual([d]);
		s = dontWait(s, d, voteAt + 2);
		expect(s.phase).toBe('verdict');
		const verdict = s.votes.at(-1)!;
		expect(verdict.votes[d]).toBeUndefined();
		expect(verdict.banished).toBeNull();
	});

	it('only the host, only while a step waits, only for another player still in', () => {
		let s = proposed(start());
		const dee = deeOf(s);
		const refuse = (by: string, player: string, state = s) =>
			game.apply(state, by, { type: 'dont_wait', player }, T0 + 2);
		expect(refuse('p2', dee)).toEqual({ ok: false, reason: 'host_only' });
		expect(refuse(HOST, HOST)).toEqual({ ok: false, reason: 'unknown_player' });
		expect(refuse(HOST, 'nobody')).toEqual({ ok: false, reason: 'unknown_player' });
		for (const id of inIds(s)) s = ok(s, id, { type: 'teamvote', approve: true });
		for (const id of s.missions[0].team) s = ok(s, id, { type: 'mission', choice: 'secure' });
		expect(s.phase).toBe('discussion');
		expect(game.project(s, HOST).waitingFor).toEqual([]);
		expect(refuse(HOST, dee, s)).toEqual({ ok: false, reason: 'wrong_phase' });
		// pressed twice (two taps, or a resend): the same state
		const t = dontWait(proposed(start()), dee);
		expect(dontWait(t, dee)).toBe(t);
	});

	it('the choice is deterministic and survives a reload (stored state); an old game loads', () => {
		const s = dontWait(proposed(start()), deeOf(proposed(start())));
		const back = MoleStateSchema.parse(JSON.parse(JSON.stringify(s)));
		expect(back.excused).toEqual(s.excused);
		const { excused: _gone, ...old } = start();
		expect(MoleStateSchema.parse(JSON.parse(JSON.stringify(old))).excused).toEqual([]);
	});
});
