/**
 * How many rounds a game has: the settings schema's bounds, kept without zod so the
 * host's setup form checks them without loading it (docs/architecture.md "How a start page starts").
 */
export const NHIE_ROUNDS = { min: 10, max: 50, default: 20 } as const;

/** A whole number of rounds within the bounds. */
export const roundsInBounds = (rounds: number): boolean =>
	Number.isInteger(rounds) && rounds >= NHIE_ROUNDS.min && rounds <= NHIE_ROUNDS.max;

/**
 * The host's choices of how long a result stands (0: until the host taps "Next question now"); here,
 * without zod, so the setup form offers them without loading the schema.
 */
export const RESULT_HOLDS = [0, 10_000, 30_000] as const;
