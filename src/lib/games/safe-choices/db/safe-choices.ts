import Dexie from 'dexie';
import { z } from 'zod';
import {
	ASSESSMENT_KINDS,
	DIMENSION_MAX,
	DIMENSIONS,
	RISK_LEVELS,
	type RiskAssessment
} from '$lib/games/safe-choices/engine';
import { db, hasDatabase, type ScenarioResponseRow, type ScenarioSessionRow } from '$lib/db/db';
import { toScenarioRows } from './migrate';

/**
 * Safe-choices attempts (document scope), safe-choices.md "Storage (Dexie)": one `scenarioSessions` row
 * (scenarioId, language, startedAt, endedAt, turns, lastScore; `data` = outcome and transcript) and
 * one `scenarioResponses` row per assessment (afterPlayerTurn, kind, at, score). Rows are validated
 * on write and read; a session row that no longer validates is skipped with its attempt, a response
 * row that no longer validates is left out of its attempt.
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
	guards: z.array(z.string()),
	/** Rows saved before dimensions could be unshown have none: every dimension counted as shown. */
	notShown: z.array(z.enum(DIMENSIONS)).optional()
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
	transcript: z.array(
		z.object({ role: z.enum(['npc', 'player']), text: z.string(), action: z.literal('leave').optional() })
	),
	assessments: z.array(ScenarioResponseSchema),
	lastScore: RiskAssessmentSchema.nullable(),
	/** The character's seed (safe-choices.md "Try that turn again"); none: its start time. */
	seed: z.number().int().optional(),
	/** A turn tried again: the attempt it came from and the player turn it replays. */
	from: z.object({ attemptId: z.string().min(1), turn: z.number().int().min(1) }).optional()
});
export type SafeAttempt = z.infer<typeof SafeAttemptSchema>;

const SessionRowSchema = z.object({
	id: z.string().min(1),
	scenarioId: z.string().min(1),
	language: SafeAttemptSchema.shape.language,
	startedAt: z.number(),
	endedAt: z.number().nullable(),
	turns: SafeAttemptSchema.shape.turns,
	lastScore: RiskAssessmentSchema.nullable(),
	data: SafeAttemptSchema.pick({ outcome: true, transcript: true, seed: true, from: true })
});
const ResponseRowSchema = ScenarioResponseSchema.extend({ sessionId: z.string().min(1) });

/** Writes the attempt and replaces its responses in one transaction (all or nothing). */
export const saveAttempt = async (attempt: SafeAttempt): Promise<void> => {
	const parsed = SafeAttemptSchema.parse(attempt);
	const { session, responses } = toScenarioRows(parsed);
	// the seed and the origin of a turn tried again ride in `data` (no index needs them)
	const { seed, from } = parsed;
	if (seed !== undefined || from)
		session.data = {
			...(session.data as object),
			...(seed !== undefined ? { seed } : {}),
			...(from ? { from } : {})
		};
	const d = db();
	await d.transaction('rw', d.scenarioSessions, d.scenarioResponses, async () => {
		await d.scenarioSessions.put(session);
		await d.scenarioResponses.where('sessionId').equals(session.id).delete();
		await d.scenarioResponses.bulkAdd(responses);
	});
};

/** Rebuilds an attempt from its rows; responses come in the order they were added. */
const toAttempt = (
	row: ScenarioSessionRow,
	responses: readonly ScenarioResponseRow[]
): SafeAttempt | null => {
	const parsed = SessionRowSchema.safeParse(row);
	if (!parsed.success) return null;
	const { data, ...s } = parsed.data;
	const ordered = [...responses].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
	const assessments = ordered.flatMap((r) => {
		const ok = ResponseRowSchema.safeParse(r);
		if (!ok.success) return [];
		const { sessionId: _s, ...response } = ok.data;
		return [response];
	});
	return {
		id: s.id,
		scenarioId: s.scenarioId,
		language: s.language,
		startedAt: s.startedAt,
		endedAt: s.endedAt,
		turns: s.turns,
		outcome: data.outcome,
		transcript: data.transcript,
		assessments,
		lastScore: s.lastScore,
		...(data.seed !== undefined ? { seed: data.seed } : {}),
		...(data.from ? { from: data.from } : {})
	};
};

export const getAttempt = async (id: string): Promise<SafeAttempt | null> => {
	const d = db();
	return d.transaction('r', d.scenarioSessions, d.scenarioResponses, async () => {
		const row = await d.scenarioSessions.get(id);
		return row ? toAttempt(row, await d.scenarioResponses.where('sessionId').equals(id).toArray()) : null;
	});
};

/** Attempts at one scenario (or all), oldest first. */
export const listAttempts = async (scenarioId?: string): Promise<SafeAttempt[]> => {
	if (!(await hasDatabase())) return []; // nothing played yet (docs/architecture.md "How a start page starts")
	const d = db();
	return d.transaction('r', d.scenarioSessions, d.scenarioResponses, async () => {
		const rows = scenarioId
			? await d.scenarioSessions
					.where('[scenarioId+startedAt]')
					.between([scenarioId, Dexie.minKey], [scenarioId, Dexie.maxKey])
					.toArray()
			: await d.scenarioSessions.orderBy('startedAt').toArray();
		const responses = await d.scenarioResponses
			.where('sessionId')
			.anyOf(rows.map((r) => r.id))
			.toArray();
		const bySession = new Map<string, ScenarioResponseRow[]>();
		for (const r of responses) {
			const list = bySession.get(r.sessionId);
			if (list) list.push(r);
			else bySession.set(r.sessionId, [r]);
		}
		return rows
			.map((row) => toAttempt(row, bySession.get(row.id) ?? []))
			.filter((a): a is SafeAttempt => a !== null);
	});
};

export const deleteAttempt = async (id: string): Promise<void> => {
	const d = db();
	await d.transaction('rw', d.scenarioSessions, d.scenarioResponses, async () => {
		await d.scenarioResponses.where('sessionId').equals(id).delete();
		await d.scenarioSessions.delete(id);
	});
};
