import { shuffle, type PrngState } from '$lib/engines/kit/prng';
import { SKIP, type MolePlayer, type MoleState, type Winner, type WinReason } from './state';
import type { Role } from './types';

/** mole.md "The game": 4–12 players; 1 mole for 4–7, 2 for 8–12. */
export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 12;
export const moleCount = (players: number): number => (players >= 8 ? 2 : 1);

/** Mission team size: 2 for 4–5 players, 3 for 6–8, 4 for 9–12 (players still in the game). */
export const teamSize = (players: number): number =>
	Math.min(players, players <= 5 ? 2 : players <= 8 ? 3 : 4);

/** Moles win after this many sabotaged missions. */
export const SABOTAGES_TO_WIN = 3;

export const assignRoles = (ids: readonly string[], rng: PrngState): [Record<string, Role>, PrngState] => {
	const [order, next] = shuffle(ids, rng);
	const moles = new Set(order.slice(0, moleCount(ids.length)));
	return [Object.fromEntries(ids.map((id) => [id, moles.has(id) ? 'mole' : 'crew'])), next];
};

/** mole.md "Team": after this many rejected teams in a round the moles score the mission. */
export const MAX_REJECTIONS = 5;

/** A team is approved by a strict majority of the players still in (a missing vote approves). */
export const teamApproved = (
	votes: Record<string, 'approve' | 'reject'>,
	voters: readonly string[]
): boolean => voters.filter((v) => (votes[v] ?? 'approve') === 'approve').length * 2 > voters.length;

export const activePlayers = (state: Pick<MoleState, 'players'>): MolePlayer[] =>
	state.players.filter((p) => p.status === 'in');

/** Strict majority of the players still in: votes for one player > half of them; else no one. */
export const tallyVotes = (votes: Record<string, string>, voters: readonly string[]) => {
	const counts: Record<string, number> = {};
	for (const voter of voters) {
		const target = votes[voter] ?? SKIP;
		counts[target] = (counts[target] ?? 0) + 1;
	}
	let banished: string | null = null;
	for (const [target, n] of Object.entries(counts)) {
		if (target !== SKIP && n * 2 > voters.length) banished = target;
	}
	return { counts, banished };
};

export const sabotagedMissions = (state: Pick<MoleState, 'missions'>): number =>
	state.missions.filter((m) => (m.sabotages ?? 0) > 0).length;

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
