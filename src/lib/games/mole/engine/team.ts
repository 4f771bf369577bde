import { hashString } from '$lib/engines/kit/prng';
import { activePlayers, MAX_REJECTIONS, teamApproved, teamSize } from './rules';
import { sabotagesNeeded } from './table';
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

const present = (state: MoleState, id: string) => !state.away.includes(id);

/**
 * The next player still in after `after`, in seat order (wrapping), skipping players away
 * (docs/mole.md "Away": nobody leads for them); with everyone away, the next player still in.
 */
export const nextLeader = (state: MoleState, after: string | null): string => {
	const seats = state.players;
	const start = Math.max(
		0,
		seats.findIndex((p) => p.id === after)
	);
	const ring = Array.from({ length: seats.length }, (_, k) => seats[(start + k + 1) % seats.length]);
	const next =
		ring.find((p) => p.status === 'in' && present(state, p.id)) ?? ring.find((p) => p.status === 'in');
	return next?.id ?? seats[start].id;
};

/**
 * Who may go on this round's mission: the players still in and present (docs/mole.md "Away": an
 * away player cannot be picked); when fewer are present than the team needs, the players still in.
 */
export const pickable = (state: MoleState): string[] => {
	const inGame = activePlayers(state).map((p) => p.id);
	const here = inGame.filter((id) => present(state, id));
	return here.length >= roundTeamSize(state) ? here : inGame;
};

/** This round's team size: the table's (table.ts) for the seats, at most the players still in. */
export const roundTeamSize = (state: MoleState): number =>
	teamSize(state.players.length, state.round, activePlayers(state).length);

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

/** Checks a proposed team: the round's size, pickable players (not away), no duplicates. */
export const validTeam = (state: MoleState, team: readonly string[]): boolean => {
	const ok = new Set(pickable(state));
	return (
		team.length === roundTeamSize(state) &&
		new Set(team).size === team.length &&
		team.every((id) => ok.has(id))
	);
};

/** A leader out of time: the leader and the next pickable players in seat order. */
export const autoTeam = (state: MoleState, leader: string): string[] => {
	const ok = pickable(state);
	const seats = state.players.map((p) => p.id);
	const from = Math.max(0, seats.indexOf(leader));
	const ring = Array.from({ length: seats.length }, (_, k) => seats[(from + k) % seats.length]);
	return ring.filter((id) => ok.includes(id)).slice(0, roundTeamSize(state));
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
	// docs/mole.md "Away": only the votes cast count; nobody approves for a player who did not vote
	const inGame = new Set(activePlayers(state).map((x) => x.id));
	const votes = Object.fromEntries(Object.entries(p.votes).filter(([v]) => inGame.has(v)));
	const approved = teamApproved(votes);
	const proposals = state.proposals.map((x) => (x === p ? { ...x, votes, approved } : x));
	const base = { ...state, proposals };
	if (approved) {
		const mission: Mission = {
			round: state.round,
			leader: p.leader,
			team: p.team,
			choices: {},
			sabotages: null,
			needed: sabotagesNeeded(state.players.length, state.round),
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
			needed: sabotagesNeeded(state.players.length, state.round),
			forfeit: true
		};
		return reveal({ ...base, missions: [...state.missions, forfeit] }, now);
	}
	return openProposal(base, nextLeader(base, p.leader), now);
};
