import { describe, expect, it } from 'vitest';
import * as S from './schema';
import { SEED_EXAMPLES } from './testing/seed-examples';
import { testPack } from './testing/test-pack';
import { validateQuestionnairePack } from './validate';

const schemas: Record<string, { safeParse: (x: unknown) => { success: boolean; error?: unknown } }> = {
	AxisDefinition: S.AxisDefinitionSchema,
	AxisState: S.AxisStateSchema,
	ModuleDefinition: S.ModuleDefinitionSchema,
	ModuleState: S.ModuleStateSchema,
	ModeDefinition: S.ModeDefinitionSchema,
	SafetyTagDefinition: S.SafetyTagDefinitionSchema,
	SafetyProfileState: S.SafetyProfileStateSchema,
	SafetyConfig: S.SafetyConfigSchema,
	QuestionContract: S.QuestionContractSchema,
	OptionContract: S.OptionContractSchema,
	SliderQuestionContract: S.SliderQuestionContractSchema,
	FollowupRule: S.FollowupRuleSchema,
	FollowupPolicy: S.FollowupPolicySchema,
	RuntimeState: S.SeedRuntimeStateSchema,
	ClusterDefinition: S.ClusterDefinitionSchema,
	LogEntry: S.LogEntrySchema
};

describe('seed 002 contracts', () => {
	it('has all 16 examples of the seed', () => expect(SEED_EXAMPLES).toHaveLength(16));
	for (const ex of SEED_EXAMPLES)
		it(`${ex.contract} example validates verbatim`, () => {
			// The seed writes `[ /* OptionContract[] */ ]` for arrays it describes elsewhere.
			const json = JSON.parse(ex.json.replace(/\/\*[^*]*\*\//g, '')) as unknown;
			const r = schemas[ex.contract].safeParse(json);
			expect(r.error).toBeUndefined();
			expect(r.success).toBe(true);
		});
});

const withPack = (edit: (p: S.QuestionnairePack) => void) => {
	const p = testPack();
	edit(p);
	return validateQuestionnairePack(p);
};
const paths = (r: ReturnType<typeof validateQuestionnairePack>) => r.errors.map((e) => e.path);

describe('validator (seed 002 section 14)', () => {
	it('accepts the test pack', () => {
		const r = validateQuestionnairePack(testPack());
		expect(r.errors).toEqual([]);
		expect(r.ok).toBe(true);
	});

	it('normalises an aliased content tag to its canonical id', () => {
		const r = validateQuestionnairePack(testPack());
		expect(r.pack?.questions.find((q) => q.id === 'q_gore')?.content_tags).toEqual(['explicit_gore']);
	});

	it('reports schema errors by JSON path', () => {
		const r = withPack((p) => {
			(p.questions[1] as { prompt: unknown }).prompt = 3;
		});
		expect(r.ok).toBe(false);
		expect(paths(r)).toContain('questions[1].prompt');
	});

	it('refuses duplicate ids of every kind', () => {
		const r = withPack((p) => {
			p.axes.push({ ...p.axes[0] });
			p.questions.push({ ...p.questions[0] });
			p.questions[1].options!.push({ id: 'o_grim', label: 'again' });
			p.clusters.push({ ...p.clusters[0] });
		});
		expect(paths(r)).toEqual(
			expect.arrayContaining([
				'axes[3].id',
				'questions[8].id',
				'questions[1].options[3].id',
				'clusters[2].id'
			])
		);
	});

	it('refuses slider defaults, snap points and ranges outside the slider, and overlaps', () => {
		const r = withPack((p) => {
			const q = p.questions.find((x) => x.id === 'q_slider')!;
			q.slider!.default = 9;
			q.slider!.snap_points = [0, 3];
			q.effects_by_range![1].range = { min: 2, max: 3 };
			q.effects_by_range![2].range = { min: 4, max: 7 };
		});
		expect(paths(r)).toEqual(
			expect.arrayContaining([
				'questions[3].slider.default',
				'questions[3].slider.snap_points[0]',
				'questions[3].effects_by_range[1].range',
				'questions[3].effects_by_range[2].range'
			])
		);
	});

	it('refuses unknown references, bad mode values and delta+set on one module', () => {
		const r = withPack((p) => {
			p.questions[1].options![0].effects!.axis_deltas = { nope: 1 };
			p.questions[1].followups![0].policy.pool = ['q_missing'];
			p.questions[7].options![0].effects!.set_modes = { pvp: 'maybe' };
			p.questions[7].options![0].effects!.set_module_level = { m_mystery: 2 };
			p.clusters[0].axis_targets.ghost = { center: 1, tolerance: 1 };
		});
		expect(paths(r)).toEqual(
			expect.arrayContaining([
				'questions[1].options[0].effects.axis_deltas.nope',
				'questions[1].followups[0].policy.pool[0]',
				'questions[7].options[0].effects.set_modes.pvp',
				'questions[7].options[0].effects.set_module_level.m_mystery',
				'clusters[0].axis_targets.ghost'
			])
		);
	});

	it('refuses min > max and enum defaults outside the values', () => {
		const r = withPack((p) => {
			p.stop.min_questions = 99;
			p.modes[1].default = 'epic';
		});
		expect(paths(r)).toEqual(expect.arrayContaining(['stop', 'modes[1].default']));
	});

	it('warns on unknown content tags, untouched key axes and too-similar clusters', () => {
		const r = withPack((p) => {
			p.questions[1].content_tags = ['mystery_tag'];
			p.axes.push({ ...p.axes[0], id: 'lonely' });
			p.clusters[1].axis_targets.risk.center = 3;
		});
		expect(r.ok).toBe(true);
		const w = r.warnings.map((x) => x.path);
		expect(w).toEqual(expect.arrayContaining(['questions[1].content_tags[0]', 'axes[3]', 'clusters[0]']));
	});
});

describe('validator robustness (property)', () => {
	it('never throws on arbitrary JSON or mutated packs, and every error names a path', async () => {
		const fc = (await import('fast-check')).default;
		const mutate = (json: unknown, path: (string | number)[], value: unknown): unknown => {
			if (!path.length || json === null || typeof json !== 'object') return value;
			const [head, ...rest] = path;
			const copy = (Array.isArray(json) ? [...json] : { ...json }) as Record<string | number, unknown>;
			const keys = Object.keys(copy);
			const key = keys.length ? keys[Number(head) % keys.length] : head;
			copy[key] = mutate(copy[key], rest, value);
			return copy;
		};
		fc.assert(
			fc.property(fc.array(fc.nat(50), { maxLength: 6 }), fc.jsonValue(), (path, value) => {
				const r = validateQuestionnairePack(mutate(testPack(), path, value));
				if (!r.ok) for (const e of r.errors) expect(e.path.length).toBeGreaterThan(0);
				expect(typeof r.ok).toBe('boolean');
			}),
			{ numRuns: 300 }
		);
		fc.assert(
			fc.property(fc.jsonValue(), (v) => {
				expect(validateQuestionnairePack(v).ok).toBe(false);
			})
		);
	});
});
