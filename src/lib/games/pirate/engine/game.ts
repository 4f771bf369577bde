import { z } from 'zod';
import { seedPrng, type PrngState } from '$lib/engines/kit/prng';
import { addOnce, detectEvidence } from './detect';
import { pickLine } from './lines';
import {
	ConversationMessageSchema,
	DifficultySchema,
	MeritSchema,
	PERSONAS,
	PirateLanguageSchema,
	STRATEGIES,
	WIN_REASONS,
	type Difficulty,
	type Merit,
	type PirateLanguage,
	type PiratePack,
	type Strategy,
	type WinReason
} from './schema';

/** What one player turn left behind (also the sim's per-turn output, sim.md "pirate"). */
export const TurnRecordSchema = z.object({
	turn: z.number().int().min(1),
	strategies: z.array(z.enum(STRATEGIES)),
	personas: z.array(z.enum(PERSONAS)),
	merit: MeritSchema,
	has_earned_it: z.boolean(),
	pirate_response: z.string(),
	is_blocked: z.boolean(),
	is_won: z.boolean(),
	win_reason: z.enum(WIN_REASONS).nullable(),
	response_source: z.enum(['llm', 'fallback'])
});
export type TurnRecord = z.infer<typeof TurnRecordSchema>;

/** A whole game: the seed's GameState (conversation, strategies, personas, merit) plus bookkeeping. */
export const PirateGameSchema = z.object({
	id: z.string().min(1),
	language: PirateLanguageSchema,
	difficulty: DifficultySchema,
	prng: z.object({ s: z.number() }),
	history: z.array(ConversationMessageSchema),
	strategiesAttempted: z.array(z.enum(STRATEGIES)),
	playerPersonas: z.array(z.enum(PERSONAS)),
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

export type NewGameInput = {
	id: string;
	language: PirateLanguage;
	difficulty: Difficulty;
	seed: number;
	now: number;
	pack: PiratePack;
};

export const newGame = ({ id, language, difficulty, seed, now, pack }: NewGameInput): PirateGame => {
	const greeting = pickLine(pack, { kind: 'greeting', difficulty }, [], seedPrng(seed));
	return {
		id,
		language,
		difficulty,
		prng: greeting.prng,
		history: [{ role: 'pirate', text: greeting.text, refusal: false }],
		strategiesAttempted: [],
		playerPersonas: [],
		merit: null,
		hasEarnedIt: false,
		usedLines: [],
		turns: [],
		status: 'playing',
		winReason: null,
		startedAt: now,
		finishedAt: null
	};
};

export type BegunTurn = { game: PirateGame; lastStrategy: Strategy | null };

/** seed 004 "BEFORE LangGraph": detect, add new personas/strategies once, add the player message. */
export const beginTurn = (game: PirateGame, text: string, pack: PiratePack): BegunTurn => {
	const { strategies, personas } = detectEvidence(text, pack);
	return {
		lastStrategy: strategyToAnswer(strategies, game.strategiesAttempted),
		game: {
			...game,
			playerPersonas: addOnce(game.playerPersonas, personas),
			strategiesAttempted: addOnce(game.strategiesAttempted, strategies),
			history: [...game.history, { role: 'player', text, refusal: false, strategies, personas }]
		}
	};
};

/**
 * The strategy the offline reply answers (issue: "replies react to the strategy just used"): the
 * first one this message tries for the first time in the game, else the last one it shows.
 */
export const strategyToAnswer = (shown: readonly Strategy[], known: readonly Strategy[]): Strategy | null =>
	shown.find((s) => !known.includes(s)) ?? shown.at(-1) ?? null;

export type TurnOutcome = {
	merit: Merit;
	hasEarnedIt: boolean;
	pirateResponse: string;
	refusal: boolean;
	isBlocked: boolean;
	isWon: boolean;
	winReason: WinReason;
	responseSource: 'llm' | 'fallback';
	usedLines: string[];
	prng: PrngState;
};

/** seed 004 "AFTER LangGraph": copy the score, add the pirate line, set is_won. */
export const finishTurn = (game: PirateGame, outcome: TurnOutcome, now: number): PirateGame => {
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
		response_source: outcome.responseSource
	};
	return {
		...game,
		prng: outcome.prng,
		usedLines: outcome.usedLines,
		merit: outcome.merit,
		hasEarnedIt: outcome.hasEarnedIt,
		history: [...game.history, { role: 'pirate', text: outcome.pirateResponse, refusal: outcome.refusal }],
		turns: [...game.turns, record],
		status: outcome.isWon ? 'won' : game.status,
		winReason: outcome.isWon ? outcome.winReason : game.winReason,
		finishedAt: outcome.isWon ? now : game.finishedAt
	};
};

export const giveUp = (game: PirateGame, now: number): PirateGame =>
	game.status === 'playing' ? { ...game, status: 'gave_up', finishedAt: now } : game;

export const playerTurns = (game: PirateGame): number => game.turns.length;
