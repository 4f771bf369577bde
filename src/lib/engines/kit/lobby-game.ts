import type { ZodType } from 'zod';
import type { LlmRequestSpec } from './llm-request';

/**
 * How a game plugs into the lobby layer (issue: "a reusable layer with a game plugged in").
 * Pure and deterministic like every engine: the lobby host (src/lib/lobby/host.ts) owns the network,
 * the clock, persistence and the LLM; the game owns rules, phases and what each player may see.
 */
export type Seat = { id: string; name: string; isHost: boolean };

export type GameResult<S> = { ok: true; state: S } | { ok: false; reason: string };

/** An LLM job the host must run (or resolve with `request.fallback` when offline / on failure). */
export type HostTask<T = unknown> = { key: string; request: LlmRequestSpec<T> };

/**
 * Where a task's value came from: the model (`llm`), the engine's fallback after the model was tried
 * and failed — timeout, abort, error, invalid output (`fallback`), or no model set up (`offline`).
 */
export type TaskSource = 'llm' | 'fallback' | 'offline';

/**
 * What the players may do while the room waits for its start (docs/lobby.md "Before the start"), e.g.
 * add their own questions: the room keeps one value `P` (null until the first change), changed only
 * by intents the game accepts here, handed to `start` and forgotten after it. The host validates the
 * stored value on resume (`schema`); `project` is what one seat sees of it (`viewSchema` for a guest).
 */
export type LobbyPrelude<Settings, Intent, P> = {
	schema: ZodType<P>;
	viewSchema: ZodType;
	apply: (prelude: P | null, seat: Seat, intent: Intent, settings: Settings) => GameResult<P>;
	project: (prelude: P | null, seat: Seat) => unknown;
};

export type LobbyGame<Settings, State, Intent, View, Prelude = null> = {
	mode: string;
	minPlayers: number;
	maxPlayers: number;
	settingsSchema: ZodType<Settings>;
	/** Validates guest intents (the lobby wraps them in its own envelope). */
	intentSchema: ZodType<Intent>;
	/** Validates a stored state on resume: a record that fails is set aside, never loaded. */
	stateSchema: ZodType<State>;
	/** What `project` returns; a guest validates `view.game` with it before rendering (else resync). */
	viewSchema: ZodType<View>;
	/**
	 * Starts a game with the seated players. `seed` feeds the engine's PRNG; `prelude`: what the
	 * players did while the room waited (`prelude` below), when the game has one.
	 */
	start: (
		players: readonly Seat[],
		settings: Settings,
		seed: number,
		now: number,
		prelude?: Prelude | null
	) => State;
	/**
	 * Optional: intents whose sender the room must never learn (docs/nhie.md "Too far", "Questions
	 * from the players"): the host's event log keeps them without the player (`playerId: null`).
	 */
	anonymous?: (intent: Intent) => boolean;
	/** Optional: intents taken while the room waits (docs/lobby.md "Before the start"). */
	prelude?: LobbyPrelude<Settings, Intent, Prelude>;
	/** Applies one player's intent; checks phase and rights itself; never throws. */
	apply: (state: State, playerId: string, intent: Intent, now: number) => GameResult<State>;
	/** Advances timers (answer timeouts, phase ends, narrator slots). Returns null when nothing changed. */
	tick: (state: State, now: number) => State | null;
	/** When the host should call `tick` next (ms epoch), or null for no pending timer. */
	nextDeadline: (state: State) => number | null;
	/** LLM work the host should run now (e.g. pick a question, a narrator line), if any. */
	pendingTask?: (state: State) => HostTask | null;
	/** Hands a task's validated result (or its fallback) back to the game, and where it came from. */
	resolveTask?: (state: State, key: string, value: unknown, now: number, source?: TaskSource) => State;
	/** Everything one player may see of the game. The ONLY source of game data sent to a player. */
	project: (state: State, playerId: string) => View;
	/** A player left for good (kicked); the game decides what happens to their role. */
	removePlayer?: (state: State, playerId: string, now: number) => State;
	isFinished: (state: State) => boolean;
	/**
	 * Optional (lobby layer, src/lib/lobby/README.md): the "epoch" an intent belongs to, e.g.
	 * `${round}:${phase}`. An intent sent while its sender saw another epoch is stale → resync.
	 */
	epoch?: (state: State) => string | number;
	/** Optional: minimum ms between two such intents of one player (default: `type: 'chat'` → 500). */
	throttle?: (intent: Intent) => number | null;
	/** Optional: present ⇒ newcomers may join after the start; the game seats them. */
	addPlayer?: (state: State, seat: Seat, now: number) => State;
	/**
	 * Optional: true when these settings make the room adults-only: every newcomer must
	 * confirm 18+ (a yes/no the guest's own birth-date gate gives; the birth date never leaves it).
	 */
	adultOnly?: (settings: Settings) => boolean;
	/**
	 * Optional: the lobby tells the game which seats are away (no heartbeat, link
	 * closed), so a round stops waiting for them (kit/attendance.ts). Returns `state` itself when
	 * nothing changed.
	 */
	setAway?: (state: State, away: readonly string[], now: number) => State;
	/**
	 * Optional (docs/lobby.md "Host durability"): the host was gone `byMs` (its page closed, reloaded or asleep) and its
	 * guests' countdowns stood still meanwhile: every open deadline moves later by `byMs`, so the game
	 * goes on with the time it had. Returns `state` itself when nothing is timed.
	 */
	shiftClock?: (state: State, byMs: number) => State;
};
