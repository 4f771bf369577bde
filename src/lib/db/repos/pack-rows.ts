import { db, hasDatabase, type PackRow } from '../db';

/**
 * The imported packs as stored (document scope): listed and deleted without the importer's schemas
 * of every pack kind (packs.ts), so a mode page that lists its imported packs loads only its own
 * (docs/architecture.md "How a start page starts").
 */
export const listCustomPacks = async (kind?: string): Promise<PackRow[]> => {
	if (!(await hasDatabase())) return []; // nothing imported yet (docs/architecture.md "How a start page starts")
	return kind ? db().packs.where('kind').equals(kind).toArray() : db().packs.toArray();
};

export const deleteCustomPack = (id: string): Promise<void> => db().packs.delete(id);
