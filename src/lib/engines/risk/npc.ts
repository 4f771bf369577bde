import { pick, seedPrng, type PrngState } from '../kit';
import type { Scenario, Tactic } from './scenario-schema';
import { readMessage } from './signals';
import type { RiskLanguage } from './types';

/**
 * The offline NPC (risk.md, "The NPC"): a scripted stage machine over the scenario's lines. It
 * changes tactic every turn, climbs a stage as the conversation goes on, reacts to a firm refusal
 * (read with the scorer's lexicons) and gives up after two firm refusals in a row. Leaving ends it.
 * With an LLM the same machine decides what happens; the model only words the line (npc-prompt.ts).
 */
export const NPC_STATUSES = ['playing', 'gave_up', 'left', 'max_turns'] as const;
export type NpcStatus = (typeof NPC_STATUSES)[number];
export type NpcEvent =
	'opening' | 'tactic' | 'refusal' | 'hesitation' | 'agreement' | 'give_up' | 'end' | 'left';

export type NpcState = {
	/** Player turns so far. */
	turn: number;
	stage: number;
	tacticCursor: number;
	firmStreak: number;
	lastEvent: NpcEvent;
	status: NpcStatus;
	/** Lines already said, so the NPC avoids repeating itself. */
	used: string[];
	rng: PrngState;
};

export type NpcStep = { state: NpcState; event: NpcEvent; tactic: Tactic | null; line: string | null };

/** seed/risk.md: the NPC gives up when the player holds firm twice in a row. */
export const GIVE_UP_AFTER = 2;

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

const choose = (lines: readonly string[], state: NpcState): [string, NpcState] => {
	const fresh = lines.filter((l) => !state.used.includes(l));
	const [line, rng] = pick(fresh.length ? fresh : lines, state.rng);
	return [line ?? lines[0], { ...state, rng, used: [...state.used, line ?? lines[0]] }];
};

export const stageFor = (scenario: Scenario, turn: number): number =>
	Math.min(scenario.stages.length - 1, Math.floor((turn * scenario.stages.length) / scenario.max_turns));

/** The tactic for this turn: the next of the NPC's tactics that has lines in the current stage. */
const nextTactic = (
	scenario: Scenario,
	state: NpcState
): { tactic: Tactic; lines: string[]; cursor: number } => {
	const stage = scenario.stages[state.stage];
	const tactics = scenario.npc.tactics;
	for (let i = 0; i < tactics.length; i++) {
		const tactic = tactics[(state.tacticCursor + i) % tactics.length];
		const lines = stage.lines[tactic];
		if (lines?.length) return { tactic, lines, cursor: state.tacticCursor + i + 1 };
	}
	// The schema guarantees one tactic with lines per stage; keep a safe answer anyway.
	return { tactic: tactics[0], lines: scenario.reactions.hesitation, cursor: state.tacticCursor + 1 };
};

/** One player turn: returns the NPC's next state, what happened, and its scripted line. */
export const npcStep = (
	scenario: Scenario,
	prev: NpcState,
	playerText: string,
	language: RiskLanguage
): NpcStep => {
	if (prev.status !== 'playing') return { state: prev, event: prev.lastEvent, tactic: null, line: null };
	const read = readMessage(playerText, language);
	const turn = prev.turn + 1;
	let state: NpcState = { ...prev, turn, stage: stageFor(scenario, turn) };
	const done = (event: NpcEvent, status: NpcStatus, lines: readonly string[] | null): NpcStep => {
		if (!lines) return { state: { ...state, status, lastEvent: event }, event, tactic: null, line: null };
		const [line, next] = choose(lines, state);
		return { state: { ...next, status, lastEvent: event }, event, tactic: null, line };
	};
	if (read.leaves) return done('left', 'left', null);
	if (read.holdsFirm) {
		state = { ...state, firmStreak: prev.firmStreak + 1 };
		if (state.firmStreak >= GIVE_UP_AFTER) return done('give_up', 'gave_up', scenario.reactions.give_up);
		if (turn >= scenario.max_turns) return done('end', 'max_turns', scenario.reactions.end);
		return done('refusal', 'playing', scenario.reactions.refusal);
	}
	state = { ...state, firmStreak: 0 };
	if (turn >= scenario.max_turns) return done('end', 'max_turns', scenario.reactions.end);
	if (read.agreed) return done('agreement', 'playing', scenario.reactions.agreement);
	const hesitant = read.counts.yielding + read.counts.doubt > 0;
	if (hesitant && prev.lastEvent !== 'hesitation')
		return done('hesitation', 'playing', scenario.reactions.hesitation);
	const { tactic, lines, cursor } = nextTactic(scenario, state);
	const [line, next] = choose(lines, { ...state, tacticCursor: cursor });
	return { state: { ...next, lastEvent: 'tactic' }, event: 'tactic', tactic, line };
};

export const isOver = (state: NpcState): boolean => state.status !== 'playing';

/** The tactic the NPC is on now (for the LLM prompt on any event). */
export const currentTactic = (scenario: Scenario, state: NpcState): Tactic =>
	nextTactic(scenario, state).tactic;
