import type { PublicRecord } from './actions';
import { teamApproved } from './rules';
import type { MoleState, TeamVote } from './state';

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

/** One round of public actions as a script gives them (the sim): proposals, the result, the vote. */
export type ScriptedRound = {
	proposals: readonly {
		leader: string;
		team: readonly string[];
		votes: Readonly<Record<string, TeamVote>>;
	}[];
	/** The revealed mission result of the approved team (a count, never who). */
	sabotages?: number;
	/** The banishment vote after the round's discussion: voter → target or 'skip'. */
	banish: Readonly<Record<string, string>>;
};

/**
 * The public record of scripted rounds, by the game's rules: a strict majority of `players`
 * approves (a missing vote approves); the first approved team goes on the mission.
 */
export const scriptedRecord = (
	rounds: readonly ScriptedRound[],
	players: readonly string[]
): PublicRecord => {
	const record = {
		proposals: [] as PublicRecord['proposals'][number][],
		missions: [] as PublicRecord['missions'][number][],
		banishments: [] as PublicRecord['banishments'][number][]
	};
	rounds.forEach((r, i) => {
		const round = i + 1;
		let sent = false;
		for (const p of r.proposals) {
			// A missing vote approves, as in the game (team.ts).
			const votes = Object.fromEntries(players.map((id) => [id, p.votes[id] ?? ('approve' as const)]));
			const approved = sent ? null : teamApproved(votes, players);
			record.proposals.push({ round, leader: p.leader, team: p.team, votes, approved });
			if (approved) {
				sent = true;
				record.missions.push({
					round,
					leader: p.leader,
					team: p.team,
					sabotages: r.sabotages ?? 0,
					forfeit: false
				});
			}
		}
		if (Object.keys(r.banish).length) record.banishments.push({ round, votes: r.banish, resolved: true });
	});
	return record;
};
