import { z } from 'zod';
import { CAPTAIN_ID } from '$lib/games/pirate/engine/captain-schema';
import { withBeaten } from '$lib/games/pirate/engine/ladder';
import { db, hasDatabase } from '$lib/db/db';

/**
 * docs/pirate.md "The ladder": the captains this device has beaten, kept in Dexie (document scope:
 * the player's own progress, exported and deleted with "Your data"). One row of the `settings`
 * table under `LADDER_KEY`, validated on write and on read; a row that does not validate (an older
 * or hand-edited one) is dropped — the ladder starts again from its first captain — and the reason
 * is said, never thrown.
 */
export const LADDER_KEY = 'pirate-ladder';

export const LadderProgressSchema = z.object({
	v: z.literal(1),
	/** captain ids, in the order they were first beaten */
	beaten: z.array(z.string().regex(CAPTAIN_ID)).max(100)
});
export type LadderProgress = z.infer<typeof LadderProgressSchema>;

/** `dropped`: why a saved row was thrown away (null: it read, or there was none). */
export type LadderRead = { beaten: string[]; dropped: string | null };

const EMPTY: LadderRead = { beaten: [], dropped: null };

const parse = (value: unknown): LadderRead => {
	const parsed = LadderProgressSchema.safeParse(value);
	if (parsed.success) return { beaten: parsed.data.beaten, dropped: null };
	const issue = parsed.error.issues[0];
	const path = issue?.path.length ? `${issue.path.join('.')}: ` : '';
	return { beaten: [], dropped: `${path}${issue?.message ?? 'not a ladder'}` };
};

/** The captains beaten so far; a bad row is deleted here, and why is returned. */
export const readLadder = async (): Promise<LadderRead> => {
	if (!(await hasDatabase())) return EMPTY; // nothing saved yet (docs/architecture.md "How a start page starts")
	const row = await db().settings.get(LADDER_KEY);
	if (!row) return EMPTY;
	const read = parse(row.value);
	if (read.dropped) await db().settings.delete(LADDER_KEY);
	return read;
};

/** Records a captain beaten (once) and returns every captain beaten; a bad row is replaced. */
export const beatCaptain = async (id: string): Promise<string[]> =>
	db().transaction('rw', db().settings, async () => {
		const row = await db().settings.get(LADDER_KEY);
		const beaten = withBeaten(row ? parse(row.value).beaten : [], id);
		await db().settings.put({ key: LADDER_KEY, value: LadderProgressSchema.parse({ v: 1, beaten }) });
		return beaten;
	});
