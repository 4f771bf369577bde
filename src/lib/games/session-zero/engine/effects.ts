import { clamp01, confidenceOf } from './confidence';
import { conflictOf, IMPLICIT_EVIDENCE, kOf } from './defaults';
import type { Effects, LogEntry, QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';

export type AppliedEffects = Pick<LogEntry, 'axis_changes' | 'module_changes' | 'modes_set' | 'tags_added'>;

const uniqPush = (list: string[], items: readonly string[]) => {
	for (const t of items) if (!list.includes(t)) list.push(t);
};
const remove = (list: string[], items: readonly string[]) => list.filter((t) => !items.includes(t));

/**
 * Applies one option's (or slider range's) effects to a copy-on-write state (seed 002 sections 3–4,
 * session-zero.md "Confidence"/"Conflict"). Mutates `s`, which the caller has already cloned.
 */
export const applyEffects = (
	pack: QuestionnairePack,
	s: SessionZeroState,
	e: Effects | undefined,
	ownModes: readonly string[] = []
): AppliedEffects => {
	const out: AppliedEffects = { axis_changes: {}, tags_added: [] };
	if (!e) return out;
	const k = kOf(pack);
	const axisIds = new Set([
		...Object.keys(e.axis_deltas ?? {}),
		...Object.keys(e.axis_evidence ?? {}),
		...Object.keys(e.evidence ?? {})
	]);
	for (const axis of pack.axes) {
		if (!axisIds.has(axis.id)) continue;
		const st = s.axes[axis.id];
		const d = e.axis_deltas?.[axis.id] ?? 0;
		const explicit = e.axis_evidence?.[axis.id] ?? e.evidence?.[axis.id];
		const ev = explicit ?? (d !== 0 ? IMPLICIT_EVIDENCE : 0);
		const cfg = conflictOf(axis);
		let added = 0;
		if (d !== 0) {
			// session-zero.md: opposite sign and |d − d′| ≥ strong_delta within the window → one conflict.
			// window 1 compares with nothing (slice(-0) would be the whole list).
			const previous = cfg.window > 1 ? st.recent_deltas.slice(-(cfg.window - 1)) : [];
			if (previous.some((p) => p * d < 0 && Math.abs(d - p) >= cfg.strong_delta)) added = 1;
			st.recent_deltas = [...st.recent_deltas, d].slice(-cfg.window);
		}
		st.conflicts += added;
		st.score = Math.min(axis.score_range.max, Math.max(axis.score_range.min, st.score + d));
		st.evidence += ev;
		st.confidence = confidenceOf(st.evidence, st.conflicts, cfg.penalty, k);
		out.axis_changes[axis.id] = { delta: d, evidence: ev, conflict_penalty: added * cfg.penalty };
	}
	const moduleIds = new Set([
		...Object.keys(e.module_delta_levels ?? {}),
		...Object.keys(e.set_module_level ?? {}),
		...Object.keys(e.module_evidence ?? {})
	]);
	for (const mod of pack.modules) {
		if (!moduleIds.has(mod.id)) continue;
		const st = s.modules[mod.id];
		const before = st.level;
		const set = e.set_module_level?.[mod.id];
		// seed 002 section 4.2: delta then clamp 0..3; set is a direct value.
		st.level = Math.min(3, Math.max(0, set ?? st.level + (e.module_delta_levels?.[mod.id] ?? 0)));
		const ev = e.module_evidence?.[mod.id] ?? (st.level !== before ? IMPLICIT_EVIDENCE : 0);
		st.evidence += ev;
		st.confidence = clamp01(1 - Math.exp(-k * st.evidence));
		(out.module_changes ??= {})[mod.id] = { level: st.level, evidence: ev };
	}
	for (const [m, v] of Object.entries(e.set_modes ?? {})) {
		// An explicit answer (a question about this mode) is changed only by another explicit
		// answer; a side effect of another question fills a mode nobody has answered yet.
		const own = ownModes.includes(m);
		if (!own && s.modes_answered[m] === 'explicit') continue;
		s.modes_answered[m] = own ? 'explicit' : 'implied';
		s.modes[m] = String(v);
		(out.modes_set ??= {})[m] = String(v);
	}
	const newTags = (e.set_tags ?? []).filter((t) => !s.tags.includes(t));
	uniqPush(s.tags, newTags);
	out.tags_added = newTags;
	if (e.unset_tags?.length) s.tags = remove(s.tags, e.unset_tags);
	const ss = e.set_safety;
	if (ss) {
		// A tag is either a Line or a Veil: adding one side removes it from the other.
		s.safety.lines = remove(s.safety.lines, [...(ss.lines_remove ?? []), ...(ss.veils_add ?? [])]);
		s.safety.veils = remove(s.safety.veils, [...(ss.veils_remove ?? []), ...(ss.lines_add ?? [])]);
		uniqPush(s.safety.lines, ss.lines_add ?? []);
		uniqPush(s.safety.veils, ss.veils_add ?? []);
		if (ss.completion_mode) s.safety.completion_mode = ss.completion_mode;
	}
	return out;
};
