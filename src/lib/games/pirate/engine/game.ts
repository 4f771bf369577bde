import { z } from 'zod';
import { seedPrng, type PrngState } from '$lib/engines/kit/prng';
import { ActScoreSchema, type ActScore } from '$lib/engines/acts/schema';
import { greetingOf } from './captain';
import {
	isPersuasion,
	movesOf,
	nonMoveAct,
	particularsOf,
	PERSUASION_ACTS,
	type PersuasionAct
} from './reading';
import { SUSPICIONS } from './suspicions';
import { captainOf, openDoubt } from './captains';
import {
	ConversationMessageSchema,
	DifficultySchema,
	MERIT_COMPONENTS,
	MeritSchema,
	PirateLanguageSchema,
	WIN_REASONS,
	type Difficulty,
	type Merit,
	type PirateLanguage,
	type PiratePack,
	type WinReason
} from './schema';

const GainsSchema = z.object(
	Object.fromEntries(MERIT_COMPONENTS.map((k) => [k, z.number()])) as Record<
		(typeof MERIT_COMPONENTS)[number],
		z.ZodNumber
	>
);

/** What the offline merit made of the turn's line (docs/pirate.md "Replay": which line moved him, and why). */
export const LineRecordSchema = z.object({
	verdict: z.string(),
	gains: GainsSchema,
	moves: z.array(z.enum(PERSUASION_ACTS)),
	newMoves: z.array(z.enum(PERSUASION_ACTS)),
	particulars: z.array(z.string()),
	carried: z.number(),
	answered: z.enum(SUSPICIONS).nullable(),
	/** the offline merit's total after the line (shown beside the model's when a model scored) */
	offlineTotal: z.number()
});
export type LineRecord = z.infer<typeof LineRecordSchema>;

/** What one player turn left behind (also the sim's per-turn output, sim.md "pirate"). */
export const TurnRecordSchema = z.object({
	turn: z.number().int().min(1),
	/** persuasion acts used so far (games saved before acts: the old strategy names) */
	strategies: z.array(z.string()),
	personas: z.array(z.string()),
	merit: MeritSchema,
	has_earned_it: z.boolean(),
	pirate_response: z.string(),
	is_blocked: z.boolean(),
	is_won: z.boolean(),
	win_reason: z.enum(WIN_REASONS).nullable(),
	response_source: z.enum(['llm', 'fallback']),
	/** the acts read in the line (docs/acts.md) */
	acts: z.array(ActScoreSchema).optional(),
	line: LineRecordSchema.optional()
});
export type TurnRecord = z.infer<typeof TurnRecordSchema>;

/** A whole game: the seed's GameState (conversation, strategies, personas, merit) plus bookkeeping. */
export const PirateGameSchema = z.object({
	id: z.string().min(1),
	language: PirateLanguageSchema,
	difficulty: DifficultySchema,
	/** the captain of the ladder (docs/pirate.md "The ladder"); absent: saved before it, the difficulty's first */
	captain: z.string().min(1).optional(),
	prng: z.object({ s: z.number() }),
	/** the seed the game began with: a challenge link replays the game from it (docs/pirate.md) */
	seed: z.int().optional(),
	history: z.array(ConversationMessageSchema),
	/** seed 004 strategies_attempted: the persuasion acts used (docs/acts.md) */
	strategiesAttempted: z.array(z.string()),
	/** seed 004 player_personas: who the player claimed to be, as they named it */
	playerPersonas: z.array(z.string()),
	merit: MeritSchema.nullable(),
	hasEarnedIt: z.boolean(),
	usedLines: z.array(z.string()),
	turns: z.array(TurnRecordSchema),
	status: z.enum(['playing', 'won', 'gave_up']),
	winReason: z.enum(WIN_REASONS).nullable(),
	startedAt: z.number(),
	finishedAt: z.number().nullable()
});
export type PirateGame = z.infer<typeof PirateGameSchema>;

/** `captain` (an id of the pack's ladder) or, without one, `difficulty`: its first captain. */
export type NewGameInput = {
	id: string;
	language: PirateLanguage;
	captain?: string;
	difficulty?: Difficulty;
	seed: number;
	now: number;
	pack: PiratePack;
};

export const newGame = ({ id, language, captain, difficulty, seed, now, pack }: NewGameInput): PirateGame => {
	const c = captainOf(pack, captain, difficulty);
	const greeting = greetingOf(c, openDoubt(c, []), seedPrng(seed));
	return {
		id,
		language,
		difficulty: c.difficulty,
		captain: c.id,
		prng: greeting.prng,
		seed,
		history: [{ role: 'pirate', text: greeting.text, refusal: false, raised: greeting.raised ?? undefined }],
		strategiesAttempted: [],
		playerPersonas: [],
		merit: null,
		hasEarnedIt: false,
		usedLines: greeting.usedLines,
		turns: [],
		status: 'playing',
		winReason: null,
		startedAt: now,
		finishedAt: null
	};
};

