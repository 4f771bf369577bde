import type { PublicRecord } from './actions';
import type { MoleState } from './state';

/**
 * The game's public record: the secret mission choices and every role are left behind. Only acts
 * that happened (docs/mole.md "Away"): the votes cast, and a team's leader only when the leader
 * picked it (an automatic team is nobody's act).
 */
export const publicRecordOf = (state: MoleState): PublicRecord => ({
	proposals: state.proposals.map(({ round, leader, team, votes, approved }) => ({
		round,
		leader,
		team,
		votes,
		approved
	})),
	missions: state.missions.map(({ round, leader, team, sabotages, forfeit }) => ({
		round,
		leader: pickedBy(state, round, leader),
		team,
		sabotages,
		forfeit
	})),
	banishments: state.votes.map(({ round, votes, resolved }) => ({ round, votes, resolved }))
});

/** The leader of the round's approved team, when that leader picked it (not the automatic team). */
const pickedBy = (state: MoleState, round: number, leader: string | null): string | null =>
	state.proposals.some((p) => p.round === round && p.approved && p.leader === leader && !p.auto)
		? leader
		: null;
