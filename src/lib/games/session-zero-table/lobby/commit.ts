import { tableResults, type TableState } from '$lib/games/session-zero-table/engine';
import { saveSessionZeroTable, type SessionZeroTable } from '$lib/games/session-zero-table/db/group-table';
import type { LobbyRecord, ModeCommit } from '$lib/lobby/store';

/**
 * What a "Session zero for a group" lobby keeps (docs/session-zero.md "Session zero for a group"): the GM's table in `groupTables` — the
 * same row `/quiz/table` opens, so it is kept, listed and exported with the rest of the data. Written
 * inside the lobby record's transaction whenever the results, the name, the anonymity or the GM's safety tools changed
 * between the record on disk and the new one (a reloaded host writes nothing again).
 */
const gameOf = (record: LobbyRecord | null): TableState | null =>
	record?.mode === 'table' && record.game ? (record.game as TableState) : null;

/** The GM's saved table of a lobby: one row per lobby, its done players' results in seating order. */
export const sessionZeroTableRowOf = (record: LobbyRecord): SessionZeroTable | null => {
	const s = gameOf(record);
	if (!s) return null;
	return {
		id: `lobby-${record.code}-${record.createdAt}`,
		name: s.name,
		anonymous: s.anonymous,
		tools: s.tools ?? null,
		createdAt: record.createdAt,
		players: tableResults(s.players)
	};
};

export const sessionZeroTableCommit: ModeCommit = async (prev, next) => {
	const row = sessionZeroTableRowOf(next);
	if (!row || !row.players.length) return;
	const before =
		prev?.code === next.code && prev.createdAt === next.createdAt ? sessionZeroTableRowOf(prev) : null;
	if (before && JSON.stringify(before) === JSON.stringify(row)) return;
	await saveSessionZeroTable(row, gameOf(next)!.updatedAt);
};
