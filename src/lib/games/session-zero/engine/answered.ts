import { indexPack } from './defaults';
import type { Effects, LogEntry, QuestionnairePack } from './schema';

/**
 * What the player actually answered (session-zero.md "Not asked"): a scale is
 * - `chosen` when some answer was mostly about it (the scale took that answer's largest evidence),
 * - `inferred` when answers about other things moved it on the way (or it was only answered "Not sure"),
 * - `not_asked` when no answer touched it at all.
 * Only a chosen scale may be said as the player's choice ("you chose", «ваш выбор»).
 */
export type AxisAnswer = 'chosen' | 'inferred' | 'not_asked';

export const axisAnswers = (
	pack: QuestionnairePack,
	log: readonly LogEntry[]
): Record<string, AxisAnswer> => {
	const out: Record<string, AxisAnswer> = Object.fromEntries(pack.axes.map((a) => [a.id, 'not_asked']));
	const idx = indexPack(pack);
	for (const e of log) {
		const touched = Object.entries(e.axis_changes).filter(([, c]) => c.evidence > 0 || c.delta !== 0);
		// "Not sure" (the question's skip_option) chooses nothing, though it was asked
		const skipped = idx.byId.get(e.qid)?.q.skip_option === e.answer;
		const top = skipped ? Infinity : Math.max(0, ...touched.map(([, c]) => c.evidence));
		for (const [axis, c] of touched) {
			if (!(axis in out)) continue;
			if (top > 0 && c.evidence >= top - 1e-9) out[axis] = 'chosen';
			else if (out[axis] === 'not_asked') out[axis] = 'inferred';
		}
	}
	return out;
};

const effectsOfAnswer = (pack: QuestionnairePack, e: LogEntry): Effects | undefined => {
	const q = indexPack(pack).byId.get(e.qid)?.q;
	if (!q) return undefined;
	const v = e.answer;
	return typeof v === 'number'
		? q.effects_by_range?.find((r) => v >= r.range.min && v <= r.range.max)?.effects
		: q.options?.find((o) => o.id === v)?.effects;
};

/**
 * The interest modules an answer spoke about: its effects move or set the module's level
 * (`module_delta_levels` or `set_module_level`, even by 0). Evidence alone is a side note of a question
 * about something else ("build a home" is no answer about romance), so that module stays "not asked".
 */
export const answeredModules = (pack: QuestionnairePack, log: readonly LogEntry[]): Set<string> => {
	const out = new Set<string>();
	for (const e of log) {
		if (!e.module_changes) continue;
		const fx = effectsOfAnswer(pack, e);
		for (const m of Object.keys(e.module_changes))
			if (fx?.module_delta_levels?.[m] !== undefined || fx?.set_module_level?.[m] !== undefined) out.add(m);
	}
	return out;
};
