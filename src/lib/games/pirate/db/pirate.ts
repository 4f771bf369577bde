import { PirateGameSchema, type PirateGame } from '$lib/games/pirate/engine';
import { db, hasDatabase, type SessionRow } from '$lib/db/db';

/**
 * Pirate games (document scope) in the `sessions` table with mode 'pirate', ref = difficulty.
 * `data` is the whole game, validated on write and on read; a row that no longer validates is
 * skipped rather than crashing the history list.
 */
const statusOf = (game: PirateGame): SessionRow['status'] =>
	game.status === 'playing' ? 'active' : game.status === 'won' ? 'finished' : 'abandoned';

export const saveGame = async (game: PirateGame, now: number): Promise<void> => {
	const data = PirateGameSchema.parse(game);
	await db().sessions.put({
		id: data.id,
		mode: 'pirate',
		ref: data.difficulty,
		status: statusOf(data),
		startedAt: data.startedAt,
		updatedAt: now,
		finishedAt: statusOf(data) === 'finished' ? (data.finishedAt ?? now) : null,
		data
	});
};

const parseRow = (row: SessionRow | undefined): PirateGame | null => {
	if (!row || row.mode !== 'pirate') return null;
	const parsed = PirateGameSchema.safeParse(row.data);
	return parsed.success ? parsed.data : null;
};

export const getGame = async (id: string): Promise<PirateGame | null> =>
	parseRow(await db().sessions.get(id));

/** Newest first. */
export const listGames = async (limit = 50): Promise<PirateGame[]> => {
	if (!(await hasDatabase())) return []; // nothing played yet (docs/architecture.md "How a start page starts")
	const rows = await db().sessions.where('mode').equals('pirate').toArray();
	return rows
		.sort((a, b) => b.updatedAt - a.updatedAt)
		.map(parseRow)
		.filter((g): g is PirateGame => g !== null)
		.slice(0, limit);
};

/** The newest unfinished game, to resume after a reload. */
export const latestActiveGame = async (): Promise<PirateGame | null> =>
	(await listGames(200)).find((g) => g.status === 'playing') ?? null;

export const deleteGame = async (id: string): Promise<void> => {
	const row = await db().sessions.get(id);
	if (row?.mode === 'pirate') await db().sessions.delete(id);
};
