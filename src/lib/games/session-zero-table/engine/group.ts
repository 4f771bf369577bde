import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import { modeConflictPrompt, disagreementPrompt, proposalSentence, type GroupLang } from './prompts';
import { modeConflicts, modeTallies, type ModeConflict, type ModeTally } from './modes';
import type { GroupPlayer } from './players';
import { proposalWhy, rankByLeastMisery, type ProposalWhy, type SettingFit } from './proposal';
import { combinedSafety } from './safety';
import { ownWordsOf, type OwnWords } from './own-words';
import {
	axisSpreads,
	disagreementsOf,
	moduleHeat,
	type AxisSpread,
	type Disagreement,
	type ModuleHeat
} from './spread';

export type GroupProposal = {
	leader: string | null;
	min_fit: number;
	sum_fit: number;
	runner_up: string | null;
	runner_up_min_fit: number | null;
	why: ProposalWhy;
	/** The "why" as plain words in the view's language. */
	why_text: string;
	/** Every setting, best first by least misery (per-player fits keyed by player id). */
	ranking: SettingFit[];
};

export type GroupView = {
	pack: string;
	players: string[];
	axes: Record<string, AxisSpread>;
	disagreements: Disagreement[];
	modules: Record<string, ModuleHeat>;
	modes: Record<string, ModeTally>;
	mode_conflicts: ModeConflict[];
	/** Combined Lines and Veils: sorted tag ids, no player ids (docs/session-zero.md "Session zero for a group"). */
	lines: string[];
	veils: string[];
	/** The checklist topics behind them (docs/session-zero.md "Content-limits checklist"), by topic id: what `readableSafety` lists by label. */
	safety_topics: { lines: string[]; veils: string[] };
	/** How many players shared their Lines and Veils with the GM. */
	safety_shared_by: number;
	proposal: GroupProposal;
} & OwnWords;

export const langOf = (pack: QuestionnairePack): GroupLang => (pack.language.startsWith('ru') ? 'ru' : 'en');

/**
 * docs/session-zero.md "Session zero for a group": the group view of a table — every player's dot per scale, disagreements first as
 * prompts, the modules heat map, mode conflicts, combined Lines and Veils and the least-misery
 * proposal. Players are checked payloads (`checkPlayerPayload`); pure and deterministic.
 */
export const buildGroupView = (
	pack: QuestionnairePack,
	players: GroupPlayer[],
	lang: GroupLang = langOf(pack)
): GroupView => {
	const axes = axisSpreads(pack, players);
	const modes = modeTallies(pack, players);
	const safety = combinedSafety(pack, players);
	const ranked = rankByLeastMisery(pack, players, safety.lines);
	const why = proposalWhy(pack, players, ranked);
	const [leader, runnerUp] = ranked;
	return {
		pack: pack.id,
		players: players.map((p) => p.id),
		axes,
		disagreements: disagreementsOf(pack, axes, disagreementPrompt(pack, lang)),
		modules: moduleHeat(pack, players),
		modes,
		mode_conflicts: modeConflicts(pack, modes, modeConflictPrompt(pack, lang)),
		lines: safety.lines,
		veils: safety.veils,
		safety_topics: safety.topics,
		safety_shared_by: safety.shared_by,
		...ownWordsOf(players),
		proposal: {
			leader: leader?.cluster ?? null,
			min_fit: leader?.min_fit ?? 0,
			sum_fit: leader?.sum_fit ?? 0,
			runner_up: runnerUp?.cluster ?? null,
			runner_up_min_fit: runnerUp?.min_fit ?? null,
			why,
			why_text: proposalSentence(pack, ranked, why, lang),
			ranking: ranked
		}
	};
};
