import { describe, expect, it } from 'vitest';
import { seedPrng } from '$lib/engines/kit/prng';
import type { SlotAnalysis } from './analysis';
import { accusationCap, planSlot, rememberAccusation, type AccusationMemory } from './slot';
import type { Anomaly, PlayerAnalysis } from './types';

const player = (anomalies: Anomaly[] = [], messages = 1): PlayerAnalysis => ({
	messages,
	meanLength: 5,
	historyMessages: 4,
	historyMeanLength: 5,
	tone: 'neutral',
	historyTone: 'neutral',
	anomalies
});
const analysis = (
	players: Record<string, PlayerAnalysis>,
	windowMessages = 5,
	totalMessages = 10
): SlotAnalysis => ({
	players,
	windowMessages,
	totalMessages,
	windows: {}
});
const fresh: AccusationMemory = { round: 0, count: 0, lastTarget: null };

describe('slot: accusation first (seed 003 pitfall 4)', () => {
	it('accuses a player with an anomaly, naming that anomaly; no gap-fill in that slot', () => {
		const a = analysis({ a: player(['silence'], 0), b: player() });
		const { plan } = planSlot({ analysis: a, round: 1, memory: fresh, rng: seedPrng(1) });
		expect(plan).toMatchObject({ action: 'accusation', target: 'a', anomaly: 'silence' });
	});
	it('never fabricates: no anomaly → no accusation', () => {
		const { plan } = planSlot({
			analysis: analysis({ a: player(), b: player() }),
			round: 3,
			memory: fresh,
			rng: seedPrng(1)
		});
		expect(plan.action).not.toBe('accusation');
		expect(plan.target).toBeNull();
	});
	it('never the same player twice in a row, across rounds', () => {
		const a = analysis({ a: player(['silence'], 0), b: player() });
		const memory = { round: 1, count: 1, lastTarget: 'a' };
		const { plan } = planSlot({ analysis: a, round: 2, memory, rng: seedPrng(1) });
		expect(plan.action).not.toBe('accusation');
	});
	it('caps accusations per round: 1 in rounds 1–2, 2 from round 3', () => {
		expect([1, 2, 3, 4, 5].map(accusationCap)).toEqual([1, 1, 2, 2, 2]);
		const a = analysis({ a: player(['silence'], 0), b: player(['behavior_shift']) });
		const once = { round: 2, count: 1, lastTarget: 'a' };
		expect(planSlot({ analysis: a, round: 2, memory: once, rng: seedPrng(2) }).plan.action).not.toBe(
			'accusation'
		);
		const third = { round: 3, count: 1, lastTarget: 'a' };
		expect(planSlot({ analysis: a, round: 3, memory: third, rng: seedPrng(2) }).plan).toMatchObject({
			action: 'accusation',
			target: 'b'
		});
		const full = { round: 3, count: 2, lastTarget: 'b' };
		expect(planSlot({ analysis: a, round: 3, memory: full, rng: seedPrng(2) }).plan.action).not.toBe(
			'accusation'
		);
		// The count resets with a new round.
		expect(planSlot({ analysis: a, round: 4, memory: full, rng: seedPrng(2) }).plan.action).toBe(
			'accusation'
		);
	});
	it('remembers the last target and counts per round', () => {
		const plan = {
			mood: 'tense',
			action: 'accusation',
			target: 'a',
			anomaly: 'silence',
			publicAction: null,
			mention: 'direct',
			question: false
		} as const;
		const m1 = rememberAccusation(fresh, 3, plan);
		expect(m1).toEqual({ round: 3, count: 1, lastTarget: 'a' });
		expect(rememberAccusation(m1, 3, { ...plan, target: 'b' })).toEqual({
			round: 3,
			count: 2,
			lastTarget: 'b'
		});
		expect(rememberAccusation(m1, 4, { ...plan, target: 'b' })).toEqual({
			round: 4,
			count: 1,
			lastTarget: 'b'
		});
		const none = { ...plan, action: 'none', target: null } as const;
		expect(rememberAccusation(m1, 4, none)).toBe(m1);
	});
	it('silence and shifts weigh the same; the seeded RNG picks', () => {
		const a = analysis({ s: player(['silence'], 0), f: player(['behavior_shift']) });
		const picks = { s: 0, f: 0 } as Record<string, number>;
		for (let seed = 0; seed < 2000; seed++) {
			const { plan } = planSlot({ analysis: a, round: 1, memory: fresh, rng: seedPrng(seed) });
			picks[plan.target ?? 'x']++;
		}
		expect(picks.s / 2000).toBeGreaterThan(0.44);
		expect(picks.s / 2000).toBeLessThan(0.56);
		// same seed → same pick
		const one = planSlot({ analysis: a, round: 1, memory: fresh, rng: seedPrng(7) });
		expect(planSlot({ analysis: a, round: 1, memory: fresh, rng: seedPrng(7) })).toEqual(one);
	});
	it('mixes direct and third-person mentions about half each; about 30 % end with a question', () => {
		const a = analysis({ a: player(['silence'], 0) });
		let direct = 0;
		let question = 0;
		const n = 4000;
		for (let seed = 0; seed < n; seed++) {
			const { plan } = planSlot({ analysis: a, round: 1, memory: fresh, rng: seedPrng(seed) });
			if (plan.mention === 'direct') direct++;
			if (plan.question) question++;
		}
		expect(Math.abs(direct / n - 0.5)).toBeLessThan(0.04);
		expect(Math.abs(question / n - 0.3)).toBeLessThan(0.04);
	});
	it('no fitting template → the accusation does not fire', () => {
		const a = analysis({ a: player(['silence'], 0) }, 0, 4);
		const { plan } = planSlot({
			analysis: a,
			round: 1,
			memory: fresh,
			rng: seedPrng(1),
			canVoice: () => false
		});
		expect(plan.action).not.toBe('accusation');
	});
});

