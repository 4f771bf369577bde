import { z } from 'zod';
import { SharePayloadSchema } from '$lib/games/session-zero/engine';
import { ChosenToolsSchema } from '$lib/games/session-zero-table/engine/table-schemas';
import { db, hasDatabase, type SessionZeroTableRow } from '$lib/db/db';

/**
 * Session zero tables (docs/session-zero.md "Session zero for a group", document scope) in `groupTables`: the players' share payloads the GM
 * collected, under the names the GM gave them. Validated on write and on read; a row that no longer
 * validates is skipped rather than breaking the list.
 */
export const SessionZeroTableSchema = z.object({
	id: z.string().min(1).max(80),
	name: z.string().max(120),
	/** Show players by name on the group view, or as "Player 1…" (the GM's choice). */
	anonymous: z.boolean(),
	createdAt: z.number(),
	/**
	 * The safety tools the GM chose (docs/session-zero.md "Own Lines, safety tools, access"); null or
	 * absent (a row saved before it was kept) until the GM ticks one: the players' votes suggest.
	 */
	tools: ChosenToolsSchema.optional(),
	players: z.array(z.object({ name: z.string().max(80), payload: SharePayloadSchema })).max(24)
});
export type SessionZeroTable = z.infer<typeof SessionZeroTableSchema>;

export const saveSessionZeroTable = async (table: SessionZeroTable, now: number): Promise<void> => {
	const data = SessionZeroTableSchema.parse(table);
	await db().groupTables.put({ id: data.id, updatedAt: now, data });
};

const parseRow = (
	row: SessionZeroTableRow | undefined
): (SessionZeroTable & { updatedAt: number }) | null => {
	if (!row) return null;
	const parsed = SessionZeroTableSchema.safeParse(row.data);
	return parsed.success ? { ...parsed.data, updatedAt: row.updatedAt } : null;
};

export const getSessionZeroTable = async (id: string) => parseRow(await db().groupTables.get(id));

/** Newest first. */
export const listSessionZeroTables = async (): Promise<(SessionZeroTable & { updatedAt: number })[]> =>
	!(await hasDatabase()) // none collected yet (docs/architecture.md "How a start page starts")
		? []
		: (await db().groupTables.orderBy('updatedAt').reverse().toArray())
				.map(parseRow)
				.filter((t): t is SessionZeroTable & { updatedAt: number } => t !== null);

export const deleteSessionZeroTable = async (id: string): Promise<void> => {
	await db().groupTables.delete(id);
};
