import { z } from 'zod';

/**
 * Seed 002 contracts (sections 3–6, section 10, section 13) as zod schemas. Field names are the seed's: a pack is these
 * objects plus the envelope of docs/session-zero.md. Optional fields get their defaults in the
 * engine (`defaults.ts`), not here, so every seed example validates as written.
 */
const id = z.string().min(1);
const num = z.number().finite();
const ids = z.array(id);
const numRecord = z.record(z.string(), num);

// seed 002 section 3.1
export const ConflictConfigSchema = z.object({
	window: z.number().int().min(1),
	strong_delta: num.min(0),
	penalty: num.min(0),
	threshold: z.number().int().min(1)
});
export const AxisDefinitionSchema = z.object({
	id,
	title: z.string(),
	description: z.string().optional(),
	polarity: z.object({ neg_label: z.string(), pos_label: z.string() }),
	scale: z.object({ min: num, max: num, step: num.positive() }).optional(),
	score_range: z.object({ min: num, max: num }),
	defaults: z.object({ score: num, confidence: num.min(0).max(1), evidence: num.min(0) }).optional(),
	decay: z.object({ enabled: z.boolean(), half_life_questions: num.positive() }).optional(),
	conflict: ConflictConfigSchema.optional(),
	/** session-zero.md: key axes gate the proposal (default: all axes are key). */
	key: z.boolean().optional()
});
export type AxisDefinition = z.infer<typeof AxisDefinitionSchema>;

export const AxisStateSchema = z.object({
	score: num,
	confidence: num,
	evidence: num,
	recent_deltas: z.array(num),
	conflicts: z.number().int().min(0)
});
export type AxisState = z.infer<typeof AxisStateSchema>;

// seed 002 section 3.2
export const ModuleDefinitionSchema = z.object({
	id,
	title: z.string(),
	levels: z.array(z.string()).length(4),
	defaults: z.object({ level: z.number().int().min(0).max(3), confidence: num, evidence: num }).optional()
});
export type ModuleDefinition = z.infer<typeof ModuleDefinitionSchema>;
export const ModuleStateSchema = z.object({ level: num, confidence: num, evidence: num });
export type ModuleState = z.infer<typeof ModuleStateSchema>;

// seed 002 section 3.3 — `values` (allowed values of an enum) and `value_labels` are our additions.
export const ModeDefinitionSchema = z.object({
	id,
	type: z.enum(['bool', 'tri_bool', 'enum']),
	title: z.string(),
	default: z.string(),
	values: z.array(z.string()).optional(),
	value_labels: z.record(z.string(), z.string()).optional()
});
export type ModeDefinition = z.infer<typeof ModeDefinitionSchema>;

// seed 002 section 3.4
export const SafetyTagDefinitionSchema = z.object({
	id,
	label: z.string(),
	group: id,
	aliases: z.array(z.string()).optional(),
	ui_topic: z.string().optional()
});
export type SafetyTagDefinition = z.infer<typeof SafetyTagDefinitionSchema>;
export const CompletionModeSchema = z.enum(['unset', 'partial', 'completed']);
export const SafetyProfileStateSchema = z.object({
	lines: ids,
	veils: ids,
	completion_mode: CompletionModeSchema
});
export type SafetyProfileState = z.infer<typeof SafetyProfileStateSchema>;
export const SafetyConfigSchema = z.object({ sensitive_groups: ids.optional() });

// session-zero.md: a safety option sets the profile.
export const SetSafetySchema = z.object({
	lines_add: ids.optional(),
	veils_add: ids.optional(),
	lines_remove: ids.optional(),
	veils_remove: ids.optional(),
	completion_mode: CompletionModeSchema.optional()
});

// seed 002 section 4.2 (`evidence` is the legacy name of `axis_evidence`)
export const EffectsSchema = z.object({
	axis_deltas: numRecord.optional(),
	axis_evidence: numRecord.optional(),
	evidence: numRecord.optional(),
	module_delta_levels: numRecord.optional(),
	set_module_level: numRecord.optional(),
	module_evidence: numRecord.optional(),
	set_modes: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
	set_tags: ids.optional(),
	unset_tags: ids.optional(),
	set_safety: SetSafetySchema.optional(),
	notes: z.string().optional()
});
export type Effects = z.infer<typeof EffectsSchema>;

