import { type QuestionnairePack, QuestionnairePackSchema, type Effects, type FollowupPolicy } from './schema';
import { checklistIssues } from './validate-checklist';

export type PackIssue = { path: string; message: string };
export type PackValidation =
	| { ok: true; pack: QuestionnairePack; errors: []; warnings: PackIssue[] }
	| { ok: false; pack?: undefined; errors: PackIssue[]; warnings: PackIssue[] };

const fmt = (path: readonly PropertyKey[]): string =>
	path.reduce<string>(
		(s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${String(p)}` : String(p)),
		''
	) || '(root)';

/** seed 002 section 14: replaces safety-tag aliases by the canonical id wherever content tags appear. */
export const normaliseAliases = (pack: QuestionnairePack): QuestionnairePack => {
	const canon = new Map<string, string>();
	for (const t of pack.safety_tags) for (const a of t.aliases ?? []) canon.set(a, t.id);
	const fix = (tags: string[] | undefined) => tags && [...new Set(tags.map((t) => canon.get(t) ?? t))];
	const fixEffects = (e: Effects | undefined): Effects | undefined =>
		e?.set_safety
			? {
					...e,
					set_safety: {
						...e.set_safety,
						lines_add: fix(e.set_safety.lines_add),
						veils_add: fix(e.set_safety.veils_add),
						lines_remove: fix(e.set_safety.lines_remove),
						veils_remove: fix(e.set_safety.veils_remove)
					}
				}
			: e;
	return {
		...pack,
		questions: pack.questions.map((q) => ({
			...q,
			content_tags: fix(q.content_tags),
			options: q.options?.map((o) => ({
				...o,
				content_tags: fix(o.content_tags),
				effects: fixEffects(o.effects)
			})),
			effects_by_range: q.effects_by_range?.map((r) => ({ ...r, effects: fixEffects(r.effects)! })),
			checklist: q.checklist && {
				topics: q.checklist.topics.map((t) => ({ ...t, tags: fix(t.tags)! }))
			}
		})),
		clusters: pack.clusters.map((c) => (c.content_tags ? { ...c, content_tags: fix(c.content_tags) } : c))
	};
};

const dupes = (values: string[], path: string, what: string, errors: PackIssue[]) => {
	const seen = new Set<string>();
	values.forEach((v, i) => {
		if (seen.has(v)) errors.push({ path: `${path}[${i}].id`, message: `duplicate ${what} id "${v}"` });
		seen.add(v);
	});
};

/** Validates a questionnaire pack (seed 002 section 14, session-zero.md "Validator"). Never throws. */
export const validateQuestionnairePack = (json: unknown): PackValidation => {
	const parsed = QuestionnairePackSchema.safeParse(json);
	if (!parsed.success)
		return {
			ok: false,
			errors: parsed.error.issues.map((i) => ({ path: fmt(i.path), message: i.message })),
			warnings: []
		};
	const pack = normaliseAliases(parsed.data);
	const errors: PackIssue[] = [];
	const warnings: PackIssue[] = [];
	const err = (path: string, message: string) => errors.push({ path, message });

	dupes(
		pack.axes.map((a) => a.id),
		'axes',
		'axis',
		errors
	);
	dupes(
		pack.modules.map((m) => m.id),
		'modules',
		'module',
		errors
	);
	dupes(
		pack.modes.map((m) => m.id),
		'modes',
		'mode',
		errors
	);
	dupes(
		pack.safety_tags.map((t) => t.id),
		'safety_tags',
		'safety tag',
		errors
	);
	dupes(
		pack.questions.map((q) => q.id),
		'questions',
		'question',
		errors
	);
	dupes(
		pack.clusters.map((c) => c.id),
		'clusters',
		'cluster',
		errors
	);

	const axes = new Set(pack.axes.map((a) => a.id));
	const modules = new Set(pack.modules.map((m) => m.id));
	const modes = new Map(pack.modes.map((m) => [m.id, m]));
	const tags = new Set(pack.safety_tags.map((t) => t.id));
	const questions = new Set(pack.questions.map((q) => q.id));
	const aliasOwner = new Map<string, string>();
	pack.safety_tags.forEach((t, i) =>
		(t.aliases ?? []).forEach((a, j) => {
			if (tags.has(a) || (aliasOwner.has(a) && aliasOwner.get(a) !== t.id))
				err(`safety_tags[${i}].aliases[${j}]`, `alias "${a}" is ambiguous`);
			aliasOwner.set(a, t.id);
		})
	);

	pack.axes.forEach((a, i) => {
		if (a.score_range.min > a.score_range.max) err(`axes[${i}].score_range`, 'min > max');
		if (a.scale && a.scale.min > a.scale.max) err(`axes[${i}].scale`, 'min > max');
	});
	pack.modes.forEach((m, i) => {
		const allowed = modeValues(m.type, m.values);
		if (m.type === 'enum' && !m.values?.length) err(`modes[${i}].values`, 'an enum mode needs its values');
		if (!allowed.includes(m.default)) err(`modes[${i}].default`, `"${m.default}" is not a ${m.type} value`);
	});
	if (pack.stop.min_questions > pack.stop.max_questions) err('stop', 'min_questions > max_questions');
	const levels = pack.engine?.confidence_levels;
	if (levels && !(levels.low <= levels.medium && levels.medium <= levels.high))
		err('engine.confidence_levels', 'levels must grow: low ≤ medium ≤ high');
	(pack.engine?.opening ?? []).forEach((qid, i) => {
		if (!questions.has(qid)) err(`engine.opening[${i}]`, `unknown question "${qid}"`);
	});

	const checkEffects = (e: Effects | undefined, path: string) => {
		if (!e) return;
		for (const key of ['axis_deltas', 'axis_evidence', 'evidence'] as const)
			for (const a of Object.keys(e[key] ?? {}))
				if (!axes.has(a)) err(`${path}.${key}.${a}`, `unknown axis "${a}"`);
		for (const key of ['module_delta_levels', 'set_module_level', 'module_evidence'] as const)
			for (const m of Object.keys(e[key] ?? {}))
				if (!modules.has(m)) err(`${path}.${key}.${m}`, `unknown module "${m}"`);
		for (const m of Object.keys(e.module_delta_levels ?? {}))
			if (e.set_module_level && m in e.set_module_level)
				err(
					`${path}.set_module_level.${m}`,
					`module "${m}" has both module_delta_levels and set_module_level`
				);
		// Evidence only adds (seed 002 section 3.1: confidence grows with evidence); module levels are 0..3 steps.
		for (const key of ['axis_evidence', 'evidence', 'module_evidence'] as const)
			for (const [k, v] of Object.entries(e[key] ?? {}))
				if (v < 0) err(`${path}.${key}.${k}`, `evidence cannot be negative (${v})`);
		for (const key of ['module_delta_levels', 'set_module_level'] as const)
			for (const [k, v] of Object.entries(e[key] ?? {}))
				if (!Number.isInteger(v)) err(`${path}.${key}.${k}`, `a module level is a whole number (${v})`);
		for (const [k, v] of Object.entries(e.set_module_level ?? {}))
			if (v < 0 || v > 3) err(`${path}.set_module_level.${k}`, `a module level is 0..3 (${v})`);
		for (const [m, v] of Object.entries(e.set_modes ?? {})) {
			const def = modes.get(m);
			if (!def) err(`${path}.set_modes.${m}`, `unknown mode "${m}"`);
			else if (!modeValues(def.type, def.values).includes(String(v)))
				err(`${path}.set_modes.${m}`, `"${String(v)}" is not allowed for ${def.type} mode "${m}"`);
		}
		const s = e.set_safety;
		for (const key of ['lines_add', 'veils_add', 'lines_remove', 'veils_remove'] as const)
			(s?.[key] ?? []).forEach((t, j) => {
				if (!tags.has(t))
					warnings.push({ path: `${path}.set_safety.${key}[${j}]`, message: `unknown content tag "${t}"` });
			});
	};
	const checkPolicy = (p: FollowupPolicy, path: string) =>
		p.pool.forEach((qid, j) => {
			if (!questions.has(qid)) err(`${path}.pool[${j}]`, `unknown question "${qid}"`);
		});

	pack.questions.forEach((q, i) => {
		const at = `questions[${i}]`;
		(q.content_tags ?? []).forEach((t, j) => {
			if (!tags.has(t))
				warnings.push({ path: `${at}.content_tags[${j}]`, message: `unknown content tag "${t}"` });
		});
		// A field the question's type ignores would hide its references from every check below.
		const ignored =
			q.type === 'slider'
				? (['options', 'followups', 'skip_option'] as const)
				: (['slider', 'effects_by_range', 'followups_by_range'] as const);
		for (const key of ignored)
			if (q[key] !== undefined) err(`${at}.${key}`, `a ${q.type} question does not use "${key}"`);
		if (q.type === 'slider' && q.veil_variants?.options)
			err(`${at}.veil_variants.options`, 'a slider question has no options to veil');
		if (q.type !== 'slider' && q.veil_variants?.labels)
			err(`${at}.veil_variants.labels`, `a ${q.type} question has no slider labels to veil`);
		if (q.type === 'slider') {
			const s = q.slider;
			if (!s) err(`${at}.slider`, 'a slider question needs "slider"');
			else {
				if (s.min > s.max) err(`${at}.slider`, 'min > max');
				if (s.default < s.min || s.default > s.max) err(`${at}.slider.default`, 'outside [min, max]');
				(s.snap_points ?? []).forEach((p, j) => {
					if (p < s.min || p > s.max) err(`${at}.slider.snap_points[${j}]`, 'outside [min, max]');
				});
				checkRanges(q.effects_by_range ?? [], s, `${at}.effects_by_range`, err);
				checkRanges(q.followups_by_range ?? [], s, `${at}.followups_by_range`, err);
			}
			q.effects_by_range?.forEach((r, j) => checkEffects(r.effects, `${at}.effects_by_range[${j}].effects`));
			q.followups_by_range?.forEach((r, j) => checkPolicy(r.policy, `${at}.followups_by_range[${j}].policy`));
		} else {
			if (!q.options?.length && !q.checklist) err(`${at}.options`, `a ${q.type} question needs options`);
			dupes(
				(q.options ?? []).map((o) => o.id),
				`${at}.options`,
				'option',
				errors
			);
			const oids = new Set((q.options ?? []).map((o) => o.id));
			q.options?.forEach((o, j) => {
				checkEffects(o.effects, `${at}.options[${j}].effects`);
				(o.content_tags ?? []).forEach((t, k) => {
					if (!tags.has(t))
						warnings.push({
							path: `${at}.options[${j}].content_tags[${k}]`,
							message: `unknown content tag "${t}"`
						});
				});
			});
			q.followups?.forEach((f, j) => {
				checkPolicy(f.policy, `${at}.followups[${j}].policy`);
				if (!f.when.option_id_in && !f.when.answered)
					err(`${at}.followups[${j}].when`, 'needs "option_id_in" or "answered": true');
				f.when.option_id_in?.forEach((oid, k) => {
					if (!oids.has(oid)) err(`${at}.followups[${j}].when.option_id_in[${k}]`, `unknown option "${oid}"`);
				});
			});
			if (q.skip_option && !oids.has(q.skip_option))
				err(`${at}.skip_option`, `unknown option "${q.skip_option}"`);
			for (const oid of Object.keys(q.veil_variants?.options ?? {}))
				if (!oids.has(oid)) err(`${at}.veil_variants.options.${oid}`, `unknown option "${oid}"`);
		}
		const el = q.eligibility;
		for (const key of ['axes_confidence_lt', 'axes_confidence_gte'] as const)
			for (const a of Object.keys(el?.requires?.[key] ?? {}))
				if (!axes.has(a)) err(`${at}.eligibility.requires.${key}.${a}`, `unknown axis "${a}"`);
		for (const side of ['requires', 'forbids'] as const)
			for (const [m, v] of Object.entries(el?.[side]?.modes ?? {})) {
				const def = modes.get(m);
				if (!def) err(`${at}.eligibility.${side}.modes.${m}`, `unknown mode "${m}"`);
				else if (!modeValues(def.type, def.values).includes(v))
					err(`${at}.eligibility.${side}.modes.${m}`, `"${v}" is not a value of ${def.type} mode "${m}"`);
			}
	});

	pack.clusters.forEach((c, i) => {
		(c.content_tags ?? []).forEach((t, j) => {
			if (!tags.has(t))
				warnings.push({ path: `clusters[${i}].content_tags[${j}]`, message: `unknown content tag "${t}"` });
		});
		for (const a of [...Object.keys(c.axis_targets), ...Object.keys(c.importance ?? {})])
			if (!axes.has(a)) err(`clusters[${i}].axis_targets.${a}`, `unknown axis "${a}"`);
	});
	checklistIssues(pack, tags, errors, warnings);
	clusterWarnings(pack, warnings);
	keyAxisWarnings(pack, warnings);

	return errors.length ? { ok: false, errors, warnings } : { ok: true, pack, errors: [], warnings };
};

export const modeValues = (type: 'bool' | 'tri_bool' | 'enum', values?: string[]): string[] =>
	type === 'bool' ? ['true', 'false'] : type === 'tri_bool' ? ['true', 'false', 'unknown'] : (values ?? []);

const checkRanges = (
	items: { range: { min: number; max: number } }[],
	s: { min: number; max: number },
	path: string,
	err: (p: string, m: string) => void
) => {
	const sorted = items.map((r, j) => ({ ...r.range, j })).sort((a, b) => a.min - b.min);
	for (const r of sorted) {
		if (r.min > r.max) err(`${path}[${r.j}].range`, 'min > max');
		if (r.min < s.min || r.max > s.max) err(`${path}[${r.j}].range`, 'outside the slider [min, max]');
	}
	for (let k = 1; k < sorted.length; k++)
		if (sorted[k].min <= sorted[k - 1].max)
			err(`${path}[${sorted[k].j}].range`, `overlaps range [${sorted[k - 1].j}]`);
};

// seed 002 section 15: each cluster must differ from every other on at least 2 axes (different centres).
const clusterWarnings = (pack: QuestionnairePack, warnings: PackIssue[]) =>
	pack.clusters.forEach((c, i) =>
		pack.clusters.forEach((d, j) => {
			if (j <= i) return;
			const differing = Object.keys(c.axis_targets).filter(
				(a) => d.axis_targets[a] && d.axis_targets[a].center !== c.axis_targets[a].center
			).length;
			if (differing < 2)
				warnings.push({
					path: `clusters[${i}]`,
					message: `cluster "${c.id}" differs from "${d.id}" on fewer than 2 axes`
				});
		})
	);

const keyAxisWarnings = (pack: QuestionnairePack, warnings: PackIssue[]) => {
	const touched = new Set<string>();
	for (const q of pack.questions)
		for (const e of [
			...(q.options ?? []).map((o) => o.effects),
			...(q.effects_by_range ?? []).map((r) => r.effects)
		])
			for (const a of Object.keys({ ...e?.axis_deltas, ...e?.axis_evidence, ...e?.evidence })) touched.add(a);
	pack.axes.forEach((a, i) => {
		if (a.key !== false && !touched.has(a.id))
			warnings.push({ path: `axes[${i}]`, message: `key axis "${a.id}" is touched by no question` });
	});
};
