import { z } from 'zod';
import { SAFETY_TOOLS, SharePayloadSchema } from '$lib/games/session-zero/engine';
import { GroupViewSchema } from './group-schema';
import { PayloadProblemSchema } from './players';

/**
 * Session zero for a group over a lobby (docs/session-zero.md "Session zero for a group"): the GM hosts, each player answers the
 * questionnaire on their own phone and sends only their share payload (seed 002 section 12). These are the
 * table's settings, the host's state and what a seat receives.
 */
const id = z.string().min(1).max(64);
const name = z.string().max(80);

export const TableSettingsSchema = z.object({
	/** The table's name on the group view and the charter. */
	name: z.string().max(120).default(''),
	/** Players on the group view as "Player 1…" rather than by name (the GM's choice, docs/session-zero.md "Session zero for a group"). */
	anonymous: z.boolean().default(false)
});
export type TableSettings = z.infer<typeof TableSettingsSchema>;

/** Where a player is: still answering, their result is in, or gone before it was. */
export const TableStatusSchema = z.enum(['answering', 'done', 'left']);
export type TableStatus = z.infer<typeof TableStatusSchema>;

export const TablePlayerSchema = z.object({
	id,
	name,
	status: TableStatusSchema,
	/** The checked payload (Lines and Veils only when the player shared them with the GM). */
	payload: SharePayloadSchema.nullable(),
	/** Why the last payload this player sent was refused (the table went on without it). */
	problem: PayloadProblemSchema.nullable()
});
export type TablePlayer = z.infer<typeof TablePlayerSchema>;

/**
 * The safety tools the GM chose for the table (docs/session-zero.md "Own Lines, safety tools,
 * access"), in the list's order; null until the GM ticks or unticks one (the players' votes suggest).
 */
export const ChosenToolsSchema = z.array(z.enum(SAFETY_TOOLS)).max(SAFETY_TOOLS.length).nullable();
export type ChosenTools = z.infer<typeof ChosenToolsSchema>;

const PackRefSchema = z.object({ id: z.string().min(1).max(120), language: z.string().min(2).max(35) });

export const TableStateSchema = z.object({
	hostId: z.string().max(64),
	/** The questionnaire every player runs (the built-in pack; its ids are the same in each language). */
	pack: PackRefSchema,
	name: z.string().max(120),
	anonymous: z.boolean(),
	players: z.array(TablePlayerSchema).max(200),
	/** The GM's safety tools (a state stored before the choice was kept has none: null). */
	tools: ChosenToolsSchema.default(null),
	/** When a result last arrived or changed (the table's row is dated by it). */
	updatedAt: z.number()
});
export type TableState = z.infer<typeof TableStateSchema>;

export const TableIntentSchema = z.discriminatedUnion('type', [
	/** A player's finished run: the payload is checked by the game (a refusal is kept as a sentence). */
	z.object({ type: z.literal('result'), payload: z.unknown() }),
	/** The GM shows players by name or anonymously. */
	z.object({ type: z.literal('anonymous'), on: z.boolean() }),
	/** The GM's choice of the table's safety tools (kept with the table, shown in the charter). */
	z.object({ type: z.literal('tools'), tools: z.array(z.enum(SAFETY_TOOLS)).max(SAFETY_TOOLS.length) })
]);
export type TableIntent = z.infer<typeof TableIntentSchema>;

/** Another seat as a player sees it: a name and where they are — never their answers. */
const PeerSchema = z.object({ id, name, status: TableStatusSchema });

export const TableViewSchema = z.discriminatedUnion('role', [
	z.object({
		role: z.literal('gm'),
		pack: PackRefSchema,
		name: z.string().max(120),
		anonymous: z.boolean(),
		tools: ChosenToolsSchema.default(null),
		players: z.array(TablePlayerSchema).max(200)
	}),
	z.object({
		role: z.literal('player'),
		pack: PackRefSchema,
		name: z.string().max(120),
		/** This seat's own standing: null for a seat the table does not count (none yet). */
		you: z
			.object({
				status: TableStatusSchema,
				/** Whether the GM holds a result of yours, and whether it carries your Lines and Veils. */
				sent: z.boolean(),
				safetyShared: z.boolean(),
				problem: PayloadProblemSchema.nullable()
			})
			.nullable(),
		players: z.array(PeerSchema).max(200)
	}),
	/**
	 * An id that is no seat — the big screen (docs/lobby.md): names and statuses, and the anonymous
	 * group view (`screenGroupView`), never a payload or who gave which dot or Line.
	 */
	z.object({
		role: z.literal('screen'),
		pack: PackRefSchema,
		name: z.string().max(120),
		players: z.array(PeerSchema).max(200),
		group: GroupViewSchema.nullable()
	})
]);
export type TableView = z.infer<typeof TableViewSchema>;
