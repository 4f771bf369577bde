import { z } from 'zod';
import { ASSESSMENT_KINDS, DIMENSION_MAX, RISK_LEVELS, type RiskAssessment } from '$lib/engines/risk';
import { db, type SessionRow } from '../db';

/**
 * Safe-choices attempts (document scope) in the `sessions` table: mode 'safe', ref = scenario id.
 * One row holds risk.md's `scenarioSessions` fields (scenarioId, language, startedAt, endedAt,
 * turns, lastScore) and its `scenarioResponses` (afterPlayerTurn, kind, score) as `assessments`.
 * Rows are validated on write and read; a row that no longer validates is skipped.
 */
const points = (max: number) => z.number().int().min(0).max(max);
const DimensionsSchema = z.object({
	recognition: points(DIMENSION_MAX.recognition),
	boundaries: points(DIMENSION_MAX.boundaries),
	communication: points(DIMENSION_MAX.communication),
	safety: points(DIMENSION_MAX.safety)
});

export const RiskAssessmentSchema = z.object({
	afterPlayerTurn: z.number().int().min(0),
	kind: z.enum(ASSESSMENT_KINDS),
	dimensions: DimensionsSchema,
	total: z.number().int().min(0).max(100),
	riskScore: z.number().int().min(0).max(100),
	riskLevel: z.enum(RISK_LEVELS),
	confidence: z.number().int().min(0).max(100),
	notes: z.string(),
	source: z.enum(['llm', 'heuristic']),
	guards: z.array(z.string())
}) satisfies z.ZodType<RiskAssessment>;

export const ScenarioResponseSchema = z.object({
	afterPlayerTurn: z.number().int().min(0),
	kind: z.enum(ASSESSMENT_KINDS),
	at: z.number(),
	score: RiskAssessmentSchema
});
export type ScenarioResponse = z.infer<typeof ScenarioResponseSchema>;

export const ATTEMPT_OUTCOMES = ['playing', 'gave_up', 'left', 'max_turns', 'abandoned'] as const;

export const SafeAttemptSchema = z.object({
	id: z.string().min(1),
	scenarioId: z.string().min(1),
	language: z.enum(['en', 'ru']),
	startedAt: z.number(),
	endedAt: z.number().nullable(),
	/** Player turns so far. */
	turns: z.number().int().min(0),
	outcome: z.enum(ATTEMPT_OUTCOMES),
	transcript: z.array(z.object({ role: z.enum(['npc', 'player']), text: z.string() })),
	assessments: z.array(ScenarioResponseSchema),
	lastScore: RiskAssessmentSchema.nullable()
});
export type SafeAttempt = z.infer<typeof SafeAttemptSchema>;

const statusOf = (a: SafeAttempt): SessionRow['status'] =>
	a.outcome === 'playing' ? 'active' : a.outcome === 'abandoned' ? 'abandoned' : 'finished';

export const saveAttempt = async (attempt: SafeAttempt, now: number): Promise<void> => {
	const data = SafeAttemptSchema.parse(attempt);
	const status = statusOf(data);
	await db().sessions.put({
		id: data.id,
		mode: 'safe',
		ref: data.scenarioId,
		status,
		startedAt: data.startedAt,
		updatedAt: now,
		finishedAt: status === 'finished' ? (data.endedAt ?? now) : null,
		data
	});
};

const parseRow = (row: SessionRow | undefined): SafeAttempt | null => {
	if (!row || row.mode !== 'safe') return null;
	const parsed = SafeAttemptSchema.safeParse(row.data);
	return parsed.success ? parsed.data : null;
};

export const getAttempt = async (id: string): Promise<SafeAttempt | null> =>
	parseRow(await db().sessions.get(id));

/** Attempts at one scenario (or all), oldest first. */
export const listAttempts = async (scenarioId?: string): Promise<SafeAttempt[]> => {
	const rows = scenarioId
		? await db().sessions.where('[mode+ref]').equals(['safe', scenarioId]).toArray()
		: await db().sessions.where('mode').equals('safe').toArray();
	return rows
		.map(parseRow)
		.filter((a): a is SafeAttempt => a !== null)
		.sort((a, b) => a.startedAt - b.startedAt);
};

export type ProgressPoint = {
	id: string;
	startedAt: number;
	riskScore: number;
	riskLevel: RiskAssessment['riskLevel'];
};

/** risk.md: the risk score of each finished attempt per scenario over time. */
export const progressFor = async (scenarioId: string): Promise<ProgressPoint[]> =>
	(await listAttempts(scenarioId))
		.filter((a) => a.outcome !== 'playing' && a.lastScore)
		.map((a) => ({
			id: a.id,
			startedAt: a.startedAt,
			riskScore: a.lastScore!.riskScore,
			riskLevel: a.lastScore!.riskLevel
		}));

export const deleteAttempt = async (id: string): Promise<void> => {
	const row = await db().sessions.get(id);
	if (row?.mode === 'safe') await db().sessions.delete(id);
};
