import { shuffle, type PrngState } from '$lib/engines/kit/prng';
import { moleCount, tableTeamSize } from './table';
import { SKIP, type MolePlayer, type MoleState, type Winner, type WinReason } from './state';
import type { Role } from './types';

/** mole.md "The game": 4–12 players; moles and team sizes from the published table (table.ts). */
export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 12;
export { moleCount };

/**
 * The team size of `mission` at a table of `seats` players (table.ts), never more than the
 * `available` players (a table shrunk by banishments, or by players away).
 */
export const teamSize = (seats: number, mission: number, available = seats): number =>
	Math.min(available, tableTeamSize(seats, mission));

/** Moles win after this many sabotaged missions. */
export const SABOTAGES_TO_WIN = 3;

export const assignRoles = (ids: readonly string[], rng: PrngState): [Record<string, Role>, PrngState] => {
	const [order, next] = shuffle(ids, rng);
	const moles = new Set(order.slice(0, moleCount(ids.length)));
	return [Object.fromEntries(ids.map((id) => [id, moles.has(id) ? 'mole' : 'crew'])), next];
};

/** mole.md "Team": after this many rejected teams in a round the moles score the mission. */
export const MAX_REJECTIONS = 5;

/**
 * docs/mole.md "Team": a strict majority of the votes cast approves. Nobody votes for a player
 * who did not (away, excused or out of time): a missing vote is an abstention, never an approval.
 * With no vote cast at all nobody objected, and the team goes (the spec is silent; a table that
 * slept through the vote must not hand the moles a forfeit).
 */
export const teamApproved = (votes: Readonly<Record<string, 'approve' | 'reject'>>): boolean => {
	const cast = Object.values(votes);
	return cast.length === 0 || cast.filter((v) => v === 'approve').length * 2 > cast.length;
};

export const activePlayers = (state: Pick<MoleState, 'players'>): MolePlayer[] =>
	state.players.filter((p) => p.status === 'in');

/**
 * docs/mole.md "Vote": a strict majority of the votes cast (a skip is a vote) banishes; a player who
 * did not vote abstains and is counted nowhere. Only the votes of `voters` (players still in) count.
 */
export const tallyVotes = (votes: Readonly<Record<string, string>>, voters: readonly string[]) => {
	const counts: Record<string, number> = {};
	let cast = 0;
	for (const voter of voters) {
		const target = votes[voter];
		if (target === undefined) continue;
		cast++;
		counts[target] = (counts[target] ?? 0) + 1;
	}
	let banished: string | null = null;
	for (const [target, n] of Object.entries(counts)) {
		if (target !== SKIP && n * 2 > cast) banished = target;
	}
	return { counts, banished };
};

/** A mission fails with its table's sabotages (two for the fourth from 7 players), or forfeited. */
export const missionFailed = (m: { sabotages: number | null; needed?: number; forfeit: boolean }): boolean =>
	m.forfeit || (m.sabotages ?? 0) >= (m.needed ?? 1);

export const sabotagedMissions = (state: Pick<MoleState, 'missions'>): number =>
	state.missions.filter((m) => m.sabotages !== null && missionFailed(m)).length;

/**
 * mole.md win conditions. `afterVote` adds the end-of-game rule: the last round's vote ends
 * with a mole still in → moles win.
 */
export const checkWinner = (
	state: MoleState,
	afterLastVote: boolean
): { winner: Winner; reason: WinReason } | null => {
	const active = activePlayers(state);
	const moles = active.filter((p) => p.role === 'mole').length;
	const crew = active.length - moles;
	if (moles === 0) return { winner: 'crew', reason: 'moles_banished' };
	if (sabotagedMissions(state) >= SABOTAGES_TO_WIN) return { winner: 'moles', reason: 'sabotages' };
	if (moles >= crew) return { winner: 'moles', reason: 'outnumbered' };
	if (afterLastVote) return { winner: 'moles', reason: 'rounds_over' };
	return null;
};
