import type { QuestionnairePack } from './schema';

const axis = (id: string, key = true) => ({
	id,
	title: id,
	polarity: { neg_label: `${id}-`, pos_label: `${id}+` },
	score_range: { min: -10, max: 10 },
	conflict: { window: 6, strong_delta: 2.0, penalty: 0.15, threshold: 1 },
	key
});

/** A small hand-made pack for rule tests (each question exercises one seed 002 rule). */
export const testPack = (): QuestionnairePack => ({
	schema_version: 1,
	id: 'test',
	language: 'en',
	title: 'Test',
	axes: [axis('tone'), axis('risk'), axis('humour', false)],
	modules: [{ id: 'm_mystery', title: 'Mystery', levels: ['0', '1', '2', '3'] }],
	modes: [
		{ id: 'pvp', type: 'tri_bool', title: 'PvP', default: 'unknown' },
		{
			id: 'length',
			type: 'enum',
			title: 'Length',
			default: 'standard',
			values: ['short', 'standard', 'long']
		}
	],
	safety_tags: [
		{ id: 'explicit_gore', label: 'Gore', group: 'violence', aliases: ['gore'] },
		{ id: 'spiders', label: 'Spiders', group: 'phobias' },
		{ id: 'sexual_content', label: 'Sex', group: 'sex' }
	],
	safety_config: { sensitive_groups: ['sex', 'violence'] },
	questions: [
		{
			id: 'q_gate',
			type: 'safety',
			prompt: 'Limits?',
			options: [
				{ id: 'o_done', label: 'All set', effects: { set_safety: { completion_mode: 'completed' } } },
				{ id: 'o_later', label: 'Later' }
			]
		},
		{
			id: 'q_tone',
			type: 'choice',
			prompt: 'Tone?',
			tags: ['vibe'],
			options: [
				{ id: 'o_grim', label: 'Grim', effects: { axis_deltas: { tone: 2 }, axis_evidence: { tone: 0.3 } } },
				{ id: 'o_cozy', label: 'Cozy', effects: { axis_deltas: { tone: -2 }, axis_evidence: { tone: 0.3 } } },
				{ id: 'o_unsure', label: 'Not sure', effects: { axis_evidence: { tone: 0.05 } } }
			],
			followups: [
				{
					when: { option_id_in: ['o_unsure'] },
					policy: { mode: 'pick_from_pool', pool: ['q_clarify'], why: 'unsure_followup' }
				}
			]
		},
		{
			id: 'q_clarify',
			type: 'choice',
			prompt: 'Clarify tone',
			eligibility: { requires: { axes_confidence_lt: { tone: 0.9 } } },
			options: [{ id: 'a', label: 'A', effects: { axis_deltas: { tone: 1 }, axis_evidence: { tone: 0.1 } } }]
		},
		{
			id: 'q_slider',
			type: 'slider',
			prompt: 'Risk?',
			slider: {
				min: 1,
				max: 5,
				step: 1,
				default: 3,
				labels: { min: 'safe', max: 'deadly' },
				snap_points: [1, 3, 5]
			},
			effects_by_range: [
				{ range: { min: 1, max: 2 }, effects: { axis_deltas: { risk: -1 }, axis_evidence: { risk: 0.2 } } },
				{ range: { min: 3, max: 3 }, effects: { axis_deltas: { risk: 0 }, axis_evidence: { risk: 0.1 } } },
				{ range: { min: 4, max: 5 }, effects: { axis_deltas: { risk: 1 }, axis_evidence: { risk: 0.2 } } }
			],
			followups_by_range: [
				{
					range: { min: 3, max: 3 },
					policy: { mode: 'pick_from_pool', pool: ['q_risk_centre'], why: 'slider_center' }
				}
			]
		},
		{
			id: 'q_risk_centre',
			type: 'choice',
			prompt: 'Centre?',
			options: [{ id: 'a', label: 'A', effects: { axis_evidence: { risk: 0.1 } } }]
		},
		{
			id: 'q_gore',
			type: 'choice',
			prompt: 'How bloody?',
			content_tags: ['gore'],
			veil_variants: { prompt: 'How intense should fights feel?', options: { o_lots: 'Intense' } },
			options: [
				{
					id: 'o_lots',
					label: 'Lots of blood',
					effects: { axis_deltas: { risk: 2, tone: 1 }, axis_evidence: { risk: 0.3, tone: 0.3 } }
				},
				{ id: 'o_none', label: 'None', effects: { axis_deltas: { risk: -1 }, axis_evidence: { risk: 0.3 } } }
			]
		},
		{
			id: 'q_spiders_opt',
			type: 'choice',
			prompt: 'Creepy dungeon?',
			options: [
				{
					id: 'o_sp',
					label: 'Giant spiders',
					content_tags: ['spiders'],
					effects: { axis_deltas: { humour: -1 }, axis_evidence: { humour: 0.2, tone: 0.2 } }
				},
				{
					id: 'o_no',
					label: 'Just rats',
					effects: { axis_deltas: { humour: 1 }, axis_evidence: { humour: 0.2, tone: 0.2 } }
				}
			]
		},
		{
			id: 'q_mode',
			type: 'mode',
			prompt: 'PvP?',
			options: [
				{
					id: 'o_yes',
					label: 'Yes',
					effects: {
						set_modes: { pvp: 'true' },
						module_delta_levels: { m_mystery: 1 },
						module_evidence: { m_mystery: 0.2 }
					}
				},
				{ id: 'o_no', label: 'No', effects: { set_modes: { pvp: 'false' } } }
			]
		}
	],
	clusters: [
		{
			id: 'grim',
			title: 'Grim',
			axis_targets: { tone: { center: 4, tolerance: 4 }, risk: { center: 3, tolerance: 3 } }
		},
		{
			id: 'cozy',
			title: 'Cozy',
			axis_targets: { tone: { center: -4, tolerance: 4 }, risk: { center: -3, tolerance: 3 } }
		}
	],
	stop: { min_questions: 3, max_questions: 6, target_margin: 0.12, min_axis_confidence: 0.35 },
	engine: { confidence_k: 1.0, confidence_levels: { low: 0.2, medium: 0.45, high: 0.7 }, opening: ['q_gate'] }
});
