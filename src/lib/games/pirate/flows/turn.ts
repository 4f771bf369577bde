import { contentFilter } from '$lib/engines/kit/content-filter';
import {
	beginTurn,
	buildMeritRequest,
	buildResponseRequest,
	finishTurn,
	hasEarnedIt,
	isRefusalText,
	lineKeyFor,
	pickLine,
	validateResponse,
	type ConversationMessage,
	type Difficulty,
	type Merit,
	type PirateGame,
	type PiratePack,
	type PrngState,
	type Strategy,
	type TurnRecord,
	type WinReason
} from '$lib/games/pirate/engine';
import type { LlmClient } from '$lib/llm/types';
import { runTaskWith } from '$lib/flows/run-task';

/**
 * seed 004 "ConversationState" (camelCase here): conversation_history, strategies_attempted,
 * player_personas, merit_score, merit_has_earned_it, pirate_response, is_blocked, is_won — plus
 * what the offline bank and the stats need.
 */
export type ConversationState = {
	gameId: string;
	difficulty: Difficulty;
	conversationHistory: ConversationMessage[];
	strategiesAttempted: Strategy[];
	playerPersonas: string[];
	lastStrategy: Strategy | null;
	merit: Merit | null;
	meritScore: number;
	meritHasEarnedIt: boolean;
	pirateResponse: string;
	pirateRefusal: boolean;
	responseSource: 'llm' | 'fallback';
	isBlocked: boolean;
	isWon: boolean;
	winReason: WinReason;
	usedLines: string[];
	prng: PrngState;
};

export type LlmSite = 'merit' | 'response';
/** One client, or one per call site and difficulty (pirate.md: "a model per difficulty can be set"). */
export type PirateLlm = LlmClient | ((site: LlmSite, difficulty: Difficulty) => LlmClient);

export type PirateTurnPorts = { llm: PirateLlm; now: () => number; signal?: AbortSignal };

const clientFor = (llm: PirateLlm, site: LlmSite, d: Difficulty): LlmClient =>
	typeof llm === 'function' ? llm(site, d) : llm;

/** Models like to prefix their line with the speaker or wrap it in quotes. */
const cleanLine = (text: string): string =>
	text
		.trim()
		.replace(/^(pirate|pirat|redbeard|rudobrody)\s*:\s*/iu, '')
		.replace(/^["“„](.*)["”]$/su, '$1')
		.trim();

type Ports = { pack: PiratePack; ports: PirateTurnPorts };
type Node = (s: ConversationState, p: Ports) => Partial<ConversationState>;

// seed 004 Node 1: merit_check (async) — LLM evaluation, offline formula as its fallback
const meritCheck = async (s: ConversationState, { ports }: Ports): Promise<Partial<ConversationState>> => {
	const spec = buildMeritRequest({
		history: s.conversationHistory,
		strategies: s.strategiesAttempted,
		personas: s.playerPersonas,
		difficulty: s.difficulty
	});
	const { value } = await runTaskWith(clientFor(ports.llm, 'merit', s.difficulty), spec, {
		signal: ports.signal
	});
	return { merit: value, meritScore: value.total, meritHasEarnedIt: hasEarnedIt(value.total, s.difficulty) };
};

// seed 004 Node 2: generate_response (async) — prompt per difficulty and earned state
const generateResponse = async (
	s: ConversationState,
	{ pack, ports }: Ports
): Promise<Partial<ConversationState>> => {
	const key = lineKeyFor(s.difficulty, s.meritHasEarnedIt, s.lastStrategy);
	const line = pickLine(pack, key, s.usedLines, s.prng);
	const spec = buildResponseRequest({
		pack,
		difficulty: s.difficulty,
		earned: s.meritHasEarnedIt,
		history: s.conversationHistory,
		fallback: line.text
	});
	const out = await runTaskWith(clientFor(ports.llm, 'response', s.difficulty), spec, {
		signal: ports.signal
	});
	const verdict =
		out.source === 'llm'
			? contentFilter(cleanLine(out.value), pack.language, false, { maxLength: 800 })
			: null;
	// llm.md: a line shown to players passes the content filter (and is shown as it judged it), else
	// the fallback is shown
	if (verdict?.ok) {
		const text = verdict.text;
		return { pirateResponse: text, pirateRefusal: isRefusalText(text, pack), responseSource: 'llm' };
	}
	return {
		pirateResponse: line.text,
		pirateRefusal: line.refusal,
		responseSource: 'fallback',
		usedLines: line.usedLines,
		prng: line.prng
	};
};

