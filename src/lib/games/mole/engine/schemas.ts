import { z } from 'zod';
import { PrngStateSchema } from '$lib/engines/kit/prng';
import type { MoleView } from './projection';
import {
	MoleSettingsSchema,
	PHASES,
	TAP_KINDS,
	WIN_REASONS,
	type MoleState,
	type NarratorSlot,
	type Whisper
} from './state';
import { ACTION_KINDS, ANOMALIES, MENTIONS, MOODS, ROLES, TONES } from './types';

/**
 * What a mole lobby reads back or receives (docs/lobby.md "Host durability"): `MoleStateSchema` checks a stored game on
 * resume, `MoleViewSchema` the projection a guest is sent. The types stay where they are built
 * (state.ts, projection.ts); `satisfies` keeps both in step.
 */
const Role = z.enum(ROLES);
const Status = z.enum(['in', 'banished', 'left']);
const Action = z.enum(['accusation', 'gapfill', 'none']);
const Slot = z.union([z.literal(1), z.literal(2)]);
const Tone = z.enum([...TONES, 'neutral']);
const Winner = z.enum(['crew', 'moles']);
const ChatKind = z.enum(['player', 'narrator']);
const LineAction = z.enum(['accusation', 'gapfill']).optional();
/** One chat line as the host keeps it; players see it without `at` (the discussion fraction). */
const ChatEntrySchema = z.object({
	id: z.int(),
	round: z.int(),
	from: z.string(),
	text: z.string(),
	t: z.number(),
	at: z.number().nullable(),
	kind: ChatKind,
	action: LineAction,
	tap: z.enum(TAP_KINDS).optional()
});
const TeamVote = z.enum(['approve', 'reject']);

/** Narrator slots and whispers are host-only records; the parts the game reads are checked. */
const NarratorSlotShape = z.looseObject({
	key: z.string(),
	round: z.int(),
	slot: Slot,
	dueAt: z.number(),
	mood: z.enum(MOODS),
	action: Action,
	target: z.string().nullable(),
	text: z.string().nullable(),
	status: z.enum(['pending', 'done'])
});
const WhisperShape = z.looseObject({
	key: z.string(),
	round: z.int(),
	to: z.string(),
	fallback: z.string(),
	text: z.string().nullable(),
	status: z.enum(['pending', 'done'])
});

export const MoleStateSchema = z.object({
	mode: z.literal('mole'),
	settings: MoleSettingsSchema,
	narratorName: z.string(),
	seed: z.number(),
	rng: PrngStateSchema,
	narratorRng: PrngStateSchema,
	players: z.array(
		z.object({
			id: z.string(),
			name: z.string(),
			isHost: z.boolean(),
			role: Role,
			status: Status,
			outRound: z.int().nullable()
		})
	),
	round: z.int().min(0),
	phase: z.enum(PHASES),
	phaseEndsAt: z.number().nullable(),
	discussionStart: z.number().nullable(),
	discussionEnd: z.number().nullable(),
	missions: z.array(
		z.object({
			round: z.int(),
			leader: z.string().nullable(),
			team: z.array(z.string()),
			choices: z.record(z.string(), z.enum(['secure', 'sabotage'])),
			sabotages: z.int().nullable(),
			// Absent in games stored before the table: one sabotage failed every mission
			needed: z.int().min(1).default(1),
			forfeit: z.boolean()
		})
	),
	votes: z.array(
		z.object({
			round: z.int(),
			votes: z.record(z.string(), z.string()),
			banished: z.string().nullable(),
			resolved: z.boolean()
		})
	),
	chat: z.array(ChatEntrySchema),
	whispers: z.array(z.custom<Whisper>((v) => WhisperShape.safeParse(v).success, 'whisper')),
	narrator: z.array(z.custom<NarratorSlot>((v) => NarratorSlotShape.safeParse(v).success, 'narrator slot')),
	accusations: z.object({ round: z.int(), count: z.int(), lastTarget: z.string().nullable() }),
	proposals: z.array(
		z.object({
			round: z.int(),
			attempt: z.int(),
			leader: z.string(),
			team: z.array(z.string()).nullable(),
			votes: z.record(z.string(), TeamVote),
			approved: z.boolean().nullable(),
			auto: z.boolean()
		})
	),
	usedLines: z.array(z.string()),
	usedWhispers: z.record(z.string(), z.array(z.string())),
	winner: Winner.nullable(),
	winReason: z.enum(WIN_REASONS).nullable(),
	nextId: z.int(),
	startedAt: z.number(),
	finishedAt: z.number().nullable(),
	// Absent in games stored before departures
	away: z.array(z.string()).default([]),
	excused: z.array(z.string()).default([]),
	// Absent in games stored before the discussion controls
	paused: z.object({ at: z.number() }).nullable().default(null),
	ready: z.array(z.string()).default([])
}) satisfies z.ZodType<MoleState>;

