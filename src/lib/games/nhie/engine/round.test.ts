import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PoolQuestion } from './candidates';
import { fixturePool, forceRound as forceRoundIn } from './testing/fixtures';
import {
	commitRound,
	initEscalation,
	planRound,
	recordAnswers,
	resolveRound,
	reuseQuestions,
	type EscalationConfig,
	type EscalationState,
	type RoundPlan
} from './round';

const config: EscalationConfig = { maxRounds: 10, nsfw: true, language: 'en', groupSize: 5 };
const pool = fixturePool(6);

const must = (plan: RoundPlan | null): RoundPlan => {
	if (!plan) throw new Error('no plan');
	return plan;
};

/** Plays one round offline with the given answers. */
const play = (state: EscalationState, answered: number, have: number, p: readonly PoolQuestion[] = pool) => {
	const plan = must(planRound(state, p));
	const chosen = resolveRound(plan, null, false);
	if (!chosen) throw new Error('exhausted');
	return { plan, state: recordAnswers(commitRound(state, plan, chosen), { answered, have }) };
};

const forceRound = (state: EscalationState, intensity: number, answered: number, have: number) =>
	forceRoundIn(state, pool, intensity, answered, have);

describe('round loop (nhie.md)', () => {
	it('round 1: B = 0, P = 1/max × 0.4, safe, five candidates, offline → first candidate from the pool', () => {
		const plan = must(planRound(initEscalation(config, 1), pool));
		expect(plan.boldness).toBe(0);
		expect(plan.progression).toBeCloseTo(0.04, 12);
		expect(plan.tone).toBe('safe');
		// target = 1 + 0.04/0.30 × 2 = 1.267 → 1
		expect(plan.target).toBe(1);
		expect(plan.candidates).toHaveLength(5);
		expect(plan.candidates.every((q) => q.intensity === 1)).toBe(true);
		expect(plan.mode).toBe('pick');
		expect(resolveRound(plan, null, false)).toMatchObject({
			question_id: plan.candidates[0].id,
			source: 'pool'
		});
	});

	it('applies the EMA of δ over the previous round and records the history entry', () => {
		let s = initEscalation(config, 1);
		({ state: s } = play(s, 4, 3)); // safe: δ = 0.75 × 0.5 = 0.375
		const r1 = s.history[0];
		expect(r1).toMatchObject({
			round: 1,
			tone: 'safe',
			boldness: 0,
			have_ratio: 0.75,
			risk: null,
			de_escalated: false
		});
		expect(s.usedIds).toEqual([r1.question_id]);
		expect(s.timesUsed[r1.question_id!]).toBe(1);
		const plan2 = must(planRound(s, pool));
		expect(plan2.boldness).toBeCloseTo(0.3 * 0.375, 12);
		expect(plan2.effective).toBeCloseTo(0.1125 + 0.08, 12);
		expect(plan2.candidates.map((q) => q.id)).not.toContain(r1.question_id);
	});

	it('a round nobody answered changes nothing', () => {
		let s = initEscalation(config, 1);
		({ state: s } = play(s, 4, 4));
		({ state: s } = play(s, 0, 0));
		const b2 = s.history[1].boldness;
		expect(s.history[1].have_ratio).toBeNull();
		expect(must(planRound(s, pool)).boldness).toBe(b2);
	});

	it('de-escalates after two risky rounds: B − 0.15, the lower tone, the middle of its range', () => {
		let s = { ...initEscalation(config, 1) };
		({ state: s } = forceRound(s, 7, 5, 1)); // R = 0.8
		({ state: s } = forceRound(s, 7, 4, 0)); // R = 1.0
		// pretend the group had been bold and at secretive tone
		s = { ...s, history: s.history.map((r) => ({ ...r, tone: 'secretive' as const, boldness: 0.6 })) };
		const plan = must(planRound(s, pool));
		// B = 0.3 × (0/4 × 1.5) + 0.7 × 0.6 = 0.42 → 0.27; E = 0.27 + 3/10 × 0.4 = 0.39 → deeper
		expect(plan.deEscalated).toBe(true);
		expect(plan.boldness).toBeCloseTo(0.27, 12);
		expect(plan.effective).toBeCloseTo(0.39, 12);
		expect(plan.tone).toBe('deeper');
		expect(plan.target).toBe(4);
		// when the recomputed E maps lower than one-below, that lower tone wins
		const low = { ...s, history: s.history.map((r) => ({ ...r, boldness: 0.3 })) };
		const planLow = must(planRound(low, pool));
		// B = 0.21 − 0.15 = 0.06, E = 0.18 → safe; middle of 1–3 = 2
		expect(planLow.tone).toBe('safe');
		expect(planLow.target).toBe(2);
		expect(planLow.boldness).toBeCloseTo(0.06, 12);
	});

	it('never drops B below 0, and freaky falls one level to secretive', () => {
		let s = initEscalation(config, 1);
		({ state: s } = forceRound(s, 9, 4, 0));
		({ state: s } = forceRound(s, 9, 4, 0));
		s = { ...s, history: s.history.map((r) => ({ ...r, tone: 'freaky' as const, boldness: 1.2 })) };
		const plan = must(planRound(s, pool));
		// B = 0.7 × 1.2 = 0.84 → 0.69; E = 0.81 → freaky; one below freaky = secretive
		expect(plan.tone).toBe('secretive');
		const zero = { ...s, history: s.history.map((r) => ({ ...r, boldness: 0.1 })) };
		expect(must(planRound(zero, pool)).boldness).toBe(0);
	});

	it('consumes the streak: the next trigger needs two new risky rounds', () => {
		let s = initEscalation(config, 1);
		let plan: RoundPlan;
		({ state: s } = forceRound(s, 8, 4, 0));
		({ state: s } = forceRound(s, 8, 4, 0));
		({ plan, state: s } = forceRound(s, 8, 4, 0)); // round 3: triggered by rounds 1, 2
		expect(plan.deEscalated).toBe(true);
		({ plan, state: s } = forceRound(s, 8, 4, 0)); // round 4: rounds 2, 3 — round 2 consumed
		expect(plan.deEscalated).toBe(false);
		({ plan, state: s } = forceRound(s, 8, 4, 0)); // round 5: rounds 3, 4 — both new
		expect(plan.deEscalated).toBe(true);
		expect(s.history.map((r) => r.de_escalated)).toEqual([false, false, true, false, true]);
	});

	it('does not trigger when a round was at intensity ≤ 5 or R = 0.75 exactly', () => {
		let s = initEscalation(config, 1);
		({ state: s } = forceRound(s, 5, 4, 0));
		({ state: s } = forceRound(s, 8, 4, 0));
		expect(must(planRound(s, pool)).deEscalated).toBe(false);
		let t = initEscalation(config, 1);
		({ state: t } = forceRound(t, 8, 4, 1));
		({ state: t } = forceRound(t, 8, 4, 0));
		expect(must(planRound(t, pool)).deEscalated).toBe(false);
	});

	it('< 3 candidates: generate; a valid generated line is used at the target intensity, else the best candidate', () => {
		const small = pool.filter((q) => q.intensity > 3 || q.id === 'en-0001' || q.id === 'en-0002');
		const plan = must(planRound(initEscalation(config, 1), small));
		expect(plan.candidates.map((q) => q.id).sort()).toEqual(['en-0001', 'en-0002']);
		expect(plan.mode).toBe('generate');
		expect(resolveRound(plan, { text: 'Never have I ever eaten cereal with juice' }, true)).toEqual({
			question_id: null,
			text: 'Never have I ever eaten cereal with juice',
			intensity: plan.target,
			source: 'llm_generated'
		});
		for (const reply of [
			{ text: 'Have you ever lied to a friend?' },
			{ text: 'Never have I ever visited www.example.com' },
			null
		]) {
			expect(resolveRound(plan, reply, true)).toMatchObject({
				question_id: plan.candidates[0].id,
				source: 'pool_fallback'
			});
		}
		// no model to ask: the pool's question, labelled `pool` (docs/sim.md: `pool_fallback` means a
		// model was asked and failed)
		expect(resolveRound(plan, null, false)).toMatchObject({
			question_id: plan.candidates[0].id,
			source: 'pool'
		});
	});

	it('widens the range one step each side when nothing is in range', () => {
		const gap = pool.filter((q) => q.intensity >= 5 && !q.is_nsfw);
		const plan = must(planRound(initEscalation({ ...config, nsfw: false }, 1), gap));
		expect(plan.candidates).toEqual([]);
		// safe 1–3 → 1–4 → 1–5: the nearest (intensity 5) is found
		expect(plan.fallback?.intensity).toBe(5);
		expect(plan.exhausted).toBe(false);
	});

	it('an exhausted pool asks to end or reuse', () => {
		const tiny = pool.slice(0, 2);
		let s = initEscalation(config, 1);
		({ state: s } = play(s, 3, 1, tiny));
		({ state: s } = play(s, 3, 1, tiny));
		const plan = must(planRound(s, tiny));
		expect(plan.exhausted).toBe(true);
		expect(resolveRound(plan, null, false)).toBeNull();
		expect(must(planRound(reuseQuestions(s), tiny)).exhausted).toBe(false);
	});

	it('with NSFW off never goes above intensity 7 nor shows an NSFW question (property)', () => {
		fc.assert(
			fc.property(
				fc.integer(),
				fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 10, maxLength: 10 }),
				(seed, haves) => {
					let s = initEscalation({ ...config, nsfw: false }, seed);
					for (const have of haves) ({ state: s } = play(s, 5, have));
					const ids = new Set(s.history.map((r) => r.question_id));
					expect(s.history.every((r) => r.intensity <= 7 && r.tone !== 'freaky')).toBe(true);
					expect(pool.filter((q) => ids.has(q.id)).every((q) => !q.is_nsfw)).toBe(true);
				}
			),
			{ numRuns: 50 }
		);
	});

	it('is deterministic: same seed and answers, same history (property)', () => {
		fc.assert(
			fc.property(
				fc.integer(),
				fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 10 }),
				(seed, haves) => {
					const run = () => {
						let s = initEscalation(config, seed);
						for (const have of haves) ({ state: s } = play(s, 5, have));
						return s;
					};
					expect(run()).toEqual(run());
				}
			),
			{ numRuns: 30 }
		);
	});

	it('stops after max_rounds', () => {
		let s = initEscalation({ ...config, maxRounds: 2 }, 1);
		({ state: s } = play(s, 1, 1));
		({ state: s } = play(s, 1, 1));
		expect(planRound(s, pool)).toBeNull();
	});
});
