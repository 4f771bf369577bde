import { levelOf } from './confidence';
import { conflictOf, isKeyAxis, levelsOf } from './defaults';
import type { QuestionnairePack } from './schema';
import type { SessionZeroState, StopReason } from './state';

export type StopVerdict = { kind: 'hard_stop' | 'propose' | 'continue'; reason: StopReason | null };

/**
 * seed 002 section 11: propose when [min questions, key axes ≥ min_axis_confidence, no key axis in
 * conflict, margin ≥ target] — or by either override (one high + another ≥ medium axis; every key
 * axis and module ≥ low). max_questions stops unconditionally.
 */
export const evaluateStop = (pack: QuestionnairePack, s: SessionZeroState): StopVerdict => {
	if (s.count >= s.stop.max_questions) return { kind: 'hard_stop', reason: 'max_questions' };
	const reason = proposalReason(pack, s);
	return reason ? { kind: 'propose', reason } : { kind: 'continue', reason: null };
};

export const proposalReason = (pack: QuestionnairePack, s: SessionZeroState): StopReason | null => {
	const levels = levelsOf(pack);
	const keys = pack.axes.filter(isKeyAxis);
	const conf = (id: string) => s.axes[id].confidence;
	const standard =
		s.count >= s.stop.min_questions &&
		keys.every((a) => conf(a.id) >= s.stop.min_axis_confidence) &&
		keys.every((a) => s.axes[a.id].conflicts < conflictOf(a).threshold) &&
		s.candidates.margin >= s.stop.target_margin;
	if (standard) return 'saturated';
	const lv = pack.axes.map((a) => levelOf(conf(a.id), levels));
	const high = lv.findIndex((l) => l === 'high');
	if (high >= 0 && lv.some((l, i) => i !== high && (l === 'medium' || l === 'high')))
		return 'override_high_medium';
	if (
		keys.every((a) => conf(a.id) >= levels.low) &&
		pack.modules.every((m) => s.modules[m.id].confidence >= levels.low)
	)
		return 'override_all_low';
	return null;
};
