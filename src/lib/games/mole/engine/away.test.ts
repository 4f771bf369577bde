import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { readerFacts } from './facts';
import { publicRecordOf } from './record';
import { currentProposal } from './team';
import { defaultMoleSettings, type MoleIntent, type MoleState } from './state';
import { ACT_MODEL, PERSONAS, READ } from './testing/fixtures';

/**
 * docs/mole.md "Away": nobody acts for a player who is away. The "Mo" game of a five-player
 * evening: Mo writes "THIS GAME IS RIGGED, IM OUT" in round 2 and closes his tab. The public log
 * must never show "Mo approve", the narrator and the whispers must never cite a vote of his, he is
 * shown away and cannot be picked for a team; when he comes back he plays again.
 */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const T0 = 2_000_000;
const settings = { ...defaultMoleSettings(), persona: 'en' as const, rounds: 5 };
const SEATS = ['Ana', 'Bo', 'Cid', 'Dee', 'Mo'].map((name, i) => ({
	id: `p${i + 1}`,
	name,
	isHost: i === 0
}));
const MO = 'p5';

type Driven = { s: MoleState; now: number };
const ok = (d: Driven, id: string, intent: MoleIntent) => {
	const r = game.apply(d.s, id, intent, d.now);
	if (!r.ok) throw new Error(`${id} ${intent.type}: ${r.reason}`);
	d.s = r.state;
};
const settle = (d: Driven) => {
	for (let t = game.pendingTask!(d.s); t; t = game.pendingTask!(d.s))
		d.s = game.resolveTask!(d.s, t.key, t.request.fallback, d.now);
};
const present = (d: Driven) => d.s.players.filter((p) => p.status === 'in' && !d.s.away.includes(p.id));
/** Runs the game's timers up to `until`, its tasks resolved as the host does. */
const tickTo = (d: Driven, until: number) => {
	settle(d);
	for (let at = game.nextDeadline(d.s); at !== null && at <= until; at = game.nextDeadline(d.s)) {
		d.now = Math.max(d.now, at);
		d.s = game.tick(d.s, d.now) ?? d.s;
		settle(d);
	}
	d.now = Math.max(d.now, until);
};

/**
 * One round as the present players play it: the leader picks the first pickable players, every
 * present player approves, the team secures, the chat talks, everyone present skips the vote.
 */
const playRound = (d: Driven, chat: [string, string][] = []) => {
	const round = d.s.round;
	const leader = currentProposal(d.s)!.leader;
	const view = game.project(d.s, leader);
	ok(d, leader, { type: 'propose', team: view.proposal!.pickable.slice(0, view.proposal!.size) });
	for (const p of present(d)) if (d.s.phase === 'teamvote') ok(d, p.id, { type: 'teamvote', approve: true });
	const mission = d.s.missions.find((m) => m.round === round)!;
	for (const id of mission.team)
		if (d.s.phase === 'mission') ok(d, id, { type: 'mission', choice: 'secure' });
	expect(d.s.phase).toBe('discussion');
	const start = d.s.discussionStart!;
	chat.forEach(([id, text], i) => {
		tickTo(d, start + (i + 1) * 2_000);
		ok(d, id, { type: 'chat', text });
	});
	tickTo(d, d.s.discussionEnd!);
	for (const p of present(d)) if (d.s.phase === 'vote') ok(d, p.id, { type: 'vote', target: 'skip' });
	tickTo(d, d.s.phaseEndsAt!);
	expect(d.s.round).toBe(round + 1);
};

const moVotes = (s: MoleState) =>
	s.proposals.filter((p) => p.votes[MO] !== undefined).map((p) => `${p.round}:${p.votes[MO]}`);