describe('slot: gap-fill gated by mood', () => {
	it('tense → gap-fill even when busy', () => {
		const a = analysis(
			{ a: { ...player(), tone: 'accusatory' }, b: { ...player(), tone: 'accusatory' } },
			20,
			30
		);
		expect(planSlot({ analysis: a, round: 1, memory: fresh, rng: seedPrng(1) }).plan).toMatchObject({
			mood: 'tense',
			action: 'gapfill'
		});
	});
	it('active → gap-fill only when quiet', () => {
		const busy = analysis({ a: player(), b: player() }, 5, 10);
		expect(planSlot({ analysis: busy, round: 1, memory: fresh, rng: seedPrng(1) }).plan).toMatchObject({
			mood: 'active',
			action: 'none'
		});
		const quiet = analysis({ a: player(), b: player() }, 1, 1);
		expect(planSlot({ analysis: quiet, round: 1, memory: fresh, rng: seedPrng(1) }).plan).toMatchObject({
			mood: 'active',
			action: 'gapfill'
		});
	});
	it('calm → once a round: a quiet discussion is filled when the narrator has said nothing yet', () => {
		const calm = analysis({ a: player(), b: player() }, 2, 6);
		const plan = (saidThisRound: number) =>
			planSlot({ analysis: calm, round: 1, memory: fresh, rng: seedPrng(1), saidThisRound }).plan;
		expect(plan(0)).toMatchObject({ mood: 'calm', action: 'gapfill' });
		expect(plan(1)).toMatchObject({ mood: 'calm', action: 'none' });
	});
	it('after a capped accusation the slot falls back to the mood gate', () => {
		const a = analysis({ a: player(['silence'], 0), b: player(['silence'], 0) }, 0, 8);
		const full = { round: 1, count: 1, lastTarget: 'a' };
		expect(planSlot({ analysis: a, round: 1, memory: full, rng: seedPrng(1) }).plan).toMatchObject({
			mood: 'tense',
			action: 'gapfill'
		});
	});
});