export const MoleViewSchema = z.object({
	mode: z.literal('mole'),
	phase: z.enum(PHASES),
	round: z.int(),
	rounds: z.int(),
	phaseEndsAt: z.number().nullable(),
	discussion: z
		.object({
			start: z.number(),
			end: z.number(),
			slots: z.tuple([z.number(), z.number()]),
			pausedLeft: z.number().nullable(),
			ready: z.array(z.string())
		})
		.nullable(),
	me: z
		.object({
			id: z.string(),
			role: Role,
			status: Status,
			fellowMoles: z.array(z.string()),
			isHost: z.boolean()
		})
		.nullable(),
	players: z.array(
		z.object({
			id: z.string(),
			name: z.string(),
			isHost: z.boolean(),
			status: Status,
			role: Role.nullable(),
			away: z.boolean()
		})
	),
	proposal: z
		.object({
			round: z.int(),
			attempt: z.int(),
			leader: z.string(),
			team: z.array(z.string()).nullable(),
			size: z.int(),
			pickable: z.array(z.string()),
			needed: z.int(),
			rejections: z.int(),
			voted: z.array(z.string()),
			mine: TeamVote.nullable()
		})
		.nullable(),
	proposals: z.array(
		z.object({
			round: z.int(),
			attempt: z.int(),
			leader: z.string(),
			team: z.array(z.string()),
			votes: z.record(z.string(), TeamVote),
			approved: z.boolean(),
			auto: z.boolean()
		})
	),
	mission: z
		.object({
			round: z.int(),
			team: z.array(z.string()),
			chosen: z.int(),
			needed: z.int(),
			myChoice: z.enum(['secure', 'sabotage']).nullable()
		})
		.nullable(),
	missions: z.array(
		z.object({
			round: z.int(),
			leader: z.string().nullable(),
			team: z.array(z.string()),
			teamSize: z.int(),
			sabotages: z.int(),
			needed: z.int(),
			failed: z.boolean(),
			forfeit: z.boolean()
		})
	),
	chat: z.array(ChatEntrySchema.omit({ at: true })),
	whispers: z.array(z.object({ round: z.int(), text: z.string(), t: z.number() })),
	vote: z.object({ voted: z.array(z.string()), mine: z.string().nullable() }).nullable(),
	waitingFor: z.array(z.string()).default([]),
	notWaitingFor: z.array(z.string()).default([]),
	verdicts: z.array(
		z.object({
			round: z.int(),
			votes: z.record(z.string(), z.string()),
			counts: z.record(z.string(), z.number()),
			banished: z.string().nullable(),
			banishedRole: Role.nullable()
		})
	),
	winner: Winner.nullable(),
	winReason: z.enum(WIN_REASONS).nullable(),
	timeline: z.array(
		z.object({
			round: z.int(),
			slot: Slot,
			mood: z.enum(MOODS),
			action: Action,
			target: z.string().nullable(),
			anomaly: z.enum(ANOMALIES).nullable(),
			publicAction: z.object({ type: z.enum(ACTION_KINDS), other: z.string().nullable() }).nullable(),
			mention: z.enum(MENTIONS).nullable(),
			text: z.string().nullable(),
			why: z.object({
				windowMessages: z.int(),
				target: z
					.object({ messages: z.int(), historyMessages: z.int(), tone: Tone, historyTone: Tone })
					.nullable()
			})
		})
	),
	settings: z.object({
		rounds: z.int(),
		discussionSeconds: z.number(),
		persona: z.string(),
		narrator: z.string(),
		together: z.boolean().default(false)
	})
}) satisfies z.ZodType<MoleView>;
