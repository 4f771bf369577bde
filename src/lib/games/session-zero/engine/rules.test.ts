import { describe, expect, it } from 'vitest';
import { candidatesOf, drawOf } from './clusters';
import { confidenceOf } from './confidence';
import { applyEffects } from './effects';
import { isCandidate, renderQuestion, safetyVerdict } from './eligibility';
import { indexPack } from './defaults';
import { answerCurrent, initialState, startRun } from './machine';
import { pickBest, pickContext, scoreQuestion } from './router';
import type { QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';
import { testPack } from './testing/test-pack';
import { validateQuestionnairePack } from './validate';

const load = (edit?: (p: QuestionnairePack) => void): QuestionnairePack => {
	const raw = testPack();
	edit?.(raw);
	const r = validateQuestionnairePack(raw);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.pack;
};
const fresh = (pack: QuestionnairePack, safety?: SessionZeroState['safety']) =>
	initialState(pack, { session_id: 's', ts: 0, safety });
const q = (pack: QuestionnairePack, id: string) => indexPack(pack).byId.get(id)!;
const answer = (pack: QuestionnairePack, s: SessionZeroState, v: string | number) => {
	const r = answerCurrent(pack, s, v, 0);
	if (!r.ok) throw new Error(r.error);
	return r.state;
};

describe('effects, confidence and conflicts (seed 002 section 3.1)', () => {
	it('computes confidence = max(0, 1 − exp(−k·evidence) − conflicts·penalty)', () => {
		expect(confidenceOf(2.2, 1, 0.15, 1)).toBeCloseTo(1 - Math.exp(-2.2) - 0.15, 12);
		expect(confidenceOf(0.05, 1, 0.15, 1)).toBe(0);
		expect(confidenceOf(1, 0, 0.15, 2)).toBeCloseTo(1 - Math.exp(-2), 12);
	});

	it('counts a conflict for the seed example [1.0, −2.0]', () => {
		const pack = load();
		const s = fresh(pack);
		applyEffects(pack, s, { axis_deltas: { tone: 1 }, axis_evidence: { tone: 0.3 } });
		const log = applyEffects(pack, s, { axis_deltas: { tone: -2 }, axis_evidence: { tone: 0.3 } });
		expect(s.axes.tone.recent_deltas).toEqual([1, -2]);
		expect(s.axes.tone.conflicts).toBe(1);
		expect(s.axes.tone.score).toBe(-1);
		expect(s.axes.tone.confidence).toBeCloseTo(1 - Math.exp(-0.6) - 0.15, 12);
		expect(log.axis_changes.tone).toEqual({ delta: -2, evidence: 0.3, conflict_penalty: 0.15 });
	});

	it('no conflict for same-sign or weak opposite deltas; implicit evidence 0.1; clamps score', () => {
		const pack = load();
		const s = fresh(pack);
		applyEffects(pack, s, { axis_deltas: { tone: 1 } });
		applyEffects(pack, s, { axis_deltas: { tone: -0.5 } });
		expect(s.axes.tone.conflicts).toBe(0);
		expect(s.axes.tone.evidence).toBeCloseTo(0.2, 12);
		applyEffects(pack, s, { axis_deltas: { risk: 50 } });
		expect(s.axes.risk.score).toBe(10);
	});

	it('module levels add then clamp 0..3, set directly; modes, tags and safety are set', () => {
		const pack = load();
		const s = fresh(pack);
		applyEffects(pack, s, { module_delta_levels: { m_mystery: 5 }, module_evidence: { m_mystery: 0.5 } });
		expect(s.modules.m_mystery.level).toBe(3);
		expect(s.modules.m_mystery.confidence).toBeCloseTo(1 - Math.exp(-0.5), 12);
		applyEffects(pack, s, {
			set_module_level: { m_mystery: 1 },
			set_modes: { pvp: true },
			set_tags: ['x', 'y'],
			unset_tags: ['x']
		});
		expect(s.modules.m_mystery.level).toBe(1);
		expect(s.modes.pvp).toBe('true');
		expect(s.tags).toEqual(['y']);
		applyEffects(pack, s, {
			set_safety: { lines_add: ['spiders'], veils_add: ['explicit_gore'], completion_mode: 'completed' }
		});
		applyEffects(pack, s, { set_safety: { veils_add: ['spiders'] } });
		expect(s.safety).toEqual({
			lines: [],
			veils: ['explicit_gore', 'spiders'],
			completion_mode: 'completed'
		});
	});
});

describe('safety filtering (seed 002 section 7)', () => {
	const done = { lines: [], veils: [], completion_mode: 'completed' as const };
	it('a Line on an option excludes the whole question', () => {
		const pack = load();
		const s = fresh(pack, { ...done, lines: ['spiders'] });
		expect(safetyVerdict(q(pack, 'q_spiders_opt'), s)).toBe('line');
		expect(isCandidate(q(pack, 'q_spiders_opt'), s)).toBe(false);
		expect(isCandidate(q(pack, 'q_spiders_opt'), fresh(pack, done))).toBe(true);
	});
	it('a Veil without variants excludes the question; with variants it is shown veiled', () => {
		const pack = load();
		const s = fresh(pack, { ...done, veils: ['spiders', 'explicit_gore'] });
		expect(safetyVerdict(q(pack, 'q_spiders_opt'), s)).toBe('veil_without_variants');
		expect(isCandidate(q(pack, 'q_spiders_opt'), s)).toBe(false);
		expect(safetyVerdict(q(pack, 'q_gore'), s)).toBe('veiled');
		const r = renderQuestion(q(pack, 'q_gore').q, true);
		expect(r.prompt).toBe('How intense should fights feel?');
		expect(r.options.map((o) => o.label)).toEqual(['Intense', 'None']);
	});
	it('the veil penalty (0.5) applies only when the variants will be used', () => {
		const pack = load();
		const a = fresh(pack, done);
		const b = fresh(pack, { ...done, veils: ['explicit_gore'] });
		const sa = scoreQuestion(pack, a, pickContext(pack, a), q(pack, 'q_gore'));
		const sb = scoreQuestion(pack, b, pickContext(pack, b), q(pack, 'q_gore'));
		expect(sa.score - sb.score).toBeCloseTo(0.5, 12);
	});
	it('sensitive questions wait until safety is completed (seed 002 section 7.2); an unknown tag is not sensitive', () => {
		const pack = load((p) => (p.questions[6].content_tags = ['unknown_tag']));
		const s = fresh(pack);
		expect(safetyVerdict(q(pack, 'q_gore'), s)).toBe('sensitive_before_safety');
		expect(isCandidate(q(pack, 'q_spiders_opt'), s)).toBe(true);
	});
	it('slider labels are replaced under a veil', () => {
		const pack = load((p) => {
			p.questions[3].veil_variants = { labels: { min: 'calm', max: 'wild' } };
		});
		expect(renderQuestion(q(pack, 'q_slider').q, true).slider?.labels).toEqual({ min: 'calm', max: 'wild' });
	});
});

describe('router (seed 002 section 9)', () => {
	it('scores base + 0.6·cluster_gain − penalties from the formulas', () => {
		const pack = load();
		const s = fresh(pack, { lines: [], veils: [], completion_mode: 'completed' });
		applyEffects(pack, s, { axis_deltas: { tone: 1 }, axis_evidence: { tone: 0.4 } });
		s.candidates = candidatesOf(pack, s);
		s.asked = ['q_tone', 'q_clarify'];
		s.count = 3;
		const x = q(pack, 'q_gore');
		const sc = scoreQuestion(pack, s, pickContext(pack, s), x);
		const needTone = 1 - s.axes.tone.confidence;
		const needRisk = 1 - s.axes.risk.confidence;
		const gain = 8 / 8 + 6 / 6; // |4 − (−4)| / (4 + 4) + |3 − (−3)| / (3 + 3)
		// same type (choice) as both of the last two → 0.2; fatigue 1 × 0.1 × 3/6
		const penalty = 0.2 + 0.1 * (3 / 6);
		expect(sc.score).toBeCloseTo(needTone + needRisk + 0.6 * gain - penalty, 12);
	});

	it('breaks ties by a different type, then a shorter prompt, then id', () => {
		const pack = load((p) => {
			p.questions = [
				{
					id: 'b',
					type: 'choice',
					prompt: 'same',
					options: [{ id: 'o', label: 'o', effects: { axis_evidence: { tone: 0.1 } } }]
				},
				{
					id: 'a',
					type: 'choice',
					prompt: 'same',
					options: [{ id: 'o', label: 'o', effects: { axis_evidence: { tone: 0.1 } } }]
				},
				{
					id: 'c',
					type: 'choice',
					prompt: 'sam',
					options: [{ id: 'o', label: 'o', effects: { axis_evidence: { tone: 0.1 } } }]
				},
				{
					id: 'd',
					type: 'mode',
					prompt: 'longest prompt',
					options: [{ id: 'o', label: 'o', effects: { axis_evidence: { tone: 0.1 } } }]
				}
			];
			p.engine = { opening: [] };
			p.clusters = [];
		});
		const s = fresh(pack);
		expect(pickBest(pack, s)?.x.q.id).toBe('c');
		s.asked = ['zz'];
		indexPack(pack).byId.set('zz', { ...q(pack, 'a'), q: { ...q(pack, 'a').q, id: 'zz' } });
		expect(pickBest(pack, s)?.x.q.id).toBe('d');
		pack.questions.splice(2, 2);
		const pack2 = load((p) => {
			p.questions = pack.questions;
			p.engine = {};
			p.clusters = [];
		});
		expect(pickBest(pack2, fresh(pack2))?.x.q.id).toBe('a');
	});

	it('respects cooldowns and eligibility', () => {
		const pack = load((p) => {
			p.questions[2].cooldown = { questions: 3 };
			p.questions[7].eligibility = {
				forbids: { tags: ['no_pvp'] },
				requires: { modes: { length: 'standard' } }
			};
		});
		const s = fresh(pack);
		s.asked = ['q_clarify'];
		s.cooldowns = { q_clarify: { until: 3 } };
		const rules = { notAsked: false, respectCooldown: true, maxRepeats: 2 };
		expect(isCandidate(q(pack, 'q_clarify'), s, rules)).toBe(false);
		s.asked.push('x', 'y');
		expect(isCandidate(q(pack, 'q_clarify'), s, rules)).toBe(true);
		expect(isCandidate(q(pack, 'q_clarify'), s)).toBe(false); // not_asked by default
		expect(isCandidate(q(pack, 'q_mode'), s)).toBe(true);
		s.tags = ['no_pvp'];
		expect(isCandidate(q(pack, 'q_mode'), s)).toBe(false);
		s.tags = [];
		s.modes.length = 'long';
		expect(isCandidate(q(pack, 'q_mode'), s)).toBe(false);
		s.axes.tone.confidence = 0.95;
		expect(isCandidate(q(pack, 'q_clarify'), s, rules)).toBe(false); // axes_confidence_lt tone 0.9
	});

	it('fires the follow-up for the unsure option before the global router', () => {
		const pack = load();
		let s = startRun(pack, { session_id: 's', ts: 0 });
		expect(s.current?.qid).toBe('q_gate'); // opening
		s = answer(pack, s, 'o_done');
		s.current = { qid: 'q_tone', veiled: false, picked_by: 'router', reason: '' };
		s = answer(pack, s, 'o_unsure');
		expect(s.current?.qid).toBe('q_clarify');
		expect(s.current?.picked_by).toBe('followup');
		expect(s.log.at(-1)).toMatchObject({
			qid: 'q_tone',
			picked_next: 'q_clarify',
			reason: 'followup: unsure_followup'
		});
	});

	it('fires the follow-up for the slider centre, not for the ends', () => {
		const pack = load();
		const base = answer(pack, startRun(pack, { session_id: 's', ts: 0 }), 'o_done');
		base.current = { qid: 'q_slider', veiled: false, picked_by: 'router', reason: '' };
		expect(answer(pack, base, 3).current?.qid).toBe('q_risk_centre');
		expect(answer(pack, base, 5).current?.picked_by).not.toBe('followup');
	});

	it('rejects answers that are not options or off the slider', () => {
		const pack = load();
		const s = startRun(pack, { session_id: 's', ts: 0 });
		expect(answerCurrent(pack, s, 'nope', 0).ok).toBe(false);
		s.current = { qid: 'q_slider', veiled: false, picked_by: 'router', reason: '' };
		expect(answerCurrent(pack, s, 2.5, 0).ok).toBe(false);
		expect(answerCurrent(pack, s, 9, 0).ok).toBe(false);
	});
});

describe('clusters (seed 002 section 10)', () => {
	it('scores axis_fit × importance × confidence + tag affinities, normalised by the max', () => {
		const pack = load((p) => (p.clusters[1].tag_affinities = { cozy_tag: 0.2 }));
		const s = fresh(pack);
		s.axes.tone = { ...s.axes.tone, score: 2, confidence: 0.5 };
		s.axes.risk = { ...s.axes.risk, score: 0, confidence: 0.4 };
		s.tags = ['cozy_tag'];
		const grim = (1 - 2 / 4) * 0.5 + (1 - 3 / 3) * 0.4;
		const cozy = 0 * 0.5 + 0 * 0.4 + 0.2;
		const c = candidatesOf(pack, s);
		expect(c.leader).toBe('grim');
		expect(c.clusters.cozy.score).toBeCloseTo(cozy / grim, 12);
		expect(c.margin).toBeCloseTo(1 - cozy / grim, 12);
		expect(candidatesOf(pack, fresh(pack)).margin).toBe(0);
	});

	it('never proposes a setting whose content is under a Line; a Veil keeps it (session-zero.md)', () => {
		// "gore" is an alias: the pack's setting names its content as an author would
		const pack = load((p) => (p.clusters[0].content_tags = ['gore']));
		expect(pack.clusters[0].content_tags).toEqual(['explicit_gore']);
		const dark = (safety: SessionZeroState['safety']) => {
			const s = fresh(pack, safety);
			s.axes.tone = { ...s.axes.tone, score: 4, confidence: 0.8 };
			return s;
		};
		const none = { lines: [], veils: [], completion_mode: 'completed' as const };
		expect(candidatesOf(pack, dark(none)).leader).toBe('grim');
		expect(candidatesOf(pack, dark({ ...none, veils: ['explicit_gore'] })).leader).toBe('grim');
		const lined = candidatesOf(pack, dark({ ...none, lines: ['explicit_gore'] }));
		expect(lined.leader).toBe('cozy');
		expect(Object.keys(lined.clusters)).toEqual(['cozy']);
		// one setting left is no draw, and none left proposes nothing
		expect(drawOf(pack, lined)).toBeNull();
		const both = load((p) => {
			p.clusters[0].content_tags = ['explicit_gore'];
			p.clusters[1].content_tags = ['spiders'];
		});
		const s = fresh(both, { ...none, lines: ['explicit_gore', 'spiders'] });
		expect(candidatesOf(both, s)).toEqual({ clusters: {}, leader: null, margin: 0 });
		expect(drawOf(both, candidatesOf(both, s))).toBeNull();
	});

	it('warns of an unknown content tag on a setting', () => {
		const r = validateQuestionnairePack({
			...testPack(),
			clusters: [{ ...testPack().clusters[0], content_tags: ['ghosts'] }, testPack().clusters[1]]
		});
		expect(r.warnings).toContainEqual({
			path: 'clusters[0].content_tags[0]',
			message: 'unknown content tag "ghosts"'
		});
	});
});

describe('"Why?" (seed 002 section 13)', () => {
	it('never quotes a question or option tagged with a Line, even when the Line came after the answer', async () => {
		const { explain } = await import('./result');
		const pack = load((p) => (p.engine!.opening = ['q_gate', 'q_gore', 'q_spiders_opt']));
		let s = startRun(pack, { session_id: 's', ts: 0 });
		s = answer(pack, s, 'o_done');
		s = answer(pack, s, 'o_lots'); // tone +1, risk +2: the strongest reasons so far
		s = answer(pack, s, 'o_no'); // an option of q_spiders_opt; another option carries "spiders"
		const quoted = (st: SessionZeroState) =>
			new Set(explain(pack, st).axes.flatMap((a) => a.from.map((f) => f.qid)));
		expect(quoted(s)).toEqual(new Set(['q_gore', 'q_spiders_opt']));
		// The adjust-limits mini-flow later draws Lines on both topics.
		s.safety.lines = ['explicit_gore', 'spiders'];
		expect(quoted(s)).toEqual(new Set());
	});
});
