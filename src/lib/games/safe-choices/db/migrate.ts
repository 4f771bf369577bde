import { z } from 'zod';
import type { ScenarioResponseRow, ScenarioSessionRow } from '$lib/db/db';

/**
 * Schema v3 (safe-choices.md, "Storage (Dexie)"): a Safe-choices attempt is one `scenarioSessions` row and
 * one `scenarioResponses` row per assessment. Until v2 it was one `sessions` row (mode 'safe',
 * ref = scenario id) with the assessments embedded in `data`. Used by the Dexie upgrade and by the
 * import of an older export, so both move the same rows the same way.
 */

/**
 * The v2 `data` of a 'safe' sessions row, frozen as safe-choices.ts here wrote it (do not follow later
 * changes of the repository). Scores are only required to be objects here: safe-choices.ts validates
 * them fully on read and skips what no longer fits, as it did before.
 */
const ScoreShape = z.looseObject({});
export const V2SafeAttemptSchema = z.object({
	id: z.string().min(1),
	scenarioId: z.string().min(1),
	language: z.enum(['en', 'ru']),
	startedAt: z.number(),
	endedAt: z.number().nullable(),
	turns: z.number().int().min(0),
	outcome: z.enum(['playing', 'gave_up', 'left', 'max_turns', 'abandoned']),
	transcript: z.array(z.object({ role: z.enum(['npc', 'player']), text: z.string() })),
	assessments: z.array(
		z.object({
			afterPlayerTurn: z.number().int().min(0),
			kind: z.enum(['interval', 'forced', 'final']),
			at: z.number(),
			score: ScoreShape
		})
	),
	lastScore: ScoreShape.nullable()
});
export type AttemptFields = z.infer<typeof V2SafeAttemptSchema>;

export type AttemptRows = { session: ScenarioSessionRow; responses: ScenarioResponseRow[] };

/** An attempt as v3 rows; responses keep the attempt's order (they are added in it). */
export const toScenarioRows = (a: AttemptFields): AttemptRows => ({
	session: {
		id: a.id,
		scenarioId: a.scenarioId,
		language: a.language,
		startedAt: a.startedAt,
		endedAt: a.endedAt,
		turns: a.turns,
		lastScore: a.lastScore,
		data: { outcome: a.outcome, transcript: a.transcript }
	},
	responses: a.assessments.map((r) => ({
		sessionId: a.id,
		afterPlayerTurn: r.afterPlayerTurn,
		kind: r.kind,
		at: r.at,
		score: r.score
	}))
});

export type MovedSafeSessions = {
	/** The `sessions` ids that were moved (and must be deleted there). */
	ids: string[];
	scenarioSessions: ScenarioSessionRow[];
	scenarioResponses: ScenarioResponseRow[];
};

type V2Row = { id?: unknown; mode?: unknown; data?: unknown };

/**
 * Splits v2 'safe' sessions rows into v3 rows. A row that is not mode 'safe', whose data does not
 * have the v2 shape, or whose data names another id is left out of `ids`: it stays where it is.
 */
export const moveSafeSessions = (rows: readonly V2Row[]): MovedSafeSessions => {
	const out: MovedSafeSessions = { ids: [], scenarioSessions: [], scenarioResponses: [] };
	for (const row of rows) {
		if (row.mode !== 'safe') continue;
		const parsed = V2SafeAttemptSchema.safeParse(row.data);
		if (!parsed.success || parsed.data.id !== row.id) continue;
		const { session, responses } = toScenarioRows(parsed.data);
		out.ids.push(session.id);
		out.scenarioSessions.push(session);
		out.scenarioResponses.push(...responses);
	}
	return out;
};