// seed 004 Node 3: validate_response (sync) — the win table; a blocked line is replaced here
const validateNode: Node = (s, { pack }) => {
	const v = validateResponse(s.pirateResponse, s.meritScore, s.difficulty, pack);
	if (!v.isBlocked) return { isBlocked: false, isWon: v.isWon, winReason: v.reason };
	const refusal = pickLine(pack, { kind: 'refuse', difficulty: s.difficulty }, s.usedLines, s.prng);
	return {
		isBlocked: true,
		isWon: false,
		winReason: v.reason,
		pirateResponse: refusal.text,
		pirateRefusal: true,
		usedLines: refusal.usedLines,
		prng: refusal.prng
	};
};

// seed 004 Node 4: handle_blocked (sync) — "Pass through: alternative already set"
const handleBlocked: Node = () => ({});

export type TurnNode = 'merit_check' | 'generate_response' | 'validate_response' | 'handle_blocked';

/**
 * The seed's graph as one function: merit_check → generate_response → validate_response →
 * (blocked) handle_blocked. seed 004 `_should_validate` always answers 'validate', so there is no
 * branch there. Returns the state and the nodes it ran, in order.
 */
export const runTurnNodes = async (
	initial: ConversationState,
	pack: PiratePack,
	ports: PirateTurnPorts
): Promise<{ state: ConversationState; path: TurnNode[] }> => {
	const p = { pack, ports };
	// A cancelled turn (the player pressed Cancel) ends here and records nothing.
	const go = () => ports.signal?.throwIfAborted();
	let s = initial;
	go();
	s = { ...s, ...(await meritCheck(s, p)) };
	go();
	s = { ...s, ...(await generateResponse(s, p)) };
	go();
	s = { ...s, ...validateNode(s, p) };
	if (!s.isBlocked) return { state: s, path: ['merit_check', 'generate_response', 'validate_response'] };
	s = { ...s, ...handleBlocked(s, p) };
	return { state: s, path: ['merit_check', 'generate_response', 'validate_response', 'handle_blocked'] };
};

export type PirateTurnResult = { game: PirateGame; turn: TurnRecord; path: string[] };

/** One player message: detect (beginTurn), the four nodes, record the outcome (finishTurn). */
export const runPirateTurn = async (
	game: PirateGame,
	text: string,
	pack: PiratePack,
	ports: PirateTurnPorts
): Promise<PirateTurnResult> => {
	if (game.status !== 'playing') throw new Error('This game is over; start a new one.');
	const begun = beginTurn(game, text, pack);
	const g = begun.game;
	const { state, path } = await runTurnNodes(
		{
			gameId: g.id,
			difficulty: g.difficulty,
			conversationHistory: g.history,
			strategiesAttempted: g.strategiesAttempted,
			playerPersonas: g.playerPersonas,
			lastStrategy: begun.lastStrategy,
			merit: null,
			meritScore: 0,
			meritHasEarnedIt: false,
			pirateResponse: '',
			pirateRefusal: false,
			responseSource: 'fallback',
			isBlocked: false,
			isWon: false,
			winReason: 'none',
			usedLines: g.usedLines,
			prng: g.prng
		},
		pack,
		ports
	);
	const next = finishTurn(
		g,
		{
			merit: state.merit as Merit,
			hasEarnedIt: state.meritHasEarnedIt,
			pirateResponse: state.pirateResponse,
			refusal: state.pirateRefusal,
			isBlocked: state.isBlocked,
			isWon: state.isWon,
			winReason: state.winReason,
			responseSource: state.responseSource,
			usedLines: state.usedLines,
			prng: state.prng
		},
		ports.now()
	);
	return { game: next, turn: next.turns.at(-1) as TurnRecord, path };
};
