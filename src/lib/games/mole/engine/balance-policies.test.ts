import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { sabotagesNeeded } from './table';
import { defaultMoleSettings, SKIP, type MoleState } from './state';
import { ACT_MODEL, PERSONAS, seats } from './testing/fixtures';
import { decide, suspicion } from './testing/policies';

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
const onMission = (s: MoleState, team: string[]): MoleState => ({
	...s,
	phase: 'mission',
	missions: [mission(s, 1, team, null)]
});
const choice = (s: MoleState, id: string) => decide(s, id, 'k');

describe('the moles sabotage unless it gives them away', () => {
	it('a lone mole on a team of two with a crew member secures; two moles alone send one sabotage', () => {
		const s = started(5);
		const { moles, crew } = sides(s);
		expect(choice(onMission(s, [moles[0], crew[0]]), moles[0])).toEqual({
			type: 'mission',
			choice: 'secure'
		});
		const pair = onMission(s, [moles[0], moles[1]]);
		const played = moles.map((m) => (choice(pair, m) as { choice: string }).choice);
		expect(played.sort()).toEqual(['sabotage', 'secure']);
	});

	it('a mole on a team of three sabotages, and a crew member never does', () => {
		const s = started(8);
		const { moles, crew } = sides(s);
		const three = onMission(s, [moles[0], crew[0], crew[1]]);
		expect(choice(three, moles[0])).toEqual({ type: 'mission', choice: 'sabotage' });
		expect(choice(three, crew[0])).toEqual({ type: 'mission', choice: 'secure' });
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

	it('rejects a team with its suspect and approves one without; the moles back the mole', () => {
		const { state, moles, crew } = after(5);
		const vote = (team: string[]): MoleState => ({
			...state,
			phase: 'teamvote',
			proposals: [{ round: 2, attempt: 1, leader: crew[1], team, votes: {}, approved: null, auto: false }]
		});
		const withMole = vote([crew[1], moles[0], crew[2]]);
		expect(choice(withMole, crew[0])).toEqual({ type: 'teamvote', approve: false });
		expect(choice(withMole, moles[1])).toEqual({ type: 'teamvote', approve: true });
		expect(choice(vote([crew[1], crew[0], crew[2]]), crew[0])).toEqual({ type: 'teamvote', approve: true });
	});

	it('votes its suspect out, and skips when nothing points anywhere', () => {
		const { state, moles, crew } = after(6);
		const open = (s: MoleState): MoleState => ({
			...s,
			phase: 'vote',
			votes: [{ round: s.round, votes: {}, banished: null, resolved: false }]
		});
		expect(choice(open(state), crew[0])).toEqual({ type: 'vote', target: moles[0] });
		expect(choice(open(started(6)), crew[0])).toEqual({ type: 'vote', target: SKIP });
	});
});
