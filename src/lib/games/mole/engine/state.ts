import { z } from 'zod';
import type { ChatMessage } from '$lib/engines/kit/llm-request';
import type { PrngState } from '$lib/engines/kit/prng';
import type { Evidence } from './evidence';
import type { FactKind } from './persona';
import type { AccusationMemory } from './slot';
import type {
	ActionKind,
	Anomaly,
	Mention,
	Mood,
	PlayerAnalysis,
	Role,
	SlotAction,
	SlotNumber
} from './types';

import { PERSONA_IDS } from './personas';
export { PERSONA_IDS, type PersonaId } from './personas';

/** Lobby settings (mole.md: rounds default 5, discussion default 4 minutes, host-configurable). */

export const MoleSettingsSchema = z.object({
	rounds: z.number().int().min(1).max(10).default(5),
	/** 20 s is the shortest (used by the e2e test); the default is the spec's 4 minutes. */
	discussionSeconds: z.number().int().min(20).max(1800).default(240),
	persona: z.enum(PERSONA_IDS).default('sv'),
	/** The leader's time to propose a team; then everyone's time to approve or reject it. */
	teamSeconds: z.number().int().min(10).max(600).default(60),
	teamVoteSeconds: z.number().int().min(10).max(600).default(30),
	missionSeconds: z.number().int().min(10).max(600).default(45),
	voteSeconds: z.number().int().min(10).max(600).default(60),
	verdictSeconds: z.number().int().min(3).max(120).default(8),
	nsfw: z.boolean().default(false),
	/**
	 * "We're together" (docs/mole.md "One room"): no chat; each phone has quick taps (suspect X,
	 * trust X, I'm ready) that the narrator reads, and the TV shows its lines large.
	 */
	together: z.boolean().default(false)
});
export type MoleSettings = z.infer<typeof MoleSettingsSchema>;
export const defaultMoleSettings = (): MoleSettings => MoleSettingsSchema.parse({});

export const CHAT_MAX = 280;
export const SKIP = 'skip';

export const MoleIntentSchema = z.discriminatedUnion('type', [
	z.object({ type: z.literal('chat'), text: z.string().trim().min(1).max(CHAT_MAX) }),
	z.object({ type: z.literal('propose'), team: z.array(z.string().min(1).max(64)).min(1).max(12) }),
	z.object({ type: z.literal('teamvote'), approve: z.boolean() }),
	z.object({ type: z.literal('mission'), choice: z.enum(['secure', 'sabotage']) }),
	z.object({ type: z.literal('vote'), target: z.string().min(1).max(64) }),
	z.object({ type: z.literal('continue') }),
	/** One room: a quick tap in the discussion about another player still in. */
	z.object({ type: z.literal('tap'), tap: z.enum(['suspect', 'trust']), player: z.string().min(1).max(64) }),
	/** The host: "Don't wait for Dee" (`waiting.ts`), until Dee acts again. */
	z.object({ type: z.literal('dont_wait'), player: z.string().min(1).max(64) }),
	/** The host's discussion controls (controls.ts): pause, resume, +1 minute, vote now. */
	z.object({ type: z.literal('pause') }),
	z.object({ type: z.literal('resume') }),
	z.object({ type: z.literal('more_time') }),
	z.object({ type: z.literal('vote_now') }),
	/** A player in the discussion: ready to vote (or not any more). */
	z.object({ type: z.literal('ready'), ready: z.boolean() })
]);
export type MoleIntent = z.infer<typeof MoleIntentSchema>;

export const PHASES = ['team', 'teamvote', 'mission', 'discussion', 'vote', 'verdict', 'finished'] as const;
export type MolePhase = (typeof PHASES)[number];

export type PlayerStatus = 'in' | 'banished' | 'left';
export type MolePlayer = {
	id: string;
	name: string;
	isHost: boolean;
	role: Role;
	status: PlayerStatus;
	outRound: number | null;
};

export type ChatLine = {
	id: number;
	round: number;
	/** A player id, or 'narrator'. */
	from: string;
	text: string;
	t: number;
	/** Fraction of the round's discussion when sent; null outside the discussion (not analysed). */
	at: number | null;
	kind: 'player' | 'narrator';
	action?: 'accusation' | 'gapfill';
	/** A quick tap of the one-room mode (its text is the name it is about). */
	tap?: TapKind;
};

