/**
 * Engine name → module under src/lib/sim/. Each module default-exports a SimEngine (types.ts).
 * Loaded lazily so one engine's runner never pays for another's packs.
 */
export const SIM_ENGINES = {
	escalation: () => import('./escalation'),
	questionnaire: () => import('./questionnaire'),
	'questionnaire-group': () => import('./questionnaire-group'),
	risk: () => import('./risk'),
	pirate: () => import('./pirate'),
	'pirate-validate': () => import('./pirate-validate'),
	deduction: () => import('./deduction'),
	'content-filter': () => import('./content-filter'),
	'lobby-name': () => import('./lobby-name'),
	acts: () => import('./acts')
};

export type SimEngineName = keyof typeof SIM_ENGINES;
