/**
 * The pirate's fixed lists and numbers, without zod: the start screen shows them before any game
 * (docs/architecture.md "How a start page starts": the engine and its schemas load when a game starts). schema.ts and merit.ts re-export them.
 */

/** Content languages of the pirate (pirate.md: "English and Polish at least"; Russian too). */
export const PIRATE_LANGUAGES = ['en', 'pl', 'ru'] as const;
export type PirateLanguage = (typeof PIRATE_LANGUAGES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** seed 004 "Compare with Difficulty Threshold": easy 40, medium 60, hard 80. */
export const THRESHOLDS = { easy: 40, medium: 60, hard: 80 } as const satisfies Record<Difficulty, number>;

/** seed 004 "Scoring Components": each component's range. */
export const MERIT_MAX = {
	strategy_variety: 30,
	conversation_depth: 25,
	creativity: 25,
	persistence: 20
} as const;
export type MeritComponent = keyof typeof MERIT_MAX;
export const MERIT_COMPONENTS = Object.keys(MERIT_MAX) as MeritComponent[];
