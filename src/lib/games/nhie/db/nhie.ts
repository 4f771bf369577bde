import { z } from 'zod';
import { TONES } from '$lib/games/nhie/engine';
import { db, hasDatabase } from '$lib/db/db';
import { readSetting, writeSetting, type SettingsStore } from '$lib/db/repos/settings';

/**
 * "Never have I ever" storage: device-wide `times_used` counters (seed 000, document scope), finished
 * games in `sessions` (mode 'nhie'), and the host's NSFW / age confirmation (session scope).
 */
const usageKey = (packId: string, questionId: string) => `${packId}:${questionId}`;

export const loadTimesUsed = async (packId: string): Promise<Record<string, number>> => {
	if (!(await hasDatabase())) return {}; // nothing played yet (docs/architecture.md "How a start page starts")
	const rows = await db().usage.where('packId').equals(packId).toArray();
	const out: Record<string, number> = {};
	for (const row of rows) {
		const id = row.key.slice(packId.length + 1);
		if (Number.isInteger(row.count) && row.count > 0) out[id] = row.count;
	}
	return out;
};

export const incrementTimesUsed = async (packId: string, questionId: string): Promise<void> => {
	const d = db();
	const key = usageKey(packId, questionId);
	await d.transaction('rw', d.usage, async () => {
		const row = await d.usage.get(key);
		await d.usage.put({ key, packId, count: (row?.count ?? 0) + 1 });
	});
};

export const NhieSessionSchema = z.object({
	id: z.string().min(1),
	kind: z.enum(['lobby', 'pass']),
	packId: z.string().min(1),
	language: z.string(),
	nsfw: z.boolean(),
	startedAt: z.number(),
	finishedAt: z.number(),
	history: z.array(
		z.object({
			round: z.int(),
			tone: z.enum(TONES),
			intensity: z.int(),
			boldness: z.number(),
			have_ratio: z.number().nullable(),
			de_escalated: z.boolean(),
			text: z.string()
		})
	)
});
export type NhieSession = z.infer<typeof NhieSessionSchema>;

export const saveNhieSession = async (session: NhieSession): Promise<void> => {
	const data = NhieSessionSchema.parse(session);
	await db().sessions.put({
		id: data.id,
		mode: 'nhie',
		ref: data.packId,
		status: 'finished',
		startedAt: data.startedAt,
		updatedAt: data.finishedAt,
		finishedAt: data.finishedAt,
		data
	});
};

export const listNhieSessions = async (): Promise<NhieSession[]> => {
	const rows = await db().sessions.where('mode').equals('nhie').toArray();
	return rows
		.map((r) => NhieSessionSchema.safeParse(r.data))
		.flatMap((p) => (p.success ? [p.data] : []))
		.sort((a, b) => b.finishedAt - a.finishedAt);
};

/** The host's NSFW choice and when the age gate was passed (never sent to a peer). */
export const NhieAdultSchema = z.object({ nsfw: z.boolean(), adultConfirmedAt: z.number().nullable() });
export type NhieAdult = z.infer<typeof NhieAdultSchema>;
export const NHIE_ADULT_KEY = 'nhie.adult';

/** The NSFW choice over a settings store (IndexedDB in the app, memory in tests). */
export const nhieAdultOver = (settings: SettingsStore) => ({
	read: (): Promise<NhieAdult> =>
		settings.read(NHIE_ADULT_KEY, NhieAdultSchema, { nsfw: false, adultConfirmedAt: null }),
	write: (value: NhieAdult): Promise<void> => settings.write(NHIE_ADULT_KEY, NhieAdultSchema, value)
});

const dexieAdult = nhieAdultOver({ read: readSetting, write: writeSetting });
export const readNhieAdult = dexieAdult.read;
export const writeNhieAdult = dexieAdult.write;
