import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testPack } from './testing/test-pack';
import { indexPack } from './defaults';
import { passesEligibility, safetyVerdict } from './eligibility';
import { buildGateTable, eligibleAt, gateInput, safetyAt } from './gate-table';
import { startRun } from './machine';
import type { QuestionContract } from './schema';

// Names a rule may use, each with one the state or the pack does not know.
const AXES = ['tone', 'risk', 'humour', 'nope'];
const MODES = ['pvp', 'length', 'ghost'];
const VALUES = ['true', 'false', 'unknown', 'short', 'long', 'odd'];
const TAGS = ['t_a', 't_b', 't_c'];
const CONTENT = ['explicit_gore', 'spiders', 'sexual_content', 'unlisted'];

const record = <T>(keys: string[], value: fc.Arbitrary<T>) => fc.dictionary(fc.constantFrom(...keys), value);
const eligibility = fc.option(
	fc.record(
		{
			requires: fc.record(
				{
					axes_confidence_lt: record(AXES, fc.double({ min: 0, max: 1, noNaN: true })),
					axes_confidence_gte: record(AXES, fc.double({ min: 0, max: 1, noNaN: true })),
					modes: record(MODES, fc.constantFrom(...VALUES)),
					tags: fc.subarray(TAGS)
				},
				{ requiredKeys: [] }
			),
			forbids: fc.record(
				{ modes: record(MODES, fc.constantFrom(...VALUES)), tags: fc.subarray(TAGS) },
				{ requiredKeys: [] }
			)
		},
		{ requiredKeys: [] }
	),
	{ nil: undefined }
);
const question = fc.record({
	eligibility,
	content_tags: fc.subarray(CONTENT),
	option_tags: fc.subarray(CONTENT),
	variants: fc.boolean()
});
const state = fc.record({
	confidence: record(AXES, fc.double({ min: 0, max: 1, noNaN: true })),
	modes: record(MODES, fc.constantFrom(...VALUES)),
	tags: fc.subarray(TAGS),
	lines: fc.subarray(CONTENT),
	veils: fc.subarray(CONTENT),
	completion: fc.constantFrom('unset', 'partial', 'completed') as fc.Arbitrary<
		'unset' | 'partial' | 'completed'
	>
});

describe('compiled candidate gates equal the reference rules (seed 002 section 7, section 9.1)', () => {
	it('eligibleAt = passesEligibility and safetyAt = safetyVerdict for every question and state', () => {
		fc.assert(
			fc.property(fc.array(question, { minLength: 1, maxLength: 12 }), state, (qs, st) => {
				const base = testPack();
				const pack = {
					...base,
					questions: qs.map((g, i): QuestionContract => ({
						id: `g${i}`,
						type: 'choice',
						prompt: `Q${i}`,
						content_tags: g.content_tags,
						options: [{ id: 'o', label: 'O', content_tags: g.option_tags }],
						...(g.eligibility ? { eligibility: g.eligibility } : {}),
						...(g.variants ? { veil_variants: { prompt: 'veiled' } } : {})
					}))
				};
				// The state of a real run of the fixture pack, then the generated facts on top.
				const s = startRun(base, { session_id: 'g', ts: 0 });
				for (const [a, c] of Object.entries(st.confidence))
					if (s.axes[a]) s.axes[a] = { ...s.axes[a], confidence: c };
				s.modes = st.modes;
				s.tags = st.tags;
				s.safety = { lines: st.lines, veils: st.veils, completion_mode: st.completion };
				const { list } = indexPack(pack);
				const table = buildGateTable(list);
				const input = gateInput(table, s);
				list.forEach((x, i) => {
					expect(eligibleAt(table, input, i)).toBe(passesEligibility(x.q, s));
					const v = safetyVerdict(x, s);
					expect(safetyAt(table, input, i)).toBe(v === 'ok' || v === 'veiled' ? v : 'out');
				});
			}),
			{ numRuns: 300 }
		);
	});
});
