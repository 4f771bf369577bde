import type { ConversationMessage } from './schema';
import { PERSUASION_ACTS, isPersuasion, type PersuasionAct } from './reading';
import { ANSWERED_BY, type Suspicion } from './suspicions';

/**
 * docs/pirate.md "Learn to beat him": after two refusals in a row (two lines that did not move him)
 * an optional hint names the doubt he is stuck on or a strategy not tried yet — never a line to type.
 */
export type Hint =
	| { kind: 'suspicion'; suspicion: Suspicion; tries: PersuasionAct[] }
	| { kind: 'strategy'; act: PersuasionAct };

export const REFUSALS_BEFORE_HINT = 2;

/** Two pirate lines in a row with the refusal mark, the last of them the newest line. */
export const hintDue = (history: readonly ConversationMessage[]): boolean => {
	const his = history.filter((m) => m.role === 'pirate');
	return his.length > REFUSALS_BEFORE_HINT && his.slice(-REFUSALS_BEFORE_HINT).every((m) => m.refusal);
};

/**
 * The hint for now, or null when none is due. The open doubt first (with the strategies that would
 * answer it, untried ones first); with no doubt left, a strategy the player has not used.
 */
export const hintFor = (history: readonly ConversationMessage[]): Hint | null => {
	if (!hintDue(history)) return null;
	const tried = new Set(
		history.flatMap((m) => (m.role === 'player' ? (m.acts ?? []).map((a) => a.act).filter(isPersuasion) : []))
	);
	const open = history.at(-1)?.raised;
	if (open) {
		const tries = [...ANSWERED_BY[open], 'answer_objection' as const];
		return {
			kind: 'suspicion',
			suspicion: open,
			tries: [...tries.filter((t) => !tried.has(t)), ...tries.filter((t) => tried.has(t))].slice(0, 2)
		};
	}
	const untried = PERSUASION_ACTS.filter((a) => !tried.has(a) && a !== 'answer_objection');
	const turns = history.filter((m) => m.role === 'player').length;
	return {
		kind: 'strategy',
		act: untried.length ? untried[turns % untried.length] : PERSUASION_ACTS[turns % 9]
	};
};