export const TAP_KINDS = ['suspect', 'trust'] as const;
export type TapKind = (typeof TAP_KINDS)[number];

export type TaskStatus = 'pending' | 'done';

/** One narrator slot: what it saw, what it decided, and the line it produced (host-only record). */
export type NarratorSlot = {
	key: string;
	round: number;
	slot: SlotNumber;
	dueAt: number;
	mood: Mood;
	analysis: Record<string, PlayerAnalysis>;
	action: SlotAction;
	target: string | null;
	anomaly: Anomaly | null;
	/** An accusation on a public action (then `anomaly` is null); absent in games stored before it. */
	publicAction?: ActionKind | null;
	mention: Mention | null;
	question: boolean;
	/** What an accusation is grounded on (public: message ids, the silence, a public action). */
	evidence: Evidence | null;
	prompt: ChatMessage[] | null;
	fallback: string | null;
	text: string | null;
	source: 'llm' | 'fallback' | null;
	status: TaskStatus;
	chatId: number | null;
};

export type Whisper = {
	key: string;
	round: number;
	to: string;
	/** The kind of fact it told its reader (the next round's tells another, facts.ts). */
	fact?: FactKind;
	prompt: ChatMessage[];
	fallback: string;
	text: string | null;
	status: TaskStatus;
	t: number | null;
};

export type MissionChoice = 'secure' | 'sabotage';
export type Mission = {
	round: number;
	/** Who proposed the approved team (null when the round's teams were all rejected). */
	leader: string | null;
	team: string[];
	choices: Record<string, MissionChoice>;
	sabotages: number | null;
	/** Sabotages that fail it (table.ts: two for the fourth mission from 7 players). */
	needed: number;
	/** Five teams rejected in the round: the moles score the mission (The Resistance's rule). */
	forfeit: boolean;
};

export type TeamVote = 'approve' | 'reject';
/** One team proposal of a round: the leader, the team (null until proposed) and the public votes. */
export type Proposal = {
	round: number;
	attempt: number;
	leader: string;
	team: string[] | null;
	votes: Record<string, TeamVote>;
	approved: boolean | null;
	/**
	 * The leader did not pick (out of time, or the host did not wait): the team was filled in seat
	 * order from the leader — not the leader's act (the narrator never reads it as one).
	 */
	auto: boolean;
};
export type VoteRecord = {
	round: number;
	votes: Record<string, string>;
	banished: string | null;
	resolved: boolean;
};

export type Winner = 'crew' | 'moles';
export const WIN_REASONS = ['moles_banished', 'sabotages', 'outnumbered', 'rounds_over'] as const;
export type WinReason = (typeof WIN_REASONS)[number];

export type MoleState = {
	mode: 'mole';
	settings: MoleSettings;
	/** The persona's display name, for the chat (the pack stays on the host). */
	narratorName: string;
	seed: number;
	/** Team draws and role assignment. */
	rng: PrngState;
	/** The narrator's public decisions only, so they never depend on roles. */
	narratorRng: PrngState;
	players: MolePlayer[];
	round: number;
	phase: MolePhase;
	phaseEndsAt: number | null;
	discussionStart: number | null;
	discussionEnd: number | null;
	proposals: Proposal[];
	missions: Mission[];
	votes: VoteRecord[];
	chat: ChatLine[];
	whispers: Whisper[];
	narrator: NarratorSlot[];
	/** Ids of the public narrator lines used so far (no repeats while an unused one fits). */
	usedLines: string[];
	/** Per recipient: whisper lines used so far (private, apart from the public ones). */
	usedWhispers: Record<string, string[]>;
	accusations: AccusationMemory;
	winner: Winner | null;
	winReason: WinReason | null;
	nextId: number;
	startedAt: number;
	finishedAt: number | null;
	/**
	 * Seats the lobby reports away (kit/attendance.ts): votes, approvals and mission
	 * choices close once every player present has acted; a leader away gets the automatic team.
	 */
	away: string[];
	/** Seats the host chose not to wait for ("Don't wait for Dee"), until they act again. */
	excused: string[];
	/** The discussion paused by the host (controls.ts): since when; its timers resume from there. */
	paused: { at: number } | null;
	/** Players who tapped "Ready" in this discussion; every present player ready → the vote. */
	ready: string[];
};
