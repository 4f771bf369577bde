import type { QuestionIndex } from './defaults';
import type { ChecklistTopic, QuestionContract } from './schema';
import type { SessionZeroState } from './state';

export type SafetyVerdict = 'ok' | 'veiled' | 'line' | 'veil_without_variants' | 'sensitive_before_safety';

/**
 * seed 002 section 7: a Line on the question or any option excludes it; a Veil keeps it only when it has
 * `veil_variants` (then shown veiled); until safety is completed, sensitive questions wait.
 */
export const safetyVerdict = (x: QuestionIndex, s: SessionZeroState): SafetyVerdict => {
	if (x.contentTags.length === 0) return 'ok';
	if (x.contentTags.some((t) => s.safety.lines.includes(t))) return 'line';
	if (x.sensitive && s.safety.completion_mode !== 'completed') return 'sensitive_before_safety';
	if (x.contentTags.some((t) => s.safety.veils.includes(t)))
		return x.q.veil_variants ? 'veiled' : 'veil_without_variants';
	return 'ok';
};

/** session-zero.md "Eligibility": requires / forbids on confidence, modes and tags. */
export const passesEligibility = (q: QuestionContract, s: SessionZeroState): boolean => {
	if (!q.eligibility) return true;
	const req = q.eligibility?.requires;
	const forb = q.eligibility?.forbids;
	for (const [a, x] of Object.entries(req?.axes_confidence_lt ?? {}))
		if (!((s.axes[a]?.confidence ?? 0) < x)) return false;
	for (const [a, x] of Object.entries(req?.axes_confidence_gte ?? {}))
		if (!((s.axes[a]?.confidence ?? 0) >= x)) return false;
	for (const [m, v] of Object.entries(req?.modes ?? {})) if (s.modes[m] !== v) return false;
	for (const t of req?.tags ?? []) if (!s.tags.includes(t)) return false;
	for (const [m, v] of Object.entries(forb?.modes ?? {})) if (s.modes[m] === v) return false;
	for (const t of forb?.tags ?? []) if (s.tags.includes(t)) return false;
	return true;
};

export type RepeatRules = { notAsked: boolean; respectCooldown: boolean; maxRepeats: number };
export const GLOBAL_RULES: RepeatRules = { notAsked: true, respectCooldown: true, maxRepeats: 0 };

/** seed 002 section 9.1: not asked (or repeat allowed), eligible, out of cooldown, passes safety. */
export const isCandidate = (
	x: QuestionIndex,
	s: SessionZeroState,
	rules: RepeatRules = GLOBAL_RULES,
	times = s.asked.reduce((n, id) => (id === x.q.id ? n + 1 : n), 0)
): boolean => {
	if (times > 0 && (rules.notAsked || times > rules.maxRepeats)) return false;
	// session-zero.md: asked at index i with cooldown N → not again before index i + N.
	if (rules.respectCooldown && s.cooldowns[x.q.id] && s.asked.length < s.cooldowns[x.q.id].until)
		return false;
	if (!passesEligibility(x.q, s)) return false;
	const v = safetyVerdict(x, s);
	return v === 'ok' || v === 'veiled';
};

export type RenderedOption = { id: string; label: string; sub?: string };
export type RenderedQuestion = {
	qid: string;
	type: QuestionContract['type'];
	title?: string;
	prompt: string;
	help?: string;
	veiled: boolean;
	options: RenderedOption[];
	slider?: QuestionContract['slider'];
	/** A checklist screen's topics (docs/session-zero.md "Content-limits checklist"). */
	topics?: ChecklistTopic[];
};

/** seed 002 section 4.1: under a veil, prompt/help are replaced, option labels by id, slider labels. */
export const renderQuestion = (q: QuestionContract, veiled: boolean): RenderedQuestion => {
	const v = veiled ? q.veil_variants : undefined;
	const options = (q.options ?? []).map((o) => {
		const r: RenderedOption = { id: o.id, label: v?.options?.[o.id] ?? o.label };
		if (o.sub !== undefined) r.sub = o.sub;
		return r;
	});
	const out: RenderedQuestion = { qid: q.id, type: q.type, prompt: v?.prompt ?? q.prompt, veiled, options };
	if (q.title !== undefined) out.title = q.title;
	if (q.checklist) out.topics = q.checklist.topics.map((t) => ({ ...t, tags: [...t.tags] }));
	const help = v?.help ?? q.help;
	if (help !== undefined) out.help = help;
	if (q.slider) {
		const labels = q.slider.labels && {
			min: v?.labels?.min ?? q.slider.labels.min,
			max: v?.labels?.max ?? q.slider.labels.max
		};
		out.slider = labels ? { ...q.slider, labels } : { ...q.slider };
	}
	return out;
};
