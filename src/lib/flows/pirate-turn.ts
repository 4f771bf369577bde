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
} from '$lib/engines/pirate';
import { runRequest } from '$lib/llm/run-request';
import type { LlmClient } from '$lib/llm/types';
import { END, StateGraph } from './graph';

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

/** The seed's four nodes and two conditional edges, wired for one pack and one set of ports. */
export const buildPirateGraph = (pack: PiratePack, ports: PirateTurnPorts) =>
	new StateGraph<ConversationState>()
		// seed 004 Node 1: merit_check (async) — LLM evaluation, offline formula as its fallback
		.addNode('merit_check', async (s, { signal }) => {
			const spec = buildMeritRequest({
				history: s.conversationHistory,
				strategies: s.strategiesAttempted,
				personas: s.playerPersonas,
				difficulty: s.difficulty
			});
			const { value } = await runRequest(clientFor(ports.llm, 'merit', s.difficulty), spec, signal);
			return {
				merit: value,
				meritScore: value.total,
				meritHasEarnedIt: hasEarnedIt(value.total, s.difficulty)
			};
		})
		// seed 004 Node 2: generate_response (async) — prompt per difficulty and earned state
		.addNode('generate_response', async (s, { signal }) => {
			const key = lineKeyFor(s.difficulty, s.meritHasEarnedIt, s.lastStrategy);
			const line = pickLine(pack, key, s.usedLines, s.prng);
			const spec = buildResponseRequest({
				pack,
				difficulty: s.difficulty,
				earned: s.meritHasEarnedIt,
				history: s.conversationHistory,
				fallback: line.text
			});
			const out = await runRequest(clientFor(ports.llm, 'response', s.difficulty), spec, signal);
			const text = out.source === 'llm' ? cleanLine(out.value) : '';
			// llm.md: a line shown to players passes the content filter, else the fallback is shown
			if (text && contentFilter(text, pack.language, false, { maxLength: 800 }).ok)
				return { pirateResponse: text, pirateRefusal: isRefusalText(text, pack), responseSource: 'llm' };
			return {
				pirateResponse: line.text,
				pirateRefusal: line.refusal,
				responseSource: 'fallback',
				usedLines: line.usedLines,
				prng: line.prng
			};
		})
		// seed 004 Node 3: validate_response (sync) — the win table; a blocked line is replaced here
		.addNode('validate_response', (s) => {
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
		})
		// seed 004 Node 4: handle_blocked (sync) — "Pass through: alternative already set"
		.addNode('handle_blocked', () => ({}))
		.setEntryPoint('merit_check')
		.addEdge('merit_check', 'generate_response')
		// seed 004 _should_validate: always 'validate' ('skip' never happens)
		.addConditionalEdges('generate_response', (): 'validate' | 'skip' => 'validate', {
			validate: 'validate_response',
			skip: END
		})
		.addConditionalEdges('validate_response', (s) => (s.isBlocked ? 'blocked' : 'allowed'), {
			allowed: END,
			blocked: 'handle_blocked'
		})
		.addEdge('handle_blocked', END)
		.compile();

export type PirateTurnResult = { game: PirateGame; turn: TurnRecord; path: string[] };

/** One player message: detect (before the graph), run the graph, record the outcome (after it). */
export const runPirateTurn = async (
	game: PirateGame,
	text: string,
	pack: PiratePack,
	ports: PirateTurnPorts
): Promise<PirateTurnResult> => {
	if (game.status !== 'playing') throw new Error('This game is over; start a new one.');
	const begun = beginTurn(game, text, pack);
	const g = begun.game;
	const { state, path } = await buildPirateGraph(pack, ports).invoke(
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
		{ signal: ports.signal }
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
