import type { PublicRecord } from './actions';
import type { MoleState } from './state';

/** The game's public record: the secret mission choices and every role are left behind. */
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
		leader,
		team,
		sabotages,
		forfeit
	})),
	banishments: state.votes.map(({ round, votes, resolved }) => ({ round, votes, resolved }))
});