describe('the "Mo" game: a player who walked out never acts', () => {
	it('replays it: no vote of Mo, not pickable, away on every screen, back when he returns', () => {
		const d: Driven = { s: game.start(SEATS, settings, 37, T0), now: T0 };
		playRound(d, [
			['p1', 'ok who picks'],
			[MO, 'me, trust me'],
			['p2', 'fine']
		]);
		expect(moVotes(d.s)).toEqual(['1:approve']);
		// round 2: Mo rages and closes his tab; the lobby reports him away
		ok(d, MO, { type: 'chat', text: 'THIS GAME IS RIGGED, IM OUT' });
		d.s = game.setAway!(d.s, [MO], d.now);
		// he never leads while away, and nobody can pick him
		expect(currentProposal(d.s)!.leader).not.toBe(MO);
		const leader = currentProposal(d.s)!.leader;
		const withMo = [MO, ...present(d).map((p) => p.id)].slice(0, game.project(d.s, leader).proposal!.size);
		expect(game.apply(d.s, leader, { type: 'propose', team: withMo }, d.now)).toEqual({
			ok: false,
			reason: 'bad_team'
		});
		for (const viewer of ['p1', 'p2', 'screen-tv']) {
			const v = game.project(d.s, viewer);
			expect(v.players.find((p) => p.id === MO)!.away).toBe(true);
			expect(v.players.filter((p) => p.away).map((p) => p.id)).toEqual([MO]);
			expect(v.proposal!.pickable).not.toContain(MO);
		}
		playRound(d, [
			['p1', 'where did Mo go'],
			['p2', 'no idea'],
			['p3', 'lets go on']
		]);
		playRound(d, [
			['p1', 'still gone'],
			['p4', 'yep']
		]);
		// rounds 2 and 3: the public log has no "Mo approve", the tally only the votes cast
		expect(moVotes(d.s)).toEqual(['1:approve']);
		const decided = d.s.proposals.filter((x) => x.round >= 2 && x.approved !== null);
		expect(decided).toHaveLength(2);
		for (const p of decided) expect(Object.keys(p.votes).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
		for (const v of d.s.votes.filter((x) => x.round >= 2)) expect(v.votes[MO]).toBeUndefined();
		expect(d.s.missions.filter((m) => m.round >= 2).every((m) => !m.team.includes(MO))).toBe(true);
		// nothing the narrator reads or says grounds on an act of Mo's after he left
		const record = publicRecordOf(d.s);
		expect(record.proposals.filter((p) => p.round >= 2).some((p) => MO in p.votes)).toBe(false);
		// …nor on his absence: the narrator never calls out a player away, a whisper never tells of him
		for (const n of d.s.narrator.filter((x) => x.round >= 2)) {
			expect(n.target).not.toBe(MO);
			expect(n.analysis[MO]).toBeUndefined();
		}
		for (const w of d.s.whispers.filter((x) => x.round >= 3 && x.to !== MO))
			expect(w.fallback).not.toMatch(/\bMo\b/);
		for (const to of ['p1', 'p2', 'p3', 'p4'])
			expect(readerFacts(d.s, 4, to, READ.en, 'en').filter((f) => 'other' in f && f.other === 'Mo')).toEqual(
				[]
			);
		// the end screen's "Why" reads the same records: no vote of Mo's after round 1
		const view = game.project(d.s, 'p1');
		for (const p of view.proposals.filter((x) => x.round >= 2)) expect(p.votes[MO]).toBeUndefined();
		// Mo comes back in round 4: no longer away, pickable, and he votes again
		d.s = game.setAway!(d.s, [], d.now);
		expect(game.project(d.s, 'p1').players.find((p) => p.id === MO)!.away).toBe(false);
		expect(game.project(d.s, 'p1').proposal!.pickable).toContain(MO);
		playRound(d, [
			[MO, 'ok im back'],
			['p1', 'welcome back']
		]);
		expect(moVotes(d.s)).toEqual(['1:approve', '4:approve']);
	});

	it('a team vote with players away: a strict majority of the votes cast decides', () => {
		const d: Driven = { s: game.start(SEATS, settings, 5, T0), now: T0 };
		d.s = game.setAway!(d.s, [MO, 'p4'], d.now);
		const leader = currentProposal(d.s)!.leader;
		ok(d, leader, { type: 'propose', team: game.project(d.s, leader).proposal!.pickable.slice(0, 2) });
		// 2 reject, 1 approve of the 3 present: rejected (with Mo and Dee counted as approvals it would pass)
		const [a, b, c] = present(d).map((p) => p.id);
		ok(d, a, { type: 'teamvote', approve: true });
		ok(d, b, { type: 'teamvote', approve: false });
		ok(d, c, { type: 'teamvote', approve: false });
		expect(d.s.proposals[0]).toMatchObject({
			approved: false,
			votes: { [a]: 'approve', [b]: 'reject', [c]: 'reject' }
		});
		expect(d.s.phase).toBe('team');
	});
});
