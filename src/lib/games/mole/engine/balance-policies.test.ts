import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { sabotagesNeeded } from './table';
import { defaultMoleSettings, SKIP, type MoleState } from './state';
import { ACT_MODEL, PERSONAS, seats } from './testing/fixtures';
import { decide, PLAY, suspicion, type Play } from './testing/policies';

/** docs/mole.md "Balance": the balance test's policies do what the page says they do. */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const started = (n: number) => game.start(seats(n), { ...defaultMoleSettings(), persona: 'en' }, 7, 0);
const sides = (s: MoleState) => ({
	moles: s.players.filter((p) => p.role === 'mole').map((p) => p.id),
	crew: s.players.filter((p) => p.role === 'crew').map((p) => p.id)
});
const mission = (s: MoleState, round: number, team: string[], sabotages: number | null) => ({
	round,
	leader: team[0],
	team,
	choices: {},
	sabotages,
	needed: sabotagesNeeded(s.players.length, round),
	forfeit: false
});
const onMission = (s: MoleState, team: string[], round = 2): MoleState => ({
	...s,
	round,
	phase: 'mission',
	missions: [mission(s, round, team, null)]
});
const choice = (s: MoleState, id: string, play: Play = PLAY) => decide(s, id, 'k', play);
const played = (s: MoleState, id: string, play: Play = PLAY) =>
	(choice(s, id, play) as { choice: string }).choice;
const withPlay = (p: Partial<Play>): Play => ({ ...PLAY, ...p, reading: { ...PLAY.reading, ...p.reading } });
const openVote = (s: MoleState): MoleState => ({
	...s,
	phase: 'vote',
	votes: [...s.votes, { round: s.round, votes: {}, banished: null, resolved: false }]
});
const teamVote = (s: MoleState, leader: string, team: string[]): MoleState => ({
	...s,
	phase: 'teamvote',
	proposals: [{ round: s.round, attempt: 1, leader, team, votes: {}, approved: null, auto: false }]
});

describe('the moles sabotage unless it gives them away', () => {
	it('a lone mole on a team of two with a crew member secures; two moles alone send one sabotage', () => {
		const s = started(5);
		const { moles, crew } = sides(s);
		expect(played(onMission(s, [moles[0], crew[0]]), moles[0])).toBe('secure');
		const pair = onMission(s, [moles[0], moles[1]]);
		expect(moles.map((m) => played(pair, m)).sort()).toEqual(['sabotage', 'secure']);
	});

	it('a mole on a team of three sabotages, and a crew member never does', () => {
		const s = started(8);
		const { moles, crew } = sides(s);
		const three = onMission(s, [moles[0], crew[0], crew[1]]);
		expect(played(three, moles[0])).toBe('sabotage');
		expect(played(three, crew[0])).toBe('secure');
	});

	it('sabotages the first mission too, unless told to lie low there', () => {
		const s = started(8);
		const { moles, crew } = sides(s);
		const first = onMission(s, [moles[0], crew[0], crew[1]], 1);
		expect(played(first, moles[0])).toBe('sabotage');
		expect(played(first, moles[0], withPlay({ moleFirstMission: 'lieLow' }))).toBe('secure');
	});
});

