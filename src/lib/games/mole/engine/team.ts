import { hashString } from '$lib/engines/kit/prng';
import { activePlayers, MAX_REJECTIONS, teamApproved, teamSize } from './rules';
import type { Mission, MoleState, Proposal } from './state';

/**
 * mole.md "Team" (The Resistance's shape): a rotating leader proposes the mission team, everyone
 * votes approve/reject in public, a strict majority approves; otherwise the next leader proposes;
 * after 5 rejections in a round the moles score the mission. All of it is public and role-blind.
 */
const SEC = 1000;

/** The first leader: a public, seeded seat (never the role draw). */
export const firstLeader = (state: MoleState): string => {
	const active = activePlayers(state);
	return active[hashString(`leader:${state.seed}`) % active.length].id;
};

/** The next player still in after `after`, in seat order (wrapping). */
export const nextLeader = (state: MoleState, after: string | null): string => {
	const seats = state.players;
	const start = Math.max(
		0,
		seats.findIndex((p) => p.id === after)
	);
	for (let k = 1; k <= seats.length; k++) {
		const p = seats[(start + k) % seats.length];
		if (p.status === 'in') return p.id;
	}
	return seats[start].id;
};

export const currentProposal = (state: MoleState): Proposal | undefined =>
	state.proposals.findLast((p) => p.round === state.round);

export const rejectionsThisRound = (state: MoleState): number =>
	state.proposals.filter((p) => p.round === state.round && p.approved === false).length;

/** The leader's turn: phase `team` with a fresh proposal. */
export const openProposal = (state: MoleState, leader: string, now: number): MoleState => ({
	...state,
	phase: 'team',
	phaseEndsAt: now + state.settings.teamSeconds * SEC,
	proposals: [
		...state.proposals,
		{
			round: state.round,
			attempt: rejectionsThisRound(state) + 1,
			leader,
			team: null,
			votes: {},
			approved: null,
			auto: false
		}
	]
});

/** Checks a proposed team: the round's size, players still in, no duplicates. */
export const validTeam = (state: MoleState, team: readonly string[]): boolean => {
	const inGame = new Set(activePlayers(state).map((p) => p.id));
	return (
		team.length === teamSize(inGame.size) &&
		new Set(team).size === team.length &&
		team.every((id) => inGame.has(id))
	);
};

/** A leader out of time: the leader and the next players in seat order. */
export const autoTeam = (state: MoleState, leader: string): string[] => {
	const team = [leader];
	let at = leader;
	while (team.length < teamSize(activePlayers(state).length)) {
		at = nextLeader(state, at);
		if (team.includes(at)) break;
		team.push(at);
	}
	return team;
};

const seatOrder = (state: MoleState, team: readonly string[]) =>
	state.players.filter((p) => team.includes(p.id)).map((p) => p.id);

export const proposeTeam = (
	state: MoleState,
	team: readonly string[],
	auto: boolean,
	now: number
): MoleState => {
	const p = currentProposal(state);
	if (!p) return state;
	return {
		...state,
		phase: 'teamvote',
		phaseEndsAt: now + state.settings.teamVoteSeconds * SEC,
		proposals: state.proposals.map((x) => (x === p ? { ...x, team: seatOrder(state, team), auto } : x))
	};
};

/**
 * Closes the team vote. Approved → the mission. Rejected → the next leader, or after the fifth
 * rejection a forfeited mission that the moles score (`reveal` then runs as for a played mission).
 */
export const resolveTeamVote = (
	state: MoleState,
	now: number,
	reveal: (s: MoleState, now: number) => MoleState
): MoleState => {
	const p = currentProposal(state);
	if (!p || !p.team) return state;
	const voters = activePlayers(state).map((x) => x.id);
	// A missing vote counts as approve (a sleeping phone must not hand the moles a mission).
	const votes = Object.fromEntries(voters.map((v) => [v, p.votes[v] ?? ('approve' as const)]));
	const approved = teamApproved(votes, voters);
	const proposals = state.proposals.map((x) => (x === p ? { ...x, votes, approved } : x));
	const base = { ...state, proposals };
	if (approved) {
		const mission: Mission = {
			round: state.round,
			leader: p.leader,
			team: p.team,
			choices: {},
			sabotages: null,
			forfeit: false
		};
		return {
			...base,
			phase: 'mission',
			phaseEndsAt: now + state.settings.missionSeconds * SEC,
			missions: [...state.missions, mission]
		};
	}
	if (rejectionsThisRound(base) >= MAX_REJECTIONS) {
		const forfeit: Mission = {
			round: state.round,
			leader: null,
			team: [],
			choices: {},
			sabotages: 1,
			forfeit: true
		};
		return reveal({ ...base, missions: [...state.missions, forfeit] }, now);
	}
	return openProposal(base, nextLeader(base, p.leader), now);
};
