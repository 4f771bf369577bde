/**
 * How many rounds a game has (issue 5 §3): the settings schema's bounds, kept without zod so the
 * host's setup form checks them without loading it (issue 18).
 */
export const NHIE_ROUNDS = { min: 10, max: 50, default: 20 } as const;

/** A whole number of rounds within the bounds. */
export const roundsInBounds = (rounds: number): boolean =>
	Number.isInteger(rounds) && rounds >= NHIE_ROUNDS.min && rounds <= NHIE_ROUNDS.max;
