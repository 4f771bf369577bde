/**
 * Engine name → module under src/lib/sim/. Each module default-exports a SimEngine (types.ts).
 * Loaded lazily so one engine's runner never pays for another's packs.
 */
export const SIM_ENGINES = {
	escalation: () => import('./nhie'),
	questionnaire: () => import('./session-zero'),
	'questionnaire-group': () => import('./session-zero-table'),
	risk: () => import('./safe-choices'),
	pirate: () => import('./pirate'),
	'pirate-validate': () => import('./pirate-validate'),
	deduction: () => import('./mole'),
	'content-filter': () => import('./content-filter'),
	'lobby-name': () => import('./lobby-name')
};

export type SimEngineName = keyof typeof SIM_ENGINES;
