import { z } from 'zod';
import { ANOMALIES, MOODS, ROLES } from '$lib/games/mole/engine/types';
import { WIN_REASONS } from '$lib/games/mole/engine/state';
import { db } from '$lib/db/db';

/**
 * Finished games of "The mole" in `sessions` (mode 'mole', document scope): who played which role,
 * who won, and the narrator's public timeline. Written by the host when the game ends.
 */
export const MoleSessionSchema = z.object({
	id: z.string().min(1),
	code: z.string().min(1),
	persona: z.string().min(2),
	rounds: z.int().min(1),
	startedAt: z.number(),
	finishedAt: z.number(),
	winner: z.enum(['crew', 'moles']),
	winReason: z.enum(WIN_REASONS),
	players: z.array(
		z.object({
			id: z.string(),
			name: z.string(),
			role: z.enum(ROLES),
			status: z.enum(['in', 'banished', 'left'])
		})
	),
	missions: z.array(z.object({ round: z.int(), teamSize: z.int(), sabotages: z.int() })),
	timeline: z.array(
		z.object({
			round: z.int(),
			slot: z.int(),
			mood: z.enum(MOODS),
			action: z.enum(['accusation', 'gapfill', 'none']),
			target: z.string().nullable(),
			anomaly: z.enum(ANOMALIES).nullable(),
			text: z.string().nullable()
		})
	)
});
export type MoleSession = z.infer<typeof MoleSessionSchema>;

export const saveMoleSession = async (session: MoleSession): Promise<void> => {
	const data = MoleSessionSchema.parse(session);
	await db().sessions.put({
		id: data.id,
		mode: 'mole',
		ref: data.persona,
		status: 'finished',
		startedAt: data.startedAt,
		updatedAt: data.finishedAt,
		finishedAt: data.finishedAt,
		data
	});
};

/** Every valid finished game, newest first (rows that fail validation are skipped, not fatal). */
export const listMoleSessions = async (): Promise<MoleSession[]> => {
	const rows = await db().sessions.where('mode').equals('mole').toArray();
	return rows
		.map((r) => MoleSessionSchema.safeParse(r.data))
		.flatMap((p) => (p.success ? [p.data] : []))
		.sort((a, b) => b.finishedAt - a.finishedAt);
};