export const OptionContractSchema = z.object({
	id,
	label: z.string(),
	sub: z.string().optional(),
	content_tags: ids.optional(),
	effects: EffectsSchema.optional(),
	answer_meta: z.record(z.string(), z.unknown()).optional()
});
export type OptionContract = z.infer<typeof OptionContractSchema>;

// seed 002 section 5
export const FollowupPolicySchema = z.object({
	mode: z.literal('pick_from_pool'),
	pool: ids,
	constraints: z
		.object({
			not_asked: z.boolean().optional(),
			respect_cooldown: z.boolean().optional(),
			max_repeats: z.number().int().min(0).optional()
		})
		.optional(),
	priority: z
		.object({
			axes: ids.optional(),
			prefer_low_confidence: z.boolean().optional(),
			prefer_conflict: z.boolean().optional()
		})
		.optional(),
	fallback: z.object({ mode: z.enum(['global_selector', 'none']) }).optional(),
	why: z.string().optional()
});
export type FollowupPolicy = z.infer<typeof FollowupPolicySchema>;
/**
 * seed 002 section 5: `when.option_id_in`. Our addition: `when.answered: true` matches any answer (a
 * checklist screen has no options; the next screen follows whatever was marked).
 */
export const FollowupRuleSchema = z.object({
	when: z.object({ option_id_in: ids.optional(), answered: z.literal(true).optional() }),
	policy: FollowupPolicySchema
});
const RangeSchema = z.object({ min: num, max: num });
export const RangeFollowupSchema = z.object({ range: RangeSchema, policy: FollowupPolicySchema });
export const RangeEffectsSchema = z.object({ range: RangeSchema, effects: EffectsSchema });

export const EligibilitySchema = z.object({
	requires: z
		.object({
			axes_confidence_lt: numRecord.optional(),
			axes_confidence_gte: numRecord.optional(),
			modes: z.record(z.string(), z.string()).optional(),
			tags: ids.optional()
		})
		.optional(),
	forbids: z.object({ modes: z.record(z.string(), z.string()).optional(), tags: ids.optional() }).optional()
});

export const VeilVariantsSchema = z.object({
	prompt: z.string().optional(),
	help: z.string().optional(),
	options: z.record(z.string(), z.string()).optional(),
	labels: z.object({ min: z.string().optional(), max: z.string().optional() }).optional()
});

/**
 * Our addition (docs/session-zero.md "Content-limits checklist"): one screen of the content-limits checklist. A `safety` question with a
 * `checklist` has no options; each topic is marked fine / Veil / Line, and a mark applies to
 * exactly the topic's content tags (seed 002 section 3.4 tags), so a Line on sexual violence leaves romance.
 */
export const ChecklistTopicSchema = z.object({
	id,
	label: z.string().min(1),
	sub: z.string().optional(),
	tags: z.array(id).min(1)
});
export type ChecklistTopic = z.infer<typeof ChecklistTopicSchema>;
export const ChecklistSchema = z.object({ topics: z.array(ChecklistTopicSchema).min(1) });

export const SliderSchema = z.object({
	min: num,
	max: num,
	step: num.positive(),
	default: num,
	labels: z.object({ min: z.string(), max: z.string() }).optional(),
	snap_points: z.array(num).optional()
});

// seed 002 section 4.1 / section 4.3 — one object type; `type` decides which parts are used.
export const QuestionContractSchema = z.object({
	id,
	type: z.enum(['choice', 'slider', 'mode', 'safety']),
	title: z.string().optional(),
	prompt: z.string(),
	help: z.string().optional(),
	tags: ids.optional(),
	content_tags: ids.optional(),
	complexity: num.optional(),
	fatigue_cost: num.min(0).optional(),
	cooldown: z.object({ questions: z.number().int().min(0) }).optional(),
	eligibility: EligibilitySchema.optional(),
	veil_variants: VeilVariantsSchema.optional(),
	options: z.array(OptionContractSchema).optional(),
	followups: z.array(FollowupRuleSchema).optional(),
	slider: SliderSchema.optional(),
	effects_by_range: z.array(RangeEffectsSchema).optional(),
	followups_by_range: z.array(RangeFollowupSchema).optional(),
	/** Our addition for sim `default_answer: "skip"`: the option that means "skip / not sure". */
	skip_option: id.optional(),
	/** Our addition (docs/session-zero.md "Content-limits checklist"): a checklist screen of topics (only on `safety` questions). */
	checklist: ChecklistSchema.optional()
});
export type QuestionContract = z.infer<typeof QuestionContractSchema>;
export const SliderQuestionContractSchema = QuestionContractSchema;

