/**
 * docs/mole.md "The table": mole counts and mission team sizes per number of players, from The
 * Resistance's published table (Don Eskridge, The Resistance, Indie Boards & Cards, 2009: the rule
 * sheet's "Players / Spies / Mission team sizes" table). 5 players: 2 moles, teams 2-3-2-3-3; from
 * 7 players the fourth mission needs two sabotages. The Resistance starts at 5; for 4 the spec sets
 * 1 mole and 2-2-2-3-3, and for 11–12 (Resistance: 10 players, 4 spies) 4 moles and 3-4-4-5-5.
 */
export type TableRow = {
	moles: number;
	/** Team size of missions 1–5 (a sixth round and later play mission 5's size). */
	teams: readonly [number, number, number, number, number];
	/** Sabotages that make each of missions 1–5 fail. */
	needed: readonly [number, number, number, number, number];
};

const ONE = [1, 1, 1, 1, 1] as const;
const FOURTH_TWO = [1, 1, 1, 2, 1] as const;

const TABLE: Readonly<Record<number, TableRow>> = {
	4: { moles: 1, teams: [2, 2, 2, 3, 3], needed: ONE },
	5: { moles: 2, teams: [2, 3, 2, 3, 3], needed: ONE },
	6: { moles: 2, teams: [2, 3, 4, 3, 4], needed: ONE },
	7: { moles: 3, teams: [2, 3, 3, 4, 4], needed: FOURTH_TWO },
	8: { moles: 3, teams: [3, 4, 4, 5, 5], needed: FOURTH_TWO },
	9: { moles: 3, teams: [3, 4, 4, 5, 5], needed: FOURTH_TWO },
	10: { moles: 4, teams: [3, 4, 4, 5, 5], needed: FOURTH_TWO },
	11: { moles: 4, teams: [3, 4, 4, 5, 5], needed: FOURTH_TWO },
	12: { moles: 4, teams: [3, 4, 4, 5, 5], needed: FOURTH_TWO }
};

/** The table's smallest and largest rows; the sim may seat fewer or more (nearest row). */
export const TABLE_MIN = 4;
export const TABLE_MAX = 12;

/** The row for a table of `seats` players (seats at the start: banishments never change it). */
export const tableRow = (seats: number): TableRow => TABLE[Math.min(TABLE_MAX, Math.max(TABLE_MIN, seats))];

const missionIndex = (mission: number) => Math.min(4, Math.max(0, mission - 1));

/** The table's team size of `mission` (1-based) for `seats` players. */
export const tableTeamSize = (seats: number, mission: number): number =>
	tableRow(seats).teams[missionIndex(mission)];

/** Sabotages that make `mission` fail for `seats` players (2 for the fourth from 7 players). */
export const sabotagesNeeded = (seats: number, mission: number): number =>
	tableRow(seats).needed[missionIndex(mission)];

/** Moles at a table of `seats` (the sim's 1–3 players: one mole, never more than the crew). */
export const moleCount = (seats: number): number =>
	Math.min(tableRow(seats).moles, Math.max(1, Math.floor((seats - 1) / 2)));

/** The table for a game of `seats` players and `rounds` missions (the sim's `setup`). */
export const setupOf = (seats: number, rounds: number) => {
	const missions = Array.from({ length: rounds }, (_, i) => i + 1);
	return {
		moles: moleCount(seats),
		team_sizes: missions.map((n) => Math.min(seats, tableTeamSize(seats, n))),
		sabotages_needed: missions.map((n) => sabotagesNeeded(seats, n))
	};
};
