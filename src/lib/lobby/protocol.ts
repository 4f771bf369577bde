import { z } from 'zod';

/**
 * The wire protocol (lobby.md, "Protocol"): JSON text validated by these unions on both sides.
 * Guests send hello / intent / ping / leave / sync, a big screen sends watch instead of hello; the host
 * sends welcome / reject / state / resync / notice / kick / ping. `state` carries the receiver's own projection (projection.ts), nothing else.
 */
export const PROTOCOL_VERSION = 1;
/** Guest messages over 64 KB are refused before parsing. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * The host is the authority and a long game's projection (history, timeline) can outgrow 64 KB;
 * the transport cuts it into frames (peer-frames.ts). Guests still refuse anything absurd.
 */
export const MAX_HOST_MESSAGE_BYTES = 1024 * 1024;

export const RejectReasons = {
	version: 'version',
	malformed: 'malformed',
	locked: 'locked',
	full: 'full',
	started: 'started',
	nameTaken: 'name_taken',
	nameInvalid: 'name_invalid',
	kicked: 'kicked',
	closed: 'closed',
	/** An adults-only room and the guest did not confirm 18+. */
	adultOnly: 'adult_only',
	/** A big screen without the room's screen code (host-watchers.ts `screenKeyOf`). */
	screenKey: 'screen_key',
	/**
	 * To a seated link: its seat came back on another link (the same device's other tab or window,
	 * with the same token). It stops there instead of taking the seat back, which would take it from
	 * the other tab in turn, forever.
	 */
	replaced: 'replaced'
} as const;
export type RejectReason = (typeof RejectReasons)[keyof typeof RejectReasons];

export const NoticeCodes = {
	rateLimited: 'rate_limited',
	malformed: 'malformed',
	notAllowed: 'not_allowed',
	rejected: 'rejected'
} as const;
export type NoticeCode = (typeof NoticeCodes)[keyof typeof NoticeCodes];

/**
 * What became of one intent, for the button that sent it: refused (a notice naming its `seq`, or a
 * resync when it was sent on an old view), or `ok` (applied — the host's own `act` knows; a guest
 * hears only refusals, so its `ok` means "not refused").
 */
export type ActOutcome = { ok: true } | { ok: false; code: NoticeCode | 'stale'; detail?: string };

const Token = z.string().regex(/^[0-9a-f]{32}$/);

export const HelloSchema = z.object({
	t: z.literal('hello'),
	protocolVersion: z.number().int(),
	name: z.string().max(200),
	token: Token.optional(),
	/**
	 * A first join's own random id, the same for its retries: a guest that gave up before its
	 * `welcome` came (a slow phone, a slow network) and joins again gets the seat it had made, not
	 * "name taken" by its own ghost. Kept on the host only, like tokens.
	 */
	claim: Token.optional(),
	/** The guest passed its own birth-date gate (18+): a yes/no only, never the date. */
	adult: z.boolean().optional(),
	/**
	 * The guest's own id, one per tab and the same on every link it opens: a link of the same tab
	 * that takes the seat supersedes the older one without a word (its stale or doubled link);
	 * only another tab's link is told `replaced` (host-links.ts `bind`).
	 */
	tab: Token.optional()
});
/**
 * A big screen (docs/lobby.md "The big screen") asks to watch: no seat, no name, never an intent. Its view is the one
 * projection (projection.ts) for an id that is no seat, so it holds nothing private. `token`: given in
 * its first `welcome`, it lets the same screen back into a room locked since; `adult`: as in hello.
 */
export const WatchSchema = z.object({
	t: z.literal('watch'),
	protocolVersion: z.number().int(),
	token: Token.optional(),
	adult: z.boolean().optional(),
	/**
	 * The screen's own id, one per tab, as in hello: a screen whose first link went unanswered tries
	 * again, and its older link, if the host let it in after all, is dropped without a word
	 * (host-links.ts `supersedeScreen`), so one TV is never counted twice.
	 */
	tab: Token.optional()
});
export const IntentMessageSchema = z.object({
	t: z.literal('intent'),
	/** The stateId the guest saw when it acted (stale → resync). */
	stateId: z.number().int().nonnegative(),
	/** Client sequence number, echoed in notices. */
	seq: z.number().int().nonnegative(),
	intent: z.unknown()
});
/**
 * `at`: the sender's clock (ms epoch). From the host, a guest learns how far its own clock is off
 * the host's (guest.ts `clockOffset`): the deadlines in its view are the host's.
 * `views`, host → guest only: how many views (welcome, state, resync) the host has sent on this link.
 * A guest that heard fewer lost one and asks for its projection again (`sync`), so a view dropped on
 * the way never leaves a phone on an old screen for longer than one heartbeat.
 */
