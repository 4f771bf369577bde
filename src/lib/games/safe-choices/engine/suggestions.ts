import type { ReplyKind, SuggestionSet } from './scenario-extras-schema';
import type { Scenario, Tactic } from './scenario-schema';
import type { TranscriptLine } from './types';

/**
 * Suggested replies (docs/safe-choices.md "Suggested replies"): three short replies of different
 * kinds for this turn, from the scenario's set for the current stage — a strong one (a no that
 * names the tactic the character just used, or a no with who the teen would tell, turn about), a
 * hedge and a yes. A reply the teen already sent is not offered again, the line of each kind moves
 * on every turn, and the order is shuffled per turn so the strong one is not always first.
 * Deterministic for the attempt's seed.
 */
export type SuggestedReply = { kind: ReplyKind; text: string };

export type SuggestInput = {
	/** The stage the character is on (`NpcState.stage`). */
	stage: number;
	/** Player turns so far. */
	turn: number;
	seed: number;
	transcript: readonly TranscriptLine[];
	/** The tactic the character's step used (`NpcStep.tactic`): a line a model worded is not in the pack. */
	tactic?: Tactic | null;
};

/** The tactic of the character's newest line, when it is one of the scenario's tactic lines. */
export const tacticOfLastLine = (
	scenario: Scenario,
	transcript: readonly TranscriptLine[]
): Tactic | null => {
	const last = transcript.findLast((l) => l.role === 'npc')?.text;
	if (!last) return null;
	for (const stage of scenario.stages)
		for (const [tactic, lines] of Object.entries(stage.lines))
			if (lines?.includes(last)) return tactic as Tactic;
	return null;
};

const firmPool = (set: SuggestionSet, tactic: Tactic | null): string[] =>
	(tactic && set.firm[tactic]) ||
	set.firm.any ||
	Object.values(set.firm)
		.flat()
		.filter((l) => l !== undefined);

/** Each kind starts at its own place in its pool. */
const KIND_OFFSET: Record<ReplyKind, number> = { firm: 0, help: 7, hedge: 14, yes: 21 };

export const suggestReplies = (scenario: Scenario, input: SuggestInput): SuggestedReply[] => {
	const sets = scenario.suggestions;
	if (!sets?.length) return [];
	const set = sets[Math.min(input.stage, sets.length - 1)];
	const sent = new Set(input.transcript.filter((l) => l.role === 'player').map((l) => l.text.trim()));
	// plain arithmetic on the seed: this runs on the start page's code, without the kit's PRNG
	// module and its schema (docs/architecture.md "How a start page starts")
	const base = Math.abs(Math.trunc(input.seed)) % 1_000_003;
	const strong: ReplyKind = input.turn % 2 === 0 || !set.help.length ? 'firm' : 'help';
	const choose = (kind: ReplyKind, pool: readonly string[]): SuggestedReply | null => {
		const fresh = pool.filter((l) => !sent.has(l));
		const from = fresh.length ? fresh : pool;
		if (!from.length) return null;
		// the next line of the pool each time the kind shows: the strong kinds take turns, so they
		// move on every other turn, the others every turn
		const shown = kind === 'firm' || kind === 'help' ? Math.floor(input.turn / 2) : input.turn;
		return { kind, text: from[(base + KIND_OFFSET[kind] + shown) % from.length] };
	};
	const picked = [
		choose(
			strong,
			strong === 'firm'
				? firmPool(set, input.tactic ?? tacticOfLastLine(scenario, input.transcript))
				: set.help
		),
		choose('hedge', set.hedge),
		choose('yes', set.yes)
	].filter((s): s is SuggestedReply => s !== null);
	const rotate = (base + input.turn) % picked.length;
	return [...picked.slice(rotate), ...picked.slice(0, rotate)];
};
