import { waitsFor } from '$lib/engines/kit/attendance';
import { activePlayers } from './rules';
import type { MolePhase, MoleState } from './state';

/**
 * Who the open step waits for (`kit/attendance.ts`). The steps that wait for players:
 * the leader's team pick, the public team vote, the mission's secret choices, the banishment vote.
 * A seat the lobby reports away, or one the host chose not to wait for ("Don't wait for Dee", until
 * Dee acts again), no longer holds a step; the step's timer stays the maximum.
 *
 * What an excused or away player's part counts as is the rule of a timeout (mole.md leaves it
 * open; the engine README's "Decisions where the spec is open" settle it): a missing team vote
 * approves (a sleeping phone must not hand the moles a mission), a missing mission choice is
 * *secure*, a missing banishment vote is *skip* (an abstention: mole.md's "a strict majority
 * banishes" counts the players still in). Excusing a player never casts a vote the player could not
 * have cast by sleeping through the timer.
 *
 * The phases that wait for players to act. */
export const STEP_PHASES: readonly MolePhase[] = ['team', 'teamvote', 'mission', 'vote'];

const openProposal = (s: MoleState) => s.proposals.findLast((p) => p.round === s.round);
const openMission = (s: MoleState) => s.missions.find((m) => m.round === s.round);
const openVote = (s: MoleState) => s.votes.find((v) => v.round === s.round && !v.resolved);

/** The players still in whom the open step asks to act, in seat order; [] between steps. */
export const stepPlayers = (s: MoleState): string[] => {
	const inGame = activePlayers(s).map((p) => p.id);
	switch (s.phase) {
		case 'team': {
			const leader = openProposal(s)?.leader;
			return inGame.filter((id) => id === leader);
		}
		case 'teamvote':
		case 'vote':
			return inGame;
		case 'mission': {
			const team = openMission(s)?.team ?? [];
			return inGame.filter((id) => team.includes(id));
		}
		default:
			return [];
	}
};

/** Has `playerId` done its part of the open step? */
export const hasActed = (s: MoleState, playerId: string): boolean => {
	switch (s.phase) {
		case 'team':
			return (openProposal(s)?.team ?? null) !== null;
		case 'teamvote':
			return openProposal(s)?.votes[playerId] !== undefined;
		case 'mission':
			return openMission(s)?.choices[playerId] !== undefined;
		case 'vote':
			return openVote(s)?.votes[playerId] !== undefined;
		default:
			return true;
	}
};

/** Present and not excused. */
export const isAwaited = (s: MoleState, playerId: string): boolean => waitsFor(s, playerId);

/** The players the open step still waits for: asked to act, present, not excused, not done yet. */
export const waitingFor = (s: MoleState): string[] =>
	stepPlayers(s).filter((id) => isAwaited(s, id) && !hasActed(s, id));

/** The players the open step no longer waits for (away or excused) and who have not acted. */
export const notWaitingFor = (s: MoleState): string[] =>
	stepPlayers(s).filter((id) => !isAwaited(s, id) && !hasActed(s, id));

/**
 * The step may close before its timer: nobody it waits for still owes, and somebody acted or was
 * excused. A step whose every player is away (the host's network, not theirs, may be down) closes
 * only by its timer. A step that asks nobody (a mission whose whole team left) closes at once.
 */
export const stepSettled = (s: MoleState): boolean => {
	const asked = stepPlayers(s);
	if (asked.length === 0) return true;
	const owed = asked.filter((id) => isAwaited(s, id));
	return (
		owed.every((id) => hasActed(s, id)) && (owed.length > 0 || asked.some((id) => s.excused.includes(id)))
	);
};