describe('the crew reads the sabotage counts', () => {
	// round 1: crew[0] went with moles[0] and the mission was sabotaged: crew[0] knows the mole
	const after = (n: number) => {
		const s = started(n);
		const { moles, crew } = sides(s);
		const state: MoleState = { ...s, round: 2, missions: [mission(s, 1, [crew[0], moles[0]], 1)] };
		return { state, moles, crew };
	};

	it('the crew member who saw the sabotage is sure; nobody else is', () => {
		const { state, moles, crew } = after(5);
		expect(suspicion(state, crew[0]).get(moles[0])).toBe(1);
		expect(suspicion(state, crew[1]).get(moles[0])).toBeLessThan(1);
	});

	it('a failed team of three: its members above the rest (one sabotage is all the moles send)', () => {
		const s = started(9);
		const { moles, crew } = sides(s);
		const team = [crew[0], crew[1], moles[0]];
		const state: MoleState = { ...s, round: 2, missions: [mission(s, 1, team, 1)] };
		const odds = suspicion(state, crew[2]);
		expect(odds.get(crew[0])).toBeGreaterThan(odds.get(crew[3])!);
		// read as if every mole on a team sabotaged, the team would look cleaner than the rest
		const uncapped = suspicion(state, crew[2], { ...PLAY.reading, capped: false });
		expect(uncapped.get(crew[0])).toBeLessThan(uncapped.get(crew[3])!);
	});

	it('rejects a team with its suspect and approves one without', () => {
		const { state, moles, crew } = after(5);
		expect(choice(teamVote(state, crew[1], [crew[1], moles[0], crew[2]]), crew[0])).toEqual({
			type: 'teamvote',
			approve: false
		});
		expect(choice(teamVote(state, crew[1], [crew[1], crew[0], crew[2]]), crew[0])).toEqual({
			type: 'teamvote',
			approve: true
		});
	});

	it('votes its suspect out, and skips when nothing points anywhere', () => {
		const { state, moles, crew } = after(6);
		expect(choice(openVote(state), crew[0])).toEqual({ type: 'vote', target: moles[0] });
		expect(choice(openVote(started(6)), crew[0])).toEqual({ type: 'vote', target: SKIP });
	});

	it('banishes a member of a failed team above the base rate, short of even odds', () => {
		const s = started(9);
		const { moles, crew } = sides(s);
		const team = [crew[0], crew[1], moles[0]];
		const state = openVote({ ...s, round: 2, missions: [mission(s, 1, team, 1)] });
		expect(suspicion(state, crew[2]).get(moles[0])).toBeLessThan(0.5);
		const target = (choice(state, crew[2]) as { target: string }).target;
		expect(team).toContain(target);
		expect(choice(state, crew[2], withPlay({ crewBanish: 'even' }))).toEqual({ type: 'vote', target: SKIP });
	});
});

describe('the moles vote as the crew would', () => {
	it('a disguised mole rejects a team with a publicly suspected fellow mole; a bloc backs it', () => {
		const s = started(5);
		const { moles, crew } = sides(s);
		const state: MoleState = { ...s, round: 2, missions: [mission(s, 1, [crew[0], moles[0]], 1)] };
		const vote = teamVote(state, crew[1], [crew[1], moles[0], crew[2]]);
		expect(choice(vote, moles[1])).toEqual({ type: 'teamvote', approve: false });
		expect(choice(vote, moles[1], withPlay({ moleTeamVote: 'bloc' }))).toEqual({
			type: 'teamvote',
			approve: true
		});
	});

	it('a disguised mole approves a clean first team; a bloc rejects it', () => {
		const s = started(6);
		const { moles, crew } = sides(s);
		const vote = teamVote(s, crew[0], [crew[0], crew[1]]);
		expect(choice(vote, moles[0])).toEqual({ type: 'teamvote', approve: true });
		expect(choice(vote, moles[0], withPlay({ moleTeamVote: 'bloc' }))).toEqual({
			type: 'teamvote',
			approve: false
		});
	});
});

describe('the votes as a tell (a weight; 1 leaves them unread)', () => {
	it('a player who voted out a revealed mole is trusted more once banishment votes are read', () => {
		const s = started(7);
		const { moles, crew } = sides(s);
		const state: MoleState = {
			...s,
			round: 2,
			players: s.players.map((p) => (p.id === moles[0] ? { ...p, status: 'banished' } : p)),
			votes: [{ round: 1, votes: { [crew[1]]: moles[0] }, banished: moles[0], resolved: true }]
		};
		const read = suspicion(state, crew[0]);
		expect(read.get(crew[1])).toBeLessThan(read.get(crew[2])!);
		const unread = suspicion(state, crew[0], { ...PLAY.reading, busTell: 1 });
		expect(unread.get(crew[1])).toBeCloseTo(unread.get(crew[2])!);
	});

	it('a player who backed a clean team is trusted more once team votes are read', () => {
		const s = started(7);
		const { crew } = sides(s);
		const state: MoleState = {
			...s,
			round: 2,
			missions: [mission(s, 1, [crew[0], crew[1]], 0)],
			proposals: [
				{
					round: 1,
					attempt: 1,
					leader: crew[0],
					team: [crew[0], crew[1]],
					votes: { [crew[2]]: 'approve', [crew[3]]: 'reject' },
					approved: true,
					auto: false
				}
			]
		};
		const read = suspicion(state, crew[0]);
		expect(read.get(crew[2])).toBeLessThan(read.get(crew[3])!);
		const unread = suspicion(state, crew[0], { ...PLAY.reading, voteTell: 1 });
		expect(unread.get(crew[2])).toBeCloseTo(unread.get(crew[3])!);
	});
});
