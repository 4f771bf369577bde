import type { ActId } from '$lib/engines/acts';
import type { PublicRecord } from './actions';
import type { MoleState, TapKind } from './state';
import type { AnalysedMessage } from './types';

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

/** A quick tap is an act already (docs/mole.md "One room"): suspect X accuses X, trust X defends X. */
const TAP_ACTS: Record<TapKind, ActId[]> = { suspect: ['accuse'], trust: ['defend'] };

/**
 * What the narrator's analysis reads: the players' lines of a discussion (typed, or tapped in the
 * one-room mode — a tap's text is the name it is about, its acts need no reading).
 */
export const analysedMessages = (state: MoleState): AnalysedMessage[] =>
	state.chat
		.filter((c) => c.kind === 'player' && c.at !== null)
		.map((c) => ({
			id: c.id,
			player: c.from,
			text: c.text,
			round: c.round,
			at: c.at ?? 0,
			...(c.tap ? { acts: TAP_ACTS[c.tap] } : {})
		}));
