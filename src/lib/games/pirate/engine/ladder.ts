/**
 * docs/pirate.md "The ladder": captains of rising wariness, unlocked in order. The first is open;
 * beating a captain opens the next one — the ladder is climbed up to one past the highest captain
 * beaten. Pure, and without zod: the start page shows it before any game (docs/architecture.md
 * "How a start page starts").
 */
export type RungState = 'beaten' | 'open' | 'locked';
/** `after`: the captain whose defeat opens this one (null for the first). */
export type Rung = { id: string; state: RungState; after: string | null };

export const ladderOf = (ids: readonly string[], beaten: readonly string[]): Rung[] => {
	const reached = Math.max(0, ...ids.map((id, i) => (beaten.includes(id) ? i + 1 : 0)));
	return ids.map((id, i) => ({
		id,
		state: beaten.includes(id) ? 'beaten' : i <= reached ? 'open' : 'locked',
		after: i > 0 ? ids[i - 1] : null
	}));
};

/** Whether a captain of the ladder may be played now (an id not on the ladder may not). */
export const isOpen = (ids: readonly string[], beaten: readonly string[], id: string): boolean => {
	const rung = ladderOf(ids, beaten).find((r) => r.id === id);
	return rung !== undefined && rung.state !== 'locked';
};

/** The captains beaten after a win over `id` (each id once, in the order they fell). */
export const withBeaten = (beaten: readonly string[], id: string): string[] =>
	beaten.includes(id) ? [...beaten] : [...beaten, id];

/** The captain a win over `id` opened (null: none — the last captain, or one open already). */
export const openedBy = (ids: readonly string[], beaten: readonly string[], id: string): string | null => {
	const before = new Set(
		ladderOf(ids, beaten)
			.filter((r) => r.state !== 'locked')
			.map((r) => r.id)
	);
	return (
		ladderOf(ids, withBeaten(beaten, id)).find((r) => r.state !== 'locked' && !before.has(r.id))?.id ?? null
	);
};

/** The highest open captain not beaten yet: the one the start page offers first. */
export const nextToClimb = (ids: readonly string[], beaten: readonly string[]): string | undefined =>
	ladderOf(ids, beaten).findLast((r) => r.state === 'open')?.id ?? ids.at(-1);
