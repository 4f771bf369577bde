import { pick, seedPrng, type PrngState } from '$lib/engines/kit';
import type { Scenario, Tactic } from './scenario-schema';
import { readPlayerMove, type PlayerMove } from './npc-read';
import type { RiskLanguage } from './types';

/**
 * The offline NPC (safe-choices.md, "The NPC"): a scripted stage machine over the scenario's lines. It
 * answers what the player said (npc-read.ts), changes tactic when it pushes, climbs a stage as the
 * conversation goes on, and gives up after two firm answers in a row once the player has had 6
 * turns. Leaving or blocking ends it.
 * With an LLM the same machine decides what happens; the model only words the line (npc-prompt.ts).
 */
export const NPC_STATUSES = ['playing', 'gave_up', 'left', 'max_turns'] as const;
export type NpcStatus = (typeof NPC_STATUSES)[number];
export type NpcEvent =
	| 'opening'
	| 'tactic'
	| 'refusal'
	| 'sarcasm'
	| 'question'
	| 'adult_present'
	| 'hesitation'
	| 'agreement'
	| 'give_up'
	| 'end'
	| 'left';

export type NpcState = {
	/** Player turns so far. */
	turn: number;
	stage: number;
	tacticCursor: number;
	firmStreak: number;
	lastEvent: NpcEvent;
	status: NpcStatus;
	/** Lines already said: the NPC never says one twice in a conversation. */
	used: string[];
	rng: PrngState;
};

export type NpcStep = { state: NpcState; event: NpcEvent; tactic: Tactic | null; line: string | null };

/** seed/risk.md: the NPC gives up when the player holds firm twice in a row... */
export const GIVE_UP_AFTER = 2;
/** ...but not before the player has had 6 turns to show every skill, unless they leave. */
export const MIN_TURNS_BEFORE_GIVE_UP = 6;

export const startNpc = (scenario: Scenario, seed: number): NpcStep => ({
	state: {
		turn: 0,
		stage: 0,
		tacticCursor: 0,
		firmStreak: 0,
		lastEvent: 'opening',
		status: 'playing',
		used: [scenario.opening],
		rng: seedPrng(seed)
	},
	event: 'opening',
	tactic: null,
	line: scenario.opening
});

/** A line not said yet from `lines`, or null when every one has been said. */
const choose = (lines: readonly string[] | undefined, state: NpcState): [string, NpcState] | null => {
	const fresh = (lines ?? []).filter((l) => !state.used.includes(l));
	if (!fresh.length) return null;
	const [line, rng] = pick(fresh, state.rng);
	const said = line ?? fresh[0];
	return [said, { ...state, rng, used: [...state.used, said] }];
};

export const stageFor = (scenario: Scenario, turn: number): number =>
	Math.min(scenario.stages.length - 1, Math.floor((turn * scenario.stages.length) / scenario.max_turns));

/**
 * The next tactic with a line not said yet: the current stage first, then later and earlier stages
 * (the NPC keeps pushing with something new rather than repeating itself).
 */
const nextTactic = (
	scenario: Scenario,
	state: NpcState
): { tactic: Tactic; line: string; state: NpcState } | null => {
	const tactics = scenario.npc.tactics;
	const order = scenario.stages
		.map((_, i) => i)
		.sort((a, b) => {
			const da = a >= state.stage ? a - state.stage : 100 + state.stage - a;
			const db = b >= state.stage ? b - state.stage : 100 + state.stage - b;
			return da - db;
		});
	for (const stage of order)
		for (let i = 0; i < tactics.length; i++) {
			const tactic = tactics[(state.tacticCursor + i) % tactics.length];
			const chosen = choose(scenario.stages[stage].lines[tactic], state);
			if (chosen)
				return { tactic, line: chosen[0], state: { ...chosen[1], tacticCursor: state.tacticCursor + i + 1 } };
		}
	return null;
};

type ReactionKey = keyof Scenario['reactions'];

