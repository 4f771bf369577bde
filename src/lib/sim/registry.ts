/**
 * Engine name → module under src/lib/sim/. Each module default-exports a SimEngine (types.ts).
 * Loaded lazily so one engine's runner never pays for another's packs. A game's engine is named
 * as the game (docs/sim.md "Engines").
 */
export const SIM_ENGINES = {
	nhie: () => import('$lib/games/nhie/sim/nhie'),
	'session-zero': () => import('$lib/games/session-zero/sim/session-zero'),
	'session-zero-table': () => import('$lib/games/session-zero-table/sim/session-zero-table'),
	'safe-choices': () => import('$lib/games/safe-choices/sim/safe-choices'),
	pirate: () => import('$lib/games/pirate/sim/pirate'),
	'pirate-validate': () => import('$lib/games/pirate/sim/pirate-validate'),
	mole: () => import('$lib/games/mole/sim/mole'),
	'content-filter': () => import('./content-filter'),
	'lobby-name': () => import('./lobby-name'),
	acts: () => import('./acts')
};

export type SimEngineName = keyof typeof SIM_ENGINES;

/**
 * The names the engines had, after the seeds' engines (docs/sim.md "Engines"): scenario files
 * written with them still run, as the engine of the game.
 */
export const SIM_ALIASES = {
	escalation: 'nhie',
	questionnaire: 'session-zero',
	'questionnaire-group': 'session-zero-table',
	risk: 'safe-choices',
	deduction: 'mole'
} as const satisfies Record<string, SimEngineName>;

export type SimAliasName = keyof typeof SIM_ALIASES;

/** Every name a scenario's `engine` may carry: the engines' names, then their aliases. */
export const SIM_ENGINE_NAMES = [...Object.keys(SIM_ENGINES), ...Object.keys(SIM_ALIASES)] as [
	SimEngineName | SimAliasName,
	...(SimEngineName | SimAliasName)[]
];

/** The engine a scenario's name means (an alias is its game's engine). */
export const simEngineOf = (name: SimEngineName | SimAliasName): SimEngineName =>
	Object.hasOwn(SIM_ALIASES, name) ? SIM_ALIASES[name as SimAliasName] : (name as SimEngineName);
