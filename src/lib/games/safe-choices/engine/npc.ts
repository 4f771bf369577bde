import { pick, seedPrng, type PrngState } from '$lib/engines/kit';
import type { ActModel, SafetyRead } from '$lib/engines/acts';
import { replyPools, type ReplyAct } from './character-lines-schema';
import type { Scenario, Tactic } from './scenario-schema';
import { moveOf, type PlayerMove } from './npc-read';
import { stopsTheScene } from './safeguard';
import { readMessage } from './signals';
import type { RiskLanguage } from './types';

/**
 * The offline character (docs/safe-choices.md "The character"): a scripted stage machine over the
 * scenario's lines. A disclosure of real harm or distress stops it before it says anything
 * (safeguard.ts). Otherwise it answers what the player did (npc-read.ts: the act model's reading)
 * with the pack's `character_lines` for that act, stage and tactic, then its `reactions`; a yes
 * gets a consequence and a pause to reflect (`reflect`). It changes tactic when it pushes, climbs a stage as the
 * conversation goes on, and gives up after two firm answers in a row once the player has had 6
 * turns. Leaving or blocking ends it.
 * With an LLM the same machine decides what happens; the model only words the line (npc-prompt.ts).
 */
export const NPC_STATUSES = ['playing', 'gave_up', 'left', 'max_turns', 'stopped'] as const;
export type NpcStatus = (typeof NPC_STATUSES)[number];
export type NpcEvent =
	| 'opening'
	| 'tactic'
	| 'refusal'
	| 'named'
	| 'told'
	| 'deflect'
	| 'safeguard'
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
	/** Plain no's so far: the first is answered as the first. */
	refusals: number;
	/** The tactic of the character's last pushing line (a named tactic is answered as named). */
	tactic: Tactic | null;
	lastEvent: NpcEvent;
	status: NpcStatus;
	/** Lines already said: the NPC never says one twice in a conversation. */
	used: string[];
	rng: PrngState;
};

export type NpcStep = {
	state: NpcState;
	event: NpcEvent;
	tactic: Tactic | null;
	line: string | null;
	/** The act the line answers (null: the opening, or no line). */
	answered?: ReplyAct | 'leave' | 'other' | null;
	/** A yes was played out: the scene pauses so the teen can reflect. */
	reflect?: boolean;
};

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
		refusals: 0,
		tactic: null,
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

/** Per move: the event, the act the line answers, and the legacy `reactions` pools after the pack's lines. */
const MOVE_REPLY: Partial<Record<PlayerMove, [NpcEvent, ReplyAct, ReactionKey[]]>> = {
	agreement: ['agreement', 'agree', ['agreement']],
	told: ['told', 'seek_help', ['adult_present', 'refusal']],
	named: ['named', 'name_tactic', ['refusal']],
	sarcasm: ['sarcasm', 'refuse_humour', ['sarcasm', 'refusal']],
	refusal: ['refusal', 'refuse', ['refusal']],
	doubt: ['hesitation', 'hedge', ['hesitation']],
	question: ['question', 'question', ['question', 'hesitation']],
	deflect: ['deflect', 'deflect', []]
};
const FIRM: readonly PlayerMove[] = ['told', 'named', 'sarcasm', 'refusal'];

/**
 * One player turn. A disclosure of real harm or distress (read by the act model, the curated rules
 * and `also` — a language model's reading) stops the scene with no line. Leaving or blocking ends
 * it. Otherwise the reply answers the act: the pack's character lines for it (most specific
 * first), then the stage's and the scenario's reactions; anything else, or a used-up pool, gets the
 * next tactic. No line is said twice; when every line is used the conversation ends.
 */
export const npcStep = (
	scenario: Scenario,
	prev: NpcState,
	playerText: string,
	language: RiskLanguage,
	model: ActModel,
	also: readonly Partial<SafetyRead>[] = []
): NpcStep => {
	if (prev.status !== 'playing') return { state: prev, event: prev.lastEvent, tactic: null, line: null };
	const npcLine = prev.used[prev.used.length - 1];
	const turn = prev.turn + 1;
	if (stopsTheScene(model, playerText, language, npcLine, also))
		return {
			state: { ...prev, turn, status: 'stopped', lastEvent: 'safeguard' },
			event: 'safeguard',
			tactic: null,
			line: null,
			answered: null
		};
	const move = moveOf(readMessage(model, playerText, language, { npc: npcLine }));
	const firm = FIRM.includes(move);
	const state: NpcState = {
		...prev,
		turn,
		stage: stageFor(scenario, turn),
		firmStreak: firm ? prev.firmStreak + 1 : 0,
		refusals: prev.refusals + (firm ? 1 : 0)
	};
	const done = (event: NpcEvent, status: NpcStatus, lines: readonly string[] | null): NpcStep => {
		const chosen = lines ? choose(lines, state) : null;
		const next = chosen ? chosen[1] : state;
		const answered = event === 'left' ? 'leave' : null;
		return {
			state: { ...next, status, lastEvent: event },
			event,
			tactic: null,
			line: chosen?.[0] ?? null,
			answered
		};
	};
	if (move === 'leave') return done('left', 'left', null);
	if (state.firmStreak >= GIVE_UP_AFTER && turn >= MIN_TURNS_BEFORE_GIVE_UP)
		return done('give_up', 'gave_up', scenario.reactions.give_up);
	if (turn >= scenario.max_turns) return done('end', 'max_turns', scenario.reactions.end);
	const reply = MOVE_REPLY[move];
	if (reply) {
		const [event, answers, keys] = reply;
		const stage = scenario.stages[state.stage];
		const pools = [
			...replyPools(scenario.character_lines, {
				answers,
				stage: state.stage,
				tactic: state.tactic,
				nth: state.refusals > 1 ? 'again' : 'first'
			}),
			// a first no is never answered with a line written for a repeated one
			...(answers === 'refuse' && state.refusals <= 1 && scenario.character_lines?.length
				? []
				: keys.flatMap((k) => [stage.reactions?.[k], scenario.reactions[k]]))
		];
		const chosen = pools.reduce<ReturnType<typeof choose>>(
			(found, pool) => found ?? choose(pool, state),
			null
		);
		if (chosen)
			return {
				state: { ...chosen[1], lastEvent: event },
				event,
				tactic: null,
				line: chosen[0],
				answered: answers,
				reflect: move === 'agreement'
			};
	}
	const pushed = nextTactic(scenario, state);
	if (!pushed) return done('end', 'max_turns', scenario.reactions.end);
	return {
		state: { ...pushed.state, tactic: pushed.tactic, lastEvent: 'tactic' },
		event: 'tactic',
		tactic: pushed.tactic,
		line: pushed.line,
		answered: move === 'deflect' ? 'deflect' : 'other',
		reflect: move === 'agreement'
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
	language: RiskLanguage,
	model: ActModel
): NpcStep => {
	let step = startNpc(scenario, seed);
	for (const text of playerTexts) step = npcStep(scenario, step.state, text, language, model);
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
