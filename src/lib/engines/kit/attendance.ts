/**
 * Who a round waits for: a seat the lobby reports away (no heartbeat for ~10 s, or its
 * link closed) or one the host chose not to wait for ("Don't wait for Dee") no longer holds a round;
 * the timer stays the maximum. The lobby hands the away seats in (`LobbyGame.setAway`); the engine
 * keeps both lists in its state, so the rule is pure and a reloaded host resumes it.
 */
export type Attendance = {
	/** Seats the lobby reports away right now. */
	away: string[];
	/** Seats the host chose not to wait for, until they act again. */
	excused: string[];
};

export const waitsFor = (a: Attendance, playerId: string): boolean =>
	!a.away.includes(playerId) && !a.excused.includes(playerId);

export const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
	a.length === b.length && a.every((id) => b.includes(id));

/** The seat acted: the host waits for it again. */
export const actedAgain = (excused: string[], playerId: string): string[] =>
	excused.includes(playerId) ? excused.filter((id) => id !== playerId) : excused;
