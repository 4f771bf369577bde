import type { AxisDefinition, Effects, QuestionContract, QuestionnairePack } from './schema';

/** Defaults session-zero.md fixes where the seed leaves a field optional. */
export const DEFAULT_CONFLICT = { window: 6, strong_delta: 2.0, penalty: 0.15, threshold: 1 } as const;
export const DEFAULT_LEVELS = { low: 0.2, medium: 0.45, high: 0.7 } as const;
/** seed 002 section 9.4 weights (w1, w2, k) and session-zero.md penalties. */
export const DEFAULT_ROUTER = {
	w_conf: 1.0,
	w_conflict: 1.2,
	cluster_k: 0.6,
	tag_repeat: 0.3,
	type_repeat: 0.2,
	fatigue: 0.1,
	veil: 0.5
} as const;
/** session-zero.md: an option that moves an axis without evidence still adds this much. */
export const IMPLICIT_EVIDENCE = 0.1;
/** After "keep answering" at S6, the proposal returns only after this many more answers. */
export const REPROPOSE_AFTER = 5;

export const conflictOf = (axis: AxisDefinition) => axis.conflict ?? DEFAULT_CONFLICT;
export const levelsOf = (pack: QuestionnairePack) => pack.engine?.confidence_levels ?? DEFAULT_LEVELS;
export const routerOf = (pack: QuestionnairePack) => ({ ...DEFAULT_ROUTER, ...pack.engine?.router });
export const kOf = (pack: QuestionnairePack) => pack.engine?.confidence_k ?? 1.0;
export const isKeyAxis = (axis: AxisDefinition) => axis.key !== false;

/** Every effects block a question can apply (options or slider ranges). */
export const effectsOf = (q: QuestionContract): Effects[] => [
	...(q.options ?? []).flatMap((o) => (o.effects ? [o.effects] : [])),
	...(q.effects_by_range ?? []).map((r) => r.effects)
];

/** Content tags of the question and all its options (seed 002 section 7.1). */
export const contentTagsOf = (q: QuestionContract): string[] => {
	const all = new Set(q.content_tags ?? []);
	for (const o of q.options ?? []) for (const t of o.content_tags ?? []) all.add(t);
	return [...all];
};

/** The average axis delta of a uniformly random answer to `q` (docs/session-zero.md "Content-limits checklist": the neutral point of a score). */
const meanDeltaOf = (q: QuestionContract): Record<string, number> => {
	const answers: (Effects | undefined)[] = [];
	if (q.slider)
		for (let v = q.slider.min; v <= q.slider.max + 1e-9; v += q.slider.step)
			answers.push(q.effects_by_range?.find((r) => v >= r.range.min && v <= r.range.max)?.effects);
	else for (const o of q.options ?? []) answers.push(o.effects);
	const out: Record<string, number> = {};
	for (const e of answers)
		for (const [a, d] of Object.entries(e?.axis_deltas ?? {})) out[a] = (out[a] ?? 0) + d / answers.length;
	return out;
};

export type QuestionIndex = {
	q: QuestionContract;
	order: number;
	axes: string[];
	modules: string[];
	contentTags: string[];
	sensitive: boolean;
	promptLength: number;
	/** Modes every option sets: the question is *about* them, so its answer is explicit. */
	ownModes: string[];
	/** Per axis, the delta an answer picked at random would bring (options alike, slider positions alike). */
	meanDelta: Record<string, number>;
};
export type PackIndex = {
	byId: Map<string, QuestionIndex>;
	list: QuestionIndex[];
	axisById: Map<string, AxisDefinition>;
};

const cache = new WeakMap<QuestionnairePack, PackIndex>();

/** Per-question facts the router needs on every pick, computed once per pack object. */
export const indexPack = (pack: QuestionnairePack): PackIndex => {
	const hit = cache.get(pack);
	if (hit) return hit;
	const sensitiveGroups = new Set(pack.safety_config?.sensitive_groups ?? []);
	const groupOf = new Map(pack.safety_tags.map((t) => [t.id, t.group]));
	const list = pack.questions.map((q, order): QuestionIndex => {
		const axes = new Set<string>();
		const modules = new Set<string>();
		for (const e of effectsOf(q)) {
			for (const a of Object.keys({ ...e.axis_deltas, ...e.axis_evidence, ...e.evidence })) axes.add(a);
			for (const m of Object.keys({ ...e.module_delta_levels, ...e.set_module_level, ...e.module_evidence }))
				modules.add(m);
		}
		const contentTags = contentTagsOf(q);
		// seed 002 section 7.2: sensitive when any tag's group is sensitive; unknown tags are not.
		const sensitive = contentTags.some((t) => sensitiveGroups.has(groupOf.get(t) ?? ''));
		const opts = q.options ?? [];
		const ownModes = opts.length
			? Object.keys(opts[0].effects?.set_modes ?? {}).filter((m) =>
					opts.every((o) => o.effects?.set_modes?.[m] !== undefined)
				)
			: [];
		return {
			q,
			order,
			ownModes,
			meanDelta: meanDeltaOf(q),
			axes: [...axes],
			modules: [...modules],
			contentTags,
			sensitive,
			promptLength: q.prompt.length
		};
	});
	const index: PackIndex = {
		byId: new Map(list.map((x) => [x.q.id, x])),
		list,
		axisById: new Map(pack.axes.map((a) => [a.id, a]))
	};
	cache.set(pack, index);
	return index;
};