// seed 002 section 10.1
export const ClusterDefinitionSchema = z.object({
	id,
	title: z.string(),
	description: z.string().optional(),
	axis_targets: z.record(z.string(), z.object({ center: num, tolerance: num.positive() })),
	tag_affinities: numRecord.optional(),
	importance: numRecord.optional(),
	/**
	 * Our addition: the content the setting cannot do without (safety tag ids). A setting with one of
	 * them under a Line is never proposed — a table that ruled out body horror is not offered cosmic
	 * horror (session-zero.md "Lines and the proposal").
	 */
	content_tags: ids.optional()
});
export type ClusterDefinition = z.infer<typeof ClusterDefinitionSchema>;

export const StopConfigSchema = z.object({
	min_questions: z.number().int().min(0),
	max_questions: z.number().int().min(1),
	target_margin: num.min(0),
	min_axis_confidence: num.min(0).max(1)
});
export type StopConfig = z.infer<typeof StopConfigSchema>;

/** session-zero.md `engine`; router weights are overridable (defaults in defaults.ts). */
export const EngineConfigSchema = z.object({
	confidence_k: num.positive().optional(),
	confidence_levels: z.object({ low: num, medium: num, high: num }).optional(),
	/** Question ids asked first, in order, while eligible (e.g. the safety gate). Our addition. */
	opening: ids.optional(),
	router: z
		.object({
			w_conf: num.optional(),
			w_conflict: num.optional(),
			cluster_k: num.optional(),
			tag_repeat: num.optional(),
			type_repeat: num.optional(),
			fatigue: num.optional(),
			veil: num.optional()
		})
		.optional()
});

export const QuestionnairePackSchema = z.object({
	schema_version: z.literal(1),
	id,
	language: z.string().min(2),
	title: z.string(),
	description: z.string().optional(),
	axes: z.array(AxisDefinitionSchema),
	modules: z.array(ModuleDefinitionSchema),
	modes: z.array(ModeDefinitionSchema),
	safety_tags: z.array(SafetyTagDefinitionSchema),
	safety_config: SafetyConfigSchema.optional(),
	questions: z.array(QuestionContractSchema),
	clusters: z.array(ClusterDefinitionSchema),
	stop: StopConfigSchema,
	engine: EngineConfigSchema.optional()
});
export type QuestionnairePack = z.infer<typeof QuestionnairePackSchema>;

// seed 002 section 13
export const AxisChangeSchema = z.object({ delta: num, evidence: num, conflict_penalty: num });
export const LogEntrySchema = z.object({
	qid: id,
	answer: z.union([z.string(), num]),
	axis_changes: z.record(z.string(), AxisChangeSchema),
	module_changes: z.record(z.string(), z.object({ level: num, evidence: num })).optional(),
	modes_set: z.record(z.string(), z.string()).optional(),
	tags_added: ids,
	picked_next: z.string().nullable().optional(),
	reason: z.string().optional()
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

// seed 002 section 6 (the seed's example; our engine state extends it in state.ts)
export const AnswerSchema = z.object({
	qid: id,
	type: z.enum(['choice', 'slider', 'mode', 'safety']),
	oid: z.string().optional(),
	value: num.optional(),
	ts: num
});
export type Answer = z.infer<typeof AnswerSchema>;
export const CandidatesSchema = z.object({
	clusters: z.record(z.string(), z.object({ score: num, why: z.array(z.string()) })),
	leader: z.string().nullable(),
	margin: num
});
export type Candidates = z.infer<typeof CandidatesSchema>;
export const SeedRuntimeStateSchema = z.object({
	session_id: z.string(),
	phase: z.string(),
	asked: ids,
	answers: z.array(AnswerSchema),
	axes: z.record(z.string(), AxisStateSchema),
	modules: z.record(z.string(), ModuleStateSchema),
	modes: z.record(z.string(), z.string()),
	safety: SafetyProfileStateSchema,
	tags: ids,
	cooldowns: z.record(z.string(), z.object({ until: z.number().int() })),
	candidates: CandidatesSchema,
	stop: StopConfigSchema
});
