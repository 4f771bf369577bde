/**
 * The game folder of each lobby mode (docs/architecture.md "The map"): a mode's views are found by
 * path, `src/lib/games/<game>/views/`. The mode names are the wire's and the saved lobbies' (a lobby
 * row keeps its mode), so the group table keeps its short mode name `table`.
 */
export const GAME_OF_MODE: Readonly<Record<string, string>> = {
	nhie: 'nhie',
	mole: 'mole',
	table: 'session-zero-table'
};

/** The path of a mode's view component `name` (e.g. `GuestView`), or null for an unknown mode. */
export const modeViewPath = (mode: string, name: string): string | null => {
	const game = Object.hasOwn(GAME_OF_MODE, mode) ? GAME_OF_MODE[mode] : null;
	return game ? `/src/lib/games/${game}/views/${name}.svelte` : null;
};
