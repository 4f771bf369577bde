import { contentFilter } from '$lib/engines/kit/content-filter';
import { readActs, type ActModel } from '$lib/engines/acts/model';
import {
	beginTurn,
	buildMeritRequest,
	buildResponseRequest,
	captainOf,
	captainReply,
	finishTurn,
	hasEarnedIt,
	meritFromComponents,
	movesUsed,
	noteMoves,
	openDoubt,
	packStock,
	roundGains,
	scoreLines,
	stageOf,
	validateResponse,
	type ConversationMessage,
	type Difficulty,
	type LineRecord,
	type LineScore,
	type Merit,
	type PirateGame,
	type PiratePack,
	type PrngState,
	type Stage,
	type Suspicion,
	type TurnRecord,
	type WinReason,
	type Captain
} from '$lib/games/pirate/engine';
import type { LlmClient } from '$lib/llm/types';
import { runTaskWith } from '$lib/flows/run-task';

/**
 * seed 004 "ConversationState" (camelCase here): conversation_history, strategies_attempted,
 * player_personas, merit_score, merit_has_earned_it, pirate_response, is_blocked, is_won — plus
 * what the offline captain and the replay need.
 */
export type ConversationState = {
	gameId: string;
	difficulty: Difficulty;
	/** docs/pirate.md "The ladder": his doubts, phrase, persona and lines; the difficulty is his */
	captain: Captain;
	conversationHistory: ConversationMessage[];
	strategiesAttempted: string[];
	playerPersonas: string[];
	/** the offline reading of the player's line (merit-fallback.ts) and the offline merit */
	line: LineScore;
	offline: Merit;
	/** the doubt he raises after this line (docs/pirate.md "The captain argues back") */
	open: Suspicion | null;
	stage: Stage;
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

/** `acts`: the act model (docs/acts.md), loaded by the caller; the turn reads the line through it. */
export type PirateTurnPorts = { llm: PirateLlm; acts: ActModel; now: () => number; signal?: AbortSignal };

/** A line that adds less than this did not move him: his answer is a refusal (docs/pirate.md). */
export const MOVED = 3;

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

// seed 004 Node 1: merit_check (async) — LLM evaluation, the offline merit as its fallback
const meritCheck = async (
	s: ConversationState,
	{ pack, ports }: Ports
): Promise<Partial<ConversationState>> => {
	const spec = buildMeritRequest({
		history: s.conversationHistory,
		strategies: s.strategiesAttempted,
		personas: s.playerPersonas,
		difficulty: s.difficulty,
		language: pack.language,
		stock: packStock(pack, s.captain)
	});
	const { value } = await runTaskWith(clientFor(ports.llm, 'merit', s.difficulty), spec, {
		signal: ports.signal
	});
	return {
		merit: value,
		meritScore: value.total,
		meritHasEarnedIt: hasEarnedIt(value.total, s.difficulty),
		stage: stageOf(value.total, s.difficulty)
	};
};

/** The offline captain's line for this turn (captain.ts). */
const offlineReply = (s: ConversationState, pack: PiratePack, earned: boolean) =>
	captainReply(
		pack,
		s.captain,
		{
			difficulty: s.difficulty,
			stage: s.stage,
			earned,
			verdict: s.line.verdict,
			move: s.line.moves[0] ?? null,
			answered: s.line.answered,
			open: s.open
		},
		s.usedLines,
		s.prng
	);

// seed 004 Node 2: generate_response (async) — prompt per difficulty and earned state
const generateResponse = async (
	s: ConversationState,
	{ pack, ports }: Ports
): Promise<Partial<ConversationState>> => {
	const line = offlineReply(s, pack, s.meritHasEarnedIt);
	const spec = buildResponseRequest({
		pack,
		difficulty: s.difficulty,
		earned: s.meritHasEarnedIt,
		history: s.conversationHistory,
		fallback: line.text,
		doubt: s.open,
		captain: s.captain
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
	if (verdict?.ok) return { pirateResponse: verdict.text, responseSource: 'llm' };
	return {
		pirateResponse: line.text,
		responseSource: 'fallback',
		usedLines: line.usedLines,
		prng: line.prng
	};
};

// seed 004 Node 3: validate_response (sync) — the win table; a blocked line is replaced here
const validateNode: Node = (s, { pack }) => {
	const v = validateResponse(s.pirateResponse, s.meritScore, s.difficulty, pack, s.captain);
	if (!v.isBlocked) return { isBlocked: false, isWon: v.isWon, winReason: v.reason };
	const instead = offlineReply(s, pack, false);
	return {
		isBlocked: true,
		isWon: false,
		winReason: v.reason,
		pirateResponse: instead.text,
		usedLines: instead.usedLines,
		prng: instead.prng
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

const lineRecord = (line: LineScore, offline: Merit): LineRecord => ({
	verdict: line.verdict,
	gains: line.gains,
	moves: line.moves,
	newMoves: line.newMoves,
	particulars: line.particulars,
	carried: line.carried,
	answered: line.answered,
	offlineTotal: offline.total
});

/** One player message: read its acts, begin the turn, the four nodes, record the outcome. */
export const runPirateTurn = async (
	game: PirateGame,
	text: string,
	pack: PiratePack,
	ports: PirateTurnPorts
): Promise<PirateTurnResult> => {
	if (game.status !== 'playing') throw new Error('This game is over; start a new one.');
	const previous = game.history.findLast((m) => m.role === 'pirate')?.text;
	const acts = readActs(ports.acts, { text, previous, language: game.language });
	const begun = beginTurn(game, text, acts);
	const captain = captainOf(pack, game.captain, game.difficulty);
	const scores = scoreLines(begun.history, { language: begun.language, stock: packStock(pack, captain) });
	const line = scores.at(-1) as LineScore;
	const g = line.verdict === 'counted' ? noteMoves(begun, text, line.moves, line.answered === 'who') : begun;
	const offline = meritFromComponents(roundGains(line.totals), 'fallback');
	const answered = scores.flatMap((l) => (l.answered ? [l.answered] : []));
	const { state, path } = await runTurnNodes(
		{
			gameId: g.id,
			difficulty: captain.difficulty,
			captain,
			conversationHistory: g.history,
			strategiesAttempted: movesUsed(g),
			playerPersonas: g.playerPersonas,
			line,
			offline,
			open: openDoubt(captain, answered),
			stage: 'cold',
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
	const gained = Object.values(line.gains).reduce((a, b) => a + b, 0);
	const next = finishTurn(
		g,
		{
			merit: state.merit as Merit,
			hasEarnedIt: state.meritHasEarnedIt,
			pirateResponse: state.pirateResponse,
			// docs/pirate.md "Merit": he refused when the line did not move him
			refusal: !state.isWon && gained < MOVED,
			raised: state.isWon ? undefined : (state.open ?? undefined),
			isBlocked: state.isBlocked,
			isWon: state.isWon,
			winReason: state.winReason,
			responseSource: state.responseSource,
			usedLines: state.usedLines,
			prng: state.prng,
			line: lineRecord(line, offline)
		},
		ports.now()
	);
	return { game: next, turn: next.turns.at(-1) as TurnRecord, path };
};