const MOVE_REACTION: Partial<Record<PlayerMove, [NpcEvent, ReactionKey]>> = {
	refusal: ['refusal', 'refusal'],
	sarcasm: ['sarcasm', 'sarcasm'],
	question: ['question', 'question'],
	adult_present: ['adult_present', 'adult_present'],
	agreement: ['agreement', 'agreement'],
	doubt: ['hesitation', 'hesitation']
};
/** Where a scenario has no lines for a move, the closest reaction it has. */
const FALLBACK_REACTION: Partial<Record<ReactionKey, ReactionKey>> = {
	sarcasm: 'refusal',
	adult_present: 'refusal',
	question: 'hesitation'
};

/**
 * One player turn: the reply is chosen from what the player just said — leaving or
 * blocking ends it; a refusal, sarcasm, an adult in the room, a question, doubt or agreement each
 * get their own reaction lines (the stage's, then the scenario's); anything else gets the next
 * tactic. No line is said twice: when a pool is used up the NPC pushes with a new tactic line, and
 * when every line is used the conversation ends.
 */
export const npcStep = (
	scenario: Scenario,
	prev: NpcState,
	playerText: string,
	language: RiskLanguage
): NpcStep => {
	if (prev.status !== 'playing') return { state: prev, event: prev.lastEvent, tactic: null, line: null };
	const move = readPlayerMove(playerText, language, { npc: prev.used[prev.used.length - 1] });
	const turn = prev.turn + 1;
	const firm = move === 'refusal' || move === 'sarcasm' || move === 'adult_present';
	let state: NpcState = {
		...prev,
		turn,
		stage: stageFor(scenario, turn),
		firmStreak: firm ? prev.firmStreak + 1 : 0
	};
	const done = (event: NpcEvent, status: NpcStatus, lines: readonly string[] | null): NpcStep => {
		const chosen = lines ? choose(lines, state) : null;
		const next = chosen ? chosen[1] : state;
		return { state: { ...next, status, lastEvent: event }, event, tactic: null, line: chosen?.[0] ?? null };
	};
	if (move === 'leave' || move === 'block') return done('left', 'left', null);
	if (state.firmStreak >= GIVE_UP_AFTER && turn >= MIN_TURNS_BEFORE_GIVE_UP)
		return done('give_up', 'gave_up', scenario.reactions.give_up);
	if (turn >= scenario.max_turns) return done('end', 'max_turns', scenario.reactions.end);
	const reaction = MOVE_REACTION[move];
	if (reaction) {
		const [event, key] = reaction;
		const fallback = FALLBACK_REACTION[key];
		// in order: the stage's own lines, the scenario's, then the closest reaction's
		const pools = [
			scenario.stages[state.stage].reactions?.[key],
			scenario.reactions[key],
			...(fallback ? [scenario.stages[state.stage].reactions?.[fallback], scenario.reactions[fallback]] : [])
		];
		const chosen = pools.reduce<ReturnType<typeof choose>>(
			(found, pool) => found ?? choose(pool, state),
			null
		);
		if (chosen) {
			state = chosen[1];
			return { state: { ...state, lastEvent: event }, event, tactic: null, line: chosen[0] };
		}
	}
	const pushed = nextTactic(scenario, state);
	if (!pushed) return done('end', 'max_turns', scenario.reactions.end);
	return {
		state: { ...pushed.state, lastEvent: 'tactic' },
		event: 'tactic',
		tactic: pushed.tactic,
		line: pushed.line
	};
};

export const isOver = (state: NpcState): boolean => state.status !== 'playing';

/**
 * The NPC's state after a saved conversation (resume after a reload): the machine is
 * deterministic for its seed, so replaying the player's lines rebuilds it exactly — the lines a
 * model worded are not needed, the machine decided what happened.
 */
export const replayNpc = (
	scenario: Scenario,
	seed: number,
	playerTexts: readonly string[],
	language: RiskLanguage
): NpcStep => {
	let step = startNpc(scenario, seed);
	for (const text of playerTexts) step = npcStep(scenario, step.state, text, language);
	return step;
};

/** The tactic the NPC is on now (for the LLM prompt on any event). */
export const currentTactic = (scenario: Scenario, state: NpcState): Tactic => {
	const tactics = scenario.npc.tactics;
	const stage = scenario.stages[state.stage];
	for (let i = 0; i < tactics.length; i++) {
		const tactic = tactics[(state.tacticCursor + i) % tactics.length];
		if (stage.lines[tactic]?.length) return tactic;
	}
	return tactics[0];
};
