import { z } from 'zod';
import { PrngStateSchema } from '$lib/engines/kit/prng';
import type { NhieGameState } from './game';
import { QuestionSources, type RoundPlan } from './round';
import { TONES } from './tones';
import type { NhieView } from './view';

/**
 * The shapes a lobby reads back or receives (docs/lobby.md "Host durability"): `NhieStateSchema` checks a stored game on
 * resume, `NhieViewSchema` the projection a guest is sent. Types stay declared where they are built
 * (round.ts, game.ts, view.ts); `satisfies`-style checks below keep both in step.
 */
const Tone = z.enum(TONES);
const Ratio = z.number().min(0).max(1);

const RoundRecordSchema = z.object({
	round: z.int().min(1),
	tone: Tone,
	intensity: z.number(),
	target_intensity: z.number(),
	boldness: z.number(),
	progression: z.number(),
	effective: z.number(),
	have_ratio: Ratio.nullable(),
	risk: z.number().nullable(),
	de_escalated: z.boolean(),
	question_id: z.string().nullable(),
	source: z.enum(QuestionSources),
	text: z.string(),
	answered: z.int().min(0),
	have: z.int().min(0),
	// absent in games stored before "Too far"
	too_far: z.int().min(0).default(0),
	x_card: z.boolean().default(false)
});

const PoolQuestionSchema = z.object({
	id: z.string(),
	text: z.string(),
	intensity: z.number(),
	is_nsfw: z.boolean(),
	active: z.boolean()
});

/** A plan lives only in the `selecting` phase; its parts the game reads are checked. */
const RoundPlanShape = z.looseObject({
	round: z.int().min(1),
	tone: Tone,
	mode: z.enum(['pick', 'generate']),
	candidates: z.array(PoolQuestionSchema),
	fallback: PoolQuestionSchema.nullable(),
	exhausted: z.boolean(),
	range: z.object({ min: z.number(), max: z.number() }),
	context: z.looseObject({ round: z.int(), tone: Tone }),
	prng: PrngStateSchema
});
const RoundPlanSchema = z.custom<RoundPlan>((v) => RoundPlanShape.safeParse(v).success, 'round plan');

export const NhieStateSchema = z.object({
	settings: z.object({
		rounds: z.int().min(1),
		nsfw: z.boolean(),
		language: z.enum(['en', 'ru']),
		answerTimeoutMs: z.int().min(0),
		resultMs: z.int().min(0),
		// absent in games stored before "Show who": those showed the count only
		whoHas: z.enum(['count', 'names']).default('count'),
		ownQuestions: z.boolean().default(true),
		// absent in games stored before pass-and-play ran this game: those are lobbies
		onePhone: z
			.object({ players: z.int().min(2).max(20) })
			.nullable()
			.default(null)
	}),
	players: z.array(z.object({ id: z.string(), name: z.string(), isHost: z.boolean() })),
	esc: z.object({
		config: z.object({
			maxRounds: z.int().min(1),
			nsfw: z.boolean(),
			language: z.string(),
			groupSize: z.int().min(0)
		}),
		history: z.array(RoundRecordSchema),
		usedIds: z.array(z.string()),
		timesUsed: z.record(z.string(), z.number()),
		prng: PrngStateSchema,
		streakFloor: z.int()
	}),
	phase: z.enum(['selecting', 'question', 'result', 'exhausted', 'finished']),
	plan: RoundPlanSchema.nullable(),
	answers: z.record(z.string(), z.boolean()),
	deadline: z.number().nullable(),
	// Absent in games stored before departures and host controls
	away: z.array(z.string()).default([]),
	excused: z.array(z.string()).default([]),
	late: z.array(z.string()).default([]),
	paused: z
		.object({ remainingMs: z.number().min(0) })
		.nullable()
		.default(null),
	skipped: z.int().min(0).default(0),
	who: z
		.array(
			z.object({
				round: z.int().min(1),
				answers: z.array(z.object({ id: z.string(), name: z.string(), have: z.boolean() }))
			})
		)
		.default([]),
	own: z.array(PoolQuestionSchema).default([])
}) satisfies z.ZodType<NhieGameState>;

export const NhieHistoryPointSchema = z.object({
	round: z.int(),
	tone: Tone,
	intensity: z.number(),
	boldness: z.number(),
	effective: z.number(),
	have_ratio: Ratio.nullable(),
	answered: z.int().min(0),
	have: z.int().min(0).nullable(),
	de_escalated: z.boolean(),
	text: z.string()
});

export const NhieViewSchema = z.object({
	phase: z.enum(['selecting', 'question', 'result', 'exhausted', 'finished']),
	round: z.int().min(0),
	maxRounds: z.int().min(1),
	nsfw: z.boolean(),
	language: z.string(),
	question: z
		.object({
			text: z.string(),
			tone: Tone,
			intensity: z.number(),
			questionId: z.string().nullable(),
			own: z.boolean().default(false)
		})
		.nullable(),
	ownCount: z.int().min(0).default(0),
	ownQuestions: z
		.array(z.object({ id: z.string(), text: z.string() }))
		.nullable()
		.default(null),
	deadline: z.number().nullable(),
	answeredIds: z.array(z.string()),
	myAnswer: z.boolean().nullable(),
	result: z
		.object({
			have: z.int().min(0).nullable(),
			answered: z.int().min(0),
			who: z.array(z.string()).nullable().default(null)
		})
		.nullable(),
	whoHas: z.enum(['count', 'names']).default('count'),
	tallies: z
		.array(z.object({ name: z.string(), have: z.int().min(0), answered: z.int().min(0) }))
		.nullable()
		.default(null),
	history: z.array(NhieHistoryPointSchema),
	isHost: z.boolean(),
	paused: z.boolean(),
	pausedMs: z.number().min(0).nullable(),
	notWaitingFor: z.array(z.string()),
	late: z.array(z.string()),
	missed: z.boolean().default(false),
	easedOff: z.boolean().default(false)
}) satisfies z.ZodType<NhieView>;
