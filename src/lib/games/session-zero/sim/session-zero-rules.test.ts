import { describe, expect, it } from 'vitest';
import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import { testPack } from '$lib/games/session-zero/engine/testing/test-pack';
import { runScenarioText } from '$lib/sim/run-scenario';

/** docs/session-zero.md "Content-limits checklist".3 / 19.4 rules, each run through the sim (sim.md "questionnaire") on the test pack. */
type Out = {
	asked: string[];
	log: { qid: string; answer: string | number; axis_changes: Record<string, { conflict_penalty: number }> }[];
	rendered: { qid: string; picked_by: string }[];
	state: { axes: Record<string, { conflicts: number }>; modes: Record<string, string> };
	share: { modes: Record<string, string>; modules: Record<string, unknown> };
};

const sim = async (edit: (p: QuestionnairePack) => void, sc: object): Promise<Out> => {
	const pack = testPack();
	edit(pack);
	const r = await runScenarioText(JSON.stringify({ engine: 'questionnaire', pack, ...sc }));
	if (!r.ok) throw new Error(r.message);
	return r.output as Out;
};
const simError = async (edit: (p: QuestionnairePack) => void): Promise<string> => {
	const pack = testPack();
	edit(pack);
	const r = await runScenarioText(JSON.stringify({ engine: 'questionnaire', pack }));
	return r.ok ? '' : r.message;
};
const question = (p: QuestionnairePack, id: string) => p.questions.find((q) => q.id === id)!;

describe('sim questionnaire: conflict window', () => {
	const cozyThenGrim = { answers: { q_gate: 'o_done', q_tone: 'o_cozy', q_gore: 'o_lots' } };
	const openingToneGore = (p: QuestionnairePack) => (p.engine!.opening = ['q_gate', 'q_tone', 'q_gore']);

	it('window 6: −2 then +1 on tone is one conflict', async () => {
		const o = await sim(openingToneGore, cozyThenGrim);
		expect(o.asked.slice(0, 3)).toEqual(['q_gate', 'q_tone', 'q_gore']);
		expect(o.log[2].axis_changes.tone.conflict_penalty).toBe(0.15);
	});

	it('window 1 compares a delta with nothing before it: no conflict (was slice(-0))', async () => {
		const o = await sim((p) => {
			openingToneGore(p);
			p.axes[0].conflict = { window: 1, strong_delta: 2, penalty: 0.15, threshold: 1 };
		}, cozyThenGrim);
		expect(o.asked.slice(0, 3)).toEqual(['q_gate', 'q_tone', 'q_gore']);
		expect(o.state.axes.tone.conflicts).toBe(0);
		expect(o.log[2].axis_changes.tone.conflict_penalty).toBe(0);
	});
});

describe('sim questionnaire: follow-up repeat rules (seed 002 section 5.2)', () => {
	/** q_clarify's answer asks q_clarify again under `constraints`. */
	const selfFollowup = (constraints: object, cooldown?: number) => (p: QuestionnairePack) => {
		p.engine!.opening = ['q_gate', 'q_tone'];
		const c = question(p, 'q_clarify');
		c.followups = [
			{
				when: { option_id_in: ['a'] },
				policy: { mode: 'pick_from_pool', pool: ['q_clarify'], constraints, why: 'again' }
			}
		];
		if (cooldown !== undefined) c.cooldown = { questions: cooldown };
	};
	const unsure = { answers: { q_gate: 'o_done', q_tone: 'o_unsure' }, continue_after_propose: true };
	const times = (o: Out) => o.asked.filter((id) => id === 'q_clarify').length;

	it('not_asked: false with max_repeats 2 asks the question 1 + 2 times, then never again', async () => {
		const o = await sim(selfFollowup({ not_asked: false, max_repeats: 2 }), unsure);
		expect(times(o)).toBe(3);
		expect(o.rendered.filter((r) => r.qid === 'q_clarify').map((r) => r.picked_by)).toEqual([
			'followup',
			'followup',
			'followup'
		]);
	});

	it('the default constraints (not_asked) never repeat', async () => {
		expect(times(await sim(selfFollowup({}), unsure))).toBe(1);
	});

	it('a cooldown blocks the repeat unless the policy ignores cooldowns', async () => {
		const rules = { not_asked: false, max_repeats: 1 };
		expect(times(await sim(selfFollowup(rules, 3), unsure))).toBe(1);
		expect(times(await sim(selfFollowup({ ...rules, respect_cooldown: false }, 3), unsure))).toBe(2);
	});

	it('a follow-up triggered inside a multi-question opening is asked after the opening, not dropped', async () => {
		const o = await sim((p) => (p.engine!.opening = ['q_tone', 'q_gate']), {
			answers: { q_gate: 'o_done', q_tone: 'o_unsure' }
		});
		expect(o.asked.slice(0, 3)).toEqual(['q_tone', 'q_gate', 'q_clarify']);
		expect(o.rendered[2].picked_by).toBe('followup');
	});
});

describe('sim questionnaire: the validator refuses what the engine would silently ignore', () => {
	it('an unknown mode value in eligibility', async () => {
		const msg = await simError((p) => {
			question(p, 'q_clarify').eligibility = { forbids: { modes: { pvp: 'maybe' } } };
		});
		expect(msg).toContain('questions[2].eligibility.forbids.modes.pvp');
	});

	it('references in a field the question type ignores (effects_by_range on a choice)', async () => {
		const msg = await simError((p) => {
			question(p, 'q_clarify').effects_by_range = [
				{ range: { min: 0, max: 1 }, effects: { axis_deltas: { nope: 1 } } }
			];
		});
		expect(msg).toContain('questions[2].effects_by_range');
	});

	it('negative evidence and fractional module levels', async () => {
		const msg = await simError((p) => {
			const e = question(p, 'q_mode').options![0].effects!;
			e.module_delta_levels = { m_mystery: 0.5 };
			question(p, 'q_tone').options![0].effects!.axis_evidence = { tone: -0.3 };
		});
		expect(msg).toContain('questions[1].options[0].effects.axis_evidence.tone');
		expect(msg).toContain('questions[7].options[0].effects.module_delta_levels.m_mystery');
	});
});
