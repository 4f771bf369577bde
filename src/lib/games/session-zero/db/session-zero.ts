import { z } from 'zod';
import { db, hasDatabase, type SessionRow } from '$lib/db/db';

/**
 * Questionnaire runs (document scope) in the `sessions` table with mode 'quiz', ref = pack key
 * (`session-zero.en`). A run is stored as its replay inputs (init + events): the engine is
 * deterministic, so the state is rebuilt exactly on resume.
 */
const EventSchema = z.discriminatedUnion('t', [
	z.object({ t: z.literal('answer'), value: z.union([z.string(), z.number()]), ts: z.number() }),
	z.object({ t: z.literal('see_result') }),
	z.object({ t: z.literal('keep_answering') }),
	z.object({ t: z.literal('flow'), kind: z.enum(['safety', 'format']) })
]);
export const SessionZeroRunRowDataSchema = z.object({
	// `custom`: the packs-table id of an imported questionnaire (absent for the built-in packs)
	pack: z.object({
		id: z.string().min(1),
		language: z.string().min(2),
		custom: z.string().min(1).optional()
	}),
	init: z.object({
		session_id: z.string().min(1),
		ts: z.number(),
		safety: z
			.object({
				lines: z.array(z.string()),
				veils: z.array(z.string()),
				completion_mode: z.enum(['unset', 'partial', 'completed'])
			})
			.optional()
	}),
	events: z.array(EventSchema)
});
export type SessionZeroRunRecord = z.infer<typeof SessionZeroRunRowDataSchema> & {
	id: string;
	status: SessionRow['status'];
};

export const saveSessionZeroRun = async (
	rec: Omit<SessionZeroRunRecord, 'id'> & { id?: string },
	now: number
): Promise<void> => {
	const data = SessionZeroRunRowDataSchema.parse({ pack: rec.pack, init: rec.init, events: rec.events });
	const id = rec.id ?? data.init.session_id;
	const prev = await db().sessions.get(id);
	await db().sessions.put({
		id,
		mode: 'quiz',
		ref: `${data.pack.id}.${data.pack.language}`,
		status: rec.status,
		startedAt: prev?.startedAt ?? data.init.ts,
		updatedAt: now,
		finishedAt: rec.status === 'finished' ? (prev?.finishedAt ?? now) : null,
		data
	});
};

const parseRow = (row: SessionRow | undefined): SessionZeroRunRecord | null => {
	if (!row || row.mode !== 'quiz') return null;
	const parsed = SessionZeroRunRowDataSchema.safeParse(row.data);
	return parsed.success ? { ...parsed.data, id: row.id, status: row.status } : null;
};

export const getSessionZeroRun = async (id: string): Promise<SessionZeroRunRecord | null> =>
	parseRow(await db().sessions.get(id));

/** The newest run that is not abandoned (active or finished with a result), to resume after a reload. */
export const latestSessionZeroRun = async (): Promise<SessionZeroRunRecord | null> => {
	if (!(await hasDatabase())) return null; // nothing saved yet (docs/architecture.md "How a start page starts")
	const rows = await db().sessions.where('mode').equals('quiz').toArray();
	const sorted = rows.filter((r) => r.status !== 'abandoned').sort((a, b) => b.updatedAt - a.updatedAt);
	for (const row of sorted) {
		const rec = parseRow(row);
		if (rec) return rec;
	}
	return null;
};

export const abandonSessionZeroRun = async (id: string): Promise<void> => {
	const row = await db().sessions.get(id);
	if (row?.mode === 'quiz') await db().sessions.update(id, { status: 'abandoned' });
};
