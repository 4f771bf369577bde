/**
 * Every JSON example of seed 002, copied verbatim (the QuestionContract example holds two
 * `/* … *\/` placeholders for arrays, which the test strips before parsing).
 */
export const SEED_EXAMPLES: { contract: string; json: string }[] = [
	{
		contract: 'AxisDefinition',
		json: '{\n  "id": "tone",\n  "title": "Тон",\n  "description": "Пояснение для новичков (опционально)",\n  "polarity": { "neg_label": "Уютный", "pos_label": "Мрачный" },\n  "scale": { "min": -2, "max": 2, "step": 1 },\n  "score_range": { "min": -10, "max": 10 },\n  "defaults": { "score": 0, "confidence": 0, "evidence": 0 },\n  "decay": { "enabled": false, "half_life_questions": 999 },\n  "conflict": { "window": 6, "strong_delta": 2.0, "penalty": 0.15, "threshold": 1 }\n}\n'
	},
	{
		contract: 'AxisState',
		json: '{ "score": 1.0, "confidence": 0.38, "evidence": 2.2, "recent_deltas": [1.0, -2.0], "conflicts": 1 }\n'
	},
	{
		contract: 'ModuleDefinition',
		json: '{ "id": "m_detective", "title": "Детективность", "levels": ["нет","фоном","заметно","в центре"], "defaults": { "level": 0, "confidence": 0, "evidence": 0 } }\n'
	},
	{ contract: 'ModuleState', json: '{ "level": 2, "confidence": 0.55, "evidence": 1.7 }\n' },
	{
		contract: 'ModeDefinition',
		json: '{ "id": "romance.pc_npc", "type": "tri_bool", "title": "Романтика PC↔NPC", "default": "unknown" }\n'
	},
	{
		contract: 'SafetyTagDefinition',
		json: '{\n  "id": "explicit_gore",\n  "label": "Подробное насилие/кровь",\n  "group": "violence",\n  "aliases": ["gore"],\n  "ui_topic": "body_horror"\n}\n'
	},
	{
		contract: 'SafetyProfileState',
		json: '{\n  "lines": ["sexual_violence"],\n  "veils": ["explicit_gore", "dismemberment"],\n  "completion_mode": "unset"\n}\n'
	},
	{ contract: 'SafetyConfig', json: '{ "sensitive_groups": ["sex", "violence", "selfharm"] }\n' },
	{
		contract: 'QuestionContract',
		json: '{\n  "id": "q_001",\n  "type": "choice",\n  "title": "…",\n  "prompt": "…",\n  "help": "…",\n  "tags": ["vibe"],\n  "content_tags": ["romance"],\n  "complexity": 2,\n  "fatigue_cost": 1,\n  "cooldown": { "questions": 3 },\n  "eligibility": {\n    "requires": { "axes_confidence_lt": { "tone": 0.6 } },\n    "forbids": { "modes": {}, "tags": [] }\n  },\n  "veil_variants": { "prompt": "…", "help": "…", "options": { "o1": "…" }, "labels": { "min": "…", "max": "…" } },\n  "options": [ /* OptionContract[] */ ],\n  "followups": [ /* FollowupRule[] */ ]\n}\n'
	},
	{
		contract: 'OptionContract',
		json: '{\n  "id": "o1",\n  "label": "…",\n  "sub": "…",\n  "content_tags": ["romance_pc_pc"],\n  "effects": {\n    "axis_deltas": { "tone": 1.0 },\n    "axis_evidence": { "tone": 0.22 },\n    "module_delta_levels": { "m_detective": 1 },\n    "module_evidence": { "m_detective": 0.20 },\n    "set_modes": { "romance.pc_npc": "true" },\n    "set_tags": ["likes_dialog"],\n    "unset_tags": [],\n    "notes": "debug string"\n  },\n  "answer_meta": { "tone": "bold", "is_joke": false }\n}\n'
	},
	{
		contract: 'SliderQuestionContract',
		json: '{\n  "id": "q_slider_01",\n  "type": "slider",\n  "title": "…",\n  "prompt": "…",\n  "tags": ["refine"],\n  "content_tags": [],\n  "slider": { "min": 1, "max": 5, "step": 1, "default": 3, "labels": { "min": "…", "max": "…" }, "snap_points": [1,3,5] },\n  "effects_by_range": [\n    { "range": { "min": 1, "max": 2 }, "effects": { "axis_deltas": { "tone": -1 }, "axis_evidence": { "tone": 0.18 } } },\n    { "range": { "min": 3, "max": 3 }, "effects": { "axis_deltas": { "tone": 0 }, "axis_evidence": { "tone": 0.10 } } },\n    { "range": { "min": 4, "max": 5 }, "effects": { "axis_deltas": { "tone": 1 }, "axis_evidence": { "tone": 0.18 } } }\n  ],\n  "followups_by_range": [\n    { "range": { "min": 3, "max": 3 }, "policy": { "mode": "pick_from_pool", "pool": ["q_clarify_center"], "why": "slider_center" } }\n  ]\n}\n'
	},
	{
		contract: 'FollowupRule',
		json: '{ "when": { "option_id_in": ["o_unsure","o_unknown"] }, "policy": { "mode": "pick_from_pool", "pool": ["q_clarify_01"], "why": "unsure_followup" } }\n'
	},
	{
		contract: 'FollowupPolicy',
		json: '{\n  "mode": "pick_from_pool",\n  "pool": ["q_x", "q_y"],\n  "constraints": { "not_asked": true, "respect_cooldown": true, "max_repeats": 0 },\n  "priority": { "axes": ["risk", "order"], "prefer_low_confidence": true, "prefer_conflict": true },\n  "fallback": { "mode": "global_selector" },\n  "why": "debug"\n}\n'
	},
	{
		contract: 'RuntimeState',
		json: '{\n  "session_id": "…",\n  "phase": "quiz",\n  "asked": ["q_001"],\n  "answers": [{ "qid": "q_001", "type": "choice", "oid": "o1", "ts": 1730000000 }],\n  "axes": { "tone": { "score": 1.0, "confidence": 0.38, "evidence": 2.2, "recent_deltas": [1.0], "conflicts": 0 } },\n  "modules": { "m_detective": { "level": 2, "confidence": 0.55, "evidence": 1.7 } },\n  "modes": { "romance.pc_npc": "unknown", "party_conflict": "unknown" },\n  "safety": { "lines": [], "veils": [], "completion_mode": "unset" },\n  "tags": ["likes_dialog"],\n  "cooldowns": { "q_001": { "until": 6 } },\n  "candidates": {\n    "clusters": { "setting_A": { "score": 0.62, "why": ["risk:+", "mystery:+"] }, "setting_B": { "score": 0.61, "why": [] } },\n    "leader": "setting_A",\n    "margin": 0.01\n  },\n  "stop": { "min_questions": 10, "max_questions": 22, "target_margin": 0.12, "min_axis_confidence": 0.35 }\n}\n'
	},
	{
		contract: 'ClusterDefinition',
		json: '{\n  "id": "setting_A",\n  "title": "...",\n  "axis_targets": {\n    "risk": { "center": 4.0, "tolerance": 2.5 },\n    "altruism": { "center": -1.0, "tolerance": 3.0 }\n  },\n  "tag_affinities": { "likes_high_stakes": 0.4 },\n  "importance": { "risk": 1.0, "altruism": 0.6 }\n}\n'
	},
	{
		contract: 'LogEntry',
		json: '{\n  "qid": "q_risk_01",\n  "answer": "o_risk_01_a",\n  "axis_changes": {\n    "risk": { "delta": 2.0, "evidence": 0.22, "conflict_penalty": 0.0 }\n  },\n  "tags_added": ["likes_high_stakes"],\n  "picked_next": "q_altruism_follow_01",\n  "reason": "followup: clarify_self_interest"\n}\n'
	}
];