export const addOnce = <T>(known: readonly T[], found: readonly T[]): T[] => [
	...known,
	...found.filter((f, i) => !known.includes(f) && found.indexOf(f) === i)
];

/** Acts as kept on a line: two decimals are enough to read them again. */
const keep = (acts: readonly ActScore[]): ActScore[] =>
	acts.map((a) => ({ act: a.act, confidence: Math.round(a.confidence * 100) / 100 }));

/** Who a false-identity line claims to be, as the player named it: its particulars, else its start. */
export const claimOf = (text: string): string => {
	const named = [...particularsOf(text).values()].slice(0, 2).join(' ');
	// a chip, not a sentence: no trailing comma or full stop
	return (
		named ||
		text
			.split(/\s+/u)
			.slice(0, 6)
			.join(' ')
			.replace(/[\s,.;:!?…-]+$/u, '')
	);
};

/**
 * seed 004 "BEFORE LangGraph": the acts read in the line (by the caller, from the act model — the
 * engine stays pure), new strategies and personas added once, the player message added. The moves
 * read by the line's form (a story, an answer) are added after the line is scored (`noteMoves`).
 */
export const beginTurn = (game: PirateGame, text: string, acts: readonly ActScore[]): PirateGame =>
	noteMoves(
		{ ...game, history: [...game.history, { role: 'player', text, refusal: false, acts: keep(acts) }] },
		text,
		nonMoveAct(acts) ? [] : movesOf(acts),
		false
	);

/**
 * Adds a line's moves to strategies_attempted and, for a line that claims who the player is (read as
 * a false identity, or a story told to answer "who are you"), the claim to player_personas
 * (docs/pirate.md "Reading a line"). A gift or a bargain offered in answer to "who are you" claims
 * no one: "I bring you a barrel of Jamaican rum" is not a persona called "Jamaican".
 */
export const noteMoves = (
	game: PirateGame,
	text: string,
	moves: readonly PersuasionAct[],
	answeredWho: boolean
): PirateGame => ({
	...game,
	strategiesAttempted: addOnce(game.strategiesAttempted, moves),
	playerPersonas:
		moves.includes('false_identity') || (answeredWho && moves.includes('story'))
			? addOnce(game.playerPersonas, [claimOf(text)])
			: game.playerPersonas
});

/** The persuasion acts a game has used (older games kept other strategy names: not these). */
export const movesUsed = (game: PirateGame) => game.strategiesAttempted.filter(isPersuasion);

export type TurnOutcome = {
	merit: Merit;
	hasEarnedIt: boolean;
	pirateResponse: string;
	refusal: boolean;
	raised: PirateGame['history'][number]['raised'];
	isBlocked: boolean;
	isWon: boolean;
	winReason: WinReason;
	responseSource: 'llm' | 'fallback';
	usedLines: string[];
	prng: PrngState;
	line: LineRecord;
};

/** seed 004 "AFTER LangGraph": copy the score, add the pirate line, set is_won. */
export const finishTurn = (game: PirateGame, outcome: TurnOutcome, now: number): PirateGame => {
	const said = game.history.at(-1);
	const record: TurnRecord = {
		turn: game.turns.length + 1,
		strategies: [...game.strategiesAttempted],
		personas: [...game.playerPersonas],
		merit: outcome.merit,
		has_earned_it: outcome.hasEarnedIt,
		pirate_response: outcome.pirateResponse,
		is_blocked: outcome.isBlocked,
		is_won: outcome.isWon,
		win_reason: outcome.winReason === 'none' ? null : outcome.winReason,
		response_source: outcome.responseSource,
		acts: said?.role === 'player' ? said.acts : undefined,
		line: outcome.line
	};
	return {
		...game,
		prng: outcome.prng,
		usedLines: outcome.usedLines,
		merit: outcome.merit,
		hasEarnedIt: outcome.hasEarnedIt,
		history: [
			...game.history,
			{ role: 'pirate', text: outcome.pirateResponse, refusal: outcome.refusal, raised: outcome.raised }
		],
		turns: [...game.turns, record],
		status: outcome.isWon ? 'won' : game.status,
		winReason: outcome.isWon ? outcome.winReason : game.winReason,
		finishedAt: outcome.isWon ? now : game.finishedAt
	};
};

export const giveUp = (game: PirateGame, now: number): PirateGame =>
	game.status === 'playing' ? { ...game, status: 'gave_up', finishedAt: now } : game;

export const playerTurns = (game: PirateGame): number => game.turns.length;
