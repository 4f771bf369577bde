import { z } from 'zod';

/**
 * Row shapes of every table, validated at the edges where rows come from outside the app
 * (data import) or from an older version. The `data` payloads are validated again by the owning repo.
 */
const json = z.unknown();

export const RowSchemas = {
	settings: z.object({ key: z.string().min(1), value: json }),
	packs: z.object({
		id: z.string().min(1),
		kind: z.string().min(1),
		language: z.string().min(2),
		name: z.string(),
		importedAt: z.number(),
		data: json
	}),
	usage: z.object({ key: z.string().min(1), packId: z.string(), count: z.number().int().nonnegative() }),
	lobbies: z.object({
		id: z.string().min(1),
		mode: z.string(),
		status: z.enum(['open', 'playing', 'finished']),
		updatedAt: z.number(),
		finishedAt: z.number().nullable(),
		data: json
	}),
	lobbyEvents: z.object({
		seq: z.number().int().optional(),
		lobbyId: z.string(),
		at: z.number(),
		data: json
	}),
	seats: z.object({ code: z.string().min(1), updatedAt: z.number(), data: json }),
	sessions: z.object({
		id: z.string().min(1),
		mode: z.enum(['nhie', 'quiz', 'safe', 'mole', 'pirate']),
		ref: z.string(),
		status: z.enum(['active', 'finished', 'abandoned']),
		startedAt: z.number(),
		updatedAt: z.number(),
		finishedAt: z.number().nullable().default(null),
		data: json
	}),
	scenarioSessions: z.object({
		id: z.string().min(1),
		scenarioId: z.string().min(1),
		language: z.string().min(2),
		startedAt: z.number(),
		endedAt: z.number().nullable(),
		turns: z.number().int().nonnegative(),
		lastScore: json,
		data: json
	}),
	scenarioResponses: z.object({
		id: z.number().int().optional(),
		sessionId: z.string().min(1),
		afterPlayerTurn: z.number().int().nonnegative(),
		kind: z.enum(['interval', 'forced', 'final']),
		at: z.number(),
		score: json
	}),
	groupTables: z.object({ id: z.string().min(1), updatedAt: z.number(), data: json })
} as const;