export const PingSchema = z.object({
	t: z.literal('ping'),
	at: z.number(),
	views: z.int().nonnegative().optional()
});
export const PongSchema = z.object({ t: z.literal('pong'), at: z.number() });
export const LeaveSchema = z.object({ t: z.literal('leave') });
/** A guest whose view failed its checks, or that missed one, asks for its projection again (answered with `state`). */
export const SyncSchema = z.object({ t: z.literal('sync') });
/**
 * A guest's first word on a link (docs/lobby.md "Host identity"): the host must sign `nonce`, bound to
 * this channel, with the room's key before the guest says hello or shows anything it sends.
 */
export const ChallengeSchema = z.object({ t: z.literal('challenge'), nonce: Token });

export const GuestMessageSchema = z.discriminatedUnion('t', [
	HelloSchema,
	WatchSchema,
	IntentMessageSchema,
	PingSchema,
	PongSchema,
	LeaveSchema,
	SyncSchema,
	ChallengeSchema
]);
export type GuestMessage = z.infer<typeof GuestMessageSchema>;

export const PlayerEntrySchema = z.object({
	id: z.string(),
	name: z.string(),
	isHost: z.boolean(),
	presence: z.enum(['connected', 'away'])
});
export type PlayerEntry = z.infer<typeof PlayerEntrySchema>;

export const LobbyViewSchema = z.object({
	code: z.string(),
	mode: z.string(),
	phase: z.enum(['waiting', 'playing', 'finished']),
	locked: z.boolean(),
	stateId: z.number().int(),
	you: z.string(),
	hostId: z.string(),
	minPlayers: z.number().int(),
	maxPlayers: z.number().int(),
	settings: z.unknown(),
	/** An adults-only room (the game's `adultOnly(settings)`): the join and waiting screens say 18+. */
	adult: z.boolean().optional(),
	players: z.array(PlayerEntrySchema),
	game: z.unknown(),
	/** While the room waits: this seat's view of the game's prelude (docs/lobby.md "Before the start"). */
	prelude: z.unknown().optional()
});
/** What one player receives. `game` is `LobbyGame.project(state, you)` or null before the start. */
export type LobbyView<V = unknown> = Omit<z.infer<typeof LobbyViewSchema>, 'game'> & { game: V | null };

export const HostMessageSchema = z.discriminatedUnion('t', [
	z.object({
		t: z.literal('welcome'),
		protocolVersion: z.number().int(),
		playerId: z.string(),
		token: Token,
		mode: z.string(),
		view: LobbyViewSchema,
		/** The host's clock as it sent this (ms epoch): the guest's countdowns read the host's deadlines on it. */
		at: z.number().optional()
	}),
	z.object({
		t: z.literal('reject'),
		reason: z.enum(Object.values(RejectReasons) as [RejectReason, ...RejectReason[]]),
		suggestion: z.string().optional(),
		/** The room's game, so a refused guest still sees what it tried to join (adult_only). */
		mode: z.string().max(40).optional()
	}),
	z.object({ t: z.literal('state'), view: LobbyViewSchema }),
	z.object({ t: z.literal('resync'), view: LobbyViewSchema }),
	z.object({
		t: z.literal('notice'),
		code: z.enum(Object.values(NoticeCodes) as [NoticeCode, ...NoticeCode[]]),
		seq: z.number().int().optional(),
		detail: z.string().max(200).optional()
	}),
	z.object({ t: z.literal('kick') }),
	/** The answer to `challenge`: the room's public key and its signature (host-identity.ts). */
	z.object({
		t: z.literal('proof'),
		key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
		sig: z.string().regex(/^[A-Za-z0-9_-]{86}$/)
	}),
	PingSchema,
	PongSchema
]);
export type HostMessage = z.infer<typeof HostMessageSchema>;

/** Size check before JSON.parse, then zod. Returns null for anything malformed or too big. */
export const decode = <T>(raw: unknown, schema: z.ZodType<T>, maxBytes = MAX_MESSAGE_BYTES): T | null => {
	// UTF-16 length ≤ UTF-8 bytes ≤ 3 × length: check the cheap bound first, then the exact one
	if (typeof raw !== 'string' || raw.length > maxBytes) return null;
	if (raw.length * 3 > maxBytes && new TextEncoder().encode(raw).length > maxBytes) return null;
	let json: unknown;
	try {
		json = JSON.parse(raw);
	} catch {
		return null;
	}
	const parsed = schema.safeParse(json);
	return parsed.success ? parsed.data : null;
};

export const encode = (msg: GuestMessage | HostMessage): string => JSON.stringify(msg);
