import { describe, expect, it } from 'vitest';
import { fixturePool, forceRound, testGame } from './testing/fixtures';
import { NhieSettingsSchema } from './game';
import { initEscalation, markTooFar, planRound, type EscalationState, type RoundPlan } from './round';
import { NhieStateSchema } from './schemas';

/** nhie.md "Too far": an anonymous tap lowers the next round a tone and takes 0.15 from B. */
const pool = fixturePool(6);
const config = { maxRounds: 10, nsfw: true, language: 'en', groupSize: 5 };
const must = (plan: RoundPlan | null): RoundPlan => {
	if (!plan) throw new Error('no plan');
	return plan;
};
/** A round at a forced intensity with its answers. */
const bold = (s: EscalationState, intensity: number, answered: number, have: number) =>
	forceRound(s, pool, intensity, answered, have).state;
const atSecretive = (s: EscalationState) => ({
	...s,
	history: s.history.map((r) => ({ ...r, tone: 'secretive' as const, boldness: 0.6 }))
});

describe('too far (engine)', () => {
	it('a tapped round is logged as x_card with its count; the next round is a tone lower, B − 0.15', () => {
		const s = atSecretive(bold(initEscalation(config, 1), 6, 5, 4));
		const untapped = must(planRound(s, pool));
		// B = 0.3 × (4/5 × 1.5) + 0.7 × 0.6 = 0.78; E = 0.78 + 0.08 = 0.86 → freaky
		expect(untapped.tone).toBe('freaky');
		expect(untapped.eased).toBe(false);
		const tapped = markTooFar(markTooFar(s));
		expect(tapped.history[0]).toMatchObject({ too_far: 2, x_card: true });
		const plan = must(planRound(tapped, pool));
		expect(plan.eased).toBe(true);
		expect(plan.boldness).toBeCloseTo(0.78 - 0.15, 12);
		// one below the tapped round's secretive, even though E = 0.71 still maps to secretive
		expect(plan.tone).toBe('deeper');
		expect(plan.target).toBe(4);
		expect(plan.candidates.every((q) => q.intensity >= 3 && q.intensity <= 5)).toBe(true);
	});

	it('never goes below safe, and a round that also trips the safety valve drops B once', () => {
		const safe = markTooFar(bold(initEscalation(config, 1), 2, 5, 1));
		expect(must(planRound(safe, pool)).tone).toBe('safe');
		let s = bold(initEscalation(config, 1), 7, 5, 1);
		s = markTooFar(atSecretive(bold(s, 7, 4, 0)));
		const plan = must(planRound(s, pool));
		expect(plan.deEscalated).toBe(true);
		expect(plan.eased).toBe(true);
		// B = 0.3 × 0 + 0.7 × 0.6 = 0.42 → 0.27 (one drop, not two)
		expect(plan.boldness).toBeCloseTo(0.27, 12);
	});
});

const { game, seats, ok, offline } = testGame(pool);

describe('too far (lobby game)', () => {
	const started = () => offline(game.start(seats, NhieSettingsSchema.parse({ rounds: 10 }), 3, 0));

	it('any player may tap during the question or its result; no one learns who', () => {
		let s = started();
		s = ok(game.apply(s, 'a', { type: 'too_far', round: 1 }, 10));
		expect(s.esc.history[0]).toMatchObject({ too_far: 1, x_card: true });
		const views = seats.map((p) => game.project(s, p.id));
		expect(views.every((v) => v.easedOff)).toBe(true);
		// the host's view is the guests' view: nothing in it says who tapped or how many
		expect(JSON.stringify(views[0])).toBe(JSON.stringify({ ...views[1], isHost: true, ownQuestions: [] }));
		expect(JSON.stringify(views[0])).not.toMatch(/too_far|x_card|"a"/);
		for (const p of seats) s = ok(game.apply(s, p.id, { type: 'answer', round: 1, have: false }, 20));
		expect(s.phase).toBe('result');
		s = ok(game.apply(s, 'b', { type: 'too_far', round: 1 }, 30));
		expect(s.esc.history[0].too_far).toBe(2);
		expect(game.apply(s, 'b', { type: 'too_far', round: 2 }, 30)).toEqual({
			ok: false,
			reason: 'stale_round'
		});
	});

	it('the next question comes from the lower tone, and the screen still says so', () => {
		let s = started();
		// a bold group at secretive: force the history as if it had been
		s = { ...s, esc: atSecretive(s.esc) };
		s = ok(game.apply(s, 'h', { type: 'too_far', round: 1 }, 10));
		for (const p of seats) s = ok(game.apply(s, p.id, { type: 'answer', round: 1, have: true }, 20));
		s = offline(game.tick(s, s.deadline!)!);
		expect(s.esc.history[1].tone).toBe('deeper');
		expect(game.project(s, 'b').easedOff).toBe(true);
		expect(game.apply(s, 'b', { type: 'too_far', round: 1 }, 30)).toEqual({
			ok: false,
			reason: 'stale_round'
		});
	});

	it('a game stored before "Too far" reads back with no taps', () => {
		const s = started();
		const { too_far: _n, x_card: _x, ...old } = s.esc.history[0];
		const parsed = NhieStateSchema.parse({ ...s, esc: { ...s.esc, history: [old] } });
		expect(parsed.esc.history[0]).toMatchObject({ too_far: 0, x_card: false });
	});
});
